/// What a primes request costs before it runs (`WorkCost`), so an edge can refuse work it will
/// not answer directly without starting it.
extension PrimeRange {
    /// The cost of counting the range (`counting`) or of listing its first `pageSize` primes: the
    /// steps below at 2.5e9 a second, and a page's JSON at 23 bytes a prime (20 digits, quotes
    /// and a comma) or a count's in 100 bytes.
    public func cost(counting: Bool, pageSize: Int) -> WorkCost {
        WorkCost(
            seconds: estimatedSteps(counting: counting, pageSize: pageSize) / 2.5e9,
            answerBytes: counting ? 100 : 23 * Double(pageSize) + 100)
    }

    /// Estimated steps, at roughly 2.5e9 a second on one core, to count the range
    /// (`counting`) or to list its first `pageSize` primes.
    ///
    /// Prime counting (when `PrimeCounter` picks it) costs about 2·hi^¾. Sieving a count costs,
    /// per number, one step below √hi = 2^20 and 2^(0.47·(log2 √hi − 20)) steps above (more
    /// base primes to cross off with: 25 at 1e18, 50 near 2^64), plus, for each 2^27-number
    /// window, √hi + 16·π(√hi) steps to regenerate and place its base primes — fitted to release
    /// timings on one core: [2^64 − 1.3e8, 2^64 − 1] 5.8 s (estimate 5.6 s), [2^64 − 3e7, 2^64 − 1]
    /// 3.8 s (3.6 s), [1e18, 1e18 + 1.3e8] 1.7 s (2.0 s). A listing is priced for the span its
    /// page is expected to cover (1.5 times the mean prime gap per prime, by the prime number
    /// theorem) at one step a number plus √hi a window, as before: pages near 2^64 cost seconds
    /// more than that until the sieve keeps its base primes between windows.
    func estimatedSteps(counting: Bool, pageSize: Int) -> Double {
        let top = Double(hi)
        let width = top - Double(lo) + 1
        if counting, PrimeCounter.method(for: self) == .primeCounting { return 2 * pow(top, 0.75) }
        let span = counting ? width : min(width, Double(pageSize + 1) * log(max(top, 3)) * 1.5 + 1000)
        let windows = (span / Double(1 << 27)).rounded(.up)
        let root = top.squareRoot()
        guard counting else { return span + (root > Double(1 << 18) ? windows * root : 0) }
        let perNumber = root > Double(1 << 20) ? pow(2, 0.47 * (log2(root) - 20)) : 1
        let basePrimes = root > Double(1 << 18) ? root + 16 * root / log(root) : 0
        return span * perNumber + windows * basePrimes
    }
}
