/// One segment [low, high) of the sieve that `PrimeCounting` evaluates its hard special leaves
/// with: a bit per number coprime to 30 (8 in every 30 numbers, as primecount's; the multiples of
/// 2, 3 and 5 are never in it), free of the multiples of 7 … 19 from the start (copied from the
/// prime sieve's pre-sieve pattern for them, `Wheel30.presieveBytes`, as primecount pre-sieves),
/// then cleared as the sieving primes above 19 are crossed off one by one, and counted between
/// primes.
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

    /// Where a run of counts from the segment's beginning stands: `counted` set bits among
    /// the first `position`, and `blockSum` among the blocks before `nextBlock`, the block
    /// `position` lies in. The caller holds it, so that it stays in registers.
    struct Counting {
        fileprivate var position = 0
        fileprivate var counted: UInt64 = 0
        fileprivate var nextBlock = 0
        fileprivate var blockSum: UInt64 = 0
    }

    /// Where a sieving prime p is: the bit of its next multiple p·q (q coprime to 30) counted
    /// from 0, the index of q's residue, and the eight steps in bits from p·q to the next
    /// multiple for each residue (the same in every turn of the wheel: q + 30 moves 8p bits),
    /// held inline: a run of segments makes one for each prime, and an array each was a
    /// tenth of the hard leaves' time at 10^15 in allocations.
    struct Multiple {
        var bit: UInt64
        var wheel: Int
        let steps: SIMD8<UInt32>

        /// The first multiple p·q of p at or above `start` with q coprime to 30 (q = 1, p
        /// itself, when start ≤ p), for a prime p ≥ 7.
        init(of p: UInt64, from start: UInt64) {
            let q = max(1, (start + p - 1) / p)
            let residue = q % 30 + UInt64(Wheel30.toCoprime[Int(q % 30)])  // at most 29
            wheel = Int(Wheel30.bitOfResidue[Int(residue)])
            bit = LeafSieve.bit(of: p * (q - q % 30 + residue))
            var steps = SIMD8<UInt32>()
            for k in 0..<8 {
                let from = p * Wheel30.residues[k]
                let to = p * (Wheel30.residues[k] + Wheel30.gaps[k])
                steps[k] = UInt32(LeafSieve.bit(of: to) - LeafSieve.bit(of: from))
            }
            self.steps = steps
        }
    }

    /// The bit of n (coprime to 30) counted from 0.
    static func bit(of n: UInt64) -> UInt64 { n / 30 * 8 + UInt64(Wheel30.bitOfResidue[Int(n % 30)]) }

    /// A sieve whose segments hold up to `numbers` numbers (a multiple of 240).
    init(numbers: Int) {
        // A word more than the bits: a count up to the last bit reads the word after it (masked
        // to nothing) rather than test for it.
        words = [UInt64](repeating: 0, count: numbers / 240 + 1)
        counters = [UInt32](repeating: 0, count: numbers / 240)
    }

    /// The counters' block size, in bits, for a segment from `low`: 2^8 up to 2^16, growing
    /// with √√low (the typical distance between leaves). Below 2^8 a count walked ten counters
    /// on average at 10^15, each step a cycle and the loop's end a lost branch: 256-bit blocks
    /// (primecount's are at least 1,024) made π(10^16) 8 % faster than 64-bit ones.
    static func counterShift(low: UInt64) -> Int {
        var shift = 8
        while shift < 16 && UInt64(1) << UInt64(2 * shift + 2) <= PrimeMath.squareRoot(low) { shift += 1 }
        return shift
    }

    /// Starts the segment [low, high) of at most `numbers` numbers, low a multiple of 30, with
    /// the numbers in it that have no prime factor up to 19 (φ(n, 8) counts them): the pattern's
    /// bytes from low's place in its period, its multiples of 7 … 19 (those primes included)
    /// cleared, then the counters counted.
    mutating func reset(low: UInt64, high: UInt64) {
        self.low = low
        bitCount = FactorTable.coprimes(upTo: high - 1 - low)
        counterShift = Self.counterShift(low: low)
        let usedWords = (bitCount + 63) >> 6
        let period = Int(Wheel30.presievePeriods[0])
        var offset = Int(low / 30 % UInt64(period))
        words.withUnsafeMutableBytes { words in
            Wheel30.presieveBytes.withUnsafeBytes { pattern in
                // The pattern holds a block past its period, so it is copied in runs that end
                // where it does and go on from the same place in the period.
                var done = 0
                while done < usedWords * 8 {
                    let run = min(usedWords * 8 - done, period + Wheel30.presieveBlock - offset)
                    (words.baseAddress! + done).copyMemory(from: pattern.baseAddress! + offset, byteCount: run)
                    done += run
                    offset = (offset + run) % period
                }
            }
        }
        let rest = bitCount & 63
        if rest > 0 { words[usedWords - 1] &= (UInt64(1) << UInt64(rest)) - 1 }
        let wordsPerBlock = (1 << counterShift) >> 6
        var remaining: UInt64 = 0
        words.withUnsafeBufferPointer { words in
            counters.withUnsafeMutableBufferPointer { counters in
                var w = 0
                var c = 0
                while w < usedWords {
                    var count = 0
                    for v in w..<min(w + wordsPerBlock, usedWords) { count += words[v].nonzeroBitCount }
                    counters[c] = UInt32(count)
                    remaining += UInt64(count)
                    w += wordsPerBlock
                    c += 1
                }
            }
        }
        total = remaining
    }

    /// Clears the multiples of a prime from `multiple` (at or above `low`) up to the segment's
    /// end, and leaves in `multiple` the first beyond it. A whole turn of the wheel (eight
    /// multiples, 8p bits) is one pass of the loop, its offsets in registers, as primecount's
    /// `cross_off_count` unrolls it.
    mutating func crossOff(_ multiple: inout Multiple) {
        let base = low / 30 * 8
        guard multiple.bit - base < UInt64(bitCount) else { return }
        var i = Int(multiple.bit - base)
        var k = multiple.wheel
        let end = bitCount
        let shift = counterShift
        let steps = multiple.steps
        var removed = 0
        words.withUnsafeMutableBufferPointer { words in
            counters.withUnsafeMutableBufferPointer { counters in
                let words = words.baseAddress!
                let counters = counters.baseAddress!
                // Branch-free: whether the bit was still set is a coin toss the predictor
                // loses, so its value is subtracted instead of tested.
                @inline(__always) func clear(_ i: Int) {
                    let word = words[i &>> 6]
                    let was = Int(truncatingIfNeeded: (word &>> UInt64(truncatingIfNeeded: i)) & 1)
                    words[i &>> 6] = word & ~(1 &<< UInt64(truncatingIfNeeded: i))
                    counters[i &>> shift] &-= UInt32(truncatingIfNeeded: was)
                    removed &+= was
                }
                while k != 0 && i < end {
                    clear(i)
                    i &+= Int(steps[k])
                    k = (k &+ 1) & 7
                }
                let o1 = Int(steps[0]), o2 = o1 &+ Int(steps[1]), o3 = o2 &+ Int(steps[2])
                let o4 = o3 &+ Int(steps[3]), o5 = o4 &+ Int(steps[4]), o6 = o5 &+ Int(steps[5])
                let o7 = o6 &+ Int(steps[6]), turn = o7 &+ Int(steps[7])
                while i &+ o7 < end {
                    clear(i)
                    clear(i &+ o1)
                    clear(i &+ o2)
                    clear(i &+ o3)
                    clear(i &+ o4)
                    clear(i &+ o5)
                    clear(i &+ o6)
                    clear(i &+ o7)
                    i &+= turn
                }
                while i < end {
                    clear(i)
                    i &+= Int(steps[k])
                    k = (k &+ 1) & 7
                }
            }
        }
        total -= UInt64(removed)
        multiple.bit = base + UInt64(i)
        multiple.wheel = k
    }

    /// How many numbers remain in [low, n], for n in the segment at or above the last n asked
    /// for in the same `counting`: the counters of the blocks n has passed since, then one
    /// popcount from the later of the last count and the last block passed — as primecount's
    /// `Sieve::count`, so a count reads the bits of at most one block, without a branch on
    /// where the last one stopped.
    @inline(__always)
    func count(upTo n: UInt64, _ counting: inout Counting) -> UInt64 {
        let target = FactorTable.coprimes(upTo: n - low)
        let shift = counterShift
        if (counting.nextBlock &+ 1) &<< shift <= target {
            counters.withUnsafeBufferPointer { counters in
                repeat {
                    counting.blockSum &+= UInt64(counters[counting.nextBlock])
                    counting.nextBlock &+= 1
                } while (counting.nextBlock &+ 1) &<< shift <= target
            }
            counting.position = counting.nextBlock &<< shift
            counting.counted = counting.blockSum
        }
        counting.counted &+= bitsSet(from: counting.position, to: target)
        counting.position = target
        return counting.counted
    }

    /// The set bits among bits start..<end (start ≤ end), the masks of the first and last
    /// word chosen without a branch (primecount's `count_popcnt64`).
    @inline(__always)
    private func bitsSet(from start: Int, to end: Int) -> UInt64 {
        words.withUnsafeBufferPointer { words in
            let first = start &>> 6
            let last = end &>> 6
            let lowMask = UInt64.max &<< UInt64(truncatingIfNeeded: start)
            let highMask = (1 &<< UInt64(truncatingIfNeeded: end & 63)) &- 1
            let same = first == last
            var sum = (words[first] & lowMask & (same ? highMask : .max)).nonzeroBitCount
            sum &+= (words[last] & (same ? 0 : highMask)).nonzeroBitCount
            var w = first &+ 1
            while w < last {
                sum &+= words[w].nonzeroBitCount
                w &+= 1
            }
            return UInt64(sum)
        }
    }
}
