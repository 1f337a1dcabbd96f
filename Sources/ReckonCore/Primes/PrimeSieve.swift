/// A segmented sieve of Eratosthenes over a `PrimeRange`, driven one piece at a time.
///
/// Each call to `list(_:)` or `count()` does a bounded piece of work (a few milliseconds at
/// most), so the caller decides when to show progress (`fractionDone`) and when to stop — a
/// cancelled sieve is simply dropped. Primes are streamed, lowest first, a thousand at a time;
/// the whole list is never held.
///
/// How: only odd numbers are kept, one bit each (`OddSieve`). The primes up to 2^18 strike out
/// 32 KiB segments that stay in the L1 cache. When √hi is larger, the range is taken in windows
/// of up to 8 MiB (2^26 odd numbers); for each window the primes in (2^18, √hi] are generated
/// afresh, a 32 KiB segment at a time, by a second sieve, and each strikes out its multiples in
/// the window directly. The base primes are never stored, so memory stays below 9 MiB for any
/// range — at the price of regenerating them once per window, which matters only for ranges
/// wider than about 10^8 far above 10^16.
public struct PrimeSieve {
    public let range: PrimeRange
    /// How many primes have been found so far, listed or counted.
    public private(set) var found: UInt64 = 0
    /// Whether the whole range has been sieved.
    public private(set) var isFinished = false

    static let segmentWords = 1 << 12  // 32 KiB
    static let windowWords = 1 << 20   // 8 MiB
    static let smallPrimeLimit: UInt64 = 1 << 18
    /// The most primes `list(_:)` hands over in one batch.
    public static let batchLimit = 1024

    private var twoPending: Bool
    // The range's odd numbers as global bits (see `OddSieve`), when there are any.
    private let hasOdd: Bool
    private let firstBit: UInt64
    private let lastBit: UInt64
    private var small: OddSieve
    private var window: [UInt64]
    private var windowFirstWord: UInt64 = 0
    private var windowWordCount = 0
    private var segmentStart = 0  // word of the window where the next segment to report starts
    private let windowCount: UInt64
    private var windowsDone: UInt64 = 0
    // Base primes in (2^18, √(window's top)] for windows that need them.
    private var base: OddSieve?
    private var baseSegment: [UInt64] = []
    private var baseFirstBit: UInt64 = 0
    private var baseLastBit: UInt64 = 0
    private var baseNextWord: UInt64 = 1
    private var baseEndWord: UInt64 = 0
    private var baseWordCount: UInt64 = 0

    public init(_ range: PrimeRange) {
        self.range = range
        twoPending = range.lo <= 2 && 2 <= range.hi
        let firstOdd = range.lo | 1
        hasOdd = firstOdd <= range.hi
        firstBit = firstOdd >> 1
        lastBit = hasOdd ? (range.hi &- 1 | 1) >> 1 : firstBit
        let root = PrimeMath.squareRoot(range.hi)
        small = OddSieve(primesUpTo: min(root, Self.smallPrimeLimit), startingAt: firstBit)
        let words = hasOdd ? (lastBit >> 6) - (firstBit >> 6) + 1 : 0
        var perWindow = UInt64(Self.segmentWords)
        if root > Self.smallPrimeLimit {
            base = OddSieve(primesUpTo: PrimeMath.squareRoot(root), startingAt: 0)
            baseSegment = [UInt64](repeating: 0, count: Self.segmentWords)
            perWindow = UInt64(Self.windowWords)
        }
        windowCount = (words + perWindow - 1) / perWindow
        window = [UInt64](repeating: 0, count: Int(min(words, perWindow)))
        if hasOdd {
            startWindow(at: firstBit >> 6)
        } else if !twoPending {
            isFinished = true
        }
    }

    /// Roughly how much of the work is done, from 0 to 1.
    public var fractionDone: Double {
        if isFinished { return 1 }
        let baseDone = baseWordCount - (baseEndWord - min(baseNextWord, baseEndWord))
        let total = Double(baseWordCount) + Double(windowWordCount)
        let inWindow = total > 0 ? (Double(baseDone) + Double(segmentStart)) / total : 0
        return min(1, (Double(windowsDone) + inWindow) / Double(max(windowCount, 1)))
    }

    /// Sieves the next piece and hands its primes, in increasing order, to `report` (in batches
    /// of at most 1024; possibly none). Does nothing once finished.
    public mutating func list(_ report: (UnsafeBufferPointer<UInt64>) -> Void) {
        step(listing: true, report)
    }

    /// Sieves the next piece and adds its primes to `found`. Does nothing once finished.
    public mutating func count() {
        step(listing: false) { _ in }
    }

    private mutating func step(listing: Bool, _ report: (UnsafeBufferPointer<UInt64>) -> Void) {
        guard !isFinished else { return }
        if twoPending {
            twoPending = false
            found += 1
            if listing { [UInt64(2)].withUnsafeBufferPointer(report) }
            if !hasOdd {
                isFinished = true
                return
            }
        }
        if baseNextWord < baseEndWord {
            strikeOutBasePrimes()
        } else {
            sieveSegment(listing: listing, report)
        }
    }

