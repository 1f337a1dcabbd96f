// The trigonometric functions in degrees, as a calculator's Deg mode needs them: exact where
// the value is (sin 30° = 0.5, cos 60° = 0.5, tan 45° = 1, sin 180° = 0, cos 90° = 0,
// asin 0.5 = 30°, atan 1 = 45°), not an ulp off as the radian route is (sin(30·π/180) is
// 0.49999999999999994, sin(180·π/180) is 1.2e-16).
//
// The argument is reduced in degrees first, exactly: x mod 360 is exact in floating point, and
// so is taking the nearest multiple of 90 off what is left (Sterbenz), which leaves d in
// [−45°, 45°] and a quadrant. Only then is d converted to radians, with π/180 carried to 106
// bits and the conversion's own rounding error added back to first order, so the result is
// within about 1 ulp of the exact value elsewhere. The same holds for the inverse functions,
// converted back with 180/π to 106 bits.
//
// Zeros: sin and tan of a multiple of 180° are zeros with the sign of the argument (as IEEE
// 754's sinPi: sin(−180°) = −0); cos of an odd multiple of 90° is +0. tan of an odd multiple
// of 90° is infinite (its sign that of −1/tan(d) there), which the calculator shows as Error.
// Not finite arguments give NaN.

/// sin of `x` degrees.
func sin(degrees x: Double) -> Double {
    let value = sinCos(degrees: x).sin
    return value == 0 ? Double(signOf: x, magnitudeOf: 0) : value
}

/// cos of `x` degrees.
func cos(degrees x: Double) -> Double {
    let value = sinCos(degrees: x).cos
    return value == 0 ? 0 : value
}

/// tan of `x` degrees: infinite at odd multiples of 90°.
func tan(degrees x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (quadrant, d) = quarterTurns(degrees: x)
    // tan has period 180°; a quarter turn more is −1/tan.
    let value = quadrant % 2 == 0 ? tanOfSmall(degrees: d) : -1 / tanOfSmall(degrees: d)
    return value == 0 ? Double(signOf: x, magnitudeOf: 0) : value
}

/// asin of `x` in degrees, in [−90°, 90°]; NaN outside [−1, 1].
func asinDegrees(_ x: Double) -> Double {
    switch x.magnitude {
    case 0: return x
    case 0.5: return Double(signOf: x, magnitudeOf: 30)
    case 1: return Double(signOf: x, magnitudeOf: 90)
    default: return degrees(radians: asin(x))
    }
}

/// acos of `x` in degrees, in [0°, 180°]; NaN outside [−1, 1].
func acosDegrees(_ x: Double) -> Double {
    switch x {
    case 1: return 0
    case 0.5: return 60
    case 0: return 90
    case -0.5: return 120
    case -1: return 180
    default: return degrees(radians: acos(x))
    }
}

/// atan of `x` in degrees, in (−90°, 90°).
func atanDegrees(_ x: Double) -> Double {
    switch x.magnitude {
    case 0: return x
    case 1: return Double(signOf: x, magnitudeOf: 45)
    default: return degrees(radians: atan(x))
    }
}

/// sin and cos of `x` degrees, from d's by the quadrant (zeros' signs as they fall); NaN when
/// `x` is not finite.
private func sinCos(degrees x: Double) -> (sin: Double, cos: Double) {
    guard x.isFinite else { return (.nan, .nan) }
    let (quadrant, d) = quarterTurns(degrees: x)
    let (s, c) = (sinOfSmall(degrees: d), cosOfSmall(degrees: d))
    switch quadrant {
    case 0: return (s, c)
    case 1: return (c, -s)
    case 2: return (-s, -c)
    default: return (-c, s)
    }
}

/// x = 360°·k + 90°·quadrant + d with |d| ≤ 45° (a hair more where x/90 rounds the other way
/// at a boundary, which changes nothing), all exact; quadrant in 0...3.
private func quarterTurns(degrees x: Double) -> (quadrant: Int, d: Double) {
    let turn = x.truncatingRemainder(dividingBy: 360)  // exact, in (−360, 360)
    let quarters = (turn / 90).rounded(.toNearestOrEven)  // −4 … 4
    let d = turn - 90 * quarters  // exact: turn and 90·quarters lie within a factor 2
    return ((Int(quarters) % 4 + 4) % 4, d)
}

/// π/180 to 106 bits.
private let radiansPerDegree = DoubleDouble(hi: 0x1.1df46a2529d39p-6, lo: 0x1.5c1d8becdd291p-62)
/// 180/π to 106 bits.
private let degreesPerRadian = DoubleDouble(hi: 0x1.ca5dc1a63c1f8p+5, lo: -0x1.1e7ab456405f9p-49)

/// `d` degrees in radians: the rounded product `t` and what it left out, `e` (t + e is d·π/180
/// to about 106 bits).
private func radians(degrees d: Double) -> (t: Double, e: Double) {
    let product = radiansPerDegree * d
    return (product.hi, product.lo)
}

private func degrees(radians a: Double) -> Double { (degreesPerRadian * a).value }

/// sin(d°) for |d| ≤ 45: exact at 0, ±30 and ±45 (√½ correctly rounded).
private func sinOfSmall(degrees d: Double) -> Double {
    switch d.magnitude {
    case 0: return d
    case 30: return Double(signOf: d, magnitudeOf: 0.5)
    case 45: return Double(signOf: d, magnitudeOf: 0.5.squareRoot())
    default:
        let (t, e) = radians(degrees: d)
        return sin(t) + e * cos(t)
    }
}

/// cos(d°) for |d| ≤ 45: exact at 0, ±30 (√¾) and ±45 (√½).
private func cosOfSmall(degrees d: Double) -> Double {
    switch d.magnitude {
    case 0: return 1
    case 30: return 0.75.squareRoot()
    case 45: return 0.5.squareRoot()
    default:
        let (t, e) = radians(degrees: d)
        return cos(t) - e * sin(t)
    }
}

/// tan(d°) for |d| ≤ 45: exact at 0 and ±45.
private func tanOfSmall(degrees d: Double) -> Double {
    switch d.magnitude {
    case 0: return d
    case 45: return Double(signOf: d, magnitudeOf: 1)
    default:
        let (t, e) = radians(degrees: d)
        let value = tan(t)
        return value + e * (1 + value * value)
    }
}
