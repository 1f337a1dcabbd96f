/// Counts the primes in a `PrimeRange` by whichever method the cost model says is faster,
/// one piece at a time.
///
/// A range is counted as π(hi) − π(lo − 1) (`PrimeCounting`, whose time grows like hi^(2/3)
/// whatever the width) when that is estimated cheaper than sieving it (`PrimeSieve`, whose time
/// grows with the width hi − lo, after a start that grows with √hi) or than testing each of its
/// numbers (`PrimeCandidates`, from 2^32 up, whose time grows with the width alone): from 0,
/// always beyond a few million; near 2^64, a range narrower than about 10^12 is sieved, and one
/// narrower than about 10^7 tested. All give the same exact count; only the time differs.
/// A class, as `PrimeCounting` is: an engine driven in place.
public final class PrimeCounter: LeafSharing {
    public enum Method: Equatable, Sendable {
        case sieve
        case primeCounting
        /// Testing each number the small primes leave (from 2^32 up; below, the sieve).
        case primalityTests
    }

    public let range: PrimeRange
    public let method: Method
    private var sieve: PrimeSieve?
    private var upper: PrimeCounting?
    private var lower: PrimeCounting?  // π(lo − 1), when lo > 2

    /// A counter of `range` that keeps to about `memoryLimit` bytes (see `PrimeSieve` and
    /// `PrimeCounting`), by `method`, or by the cheaper when it is nil; a sieve `concurrent` with
    /// others on the machine's other cores (see `PrimeSieve`).
    public init(_ range: PrimeRange, memoryLimit: Int = .max, method: Method? = nil, concurrent: Bool = false) {
        self.range = range
        // Below 2^32 there is nothing to test by: the sieve, and `method` says so.
        let chosen = method ?? Self.method(for: range, memoryLimit: memoryLimit)
        self.method = chosen == .primalityTests && range.lo < PrimeCandidates.lowest ? .sieve : chosen
        switch self.method {
        case .primeCounting:
            upper = PrimeCounting(upTo: range.hi, memoryLimit: memoryLimit)
            lower = range.lo > 2 ? PrimeCounting(upTo: range.lo - 1, memoryLimit: memoryLimit) : nil
        case .sieve, .primalityTests:
            sieve = PrimeSieve(range, memoryLimit: memoryLimit, testing: self.method == .primalityTests, concurrent: concurrent)
        }
    }

    /// The cost model's estimates, in seconds of one core, of counting a range each way.
    public struct Estimate: Equatable, Sendable {
        /// π(hi) by `PrimeCounting`.
        public let upperCounting: Double
        /// π(lo − 1) by `PrimeCounting` (0 when lo ≤ 2).
        public let lowerCounting: Double
        /// Sieving the range (`PrimeSieve`) held to the memory limit.
        public let sieve: Double
        /// Testing each of its numbers (`PrimeCandidates`); infinite below 2^32.
        public let tests: Double

        /// π(hi) − π(lo − 1), each by `PrimeCounting`.
        public var primeCounting: Double { upperCounting + lowerCounting }

        /// The cheapest method; another than the sieve only when strictly cheaper.
        public var method: Method {
            tests < min(sieve, primeCounting) ? .primalityTests : primeCounting < sieve ? .primeCounting : .sieve
        }
    }

    /// What counting `range` each way is estimated to cost, without allocating anything.
    public static func estimate(for range: PrimeRange, memoryLimit: Int = .max) -> Estimate {
        Estimate(
            upperCounting: PrimeRange.countingSeconds(upTo: range.hi),
            lowerCounting: range.lo > 2 ? PrimeRange.countingSeconds(upTo: range.lo - 1) : 0,
            sieve: range.sieveSeconds(span: Double(range.hi - range.lo) + 1, memoryLimit: memoryLimit),
            tests: range.lo < PrimeCandidates.lowest ? .infinity : range.testingSeconds(span: Double(range.hi - range.lo) + 1))
    }

    /// The method a counter of `range` uses, decided from the cost model without allocating
    /// anything (for pricing work and planning jobs).
    public static func method(for range: PrimeRange, memoryLimit: Int = .max) -> Method {
        estimate(for: range, memoryLimit: memoryLimit).method
    }

    public var isFinished: Bool {
        sieve?.isFinished ?? ((upper?.isFinished ?? true) && (lower?.isFinished ?? true))
    }

    /// The number of primes in the range, once `isFinished`; before that, those found so far
    /// by the sieve (0 for prime counting).
    public var count: UInt64 {
        if let sieve { return sieve.found }
        guard isFinished, let upper else { return 0 }
        return upper.count - (lower?.count ?? 0)
    }

    /// Roughly how much of the work is done, from 0 to 1.
    public var fractionDone: Double {
        if let sieve { return sieve.fractionDone }
        guard let upper else { return 1 }
        guard let lower else { return upper.fractionDone }
        let upperShare = PrimeRange.countingSeconds(upTo: upper.x)
        let lowerShare = PrimeRange.countingSeconds(upTo: lower.x)
        return (upperShare * upper.fractionDone + lowerShare * lower.fractionDone) / (upperShare + lowerShare)
    }

    public var leafCounting: PrimeCounting? { upper?.isFinished == false ? upper : lower?.isFinished == false ? lower : nil }

    /// Does the next piece of work (a few milliseconds). Does nothing once finished.
    public func step() {
        if sieve != nil {
            sieve!.count()
        } else if upper?.isFinished == false {
            upper!.step()
        } else if lower?.isFinished == false {
            lower!.step()
        }
    }
}
