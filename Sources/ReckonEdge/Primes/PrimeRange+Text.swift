import ReckonCore

extension PrimeRange {
    /// The terminal's `--explain` (`reckon primes lo hi --count --explain`): the method that
    /// counts the range (`method`, else the cost model's choice) and the cost model's estimates
    /// of both methods, one line each, the chosen first.
    public func countingExplanation(method: PrimeCounter.Method?) -> String {
        let estimate = PrimeCounter.estimate(for: self)
        let counting = "prime counting, π(hi) − π(lo − 1) by Gourdon's method (about \(Self.duration(estimate.primeCounting))"
        let sieving = "sieving the range (about \(Self.duration(estimate.sieve))"
        let chosenMethod = method ?? estimate.method
        let (chosen, other) = chosenMethod == .primeCounting ? (counting, sieving) : (sieving, counting)
        let label = method == nil ? "method" : "method (--method)"
        return "\(label): \(chosen) on one core)\ninstead of: \(other))\n"
    }

    /// `seconds` to two significant figures in the unit a person would use: "under 1 ms",
    /// "250 ms", "2.5 s", "40 min", "3.0 days".
    static func duration(_ seconds: Double) -> String {
        func figures(_ value: Double, _ unit: String) -> String {
            let rounded = value < 10 ? (value * 10).rounded() / 10 : value.rounded()
            // Below 10, one decimal.
            guard rounded >= 10 else { return value.fixedText(decimals: 1, trimmingZeros: false) + " " + unit }
            return "\(Int(rounded)) \(unit)"
        }
        let units: [(String, Double)] = [("years", 365.25 * 86_400), ("days", 86_400), ("h", 3_600), ("min", 60)]
        if seconds < 0.001 { return "under 1 ms" }
        if seconds < 1 { return "\(Int((seconds * 1000).rounded())) ms" }
        for (unit, length) in units where seconds >= 2 * length {
            return figures(seconds / length, unit)
        }
        return figures(seconds, "s")
    }
}
