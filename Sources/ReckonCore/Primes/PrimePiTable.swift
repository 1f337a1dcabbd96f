/// π(n) for every n up to a limit, answered in constant time from 12 bytes per 128 numbers:
/// a bit for each odd number (set for the primes) and, for each 64-bit word of them, how many
/// odd primes lie below it, side by side so a look-up reads one cache line. `PrimeCounting`
/// looks up hundreds of millions of π values below y this way.
struct PrimePiTable {
    let limit: UInt64
    /// Per 128 numbers: the odd primes below them, then their bits.
    private var table: [UInt64]

    /// `primes`: every prime up to `limit`, ascending (other entries below 3 are ignored).
    init(primes: [UInt32], limit: UInt64) {
        self.limit = limit
        let words = Int(limit >> 7) + 1
        var bits = [UInt64](repeating: 0, count: words)
        for p in primes where p > 2 && UInt64(p) <= limit {
            bits[Int(p >> 7)] |= 1 << UInt64((p & 127) >> 1)
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

    /// π(n), for n ≤ `limit`.
    @inline(__always)
    subscript(n: UInt64) -> Int {
        if n < 2 { return 0 }
        let word = 2 * Int(n >> 7)
        let offset = n & 127
        // The bits of the odd numbers up to n: none when n ≡ 0 (mod 128).
        let mask = offset == 0 ? 0 : UInt64.max >> (63 - ((offset - 1) >> 1))
        return table.withUnsafeBufferPointer { table in
            Int(table[word]) + (table[word + 1] & mask).nonzeroBitCount + 1  // + 1: the prime 2
        }
    }
}
