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
    /// large sieving primes (`SieveShare`), rather than each a part of it: when it has large
    /// primes (√hi above 2^21), which every part would place again, at least a run of
    /// segments for each, and room for them all in `memoryLimit` bytes (the large primes once, and for each
    /// sieve its segment, its held run and the masks handed to it).
    public func sharesSieve(among count: Int, memoryLimit: Int = .max) -> Bool {
        guard count > 1, PrimeMath.squareRoot(hi) > WheelSieve.mediumLimit else { return false }
        let width = Double(hi - lo) + 1
        let segment = 30 * Double(WheelSieve.segmentBytes)
        let buffers = Double(count * (2 + 2 * SieveShare.run) * WheelSieve.segmentBytes)
        let memory = PrimeSieve.memory(width: width, top: Double(hi)) + buffers
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
