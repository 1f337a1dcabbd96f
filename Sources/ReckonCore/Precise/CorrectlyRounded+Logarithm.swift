extension CorrectlyRounded {
    /// The natural logarithm. log(1) = +0, log(±0) = −∞, log(+∞) = +∞; NaN below zero and for NaN.
    public static func log(_ x: Double) -> Double {
        if let special = logarithmSpecialValue(x) { return special }
        return nearest { limbs in Ball.log(Ball(x, limbs: limbs)) }
    }

    /// log₂ x: exactly n for x = 2^n (subnormal powers too). Special values as `log`.
    public static func log2(_ x: Double) -> Double {
        if let special = logarithmSpecialValue(x) { return special }
        if x.significand == 1 { return Double(x.exponent) }
        return nearest { limbs in Ball.log(Ball(x, limbs: limbs)) / Ball.ln2(limbs: limbs + 1) }
    }

    /// log₁₀ x: exactly n for x = 10^n (n = 1 … 22, the powers of ten that are doubles; no other
    /// double has a rational log₁₀). Special values as `log`.
    public static func log10(_ x: Double) -> Double {
        if let special = logarithmSpecialValue(x) { return special }
        var power = 10.0
        for n in 1...22 {
            if x == power { return Double(n) }
            power *= 10
        }
        return nearest { limbs in Ball.log(Ball(x, limbs: limbs)) / Ball.ln10(limbs: limbs + 1) }
    }

    /// log_base x = log x / log base, rounded once (log(8, base: 2) = 3 and log(2, base: 8) is
    /// 1/3 correctly rounded).
    ///
    /// Special values are those of log x / log base in exact arithmetic with IEEE 754's rules
    /// for zeros and infinities: NaN for a NaN, a negative x or base, and 0/0, ∞/∞ (x = base = 1,
    /// x and base each 0 or +∞); base 1 gives +∞ for x > 1 and −∞ for x < 1; base 0 or +∞
    /// gives ±0 for finite x; x = 1 gives +0 for base > 1 and −0 for base < 1.
    public static func log(_ x: Double, base: Double) -> Double {
        guard !x.isNaN, !base.isNaN, x >= 0, base >= 0 else { return .nan }
        // Each logarithm as −1, 0 or +1 (its sign) and whether it is infinite.
        let top = (sign: x == 1 ? 0 : x > 1 ? 1 : -1, infinite: x == 0 || x.isInfinite)
        let bottom = (sign: base == 1 ? 0 : base > 1 ? 1 : -1, infinite: base == 0 || base.isInfinite)
        if bottom.sign == 0 {
            return top.sign == 0 ? .nan : top.sign > 0 ? .infinity : -.infinity
        }
        if top.sign == 0 || bottom.infinite {
            if top.infinite { return .nan }
            return top.sign * bottom.sign < 0 || (top.sign == 0 && bottom.sign < 0) ? -0.0 : 0
        }
        if top.infinite { return top.sign * bottom.sign > 0 ? .infinity : -.infinity }
        return nearest { limbs in Ball.log(Ball(x, limbs: limbs)) / Ball.log(Ball(base, limbs: limbs)) }
    }

    /// The value of log, log2 or log10 where it is not computed: NaN below zero and for NaN,
    /// −∞ at ±0, +∞ at +∞, +0 at 1.
    private static func logarithmSpecialValue(_ x: Double) -> Double? {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x.isInfinite { return x }
        if x == 1 { return 0 }
        return nil
    }
}
