/// Counts the primes in a `PrimeRange` by whichever method is faster there, one piece at a time.
///
/// Ranges that start low and end at most at `PrimeCounting.limit` are counted as
/// π(hi) − π(lo − 1) by Lucy_Hedgehog's method (`PrimeCounting`), whose cost grows like hi^(3/4)
/// whatever lo is; everything else goes through the segmented sieve (`PrimeSieve`), whose cost
/// grows with the width hi − lo. Both give the same exact count; only the time differs.
public struct PrimeCounter {
    public enum Method: Equatable, Sendable {
        case sieve
        case primeCounting
    }

    public let range: PrimeRange
    public let method: Method
    private var sieve: PrimeSieve?
    private var upper: PrimeCounting?
    private var lower: PrimeCounting?  // π(lo − 1), when lo > 2

    /// A counter of `range`; a sieve keeps to `memoryLimit` bytes (see `PrimeSieve`).
    public init(_ range: PrimeRange, memoryLimit: Int = .max) {
        self.range = range
        method = Self.method(for: range)
        switch method {
        case .primeCounting:
            // Within PrimeCounting.limit, as the method's choice guarantees.
            upper = PrimeCounting(upTo: range.hi)
            lower = range.lo > 2 ? PrimeCounting(upTo: range.lo - 1) : nil
        case .sieve:
            sieve = PrimeSieve(range, memoryLimit: memoryLimit)
        }
    }

    /// The method a counter of `range` uses, decided without allocating anything (for pricing
    /// work and planning jobs).
    public static func method(for range: PrimeRange) -> Method {
        primeCountingIsFaster(range) ? .primeCounting : .sieve
    }

    /// Lucy's work is about hi^(3/4) steps, each a few times dearer than sieving one number
    /// (measured in a release build: π(10^10) in 0.01 s; sieving 10^10 numbers takes about 4 s).
    /// Never true beyond `PrimeCounting.limit`.
    static func primeCountingIsFaster(_ range: PrimeRange) -> Bool {
        guard range.hi <= PrimeCounting.limit else { return false }
        func cost(_ x: UInt64) -> UInt64 {
            let root = PrimeMath.squareRoot(x)
            return 16 * root * PrimeMath.squareRoot(root)  // ≈ 16·x^(3/4)
        }
        let lucy = cost(range.hi) + (range.lo > 2 ? cost(range.lo - 1) : 0)
        return lucy < range.hi - range.lo
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
        // π(lo − 1) costs (lo/hi)^(3/4) of π(hi); weigh the two accordingly.
        let weight = Double(lower.x) / Double(upper.x)
        let lowerShare = weight.squareRoot() * weight.squareRoot().squareRoot()
        return (upper.fractionDone + lowerShare * lower.fractionDone) / (1 + lowerShare)
    }

    /// Does the next piece of work (a few milliseconds). Does nothing once finished.
    public mutating func step() {
        if sieve != nil {
            sieve!.count()
        } else if upper?.isFinished == false {
            upper!.step()
        } else if lower?.isFinished == false {
            lower!.step()
        }
    }
}
