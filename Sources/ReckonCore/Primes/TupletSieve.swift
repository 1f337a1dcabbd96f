/// A range's prime k-tuplets (`PrimeTuplets`), found a piece at a time by the range's sieve —
/// or its tests, when the range is narrow for its height (`PrimeRange.testsCandidates`) — so the
/// caller shows progress and stops between pieces, as with `PrimeCounter`.
///
/// A tuplet counts when all its primes lie in the range and its first is at most `firstAtMost`:
/// a count cut into parts sieves each part 16 past its end (the widest pattern) and takes the
/// tuplets that start in it, so one straddling two parts is counted once.
public final class TupletSieve {
    public let size: Int
    /// The tuplets found so far.
    public private(set) var count: UInt64 = 0
    public var isFinished: Bool { sieve.isFinished }
    /// Roughly how much of the range is done, from 0 to 1.
    public var fractionDone: Double { sieve.fractionDone }

    private var sieve: PrimeSieve
    private var tuplets: PrimeTuplets
    private let firstAtMost: UInt64

    /// The tuplets of `size` primes (in `PrimeTuplets.sizes`; the caller checks) in `range`
    /// that start at most at `firstAtMost` (by default the range's end), sieved in windows
    /// sized to `memoryLimit` bytes (see `PrimeSieve`), or tested when that is cheaper for the
    /// `span` of numbers the caller expects to go through (a page's; by default the range); a
    /// sieve `concurrent` with others on the machine's other cores (see `PrimeSieve`).
    public init(
        _ range: PrimeRange, size: Int, firstAtMost: UInt64? = nil, span: Double? = nil, memoryLimit: Int = .max,
        concurrent: Bool = false
    ) {
        self.size = size
        self.firstAtMost = firstAtMost ?? range.hi
        let span = span ?? Double(range.hi) - Double(range.lo) + 1
        let testing = range.testsCandidates(span: span, memoryLimit: memoryLimit)
        sieve = PrimeSieve(range, memoryLimit: memoryLimit, testing: testing, concurrent: concurrent)
        tuplets = PrimeTuplets(size: size)
    }

    /// The tuplets of `part` (one of `range.parts(atMost:)`) for a count of `range` cut into
    /// parts: those that start in the part, sieved up to 16 past it within the range (the parts
    /// run side by side: `concurrent`).
    public convenience init(part: PrimeRange, of range: PrimeRange, size: Int, memoryLimit: Int = .max) {
        let end = range.hi - part.hi > 16 ? part.hi + 16 : range.hi
        // part.lo ≤ part.hi ≤ end: valid.
        self.init(
            try! PrimeRange(lo: part.lo, hi: end), size: size, firstAtMost: part.hi, memoryLimit: memoryLimit,
            concurrent: true)
    }

    /// Sieves the next piece (milliseconds) and hands each tuplet it completes, its primes
    /// lowest first, to `found`. Does nothing once finished.
    public func step(_ found: ([UInt64]) -> Void = { _ in }) {
        let firstAtMost = firstAtMost
        sieve.list { primes in
            tuplets.take(primes) { tuplet in
                guard tuplet[0] <= firstAtMost else { return }
                count += 1
                found(tuplet)
            }
        }
    }
}
