extension CorrectlyRounded {
    /// Γ(x). Exact integers for x = 1 … 23 and correctly rounded (n − 1)! up to 171; +∞ from
    /// 171.6243769563027 (overflow); Γ(±0) = ±∞, Γ(+∞) = +∞; NaN at the negative integers (the
    /// poles, where the sign of ∞ is undefined), at −∞ and for NaN. Below zero by reflection;
    /// beneath −190 every value is below 2^−1100 and rounds to ±0 (the sign alternating between
    /// the poles: +0 on (−192, −191), −0 on (−191, −190)).
    public static func gamma(_ x: Double) -> Double {
        guard !x.isNaN else { return x }
        if x == 0 { return x.sign == .minus ? -.infinity : .infinity }
        if x.isInfinite { return x > 0 ? x : .nan }
        if x < 0 && isInteger(x) { return .nan }
        return gamma(exactly: BigFloat(x), estimate: x)
    }

    /// x! = Γ(x + 1), with x + 1 formed exactly (1e−300 + 1 is not a double, but Γ is taken of
    /// it): 20! = 2432902008176640000, 0.5! = √π/2 = 0.886226925452758…, 170! finite, 171! = +∞.
    /// NaN at the negative integers (as the calculator's Error, though Γ(0) is a pole of Γ),
    /// at −∞ and for NaN; +∞ for +∞.
    public static func factorial(_ x: Double) -> Double {
        guard !x.isNaN else { return x }
        if x.isInfinite { return x > 0 ? x : .nan }
        if x < 0 && isInteger(x) { return .nan }
        return gamma(exactly: BigFloat.sum(BigFloat(x), BigFloat(integer: 1), limbs: BigFloat.unlimited).0, estimate: x + 1)
    }

    /// Γ(z) for an exact z that is not zero nor a negative integer; `estimate` is z near enough
    /// to tell its range (and exactly z below −190, where only its sign matters).
    private static func gamma(exactly z: BigFloat, estimate: Double) -> Double {
        if estimate >= 172 { return .infinity }
        if estimate < -190 {
            // Γ's sign on (−n − 1, −n) is (−1)^(n + 1).
            return Int64((-estimate).rounded(.down)) & 1 == 0 ? -0.0 : 0
        }
        if !z.isNegative && z.splitNearestInteger().fraction.isZero {
            // A positive integer n (the estimate is n itself): (n − 1)! exactly, rounded once.
            var product = BigFloat(integer: 1)
            for k in stride(from: Int64(2), to: Int64(estimate), by: 1) {
                product = BigFloat.product(product, BigFloat(integer: k), limbs: BigFloat.unlimited).0
            }
            return product.rounded()
        }
        return nearest(cap: 4) { limbs in Ball.gamma(z, limbs: limbs) }
    }
}
