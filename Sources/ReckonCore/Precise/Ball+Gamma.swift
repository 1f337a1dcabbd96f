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

    /// Γ(z) for an exact z in (0, 172): by Stirling's series where 15 terms reach the precision
    /// (to 256 bits), by the incomplete gamma function beyond.
    private static func gammaOfPositive(_ z: BigFloat, limbs n: Int) -> Ball {
        // Stirling's series leaves out less than 2^24/z^31 (see `stirling`): below 2^−(64n + 16)
        // once z^31 ≥ 2^(64n + 40), that is z ≥ 43 at 128 bits, 749 at 256 bits.
        let bits = 64 * n + 40
        guard bits <= 31 * 10 else { return incompleteGamma(z, limbs: n) }
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

    /// Γ(z) for an exact z in (0, 172), at any precision.
    ///
    /// z = w + m with w in (0, 2] and Γ(z) = Γ(w)·w(w + 1)⋯(w + m − 1). Γ(w) from the lower
    /// incomplete gamma function, γ(w, N) = N^w·e^(−N)·Σ_{k≥0} N^k / (w(w + 1)⋯(w + k)) (DLMF
    /// 8.7.1), whose terms are all positive (nothing cancels), and what it leaves out,
    /// Γ(w, N) = ∫_N^∞ t^(w−1)e^(−t) dt ≤ 2N^(w−1)e^(−N) ≤ 2N²e^(−N), is below the last bit once
    /// N ≈ (64·limbs)·ln 2. Every bound is proven and it needs no table, but it takes about
    /// 2.7·N terms: the fallback past the precisions Stirling's series serves.
    private static func incompleteGamma(_ z: BigFloat, limbs n: Int) -> Ball {
        let m = max(0, Int64(z.rounded().rounded(.up)) - 2)
        let n1 = n + 1
        let w = Ball(BigFloat.sum(z, BigFloat(integer: -m), limbs: BigFloat.unlimited).0, limbs: n1).truncated(toLimbs: n1)
        let nPoint = (64 * Int64(n) + 24) * 7 / 10
        let bigN = Ball(integer: nPoint, limbs: n1)
        let one = Ball(integer: 1, limbs: n1)
        var term = one / w
        var sum = term
        var k: Int64 = 0
        // Past k = 2N each ratio N/(w + k + 1) is below 1/2, so the tail is below the last term.
        while k <= 2 * nPoint || !(term.magnitudeBound <= sum.negligible) {
            k += 1
            guard k <= 8 * nPoint else { return .unbounded(limbs: n) }
            term = term * bigN / (w + Ball(integer: k, limbs: n1))
            sum = sum + term
        }
        sum = sum.widened(by: term.magnitudeBound)
        let scale = exp(w * log(bigN) - bigN)
        // 2N²e^(−N) ≤ 2N²·2^(−⌊1.4426·N⌋), as 1.4426 < log₂ e.
        let leftOut = Radius(atLeast: 2 * UInt64(nPoint * nPoint), timesTwoToThe: -(nPoint * 14426 / 10000))
        var result = (scale * sum).widened(by: leftOut)
        for j in 0..<m {
            result = result * (w + Ball(integer: j, limbs: n1))
        }
        return result
    }
}
