/// What a primes request costs before it runs (`WorkCost`), so an edge can refuse work it will
/// not answer directly without starting it.
extension PrimeRange {
    /// The cost of counting the range (`counting`) or of listing its first `pageSize` primes
    /// with a sieve held to `memoryLimit` bytes: the time below (a page's plus `writingSeconds`),
    /// and a page's JSON at 23 bytes a prime (20 digits, quotes and a comma) or a count's in 100
    /// bytes.
    public func cost(counting: Bool, pageSize: Int, memoryLimit: Int = PrimeSieve.sharedMemoryLimit) -> WorkCost {
        WorkCost(
            seconds: estimatedSeconds(counting: counting, pageSize: pageSize, memoryLimit: memoryLimit)
                + (counting ? 0 : Self.writingSeconds(primes: pageSize)),
            answerBytes: counting ? 100 : 23 * Double(pageSize) + 100)
    }

    /// Writing `primes` primes of a page as JSON strings: 0.5 µs each (a page of 100,000 primes
    /// from 10^10 took 56 ms, its sieving 3 ms).
    public static func writingSeconds(primes: Int) -> Double {
        5e-7 * Double(primes)
    }

    /// Estimated seconds on one core, fitted to release timings on this project's machine
    /// (AMD EPYC; `scripts/bench`): a count by `PrimeCounter`'s method; a listing by the sieve
    /// or by tests, whichever `testsCandidates` picks, for the span its page is expected to cover.
    func estimatedSeconds(counting: Bool, pageSize: Int, memoryLimit: Int) -> Double {
        guard counting else {
            let span = pageSpan(size: pageSize)
            return testsCandidates(span: span, memoryLimit: memoryLimit)
                ? testingSeconds(span: span) : sieveSeconds(span: span, memoryLimit: memoryLimit)
        }
        let estimate = PrimeCounter.estimate(for: self, memoryLimit: memoryLimit)
        return min(estimate.primeCounting, estimate.sieve, estimate.tests)
    }

    /// How many numbers a page of `size` primes is expected to cover: 1.5 times the mean prime
    /// gap per prime, by the prime number theorem, at most the range.
    public func pageSpan(size: Int) -> Double {
        min(Double(hi) - Double(lo) + 1, Double(size + 1) * log(max(Double(hi), 3)) * 1.5 + 1000)
    }

    /// π(x) by `PrimeCounting`: 1.0·10^−7 · x^(2/3)/ln² x seconds, plus 2 ms (measured: 10^13
    /// 0.064 s with the command line's start, 10^15 0.86 s, 10^16 3.44 s, 10^17 13.7 s, 10^18
    /// 56 s; the fit gives 0.054, 0.84, 3.42, 14.1 and 58 — π(2^64 − 1) 355 s).
    static func countingSeconds(upTo x: UInt64) -> Double {
        guard x >= PrimeCounting.sieveLimit else { return 0.001 }
        let value = Double(x)
        let logX = log(value)
        return 1.0e-7 * pow(value, 2.0 / 3) / (logX * logX) + 0.002
    }

    /// Sieving `span` numbers of the range: each window places the sieving primes up to √hi,
    /// 23 ns a prime (listing them included: 4.6 s near 2^64, 1.1 s at 10^18), then sieves its
    /// numbers at 0.45 ns a number plus 4.5 ns × (ln ln √hi − ln ln 2^21) for the large primes'
    /// scattered hits (2.0 ns at 10^18, 2.35 ns near 2^64). Measured: [10^12, 10^12 + 10^10]
    /// 4.4 s (estimate 4.5 s), [10^18, 10^18 + 10^9] 2.9 s (3.2 s), [2^64 − 10^8, 2^64 − 1] 4.8 s
    /// (4.9 s), [2^64 − 2·10^9, 2^64 − 1] 9.0–9.8 s (9.3 s).
    ///
    /// A sieve that stops after `span` numbers (a page) places only the primes up to the root of
    /// where it stopped — it adds them as its segments reach their squares — so it is priced as
    /// a sieve of the numbers it covers: the first page of 0…2^64 − 1 takes milliseconds.
    public func sieveSeconds(span: Double, memoryLimit: Int) -> Double {
        let numbers = max(1, span.rounded(.up))
        guard numbers < Double(hi - lo) else { return coveredSieveSeconds(span: span, memoryLimit: memoryLimit) }
        let end = UInt64(numbers) - 1 <= hi - lo ? lo + (UInt64(numbers) - 1) : hi
        // lo ≤ end ≤ hi: valid.
        return try! PrimeRange(lo: lo, hi: end).coveredSieveSeconds(span: span, memoryLimit: memoryLimit)
    }

    /// `sieveSeconds` for a sieve that runs to the range's end.
    private func coveredSieveSeconds(span: Double, memoryLimit: Int) -> Double {
        let window = Double(PrimeSieve.windowWidth(for: self, memoryLimit: memoryLimit))
        let windows = window == 0 ? 1 : (span / window).rounded(.up)
        return windows * placingSeconds + span * secondsPerNumber
    }

    /// Placing the sieving primes up to √hi, which each window (and each part) of a sieve does.
    var placingSeconds: Double {
        let root = Double(hi).squareRoot()
        return root < 37 ? 0 : 23e-9 * root / (log(root) - 1.1)
    }

    /// Sieving one number of the range once its sieving primes are placed.
    var secondsPerNumber: Double {
        let root = Double(hi).squareRoot()
        let medium = Double(WheelSieve.mediumLimit)
        return 0.45e-9 + 4.5e-9 * (root > medium ? log(log(root)) - log(log(medium)) : 0)
    }

    /// Testing `span` numbers of the range one by one (`PrimeCandidates`): 40 µs a block of
    /// 2^16 for the pre-sieve's divisions, then 0.9 ns × log2 hi a number — a test's squarings
    /// grow with the bits, and there are fewer primes, each tested to seven bases, the higher
    /// it goes. Measured, 10^7 numbers from: 10^12 0.42 s (estimate 0.37), 10^15 0.45 s (0.45),
    /// 10^18 0.48 s (0.54), 2^63 0.51 s (0.57), 2^64 − 10^7 0.71 s (0.58).
    public func testingSeconds(span: Double) -> Double {
        let blocks = (span / Double(PrimeCandidates.block)).rounded(.up)
        return blocks * 40e-6 + span * 0.9e-9 * log2(Double(hi))
    }

    /// Whether listing or counting `span` numbers from lo is cheaper by testing each candidate
    /// than by the sieve with windows of `memoryLimit` bytes: from 2^32 up, a range narrow for
    /// its height (the sieve's placing of the primes up to √hi outweighs the tests).
    public func testsCandidates(span: Double, memoryLimit: Int = .max) -> Bool {
        lo >= PrimeCandidates.lowest && testingSeconds(span: span) < sieveSeconds(span: span, memoryLimit: memoryLimit)
    }
}
