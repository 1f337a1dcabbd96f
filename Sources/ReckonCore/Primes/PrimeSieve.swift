/// A segmented sieve of Eratosthenes over a `PrimeRange`, driven one piece at a time.
///
/// Each call to `list(_:)` or `count()` does a bounded piece of work (a segment of 15.7 million
/// numbers or a million sieving primes placed: milliseconds), so the caller decides when to show
/// progress (`fractionDone`) and when to stop — a cancelled sieve is simply dropped. Primes are
/// streamed, lowest first, at most `batchLimit` at a time; the whole list is never held.
///
/// The work is `WheelSieve`'s (the modulo-30 wheel with buckets for the large sieving primes).
/// Its memory grows with the sieving primes that have a multiple ahead in the range — about
/// 8 bytes each, up to 1.6 GB for a range 10^10 wide near 2^64, as primesieve's — so a range
/// whose estimate (`memory(width:top:)`) exceeds `memoryLimit` is sieved in consecutive
/// windows that each fit, each placing its sieving primes afresh: bounded memory for extra time
/// (see `PrimeRange.cost`).
public struct PrimeSieve {
    public let range: PrimeRange
    /// The most bytes the sieve's windows are sized to use (an estimate: see `memory`).
    public let memoryLimit: Int
    /// How many primes have been found so far, listed or counted.
    public private(set) var found: UInt64 = 0
    /// Whether the whole range has been sieved.
    public var isFinished: Bool { candidates?.isFinished ?? (window.isFinished && window.range.hi == range.hi) }
    /// The most primes `list(_:)` hands over in one batch.
    public static let batchLimit = 1024
    /// The memory limit for one sieve on a machine that serves others: a server's thread, a
    /// browser's worker (the command line, its user's own, has none).
    public static let sharedMemoryLimit = 64 << 20

    private var window: WheelSieve
    /// The tests that stand in for the sieve, when it was asked to test the range's numbers.
    private var candidates: PrimeCandidates?
    /// Numbers a window covers (a multiple of a segment's 30·2^19), or the whole range.
    private let windowWidth: UInt64
    private var windowsDone: UInt64 = 0
    private let windowCount: UInt64
    private let concurrent: Bool

    /// A sieve of `range` whose windows are sized to `memoryLimit` bytes (at least one segment
    /// each, so a limit below about 4 MB is met only as far as one segment allows); or, with
    /// `testing` (the caller's choice by `PrimeRange.testsCandidates`), one that tests each
    /// number instead (`PrimeCandidates`, from 2^32 up): the same primes either way. A sieve
    /// `concurrent` with others on the machine's other cores may take smaller segments (see
    /// `WheelSieve`).
    public init(_ range: PrimeRange, memoryLimit: Int = Int.max, testing: Bool = false, concurrent: Bool = false) {
        self.range = range
        self.memoryLimit = memoryLimit
        self.concurrent = concurrent
        let tests = testing && range.lo >= PrimeCandidates.lowest
        windowWidth = tests ? 0 : Self.windowWidth(for: range, memoryLimit: memoryLimit)
        let width = range.hi - range.lo
        windowCount = windowWidth == 0 ? 1 : width / windowWidth + 1
        // Testing, the sieve is an empty window that is never stepped.
        window = WheelSieve(
            tests ? try! PrimeRange(lo: range.lo, hi: range.lo) : Self.window(from: range.lo, width: windowWidth, in: range),
            concurrent: concurrent, memoryLimit: memoryLimit)
        candidates = tests ? PrimeCandidates(range) : nil
    }

    /// One of several sieves that count `range` together, repeating none of each other's work
    /// (see `SieveShare`): `count()` counts in `found` only the segments that are this one's.
    /// One window: the memory is this sieve's share of the large primes (`memory` estimates
    /// all of them), its own small and medium primes, its segment and its held run of segments
    /// (`PrimeRange.sharesSieve` adds it all up for the sieves' `memoryLimit`). It only counts:
    /// `list(_:)` traps. A sieve whose share was stopped finishes at once, its count incomplete.
    public init(_ range: PrimeRange, share: SieveShare, memoryLimit: Int = .max) {
        self.range = range
        self.memoryLimit = memoryLimit
        windowWidth = 0
        windowCount = 1
        concurrent = true
        window = WheelSieve(range, share: share, memoryLimit: memoryLimit)
    }

