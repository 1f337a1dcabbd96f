/// The odd-only bit sieve every part of the primes tool is built on.
///
/// Layout: bit `b` of word `w` stands for the odd number `2·(64w + b) + 1`, and a set bit marks
/// a composite (or 1). Bit indices run up to 2^63 − 1 (the odd number 2^64 − 1), so global bit
/// and word indices always fit in `UInt64`; buffers are at most a window long (2^26 bits), so
/// offsets inside one fit in `Int` even where `Int` is 32 bits wide.
///
/// A sieve holds the odd primes from 17 up to a limit and, for each, the next odd multiple it has
/// to strike out; the multiples of 3, 5, 7, 11 and 13 come from a precomputed repeating pattern
/// instead (they are over a third of all the striking). Buffers must be sieved in increasing,
/// consecutive order after `init`/`restart(at:)`.
struct OddSieve {
    /// The odd primes the pattern strikes out; their product 15015 is the pattern's period in bits
    /// and therefore also in 64-bit words.
    static let patternPeriod = 15015
    static let pattern: [UInt64] = {
        var words = [UInt64](repeating: 0, count: patternPeriod)
        for p in [3, 5, 7, 11, 13] {
            var bit = (p - 1) / 2  // 2·bit + 1 == p, the first odd multiple
            while bit < patternPeriod * 64 {
                words[bit >> 6] |= 1 << UInt64(bit & 63)
                bit += p
            }
        }
        return words
    }()

    let primes: [UInt32]
    private var next: [UInt64]

    /// Strikes out with the odd primes in `17...limit`, starting at global bit `bit`.
    init(primesUpTo limit: UInt64, startingAt bit: UInt64) {
        primes = PrimeMath.oddPrimes(upTo: Int(min(limit, 1 << 20))).filter { $0 >= 17 }
        next = []
        restart(at: bit)
    }

    /// Makes `bit` the next bit to sieve (a fresh pass over another stretch).
    mutating func restart(at bit: UInt64) {
        next = primes.map { Self.firstMultiple(of: UInt64($0), atOrAfter: bit) }
    }

    /// The first bit at or after `bit` whose odd number the prime `p` (odd, below 2^32) strikes
    /// out: an odd multiple of `p`, and no smaller than p² (smaller ones fall to smaller primes).
    @inline(__always)
    static func firstMultiple(of p: UInt64, atOrAfter bit: UInt64) -> UInt64 {
        let square = (p &* p) >> 1  // bit of p², which is below 2^64 for p < 2^32
        if square >= bit { return square }
        // 2g + 1 ≡ 0 (mod p) exactly when g ≡ (p − 1) / 2 (mod p).
        let offset = ((p >> 1) &+ p &- remainder(bit, p)) % p
        return bit + offset
    }

    /// `n % p` for n < 2^63 and p < 2^32. For p ≥ 2^17 — the base primes, struck out once per
    /// window by the hundred million — it avoids the slow 64-bit division: the quotient through
    /// `Double` is then below 2^46 with a relative error below 2^−51, so off by at most one.
    @inline(__always)
    static func remainder(_ n: UInt64, _ p: UInt64) -> UInt64 {
        guard p >= 1 << 17 else { return n % p }
        let quotient = UInt64(Double(n) / Double(p))  // truncates
        let r = Int64(bitPattern: n &- quotient &* p)
        return UInt64(r < 0 ? r &+ Int64(p) : r >= Int64(p) ? r &- Int64(p) : r)
    }

    /// Fills `words`, whose first word is global word `firstWord`, with the pattern of 3…13.
    static func fillPattern(_ words: UnsafeMutableBufferPointer<UInt64>, firstWord: UInt64) {
        pattern.withUnsafeBufferPointer { pattern in
            var source = Int(firstWord % UInt64(Self.patternPeriod))
            var index = 0
            while index < words.count {
                let run = min(words.count - index, Self.patternPeriod - source)
                (words.baseAddress! + index).update(from: pattern.baseAddress! + source, count: run)
                index += run
                source = 0
            }
        }
        if firstWord == 0 && !words.isEmpty {
            // The pattern marks 3, 5, 7, 11 and 13 as multiples of themselves, and not 1.
            words[0] = (words[0] | 1) & ~(0b110_1110 as UInt64)
        }
    }

    /// Strikes out the multiples of the sieve's primes in `words` (global word `firstWord` on).
    mutating func crossOff(_ words: UnsafeMutableBufferPointer<UInt64>, firstWord: UInt64) {
        let firstBit = firstWord << 6
        let bitCount = words.count << 6
        let endBit = firstBit + UInt64(bitCount)
        primes.withUnsafeBufferPointer { primes in
            next.withUnsafeMutableBufferPointer { next in
                for i in 0..<primes.count {
                    let start = next[i]
                    if start >= endBit { continue }
                    let p = Int(primes[i])
                    var j = Int(start - firstBit)
                    // Four strikes per round: the loop's own bookkeeping costs as much as a strike.
                    let unrolledEnd = bitCount &- 3 &* p
                    while j < unrolledEnd {
                        words[j >> 6] |= 1 << UInt64(j & 63)
                        words[(j &+ p) >> 6] |= 1 << UInt64((j &+ p) & 63)
                        words[(j &+ 2 &* p) >> 6] |= 1 << UInt64((j &+ 2 &* p) & 63)
                        words[(j &+ 3 &* p) >> 6] |= 1 << UInt64((j &+ 3 &* p) & 63)
                        j &+= 4 &* p
                    }
                    while j < bitCount {
                        words[j >> 6] |= 1 << UInt64(j & 63)
                        j &+= p
                    }
                    next[i] = firstBit + UInt64(j)
                }
            }
        }
    }
}
