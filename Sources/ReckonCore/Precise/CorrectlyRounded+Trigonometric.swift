extension CorrectlyRounded {
    /// sin x, x in radians. sin(±0) = ±0; NaN for ±∞ and NaN. Any finite x is reduced modulo π/2
    /// with π to as many bits as x needs (2^1023 needs about 1100 more).
    public static func sin(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        guard x != 0 else { return x }
        return nearest(radians: x, Ball.sine)
    }

    /// cos x, x in radians. cos(±0) = 1; NaN for ±∞ and NaN.
    public static func cos(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        return nearest(radians: x, Ball.cosine)
    }

    /// tan x, x in radians. tan(±0) = ±0; NaN for ±∞ and NaN. Never infinite: no double is a
    /// multiple of π/2 (the nearest, 6381956970095103·2^797, is 4.7e−19 from one).
    public static func tan(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        guard x != 0 else { return x }
        return nearest(radians: x, Ball.tangent)
    }

    /// sin(x°): sin(30°) = 0.5 and sin(90°) = 1 exactly. Zero at multiples of 180° with the sign
    /// of x (C23's `sinpi`: sin(180°) = +0, sin(−180°) = −0); NaN for ±∞ and NaN. x is reduced
    /// modulo 360 exactly first, so sin(1e22°) is the sine of the angle 1e22° really is (280°).
    public static func sin(degrees x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (s, k) = reducedDegrees(x.magnitude)
        if s == 0 && k & 1 == 0 { return x.sign == .minus ? -0.0 : 0 }
        let result = nearest(quarterTurns: k, plusDegrees: s, Ball.sine)
        return x < 0 ? -result : result
    }

    /// cos(x°): cos(60°) = 0.5 and cos(180°) = −1 exactly. +0 at odd multiples of 90° (C23's
    /// `cospi`: cos(90°) = cos(−90°) = +0); NaN for ±∞ and NaN.
    public static func cos(degrees x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (s, k) = reducedDegrees(x.magnitude)
        if s == 0 && k & 1 == 1 { return 0 }
        return nearest(quarterTurns: k, plusDegrees: s, Ball.cosine)
    }

    /// tan(x°): tan(45°) = 1 exactly. At odd multiples of 90° ±∞, as C23's `tanpi`: +∞ at 90°,
    /// −∞ at 270° and −90° (the pole approached from below x, then repeated every 360°). At
    /// multiples of 180°, ±0: +0 at 0° and 360°, −0 at 180° (the sign the nearby values have
    /// below x), the opposite for negative x. NaN for ±∞ and NaN.
    public static func tan(degrees x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (s, k) = reducedDegrees(x.magnitude)
        let result: Double
        if s == 0 {
            result = [0.0, .infinity, -0.0, -.infinity][k & 3]
        } else {
            result = nearest(quarterTurns: k, plusDegrees: s, Ball.tangent)
        }
        return x.sign == .minus ? -result : result
    }

    /// f(k, r) for x = k·π/2 + r, correctly rounded: `f` is `Ball.sine`, `cosine` or `tangent`.
    private static func nearest(radians x: Double, _ f: (Int, Ball) -> Ball) -> Double {
        nearest { limbs in
            let (r, k) = Ball.reducedModuloHalfPi(x, limbs: limbs)
            return f(k, r)
        }
    }

    /// f(k, s·π/180), correctly rounded, for the angle 90°·k + s°.
    private static func nearest(quarterTurns k: Int, plusDegrees s: Double, _ f: (Int, Ball) -> Ball) -> Double {
        nearest { limbs in f(k, Ball.radians(fromDegrees: s, limbs: limbs)) }
    }

    /// x = 90°·k + s with |s| ≤ 45° for finite x ≥ 0, exactly: s and k mod 4.
    static func reducedDegrees(_ x: Double) -> (s: Double, quarterTurns: Int) {
        let r = remainderModulo360(x)
        let k = (r / 90).rounded()
        // r and 90k are multiples of r's last bit and |r − 90k| ≤ 45 ≤ r: the difference is exact.
        return (r - 90 * k, Int(k) & 3)
    }

    /// x mod 360 for finite x ≥ 0, exactly (in integers: x = m·2^e).
    static func remainderModulo360(_ x: Double) -> Double {
        guard x >= 360 else { return x }
        let m = x.significandBitPattern | 1 << 52
        let e = Int(x.exponent) - 52
        if e >= 0 {
            // (m mod 360)·(2^e mod 360) mod 360, all below 2^18.
            var power: UInt64 = 1
            for _ in 0..<e { power = power * 2 % 360 }
            return Double(m % 360 * power % 360)
        }
        // x = m/2^−e with −e ≤ 52 (x ≥ 360): m mod 360·2^−e, below 2^61.
        let modulus = UInt64(360) << UInt64(-e)
        return Double(sign: .plus, exponent: e, significand: Double(m % modulus))
    }
}
