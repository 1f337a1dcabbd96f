extension PrimeRange {
    /// The number below which about `fraction` (0…1) of the range's primes lie, found from the
    /// density of primes, 1/ln x: li(x) − li(lo) = fraction · (li(hi) − li(lo)), solved by
    /// bisection (linearly in a range narrower than a thousandth of lo, where the density is flat).
    /// Strictly between lo and hi when there is a whole number between them.
    ///
    /// Only an estimate, for a list that looks for its n-th row: it counts exactly from there.
    public func estimatedPoint(atFraction fraction: Double) -> UInt64 {
        let a = Double(lo)
        let width = Double(hi - lo)
        let share = fraction.isNaN ? 0 : Swift.min(1, Swift.max(0, fraction))
        var t = share
        if !(width < 1e-3 * a) {
            let base = Self.logIntegral(a)
            let goal = share * (Self.logIntegral(a + width) - base)
            var low = 0.0, high = 1.0
            for _ in 0..<60 {
                let middle = (low + high) / 2
                if Self.logIntegral(a + middle * width) - base < goal { low = middle } else { high = middle }
            }
            t = (low + high) / 2
        }
        let step = Swift.min(width, Swift.max(0, (t * width).rounded(.down)))
        // Double(hi − lo) may round up past hi − lo: the step is kept inside the range.
        var x = step >= 18_446_744_073_709_551_615.0 ? hi : lo &+ Swift.min(hi - lo, UInt64(step))
        if x <= lo { x = lo &+ 1 }
        if x >= hi { x = hi &- 1 }
        return Swift.max(lo, Swift.min(hi, x))
    }

    /// About how many primes the range holds, li(hi + 1) − li(lo): for a screen that must tell
    /// before counting whether a list is too long to save.
    public var estimatedCount: Double {
        Swift.max(0, Self.logIntegral(Double(hi) + 1) - Self.logIntegral(Double(lo)))
    }

    /// li(x) − li(2) for x > 2 (0 otherwise), by Ramanujan's series.
    static func logIntegral(_ x: Double) -> Double {
        guard x > 2 else { return 0 }
        let li2 = 1.045163780117492784
        let ln = log(x)
        var sum = 0.0, term = 1.0, inner = 0.0, scale = 1.0
        for n in 1..<400 {
            term *= ln / Double(n)
            if (n - 1) % 2 == 0 { inner += 1 / Double(n) }  // Σ 1/(2k+1) for 2k+1 ≤ n
            let add = (n % 2 == 1 ? 1.0 : -1.0) * term / scale * inner
            scale *= 2
            sum += add
            if add.magnitude < 1e-17 * sum.magnitude && Double(n) > ln { break }
        }
        return 0.5772156649015329 + log(ln) + x.squareRoot() * sum - li2
    }
}
