/// One segment [low, high) of the sieve that `PrimeCounting` evaluates its hard special leaves
/// with: a bit per number coprime to 30 (8 in every 30 numbers, as primecount's; the multiples of
/// 2, 3 and 5 are never in it), cleared as the sieving primes are crossed off one by one, and
/// counted between primes.
///
/// Counting is by popcount from the last count on, since a prime's leaves are asked for in
/// increasing order, helped by a counter of the set bits in each block of 2^`counterShift`
/// bits, kept as bits are cleared, to skip whole blocks — Kim Walisch's counter array, which
/// keeps the cost of a far-off count near the block size. The blocks grow with √√low, the
/// typical distance between leaves (primecount's `Hard-Special-Leaves.md`).
struct LeafSieve {
    private(set) var low: UInt64 = 0
    /// How many numbers remain in the segment.
    private(set) var total: UInt64 = 0
    private var bitCount = 0
    private var words: [UInt64]
    private var counters: [UInt32]
    private var counterShift = 6
    // The count so far: `counted` set bits among the first `position`.
    private var position = 0
    private var counted: UInt64 = 0

    /// Where a sieving prime p is: the bit of its next multiple p·q (q coprime to 30) counted
    /// from 0, the index of q's residue, and the eight steps in bits from p·q to the next
    /// multiple for each residue (the same in every turn of the wheel: q + 30 moves 8p bits).
    struct Multiple {
        var bit: UInt64
        var wheel: Int
        let steps: [UInt32]

        /// The first multiple p·q of p at or above `start` with q coprime to 30 (q = 1, p
        /// itself, when start ≤ p), for a prime p ≥ 7.
        init(of p: UInt64, from start: UInt64) {
            let q = max(1, (start + p - 1) / p)
            let residue = q % 30 + UInt64(Wheel30.toCoprime[Int(q % 30)])  // at most 29
            wheel = Int(Wheel30.bitOfResidue[Int(residue)])
            bit = LeafSieve.bit(of: p * (q - q % 30 + residue))
            steps = (0..<8).map { k in
                let from = p * Wheel30.residues[k]
                let to = p * (Wheel30.residues[k] + Wheel30.gaps[k])
                return UInt32(LeafSieve.bit(of: to) - LeafSieve.bit(of: from))
            }
        }
    }

    /// The bit of n (coprime to 30) counted from 0.
    static func bit(of n: UInt64) -> UInt64 { n / 30 * 8 + UInt64(Wheel30.bitOfResidue[Int(n % 30)]) }

    /// A sieve whose segments hold up to `numbers` numbers (a multiple of 240).
    init(numbers: Int) {
        words = [UInt64](repeating: 0, count: numbers / 240)
        counters = [UInt32](repeating: 0, count: numbers / 240)
    }

    /// The counters' block size, in bits, for a segment from `low`: 2^6 up to 2^16, growing
    /// with √√low (the typical distance between leaves).
    static func counterShift(low: UInt64) -> Int {
        var shift = 6
        while shift < 16 && UInt64(1) << UInt64(2 * shift + 2) <= PrimeMath.squareRoot(low) { shift += 1 }
        return shift
    }

    /// Starts the segment [low, high) of at most `numbers` numbers, low a multiple of 30, with
    /// every number coprime to 30 in it.
    mutating func reset(low: UInt64, high: UInt64) {
        self.low = low
        bitCount = FactorTable.coprimes(upTo: high - 1 - low)
        counterShift = Self.counterShift(low: low)
        let fullWords = bitCount >> 6
        let rest = bitCount & 63
        for w in 0..<words.count {
            words[w] = w < fullWords ? .max : w == fullWords && rest > 0 ? (UInt64(1) << UInt64(rest)) - 1 : 0
        }
        let blockBits = 1 << counterShift
        for c in 0..<counters.count {
            counters[c] = UInt32(max(0, min(blockBits, bitCount - c * blockBits)))
        }
        total = UInt64(bitCount)
    }

    /// Clears the multiples of a prime from `multiple` (at or above `low`) up to the segment's
    /// end, and leaves in `multiple` the first beyond it.
    mutating func crossOff(_ multiple: inout Multiple) {
        let base = low / 30 * 8
        guard multiple.bit - base < UInt64(bitCount) else { return }
        var i = Int(multiple.bit - base)
        var k = multiple.wheel
        let end = bitCount
        let shift = counterShift
        var removed: UInt64 = 0
        words.withUnsafeMutableBufferPointer { words in
            counters.withUnsafeMutableBufferPointer { counters in
                multiple.steps.withUnsafeBufferPointer { steps in
                    // Branch-free: whether the bit was still set is a coin toss the predictor
                    // loses, so its value is subtracted instead of tested.
                    while i < end {
                        let word = words[i >> 6]
                        let was = (word >> UInt64(i & 63)) & 1
                        words[i >> 6] = word & ~(UInt64(1) << UInt64(i & 63))
                        counters[i >> shift] &-= UInt32(truncatingIfNeeded: was)
                        removed &+= was
                        i += Int(steps[k])
                        k = (k + 1) & 7
                    }
                }
            }
        }
        total -= removed
        multiple.bit = base + UInt64(i)
        multiple.wheel = k
    }

    /// Starts counting again from the segment's beginning.
    mutating func restartCount() {
        position = 0
        counted = 0
    }

    /// How many numbers remain in [low, n], for n in the segment at or above the last n asked
    /// for since `restartCount`.
    mutating func count(upTo n: UInt64) -> UInt64 {
        let target = FactorTable.coprimes(upTo: n - low)
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
