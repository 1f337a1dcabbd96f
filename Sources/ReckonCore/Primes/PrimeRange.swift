/// The whole numbers `lo...hi` to search for primes, with `0 ≤ lo ≤ hi ≤ 2^64 − 1`.
///
/// Every `UInt64` is a valid end, so the range reaches the largest prime below 2^64,
/// 18446744073709551557; nothing in the primes tool traps or wraps at that end.
public struct PrimeRange: Equatable, Sendable {
    public let lo: UInt64
    public let hi: UInt64

    /// - Throws: `PrimeRangeError.loAboveHi` when `lo > hi`.
    public init(lo: UInt64, hi: UInt64) throws(PrimeRangeError) {
        guard lo <= hi else { throw .loAboveHi(lo: lo, hi: hi) }
        self.lo = lo
        self.hi = hi
    }

    /// A range already known to be ordered.
    init(unchecked lo: UInt64, _ hi: UInt64) {
        self.lo = lo
        self.hi = hi
    }

    /// Whether `count` sieves should count the range together, sharing its segments and its
    /// large sieving primes (`SieveShare`), rather than each a part of it: for 2 to
    /// `SieveShare.mostSieves` sieves, when the range has large
    /// primes (√hi at least 2,097,169, the first prime above 2^21), which every part would place
    /// again, at least a run of segments for each, and room for them all in `memoryLimit` bytes.
    /// The estimate counts the large primes once and, for each sieve, what a sieve of one
    /// segment holds (its small and medium primes, its buckets' partly filled blocks) and 3 runs
    /// of segments: its held run and, at the most, twice as many masks handed to it (the others
    /// may run up to two runs each ahead of a sieve that waits).
    public func sharesSieve(among count: Int, memoryLimit: Int = .max) -> Bool {
        guard 1 < count, count <= SieveShare.mostSieves, PrimeMath.squareRoot(hi) >= 2_097_169 else { return false }
        let width = Double(hi - lo) + 1
        let segment = 30 * Double(WheelSieve.segmentBytes)
        let perSieve = PrimeSieve.memory(width: segment, top: Double(hi), memoryLimit: memoryLimit)
            + Double(3 * SieveShare.run * WheelSieve.segmentBytes)
        let memory = PrimeSieve.memory(width: width, top: Double(hi), memoryLimit: memoryLimit) + Double(count) * perSieve
        return width >= Double(count * SieveShare.run) * segment && memory <= Double(memoryLimit)
    }

    /// Consecutive, disjoint parts that together cover the range, lowest first, for a caller that
    /// spreads the work over `count` cores (each part is counted or listed on its own).
    ///
    /// Returns fewer parts than asked — down to just `[self]` — when parts would be so narrow
    /// that each one's fixed cost (placing the sieving primes up to √hi, `placingSeconds`)
    /// passes half its sieving, or narrower than 2^26 numbers. `count < 1` is treated as 1.
    public func parts(atMost count: Int) -> [PrimeRange] {
        let width = hi - lo  // the range holds width + 1 numbers, which may not fit in a UInt64
        let worthwhile = max(UInt64(1) << 26, UInt64(min(2 * placingSeconds / secondsPerNumber, 1e19)))
        let n = UInt64(max(1, min(count, 4096)))
        let parts = max(1, min(n, width / worthwhile))
        let step = width / parts + 1
        var result: [PrimeRange] = []
        var start = lo
        for index in 0..<parts {
            let end = index == parts - 1 ? hi : start + (step - 1)
            result.append(PrimeRange(unchecked: start, end))
            if end < hi { start = end + 1 }
        }
        return result
    }
}
