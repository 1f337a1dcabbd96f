import CReckonLibm

extension Ball {
    /// Γ(z) for an exact z in (−191, 172) that is not zero or a negative integer.
    ///
    /// Below zero by reflection, Γ(z) = π / (sin(πz)·Γ(1 − z)), with sin(πz) taken from z's
    /// exact distance to the nearest integer, so that it keeps its relative accuracy next to the
    /// poles.
    static func gamma(_ z: BigFloat, limbs n: Int) -> Ball {
        guard z.isNegative else { return gammaOfPositive(z, limbs: n) }
        let (k, fraction) = z.splitNearestInteger()
        let pi = pi(limbs: n + 1)
        var sine = sineAndCosine(Ball(fraction, limbs: n + 1) * pi).sin
        if k & 1 == 1 { sine = -sine }
        let oneMinusZ = BigFloat.sum(BigFloat(integer: 1), z.negated, limbs: BigFloat.unlimited).0
        return pi / (sine * gammaOfPositive(oneMinusZ, limbs: n))
    }

    /// Γ(z) for an exact z in (0, 172), to 4 limbs (256 bits): by Stirling's series, after
    /// shifting z up far enough for its 15 terms; unbounded beyond 4 limbs, where the shift
    /// would take thousands of multiplications (`CorrectlyRounded.gamma` stops at 4).
    private static func gammaOfPositive(_ z: BigFloat, limbs n: Int) -> Ball {
        // Stirling's series leaves out less than 2^24/z^31 (see `stirling`): below 2^−(64n + 16)
        // once z^31 ≥ 2^(64n + 40), that is z ≥ 43 at 128 bits, 749 at 256 bits.
        let bits = 64 * n + 40
        guard bits <= 31 * 10 else { return .unbounded(limbs: n) }
        var start: Int64 = 2
        while 31 * reckon_log2(Double(start)) < Double(bits) + 0.5 { start += 1 }
        // Γ(z) = Γ(z + m)/(z(z + 1)⋯(z + m − 1)) with z + m past that start.
        let m = max(0, start - Int64(z.rounded().rounded(.down)))
        let n1 = n + 1
        let zn = Ball(z, limbs: n1).truncated(toLimbs: n1)
        var product = Ball(integer: 1, limbs: n1)
        for j in 0..<m {
            product = product * (zn + Ball(integer: j, limbs: n1))
        }
        let shifted = Ball(BigFloat.sum(z, BigFloat(integer: m), limbs: BigFloat.unlimited).0, limbs: n1).truncated(toLimbs: n1)
        return exp(stirling(shifted, leftOut: .power(24 - Int64(bits)))) / product
    }

    /// B₂, B₄, …, B₃₀ as numerator and denominator (DLMF Table 24.2.1); |B₃₂| = 7709321041217/510 < 2^34.
    private static let bernoulli: [(numerator: Int64, denominator: Int64)] = [
        (1, 6), (-1, 30), (1, 42), (-1, 30), (5, 66), (-691, 2730), (7, 6), (-3617, 510), (43867, 798),
        (-174611, 330), (854513, 138), (-236364091, 2730), (8553103, 6), (-23749461029, 870),
        (8615841276005, 14322),
    ]

    /// log Γ(z) by Stirling's series, (z − ½)·log z − z + ½·log 2π + Σ_{k=1}^{15} B_2k/(2k(2k − 1)z^(2k−1)).
    /// For real z > 0 what is left out is below the first term left out (DLMF 5.11.ii),
    /// |B₃₂|/(32·31·z³¹) < 2^24/z³¹; `leftOut` is that bound for the z given.
    private static func stirling(_ z: Ball, leftOut: Radius) -> Ball {
        let n = z.limbs
        let half = Ball(0.5, limbs: n)
        let inverse = Ball(integer: 1, limbs: n) / z
        let inverseSquare = inverse * inverse
        var power = inverse
        var sum = (z - half) * log(z) - z + log(pi(limbs: n + 1).scaled(by: 1)).scaled(by: -1)
        for (k, b) in bernoulli.enumerated() {
            let twoK = 2 * Int64(k + 1)
            sum = sum + Ball(integer: b.numerator, limbs: n) * power / Ball(integer: b.denominator * twoK * (twoK - 1), limbs: n)
            power = power * inverseSquare
        }
        return sum.widened(by: leftOut)
    }
}
