import CReckonLibm

extension Ball {
    /// sin r and cos r by their Taylor series, for |r| < 2 (unbounded otherwise).
    static func sineAndCosine(_ r: Ball) -> (sin: Ball, cos: Ball) {
        let n = r.limbs
        guard r.isBelow(powerOfTwo: 1) else { return (.unbounded(limbs: n), .unbounded(limbs: n)) }
        // Stop against the smaller of the two: sin r ≈ r when r is small, cos r ≈ 1.
        let one = Ball(integer: 1, limbs: n)
        let stop = r.isBelow(powerOfTwo: 0) ? r.negligible : one.negligible
        var sin = r
        var cos = one
        var term = r
        var k: Int64 = 1
        while !(term.magnitudeBound <= stop) {
            k += 1
            guard k <= 64 * Int64(n) + 8 else { return (.unbounded(limbs: n), .unbounded(limbs: n)) }
            term = term * r / Ball(integer: k, limbs: n)
            switch k & 3 {
            case 0: cos = cos + term
            case 1: sin = sin + term
            case 2: cos = cos - term
            default: sin = sin - term
            }
        }
        // Both series alternate, and from here on (k ≥ 2 > |r| − 1) their terms shrink, so what
        // is left of each is at most its next term, itself below this one.
        let rest = term.magnitudeBound
        return (sin.widened(by: rest), cos.widened(by: rest))
    }

    /// sin, cos or tan of k·π/2 + r, from r (|r| ≤ π/4) and k mod 4.
    static func sine(quarterTurns k: Int, plus r: Ball) -> Ball {
        let (s, c) = sineAndCosine(r)
        return [s, c, -s, -c][k & 3]
    }

    static func cosine(quarterTurns k: Int, plus r: Ball) -> Ball {
        sine(quarterTurns: k + 1, plus: r)
    }

    static func tangent(quarterTurns k: Int, plus r: Ball) -> Ball {
        let (s, c) = sineAndCosine(r)
        return k & 1 == 0 ? s / c : -c / s
    }

    /// x = k·π/2 + r with k the integer nearest x/(π/2): r to `n` limbs and k mod 4.
    ///
    /// x/(π/2) is formed with π to as many more limbs as x has bits before the binary point
    /// (Cody–Waite with a π long enough, rather than Payne–Hanek's table of 2/π: the same bits,
    /// one code path), so r keeps `n` limbs however large x is, and however near x falls to a
    /// multiple of π/2 (never nearer than 2^−61 for a double; the ball measures it anyway).
    static func reducedModuloHalfPi(_ x: Double, limbs n: Int) -> (r: Ball, quarterTurns: Int) {
        guard x.magnitude >= 0.78 else { return (Ball(x, limbs: n), 0) }
        let q = n + max(0, Int(x.exponent)) / 64 + 1
        let quotient = Ball(x, limbs: q) / pi(limbs: q + 1).scaled(by: -1)
        let (k, fraction) = quotient.mid.splitNearestInteger()
        let f = Ball(mid: fraction, radius: quotient.radius, limbs: n + 1)
        return (f * pi(limbs: n + 2).scaled(by: -1), Int(k & 3))
    }

    /// `degrees`·π/180 to `n` limbs.
    static func radians(fromDegrees degrees: Double, limbs n: Int) -> Ball {
        Ball(degrees, limbs: n) * pi(limbs: n + 1) / Ball(integer: 180, limbs: n)
    }

    /// `angle`·180/π.
    static func degrees(fromRadians angle: Ball) -> Ball {
        angle * Ball(integer: 180, limbs: angle.limbs) / pi(limbs: angle.limbs + 1)
    }

    /// atan x for any ball.
    ///
    /// Beyond ±1 it is ±π/2 − atan(1/x); within, a double guess y = atan x is corrected exactly:
    /// atan x = y + atan d with d = (x cos y − sin y)/(cos y + x sin y), about 2^−52, whose series
    /// then gains 104 bits a term. (Halving the argument with square roots would work without the
    /// guess, at several square roots a call.)
    static func arctangent(_ x: Ball) -> Ball {
        let n = x.limbs + 1
        guard !x.isUnbounded else { return .unbounded(limbs: n) }
        guard x.estimate.magnitude > 1 else { return arctangentNearZero(x) }
        let halfPi = pi(limbs: n + 1).scaled(by: -1)
        let inner = arctangentNearZero(Ball(integer: 1, limbs: n) / x)
        return x.mid.isNegative ? -halfPi - inner : halfPi - inner
    }

    private static func arctangentNearZero(_ x: Ball) -> Ball {
        let n = x.limbs + 1
        let y = Ball(reckon_atan(x.estimate), limbs: n)
        let (s, c) = sineAndCosine(y)
        let xn = x.withLimbs(n)
        return y + arctangentSeries((xn * c - s) / (c + xn * s))
    }

    /// atan d = d − d³/3 + d⁵/5 − … for |d| ≤ 1/2 (unbounded otherwise).
    private static func arctangentSeries(_ d: Ball) -> Ball {
        powerSeries(first: d, ratio: -(d * d), denominatorStep: 2)
    }
}
