/// The special leaves of `PrimeCounting` that need the partial sieve function φ(u, b − 1) at
/// u above y: evaluated in order of u by sieving [1, z] in segments (`LeafSieve`), crossing off
/// the b-th prime after its leaves in the segment are summed, as in Lagarias, Miller and
/// Odlyzko's algorithm with Deléglise and Rivat's bounds (primecount's `S2_hard`).
///
/// For p_b ≤ √y a leaf is p_b·m with m square-free, y/p_b < m ≤ y, every factor of m above
/// p_b, and adds −μ(m)·φ(x/(p_b·m), b − 1); above √y only m = p_l prime can qualify, and the
/// leaves with x/(p_b·p_l) ≤ y are `LeafTables.easyLeaves`'s.
struct HardLeaves {
    /// The sum so far, modulo 2^64.
    private(set) var sum: UInt64 = 0
    private(set) var isFinished = false
    private(set) var low: UInt64 = 1
    private let limit: UInt64  // z + 1
    private let segmentNumbers: UInt64
    private var sieve: LeafSieve
    /// The next odd multiple of each prime to cross off, and φ(low − 1, b − 1) for each b.
    private var next: [UInt64]
    private var phi: [UInt64]

    init(_ tables: LeafTables) {
        limit = tables.z + 1
        var numbers: UInt64 = 1 << 16
        while numbers < 1 << 20 && numbers * numbers < tables.z { numbers <<= 1 }
        segmentNumbers = numbers
        sieve = LeafSieve(numbers: Int(numbers))
        let count = tables.piRootZ + 1
        next = (0..<max(count, tables.c + 1)).map { UInt64(tables.primes[$0]) }
        phi = [UInt64](repeating: 0, count: next.count)
    }

    var fractionDone: Double { isFinished ? 1 : Double(low) / Double(limit) }

    /// Sieves the next segment and adds its leaves. Does nothing once finished.
    mutating func step(_ tables: LeafTables) {
        guard !isFinished else { return }
        let high = min(low + segmentNumbers, limit)
        sieve.reset(low: low, high: high)
        for b in 2...tables.c { sieve.crossOff(UInt64(tables.primes[b]), next: &next[b]) }
        let x = tables.x
        let y = tables.y
        var b = tables.c + 1
        var leavesLeft = false
        tables.factors.entries.withUnsafeBufferPointer { entries in
            while b <= tables.piRootY {
                let p = UInt64(tables.primes[b])
                let lowestM = max(x / (p * high), y / p)  // exclusive
                let highestM = min(x / (p * low), y)
                guard p < highestM else { return }
                leavesLeft = true
                sieve.restartCount()
                var i = FactorTable.coprimes(upTo: highestM) - 1
                let end = FactorTable.coprimes(upTo: lowestM)
                let before = phi[b]
                while i >= end {
                    let entry = entries[i]
                    if entry > Int32(p) || entry < -Int32(p) {
                        let value = before &+ sieve.count(upTo: x / (p * FactorTable.number(at: i)))
                        sum = entry > 0 ? sum &- value : sum &+ value
                    }
                    i -= 1
                }
                phi[b] = before &+ sieve.total
                sieve.crossOff(p, next: &next[b])
                b += 1
            }
            while b <= tables.piRootZ {
                let p = UInt64(tables.primes[b])
                var l = tables.pi[min(x / (p * low), tables.z / p, y)]
                guard p < UInt64(tables.primes[l]) else { return }
                leavesLeft = true
                let lowest = max(x / (p * high), y / p, p)
                sieve.restartCount()
                let before = phi[b]
                while UInt64(tables.primes[l]) > lowest {
                    sum &+= before &+ sieve.count(upTo: x / (p * UInt64(tables.primes[l])))
                    l -= 1
                }
                phi[b] = before &+ sieve.total
                sieve.crossOff(p, next: &next[b])
                b += 1
            }
        }
        low = high
        // Leaves only move up with b and down with low: once the first prime has none left,
        // no later segment has any.
        if high >= limit || !leavesLeft { isFinished = true }
    }
}
