import ReckonCore

extension PrimeRange {
    /// The terminal's `--explain` for a count (`reckon primes lo hi --count --explain`): the
    /// method that counts the range (`method`, else the cost model's choice) and the cost
    /// model's estimates of the others, one line each, the chosen first.
    public func countingExplanation(method: PrimeCounter.Method?) -> String {
        let estimate = PrimeCounter.estimate(for: self)
        var methods: [(PrimeCounter.Method, String)] = [
            (.primeCounting, "prime counting, π(hi) − π(lo − 1) by Gourdon's method (\(Self.about(estimate.primeCounting))"),
            (.sieve, "sieving the range (\(Self.about(estimate.sieve))"),
        ]
        if estimate.tests.isFinite {
            methods.append((.primalityTests, Self.testing + " (\(Self.about(estimate.tests))"))
        }
        // Asked to test below 2^32, the counter sieves: say that.
        let chosen = method == .primalityTests && !estimate.tests.isFinite ? .sieve : method ?? estimate.method
        return explanation(methods, chosen: chosen, given: method != nil)
    }

    /// The terminal's `--explain` for a list (`reckon primes lo hi --explain`): sieved, or
    /// each number tested (`testsCandidates`), with both estimates.
    public func listingExplanation() -> String {
        let span = Double(hi) - Double(lo) + 1
        var methods: [(PrimeCounter.Method, String)] = [
            (.sieve, "sieving the range (\(Self.about(sieveSeconds(span: span, memoryLimit: .max)))"),
        ]
        if lo >= PrimeCandidates.lowest {
            methods.append((.primalityTests, Self.testing + " (\(Self.about(testingSeconds(span: span)))"))
        }
        return explanation(methods, chosen: testsCandidates(span: span) ? .primalityTests : .sieve, given: false)
    }

    private static let testing = "testing each number the primes below 2^16 leave, by Miller–Rabin to bases proven for 64 bits"

    private func explanation(_ methods: [(PrimeCounter.Method, String)], chosen: PrimeCounter.Method, given: Bool) -> String {
        var text = (given ? "method (--method): " : "method: ") + (methods.first { $0.0 == chosen }?.1 ?? "") + " on one core)\n"
        for (method, line) in methods where method != chosen { text += "instead of: \(line))\n" }
        return text
    }

    /// "about 2.5 s", or "under 1 ms".
    static func about(_ seconds: Double) -> String {
        seconds < 0.001 ? duration(seconds) : "about " + duration(seconds)
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
