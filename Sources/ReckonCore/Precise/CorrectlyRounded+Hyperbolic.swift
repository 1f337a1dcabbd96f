extension CorrectlyRounded {
    /// sinh x. sinh(±0) = ±0, sinh(±∞) = ±∞; ±∞ once |x| passes 710.4758600739439 (overflow).
    /// From u = e^|x| − 1 as (u + u/(u + 1))/2, which has no cancellation for tiny x.
    public static func sinh(_ x: Double) -> Double {
        guard x.isFinite, x != 0 else { return x }
        // e^711/2 > 2^1024: every |x| from 711 on overflows.
        guard x.magnitude < 711 else { return x < 0 ? -.infinity : .infinity }
        let result = nearest { limbs in
            let u = Ball.expMinusOne(Ball(x.magnitude, limbs: limbs))
            return (u + u / (u + Ball(integer: 1, limbs: limbs))).scaled(by: -1)
        }
        return x < 0 ? -result : result
    }

    /// cosh x ≥ 1. cosh(±0) = 1, cosh(±∞) = +∞; +∞ once |x| passes 710.4758600739439.
    public static func cosh(_ x: Double) -> Double {
        guard !x.isNaN else { return x }
        guard x.magnitude < 711 else { return .infinity }
        return nearest { limbs in
            let e = Ball.exp(Ball(x.magnitude, limbs: limbs))
            return (e + Ball(integer: 1, limbs: limbs) / e).scaled(by: -1)
        }
    }

    /// tanh x in (−1, 1). tanh(±0) = ±0; ±1 from |x| = 22 on (where 1 − tanh|x| < 2^−63, far
    /// below the half unit 2^−54 that would round away from 1), and for ±∞. From u = e^(2|x|) − 1
    /// as u/(u + 2).
    public static func tanh(_ x: Double) -> Double {
        guard !x.isNaN, x != 0 else { return x }
        guard x.magnitude < 22 else { return x < 0 ? -1 : 1 }
        let result = nearest { limbs in
            let u = Ball.expMinusOne(Ball(2 * x.magnitude, limbs: limbs))
            return u / (u + Ball(integer: 2, limbs: limbs))
        }
        return x < 0 ? -result : result
    }

    /// asinh x = log(x + √(x² + 1)). asinh(±0) = ±0, asinh(±∞) = ±∞. As
    /// log(1 + |x| + x²/(1 + √(1 + x²))), which keeps its accuracy for tiny x; x² never
    /// overflows here, so 1e300 is as accurate as 1.
    public static func asinh(_ x: Double) -> Double {
        guard x.isFinite, x != 0 else { return x }
        let result = nearest { limbs in
            let a = Ball(x.magnitude, limbs: limbs)
            let one = Ball(integer: 1, limbs: limbs)
            let square = a * a
            return Ball.logOnePlus(a + square / (one + (one + square).squareRoot()))
        }
        return x < 0 ? -result : result
    }

    /// acosh x = log(x + √(x² − 1)) for x ≥ 1. acosh(1) = +0, acosh(+∞) = +∞; NaN below 1 and
    /// for NaN. As log(1 + t + √(t(2 + t))) with t = x − 1 exact, accurate next to 1.
    public static func acosh(_ x: Double) -> Double {
        guard x >= 1 else { return .nan }
        guard x != 1 else { return 0 }
        guard x.isFinite else { return x }
        return nearest { limbs in
            let t = Ball(x, limbs: limbs) - Ball(integer: 1, limbs: limbs)
            return Ball.logOnePlus(t + (t * (t + Ball(integer: 2, limbs: limbs))).squareRoot())
        }
    }

    /// atanh x = ½·log((1 + x)/(1 − x)) for |x| ≤ 1. atanh(±0) = ±0, atanh(±1) = ±∞; NaN
    /// outside [−1, 1] and for NaN. As ½·log(1 + 2|x|/(1 − |x|)), 1 − |x| exact.
    public static func atanh(_ x: Double) -> Double {
        guard x.magnitude <= 1 else { return .nan }
        guard x != 0 else { return x }
        guard x.magnitude < 1 else { return x < 0 ? -.infinity : .infinity }
        let result = nearest { limbs in
            let a = Ball(x.magnitude, limbs: limbs)
            let complement = Ball(integer: 1, limbs: limbs) - a
            return Ball.logOnePlus(a.scaled(by: 1) / complement).scaled(by: -1)
        }
        return x < 0 ? -result : result
    }
}