    /// Roughly how much of the work is done, from 0 to 1.
    public var fractionDone: Double {
        if isFinished { return 1 }
        if let candidates { return candidates.fractionDone }
        return min(1, (Double(windowsDone) + window.fractionDone) / Double(windowCount))
    }

    /// Sieves the next piece and hands its primes, in increasing order, to `report` (in batches
    /// of at most `batchLimit`; possibly none). Does nothing once finished.
    public mutating func list(_ report: (UnsafeBufferPointer<UInt64>) -> Void) {
        guard !isFinished else { return }
        if candidates != nil {
            candidates!.list(report)
            found = candidates!.found
            return
        }
        advance()
        let before = window.found
        window.list(report)
        found += window.found - before
    }

    /// Sieves the next piece and adds its primes to `found`. Does nothing once finished.
    public mutating func count() {
        guard !isFinished else { return }
        if candidates != nil {
            candidates!.count()
            found = candidates!.found
            return
        }
        advance()
        let before = window.found
        window.count()
        found += window.found - before
    }

    /// Moves to the next window once the current one is done.
    private mutating func advance() {
        guard window.isFinished else { return }
        windowsDone += 1
        window = WheelSieve(
            Self.window(from: window.range.hi + 1, width: windowWidth, in: range), concurrent: concurrent,
            memoryLimit: memoryLimit)
    }

    private static func window(from lo: UInt64, width: UInt64, in range: PrimeRange) -> PrimeRange {
        let hi = width == 0 || range.hi - lo < width ? range.hi : lo + (width - 1)
        return try! PrimeRange(lo: lo, hi: hi)  // lo ≤ hi within the range: valid
    }

    /// The widest window (0: the whole range) whose estimated memory fits `memoryLimit`.
    static func windowWidth(for range: PrimeRange, memoryLimit: Int) -> UInt64 {
        let top = Double(range.hi)
        let limit = Double(memoryLimit)
        let width = Double(range.hi - range.lo) + 1
        guard memory(width: width, top: top, memoryLimit: memoryLimit) > limit else { return 0 }
        let segment = 30 * Double(WheelSieve.segmentBytes)
        var (fits, tooWide) = (1.0, (width / segment).rounded(.up))  // in segments
        while tooWide - fits > 1 {
            let middle = ((fits + tooWide) / 2).rounded(.down)
            let fitting = memory(width: middle * segment, top: top, memoryLimit: memoryLimit) <= limit
            if fitting { fits = middle } else { tooWide = middle }
        }
        return UInt64(fits * segment)
    }

    /// The estimated peak bytes of sieving `width` numbers ending near `top`: the segment
    /// (1 MiB, natively a 2 MiB huge page: `SieveSegment`), 9 bytes a small or medium sieving prime (below 2^21) and the medium ones' 128
    /// partly filled blocks, the nested sieve of the sieving primes (about a segment), and 8
    /// bytes for each large prime p that has a multiple p·q in the width with q coprime to 30 —
    /// every p up to w = 8/30 of the width, a share w/p of each larger one up to √top,
    /// Σ w/p ≈ w·(ln ln √top − ln ln w) — plus a partly filled block per bucket (of the size a
    /// sieve held to `memoryLimit` takes: `WheelSieve.largeBlockBytes`). Measured
    /// bucket peaks from 10^15 to 2^64 were 54–90 % of it (with q coprime to 30; on `Wheel210`,
    /// q coprime to 210, they can only be fewer).
    static func memory(width: Double, top: Double, memoryLimit: Int = .max) -> Double {
        let root = top.squareRoot()
        let medium = Double(WheelSieve.mediumLimit)
        func primes(upTo x: Double) -> Double { x < 17 ? 0 : x / (log(x) - 1.1) }
        var bytes = 2 * Double(SieveSegment.footprint(WheelSieve.segmentBytes)) + 9 * primes(upTo: min(root, medium))
        if root > Double(WheelSieve.smallLimit) { bytes += 128 * Double(PageBlock.bytes) }
        guard root > medium else { return bytes }
        let reach = width * 8 / 30
        var large = max(0, primes(upTo: min(reach, root)) - primes(upTo: medium))
        if reach < root { large += reach * (log(log(root)) - log(log(max(reach, medium)))) }
        let buckets = (root / 3 / Double(WheelSieve.segmentBytes)).rounded(.up)
        let block = WheelSieve.largeBlockBytes(slots: WheelSieve.ringSlots(root: UInt64(root)), memoryLimit: memoryLimit)
        bytes += 8 * large + buckets * Double(block)
        return bytes
    }
}
