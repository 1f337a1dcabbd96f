/// The primes of a range found without a sieve of √hi: each odd number the primes below 2^16
/// leave is tested (`PrimalityTest`: Miller–Rabin to Sinclair's bases), a block of 2^16
/// numbers a piece, driven like `WheelSieve`.
///
/// A sieve first places every prime up to √hi, 4.6 s near 2^64, before it finds one prime; a
/// test costs about a microsecond a prime and a fraction of one for the composites the
/// pre-sieve leaves (about 5 % of the numbers), so a range narrow for its height — below
/// about 10^7 numbers near 2^64 — is quicker this way (`PrimeRange.testsCandidates`). Only
/// ranges from 2^32 up: there the numbers the pre-sieve leaves have no factor below 2^16 and
/// are at least 2^32, as the test asks.
public struct PrimeCandidates {
    let range: PrimeRange
    private(set) var found: UInt64 = 0
    /// The first number not yet looked at; past `range.hi` once finished.
    private var next: UInt64
    private(set) var isFinished = false

    /// Numbers a piece looks at.
    static let block: UInt64 = 1 << 16
    /// The lowest range this works for.
    public static let lowest: UInt64 = 1 << 32
    private static let sievingPrimes = PrimeMath.oddPrimes(upTo: 1 << 16)

    init(_ range: PrimeRange) {
        precondition(range.lo >= Self.lowest, "PrimeCandidates starts at 2^32")
        self.range = range
        next = range.lo
    }

    var fractionDone: Double {
        isFinished ? 1 : (Double(next) - Double(range.lo)) / (Double(range.hi) - Double(range.lo) + 1)
    }

    /// Tests the next block and hands its primes, in increasing order, to `report` (in batches
    /// of at most `PrimeSieve.batchLimit`). Does nothing once finished.
    mutating func list(_ report: (UnsafeBufferPointer<UInt64>) -> Void) {
        var batch: [UInt64] = []
        batch.reserveCapacity(PrimeSieve.batchLimit)
        nextBlock { prime in
            batch.append(prime)
            if batch.count == PrimeSieve.batchLimit {
                batch.withUnsafeBufferPointer(report)
                batch.removeAll(keepingCapacity: true)
            }
        }
        if !batch.isEmpty { batch.withUnsafeBufferPointer(report) }
    }

    /// Tests the next block, adding its primes to `found`. Does nothing once finished.
    mutating func count() { nextBlock { _ in } }

    private mutating func nextBlock(_ take: (UInt64) -> Void) {
        guard !isFinished else { return }
        let last = range.hi - next < Self.block ? range.hi : next + (Self.block - 1)
        let first = next | 1
        defer {
            if last == range.hi { isFinished = true } else { next = last + 1 }
        }
        guard first <= last else { return }
        // survivor[i] stands for first + 2i.
        let count = Int((last - first) / 2) + 1
        var survivor = [Bool](repeating: true, count: count)
        for prime in Self.sievingPrimes {
            let p = UInt64(prime)
            // The first odd multiple of p from `first` (p odd, `first` odd: an odd offset is even).
            var offset = (p - first % p) % p
            if offset & 1 == 1 { offset += p }
            var index = Int(offset / 2)
            while index < count {
                survivor[index] = false
                index += Int(p)
            }
        }
        for index in 0..<count where survivor[index] {
            let n = first + 2 * UInt64(index)
            if PrimalityTest.passesMillerRabin(n) {
                found += 1
                take(n)
            }
        }
    }
}
