extension CorrectlyRounded {
    /// e^x. exp(±0) = 1, exp(+∞) = +∞, exp(−∞) = +0; +∞ past 709.782712893384 (overflow), +0
    /// below −745.1332191019412 (where e^x < 2^−1075), subnormal between.
    public static func exp(_ x: Double) -> Double {
        guard !x.isNaN else { return x }
        if x >= 710 { return .infinity }
        if x <= -746 { return 0 }
        if x == 0 { return 1 }
        return nearest { limbs in Ball.exp(Ball(x, limbs: limbs)) }
    }

    /// 2^x. Exact for integer x (2^−1074 … 2^1023; 2^−1075 is a tie and goes to the even 0);
    /// +∞ from 1024 on, +0 at and below −1075; exp2(+∞) = +∞, exp2(−∞) = +0.
    public static func exp2(_ x: Double) -> Double {
        guard !x.isNaN else { return x }
        if x >= 1024 { return .infinity }
        if x <= -1076 { return 0 }
        if isInteger(x) { return powerOfTwo(Int64(x)) }
        // x = k + f with |f| ≤ 1/2, both exact.
        let k = x.rounded()
        let f = x - k
        return nearest { limbs in
            Ball.exp(Ball(f, limbs: limbs + 1) * Ball.ln2(limbs: limbs + 2)).scaled(by: Int64(k))
        }
    }

    /// 10^x. Exact for integer x where 10^x is a double (0 … 22), else correctly rounded from
    /// 10^x exactly (10^23 is a tie between two doubles and goes to the even one,
    /// 9.999999999999999e22). +∞ past 308.25471555991675, +0 below −323.60…; exp10(+∞) = +∞,
    /// exp10(−∞) = +0.
    public static func exp10(_ x: Double) -> Double {
        guard !x.isNaN else { return x }
        if x >= 309 { return .infinity }
        if x <= -324 { return 0 }
        if isInteger(x) {
            // 10^|k| = 5^|k|·2^|k|, exactly.
            let k = Int64(x)
            let power = BigFloat(integer: 5).power(k.magnitude).scaled(by: Int64(k.magnitude))
            return k >= 0 ? power.rounded() : roundedQuotient(BigFloat(integer: 1), power)
        }
        return nearest { limbs in Ball.exp(Ball(x, limbs: limbs + 1) * Ball.ln10(limbs: limbs + 2)) }
    }
}
