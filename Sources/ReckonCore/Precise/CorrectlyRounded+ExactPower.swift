extension CorrectlyRounded {
    /// x^(a/b) for finite x > 0 and a/b in lowest terms (b ≥ 1), correctly rounded, when it is
    /// rational; nil when it is irrational, or rational with more than 4096 bits (then neither a
    /// double nor a midpoint between two, which Ziv's loop decides).
    ///
    /// With x = M·2^E, M odd: x^(1/b) is rational exactly when b divides E and M is a perfect
    /// b-th power r^b, and then x^(a/b) = r^a·2^(aE/b); x^(a/b) rational implies x^(1/b)
    /// rational, as gcd(a, b) = 1. M = 1 gives a power of two; M ≥ 3 needs b ≤ 33 (3^34 > 2^53).
    /// These are the results that Ziv's loop could never decide: doubles are decided, but a
    /// result exactly midway between two doubles (pow(2^18 + 1, 3), 54 bits) is not, however many
    /// bits it is computed with.
    static func exactPower(_ x: Double, _ a: Int64, _ b: Int64) -> Double? {
        let (m, e) = oddTimesPowerOfTwo(x)
        guard Int64(e) % b == 0 else { return nil }
        let rootExponent = Int64(e) / b
        if m == 1 {
            if rootExponent == 0 { return 1 }
            // Past 2^20 the power of two is far outside the doubles; the product might overflow.
            guard a.magnitude < 1 << 20 else { return (rootExponent > 0) == (a > 0) ? .infinity : 0 }
            return powerOfTwo(rootExponent * a)
        }
        guard b <= 33, let r = integerRoot(UInt64(m), b) else { return nil }
        guard a.magnitude <= 4096 / UInt64(64 - r.leadingZeroBitCount) else { return nil }
        let power = BigFloat(integer: Int64(r)).power(a.magnitude)
        let twos = rootExponent * a
        return a > 0 ? power.scaled(by: twos).rounded() : roundedQuotient(BigFloat(integer: 1).scaled(by: twos), power)
    }

    /// Finite nonzero y as p·2^j with p an odd integer (signed).
    static func oddTimesPowerOfTwo(_ y: Double) -> (odd: Int64, exponent: Int) {
        let bits = y.significandBitPattern | (y.isNormal ? 1 << 52 : 0)
        let zeros = bits.trailingZeroBitCount
        let lowest = y.isNormal ? Int(y.exponentBitPattern) - 1075 : -1074
        let p = Int64(bits >> UInt64(zeros))
        return (y < 0 ? -p : p, lowest + zeros)
    }

    /// The integer r with r^b = m, if there is one (m < 2^53, b ≥ 1), by bisection.
    private static func integerRoot(_ m: UInt64, _ b: Int64) -> UInt64? {
        var low: UInt64 = 1
        var high: UInt64 = 1 << UInt64(53 / b + 1)
        while low <= high {
            let middle = low + (high - low) / 2
            var power: UInt64 = 1
            var overflow = false
            for _ in 0..<b where !overflow {
                (power, overflow) = power.multipliedReportingOverflow(by: middle)
            }
            if !overflow && power == m { return middle }
            if overflow || power > m { high = middle - 1 } else { low = middle + 1 }
        }
        return nil
    }
}
