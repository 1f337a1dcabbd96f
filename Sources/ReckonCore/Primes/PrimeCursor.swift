/// The primes of a range above 5, ascending, one at a time, decoded from the sieve's bits as
/// they are asked for: a segment's primes (two million of them near 10^6) are never listed
/// into an array, whose growth by doubling cost page faults and copies at every segment — the
/// 10^9-th prime spent a tenth of its time there. The bits are copied into a reused buffer.
struct PrimeCursor {
    private var sieve: WheelSieve
    private var words: [UInt64] = []  // the current segment's bits
    private var index = 0             // the next word to read
    private var word: UInt64 = 0      // the bits of the word being read not yet handed out
    private var segmentStart: UInt64 = 0
    private var wordStart: UInt64 = 0

    /// A cursor before the first prime of `range` (whose lo is at least 7).
    init(_ range: PrimeRange) { sieve = WheelSieve(range) }

    var range: PrimeRange { sieve.range }
    var fractionDone: Double { sieve.fractionDone }

    /// The next prime, or 0 when there are no more. Inlined into the loops that place sieving
    /// primes, once a prime: a call costs a tenth of the placing near 10^18.
    @inline(__always)
    mutating func next() -> UInt64 {
        while word == 0 {
            if index == words.count {
                guard nextSegment() else { return 0 }
            }
            word = words[index]
            wordStart = segmentStart &+ UInt64(index) &* 240
            index += 1
        }
        let bit = word.trailingZeroBitCount
        word &= word &- 1
        return Wheel30.number(ofBit: bit, from: wordStart)
    }

    /// Passes over the primes up to n (n at least every prime handed out so far), and returns
    /// how many there were: a popcount a word (240 numbers), not a prime at a time — P2 counts
    /// the primes up to x/p for every p this way (`PrimePairs`), where decoding each one took
    /// a tenth of π(10^16)'s time. The next `next()` is the first prime above n.
    mutating func count(through n: UInt64) -> UInt64 {
        var counted = 0
        while n >= wordStart &+ 240 {
            counted &+= word.nonzeroBitCount
            if index == words.count {
                guard nextSegment() else {
                    word = 0
                    return UInt64(counted)
                }
            }
            word = words[index]
            wordStart = segmentStart &+ UInt64(index) &* 240
            index += 1
        }
        if n >= wordStart {
            // The word's first `bits` bits stand for the numbers up to n.
            let bits = FactorTable.coprimes(upTo: n &- wordStart)
            let mask = bits >= 64 ? UInt64.max : (1 &<< UInt64(bits)) &- 1
            counted &+= (word & mask).nonzeroBitCount
            word &= ~mask
        }
        return UInt64(counted)
    }

    /// Sieves on to the next segment; false when the range is done.
    private mutating func nextSegment() -> Bool {
        var words = self.words
        self.words = []  // held uniquely while the sieve writes
        var sieved = false
        while !sieved && !sieve.isFinished {
            sieve.sieveBits(lowPrimes: { _ in }) { bits, start in
                words.removeAll(keepingCapacity: true)
                words.append(contentsOf: repeatElement(0, count: (bits.count + 7) / 8))
                words.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(bits)) }
                segmentStart = start
                sieved = true
            }
        }
        self.words = words
        if sieved { index = 0 }  // else the range is done: its last words stay read
        return sieved
    }
}
