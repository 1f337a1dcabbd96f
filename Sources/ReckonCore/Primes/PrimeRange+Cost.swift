/// What a primes request costs before it runs, so an edge can refuse work it will not answer
/// directly (the API's 2-second rule) without starting it.
extension PrimeRange {
    /// Estimated steps, at roughly 2.5e9 a second on one core, to count the range
    /// (`counting`) or to list its first `pageSize` primes.
    ///
    /// Sieving costs about one step per number sieved, plus √hi per 2^27-number window for the
    /// base primes each window regenerates; prime counting (when `PrimeCounter` picks it) costs
    /// about 2·hi^¾. A listing is priced for the span its page is expected to cover (1.5 times
    /// the mean prime gap per prime, by the prime number theorem).
    public func estimatedSteps(counting: Bool, pageSize: Int) -> Double {
        let top = Double(hi)
        let width = top - Double(lo) + 1
        if counting, PrimeCounter.method(for: self) == .primeCounting { return 2 * pow(top, 0.75) }
        let span = counting ? width : min(width, Double(pageSize + 1) * log(max(top, 3)) * 1.5 + 1000)
        let windows = (span / Double(1 << 27)).rounded(.up)
        let root = top.squareRoot()
        return span + (root > Double(1 << 18) ? windows * root : 0)
    }
}
