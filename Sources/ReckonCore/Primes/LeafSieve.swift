/// One segment [low, high) of the sieve that `PrimeCounting` evaluates its hard special leaves
/// with: a bit per odd number (the multiples of 2 are never in it), cleared as the sieving
/// primes are crossed off one by one, and counted between primes.
///
/// Counting is by popcount from the last count on, since a prime's leaves are asked for in
/// increasing order, helped by a counter of the set bits in each block of 2^`counterShift`
/// bits, kept as bits are cleared, to skip whole blocks — Kim Walisch's counter array, which
/// keeps the cost of a far-off count near the block size. The blocks grow with √√low, the
/// typical distance between leaves (primecount's `Hard-Special-Leaves.md`).
struct LeafSieve {
    private(set) var low: UInt64 = 1
    /// How many numbers remain in the segment.
    private(set) var total: UInt64 = 0
    private var bitCount = 0
    private var words: [UInt64]
    private var counters: [UInt32]
    private var counterShift = 6
    // The count so far: `counted` set bits among the first `position`.
    private var position = 0
    private var counted: UInt64 = 0

    /// A sieve whose segments hold up to `numbers` numbers (a multiple of 128).
    init(numbers: Int) {
        words = [UInt64](repeating: 0, count: numbers / 128)
        counters = [UInt32](repeating: 0, count: numbers / 128)
    }

    /// Starts the segment [low, high) of at most `numbers` numbers, low odd, with every odd
    /// number in it.
    mutating func reset(low: UInt64, high: UInt64) {
        self.low = low
        bitCount = Int((high - low + 1) / 2)
        var shift = 6
        while shift < 16 && UInt64(1) << UInt64(2 * shift + 2) <= PrimeMath.squareRoot(low) { shift += 1 }
        counterShift = shift
        let fullWords = bitCount >> 6
        let rest = bitCount & 63
        for w in 0..<words.count {
            words[w] = w < fullWords ? .max : w == fullWords && rest > 0 ? (UInt64(1) << UInt64(rest)) - 1 : 0
        }
        let blockBits = 1 << shift
        for c in 0..<counters.count {
            counters[c] = UInt32(max(0, min(blockBits, bitCount - c * blockBits)))
        }
        total = UInt64(bitCount)
    }

    /// Clears the odd multiples of `p` from `next` (an odd multiple at or above `low`) up to
    /// the segment's end, and leaves in `next` the first beyond it.
    mutating func crossOff(_ p: UInt64, next: inout UInt64) {
        guard next - low < UInt64(2 * bitCount) else { return }
        var i = Int((next - low) >> 1)
        let step = Int(p)
        let end = bitCount
        let shift = counterShift
        var removed: UInt64 = 0
        words.withUnsafeMutableBufferPointer { words in
            counters.withUnsafeMutableBufferPointer { counters in
                // Branch-free: whether the bit was still set is a coin toss the predictor
                // loses, so its value is subtracted instead of tested.
                while i < end {
                    let word = words[i >> 6]
                    let was = (word >> UInt64(i & 63)) & 1
                    words[i >> 6] = word & ~(UInt64(1) << UInt64(i & 63))
                    counters[i >> shift] &-= UInt32(truncatingIfNeeded: was)
                    removed &+= was
                    i += step
                }
            }
        }
        total -= removed
        next = low + 2 * UInt64(i)
    }

    /// Starts counting again from the segment's beginning.
    mutating func restartCount() {
        position = 0
        counted = 0
    }

    /// How many numbers remain in [low, n], for n in the segment at or above the last n asked
    /// for since `restartCount`.
    mutating func count(upTo n: UInt64) -> UInt64 {
        let target = Int((n - low) >> 1) + 1
        let blockBits = 1 << counterShift
        if position & (blockBits - 1) != 0 && position < target {
            let end = min(target, (position | (blockBits - 1)) + 1)
            counted += bitsSet(from: position, to: end)
            position = end
        }
        counters.withUnsafeBufferPointer { counters in
            while position + blockBits <= target {
                counted += UInt64(counters[position >> counterShift])
                position += blockBits
            }
        }
        if position < target {
            counted += bitsSet(from: position, to: target)
            position = target
        }
        return counted
    }

    /// The set bits among bits start..<end (start < end).
    private func bitsSet(from start: Int, to end: Int) -> UInt64 {
        words.withUnsafeBufferPointer { words in
            let first = start >> 6
            let last = (end - 1) >> 6
            let lowMask = UInt64.max << UInt64(start & 63)
            let highMask = UInt64.max >> UInt64(63 - ((end - 1) & 63))
            if first == last { return UInt64((words[first] & lowMask & highMask).nonzeroBitCount) }
            var sum = (words[first] & lowMask).nonzeroBitCount + (words[last] & highMask).nonzeroBitCount
            var w = first + 1
            while w < last {
                sum += words[w].nonzeroBitCount
                w += 1
            }
            return UInt64(sum)
        }
    }
}