    private mutating func startWindow(at firstWord: UInt64) {
        windowFirstWord = firstWord
        windowWordCount = Int(min((lastBit >> 6) - firstWord + 1, UInt64(window.count)))
        segmentStart = 0
        guard base != nil else { return }
        let windowTop = min(lastBit, (firstWord + UInt64(windowWordCount)) << 6 - 1) << 1 | 1
        let root = PrimeMath.squareRoot(windowTop)
        baseFirstBit = (Self.smallPrimeLimit + 1) >> 1
        baseLastBit = (root &- 1 | 1) >> 1
        baseNextWord = baseFirstBit >> 6
        baseEndWord = baseLastBit >= baseFirstBit ? (baseLastBit >> 6) + 1 : baseNextWord
        baseWordCount = baseEndWord - baseNextWord
        base?.restart(at: baseNextWord << 6)
        let count = windowWordCount
        window.withUnsafeMutableBufferPointer { words in
            OddSieve.fillPattern(UnsafeMutableBufferPointer(rebasing: words[0..<count]), firstWord: firstWord)
        }
    }

    /// Generates the next segment of base primes above 2^18 and has each strike out its
    /// multiples in the window.
    private mutating func strikeOutBasePrimes() {
        guard var sieve = base else { return }
        let count = Int(min(UInt64(Self.segmentWords), baseEndWord - baseNextWord))
        let firstWord = baseNextWord
        let windowFirstBit = windowFirstWord << 6
        let windowBits = windowWordCount << 6
        let (firstBit, lastBit) = (baseFirstBit, baseLastBit)
        var window = self.window
        self.window = []  // keep the buffers uniquely referenced while they are written
        baseSegment.withUnsafeMutableBufferPointer { all in
            let segment = UnsafeMutableBufferPointer(rebasing: all[0..<count])
            OddSieve.fillPattern(segment, firstWord: firstWord)
            sieve.crossOff(segment, firstWord: firstWord)
            window.withUnsafeMutableBufferPointer { window in
                for k in 0..<count {
                    let word = firstWord + UInt64(k)
                    var bits = ~segment[k] & Self.mask(word: word, firstBit: firstBit, lastBit: lastBit)
                    while bits != 0 {
                        let p = (word << 7 | 1) + UInt64(bits.trailingZeroBitCount << 1)
                        bits &= bits &- 1
                        let offset = OddSieve.firstMultiple(of: p, atOrAfter: windowFirstBit) - windowFirstBit
                        guard offset < UInt64(windowBits) else { continue }
                        var j = Int(offset)
                        if p >= UInt64(windowBits) {
                            window[j >> 6] |= 1 << UInt64(j & 63)
                        } else {
                            let step = Int(p)
                            while j < windowBits {
                                window[j >> 6] |= 1 << UInt64(j & 63)
                                j += step
                            }
                        }
                    }
                }
            }
        }
        self.window = window
        base = sieve
        baseNextWord += UInt64(count)
    }

    /// Strikes out the small primes' multiples in the next segment of the window, then counts or
    /// lists the segment's primes. Out of line so a browser's wasm engine swaps in its optimised
    /// code at the next segment (see `DiceSimulation.rollBlock`).
    @inline(never)
    private mutating func sieveSegment(listing: Bool, _ report: (UnsafeBufferPointer<UInt64>) -> Void) {
        let count = min(Self.segmentWords, windowWordCount - segmentStart)
        let firstWord = windowFirstWord + UInt64(segmentStart)
        let start = segmentStart
        let prefilled = base != nil
        let (firstBit, lastBit) = (self.firstBit, self.lastBit)
        var found = self.found
        var window = self.window
        self.window = []
        window.withUnsafeMutableBufferPointer { all in
            let segment = UnsafeMutableBufferPointer(rebasing: all[start..<(start + count)])
            if !prefilled { OddSieve.fillPattern(segment, firstWord: firstWord) }
            small.crossOff(segment, firstWord: firstWord)
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.batchLimit) { batch in
                var batched = 0
                for k in 0..<count {
                    let word = firstWord + UInt64(k)
                    var bits = ~segment[k]
                    if word == firstBit >> 6 || word == lastBit >> 6 {
                        bits &= Self.mask(word: word, firstBit: firstBit, lastBit: lastBit)
                    }
                    found += UInt64(bits.nonzeroBitCount)
                    guard listing else { continue }
                    let first = word << 7 | 1  // the odd number of the word's bit 0
                    while bits != 0 {
                        batch[batched] = first + UInt64(bits.trailingZeroBitCount << 1)
                        batched += 1
                        bits &= bits &- 1
                    }
                    if batched > Self.batchLimit - 64 {
                        report(UnsafeBufferPointer(rebasing: batch[0..<batched]))
                        batched = 0
                    }
                }
                if batched > 0 { report(UnsafeBufferPointer(rebasing: batch[0..<batched])) }
            }
        }
        self.window = window
        self.found = found
        segmentStart += count
        if segmentStart == windowWordCount {
            windowsDone += 1
            let next = windowFirstWord + UInt64(windowWordCount)
            if next > lastBit >> 6 { isFinished = true } else { startWindow(at: next) }
        }
    }

    /// The bits of global word `word` that lie in `firstBit...lastBit`.
    @inline(__always)
    static func mask(word: UInt64, firstBit: UInt64, lastBit: UInt64) -> UInt64 {
        if word < firstBit >> 6 || word > lastBit >> 6 { return 0 }
        var mask = UInt64.max
        if word == firstBit >> 6 { mask &= UInt64.max << (firstBit & 63) }
        if word == lastBit >> 6 { mask &= UInt64.max >> (63 - lastBit & 63) }
        return mask
    }
}
