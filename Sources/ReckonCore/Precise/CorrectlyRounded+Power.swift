import CReckonLibm

extension CorrectlyRounded {
    /// x^y, with C99's special values: pow(x, ±0) = 1 and pow(1, y) = 1 for every x and y (NaN
    /// too); pow(−1, ±∞) = 1; NaN for a negative finite x and a non-integer y; pow(±0, y) and
    /// pow(±∞, y) ±0 or ±∞ with the sign kept for odd integer y; pow(x, ±∞) 0 or +∞ by whether
    /// |x| < 1. Exact and midway results (pow(2, 0.5) is √2 rounded, pow(3, 40) = 3^40 rounded
    /// once, pow(2.25, 1.5) = 3.375 exactly) are computed exactly.
    public static func pow(_ x: Double, _ y: Double) -> Double {
        if y == 0 || x == 1 { return 1 }
        if x.isNaN || y.isNaN { return .nan }
        if y.isInfinite {
            if x == -1 { return 1 }
            return (x.magnitude < 1) == (y < 0) ? .infinity : 0
        }
        let odd = isOddInteger(y)
        if x == 0 || x.isInfinite {
            // x^y for x = ±0 or ±∞ is 0 or ∞, signed only for odd y.
            let large = (x == 0) == (y < 0)
            let magnitude: Double = large ? .infinity : 0
            return odd && x.sign == .minus ? -magnitude : magnitude
        }
        if x < 0 && !isInteger(y) { return .nan }
        let result = positivePower(x.magnitude, times: exponentFraction(y), estimate: y * reckon_log2(x.magnitude)) {
            Ball(y, limbs: $0.limbs) * $0
        }
        return x < 0 && odd ? -result : result
    }

    /// x^(1/y), rounded once — the reciprocal of y taken exactly, not rounded to a double first.
    /// A negative x has a real root for an odd integer y: root(−8, 3) = −2; a negative x with
    /// y = ±1/2, ±1/4, … (1/y an even integer) gives the positive power, like `pow`; other
    /// negative x give NaN. Otherwise as pow(x, 1/y): root(x, ±∞) = 1 and root(1, y) = 1 for
    /// every x and y; root(x, ±0) = pow(x, ±∞); root(±0, y) = ±0 for odd y > 0, ±∞ for odd
    /// y < 0, else +0 or +∞; root(+∞, y) = +∞ for y > 0, +0 for y < 0.
    public static func root(_ x: Double, _ y: Double) -> Double {
        if y.isInfinite || x == 1 { return 1 }
        if x.isNaN || y.isNaN { return .nan }
        if y == 0 { return pow(x, y.sign == .minus ? -.infinity : .infinity) }
        let odd = isOddInteger(y)
        if x.sign == .minus && odd { return -root(-x, y) }
        if x < 0 {
            // 1/y is an integer exactly when y is ±1/2^k; it is even for k ≥ 1.
            return y.significand == 1 && y.magnitude < 1 ? pow(x, 1 / y) : .nan
        }
        if x == 0 || x.isInfinite {
            return (x == 0) == (y < 0) ? .infinity : 0
        }
        return positivePower(x, times: reciprocalFraction(y), estimate: reckon_log2(x) / y) {
            $0 / Ball(y, limbs: $0.limbs)
        }
    }

    /// ∛x, rounded once; the sign of x kept (cbrt(−8) = −2, cbrt(−0) = −0), cbrt(±∞) = ±∞,
    /// NaN for NaN. Perfect cubes (27, 0.125) give their exact root.
    public static func cbrt(_ x: Double) -> Double {
        root(x, 3)
    }

    /// x³, rounded once (no double rounding of x·x·x): cube(3) = 27; ±∞ from 5.643803094122362e102 on,
    /// ±0 and subnormals at the small end; the sign and NaN kept.
    public static func cube(_ x: Double) -> Double {
        guard x.isFinite, x != 0 else { return x * x * x }
        let magnitude = BigFloat(x.magnitude).power(3).rounded()
        return x < 0 ? -magnitude : magnitude
    }

    /// x^e for finite x > 0 (x ≠ 1), e the exponent given by `multiply`, which turns the ball
    /// log x into e·log x; `fraction` is e as a/b when e is a double, for the exact cases;
    /// `estimate` e·log₂ x, roughly, to settle overflow and underflow first.
    private static func positivePower(
        _ x: Double, times fraction: (numerator: Int64, denominator: Int64)?, estimate: Double,
        multiply: (Ball) -> Ball
    ) -> Double {
        // |e·log₂ x| is within 1e−14 of the estimate relative: past 1100 nothing is finite.
        if estimate > 1100 { return .infinity }
        if estimate < -1100 { return 0 }
        if let (a, b) = fraction, let exact = exactPower(x, a, b) { return exact }
        return nearest { limbs in
            // e·log x must be right to 2^−64n absolutely, and it can reach 760: one limb more.
            Ball.exp(multiply(Ball.log(Ball(x, limbs: limbs + 1))))
        }
    }

    /// y as a/b in lowest terms with b a power of two, when b ≤ 2^11 and |a| < 2^62 (beyond
    /// those, no exact case exists: see `exactPower`).
    private static func exponentFraction(_ y: Double) -> (numerator: Int64, denominator: Int64)? {
        let (p, j) = oddTimesPowerOfTwo(y)
        if j >= 0 { return y.magnitude < 0x1p62 ? (Int64(y), 1) : nil }
        return -j <= 11 ? (p, 1 << Int64(-j)) : nil
    }

    /// 1/y as a/b in lowest terms (b > 0): for y = p·2^j, 1/y = 2^−j/p. Nil when b > 2^11 or
    /// |a| ≥ 2^62, where no exact case exists.
    private static func reciprocalFraction(_ y: Double) -> (numerator: Int64, denominator: Int64)? {
        let (p, j) = oddTimesPowerOfTwo(y)
        let sign: Int64 = p < 0 ? -1 : 1
        if j >= 0 {
            return j <= 11 && p.magnitude <= 1 << UInt64(11 - j) ? (sign, Int64(p.magnitude) << Int64(j)) : nil
        }
        return -j < 62 && p.magnitude <= 1 << 11 ? (sign << Int64(-j), Int64(p.magnitude)) : nil
    }
}
