/// π(n) for every n of a window [low, limit], answered in constant time from 16 bytes per 128
/// numbers: a bit for each odd number (set for the primes) and, for each 64-bit word of them,
/// how many odd primes of the window lie below it, side by side so a look-up reads one cache
/// line. `PrimeCounting` looks up hundreds of millions of π values this way: below z from one
/// table from 0, and up to √x from windows that each count only their own primes.
struct PrimePiTable {
    /// A multiple of 128.
    let low: UInt64
    let limit: UInt64
    /// 2 when the window counts the prime 2 (it starts at 0); never reached otherwise.
    private let two: UInt64
    /// Per 128 numbers: the odd primes of the window below them, then their bits.
    private var table: [UInt64]

    /// The primes of [low, limit] (low a multiple of 128), sieved here: the subscript then
    /// counts the primes from `low` to n (π(n) when low is 0).
    init(sievingFrom low: UInt64, to limit: UInt64) {
        self.low = low
        self.limit = limit
        two = low == 0 ? 2 : .max
        let words = Int((limit - low) >> 7) + 1
        var bits = [UInt64](repeating: 0, count: words)
        var sieve = PrimeSieve(try! PrimeRange(lo: low, hi: limit))  // low ≤ limit: valid
        while !sieve.isFinished {
            sieve.list { batch in
                for p in batch where p > 2 { bits[Int((p - low) >> 7)] |= 1 << (((p - low) & 127) >> 1) }
            }
        }
        var table = [UInt64](repeating: 0, count: 2 * words)
        var total: UInt64 = 0
        for w in 0..<words {
            table[2 * w] = total
            table[2 * w + 1] = bits[w]
            total += UInt64(bits[w].nonzeroBitCount)
        }
        self.table = table
    }

    /// How many primes the window holds.
    var primeCount: UInt64 { UInt64(self[limit]) }

    /// The primes in [low, n], for low ≤ n ≤ `limit` (π(n) when low is 0). Unchecked
    /// arithmetic: the leaves look up hundreds of millions of values, each in range.
    @inline(__always)
    subscript(n: UInt64) -> Int {
        let offset = n &- low
        let word = 2 &* Int(truncatingIfNeeded: offset &>> 7)
        let bit = offset & 127
        // The bits of the odd numbers up to n: none when n ≡ 0 (mod 128).
        let mask = bit == 0 ? 0 : UInt64.max &>> (63 &- ((bit &- 1) &>> 1))
        return table.withUnsafeBufferPointer { table in
            Int(truncatingIfNeeded: table[word]) &+ (table[word &+ 1] & mask).nonzeroBitCount &+ (n >= two ? 1 : 0)
        }
    }
}
