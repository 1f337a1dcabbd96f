extension CorrectlyRounded {
    /// asin x in radians, in [−π/2, π/2]. asin(±0) = ±0; NaN outside [−1, 1] and for NaN.
    public static func asin(_ x: Double) -> Double {
        guard x.magnitude <= 1 else { return .nan }
        guard x != 0 else { return x }
        return nearest { limbs in Ball.arcsine(x, limbs: limbs) }
    }

    /// acos x in radians, in [0, π]. acos(1) = +0; NaN outside [−1, 1] and for NaN.
    public static func acos(_ x: Double) -> Double {
        guard x.magnitude <= 1 else { return .nan }
        guard x != 1 else { return 0 }
        return nearest { limbs in Ball.arccosine(x, limbs: limbs) }
    }

    /// atan x in radians, in [−π/2, π/2]. atan(±0) = ±0, atan(±∞) = ±π/2 rounded; NaN for NaN.
    public static func atan(_ x: Double) -> Double {
        guard !x.isNaN else { return x }
        guard x != 0 else { return x }
        guard x.isFinite else {
            let halfPi = nearest { limbs in Ball.pi(limbs: limbs).scaled(by: -1) }
            return x < 0 ? -halfPi : halfPi
        }
        return nearest { limbs in Ball.arctangent(Ball(x, limbs: limbs)) }
    }

    /// asin x in degrees, rounded once: asinDegrees(0.5) = 30 and asinDegrees(1) = 90 exactly.
    /// asinDegrees(±0) = ±0; NaN outside [−1, 1] and for NaN.
    public static func asinDegrees(_ x: Double) -> Double {
        guard x.magnitude <= 1 else { return .nan }
        guard x != 0 else { return x }
        return nearest { limbs in Ball.degrees(fromRadians: Ball.arcsine(x, limbs: limbs)) }
    }

    /// acos x in degrees, rounded once: acosDegrees(0.5) = 60, acosDegrees(−1) = 180 exactly.
    /// acosDegrees(1) = +0; NaN outside [−1, 1] and for NaN.
    public static func acosDegrees(_ x: Double) -> Double {
        guard x.magnitude <= 1 else { return .nan }
        guard x != 1 else { return 0 }
        return nearest { limbs in Ball.degrees(fromRadians: Ball.arccosine(x, limbs: limbs)) }
    }

    /// atan x in degrees, rounded once: atanDegrees(1) = 45 exactly, atanDegrees(±∞) = ±90.
    /// atanDegrees(±0) = ±0; NaN for NaN.
    public static func atanDegrees(_ x: Double) -> Double {
        guard !x.isNaN else { return x }
        guard x != 0 else { return x }
        guard x.isFinite else { return x < 0 ? -90 : 90 }
        return nearest { limbs in Ball.degrees(fromRadians: Ball.arctangent(Ball(x, limbs: limbs))) }
    }
}

extension Ball {
    /// asin x for 0 < |x| ≤ 1 as an arctangent: atan(x/√(1 − x²)) up to |x| = 1/2, then
    /// ±(π/2 − atan(√(1 − x²)/|x|)). 1 − x² is formed exactly as (1 − |x|)(1 + |x|).
    static func arcsine(_ x: Double, limbs n: Int) -> Ball {
        let a = Ball(x.magnitude, limbs: n)
        let complement = oneMinusSquare(a).squareRoot()
        let angle = x.magnitude <= 0.5
            ? arctangent(a / complement)
            : pi(limbs: n + 1).scaled(by: -1) - arctangent(complement / a)
        return x < 0 ? -angle : angle
    }

    /// acos x for −1 ≤ x < 1: atan(√(1 − x²)/x) for x > 0, π minus that of |x| for x < 0.
    static func arccosine(_ x: Double, limbs n: Int) -> Ball {
        let pi = pi(limbs: n + 1)
        guard x != 0 else { return pi.scaled(by: -1) }
        let a = Ball(x.magnitude, limbs: n)
        let angle = arctangent(oneMinusSquare(a).squareRoot() / a)
        return x > 0 ? angle : pi - angle
    }

    /// 1 − a² for an exact a in [0, 1], exactly (two limbs hold it).
    private static func oneMinusSquare(_ a: Ball) -> Ball {
        let one = Ball(integer: 1, limbs: a.limbs)
        return (one - a) * (one + a)
    }
}
