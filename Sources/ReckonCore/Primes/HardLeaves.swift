/// The special leaves of `PrimeCounting` that need the partial sieve function φ(u, b − 1) at
/// u above y: evaluated in order of u by sieving [1, z] in segments (`LeafSieve`), crossing off
/// the b-th prime after its leaves in the segment are summed, as in Lagarias, Miller and
/// Odlyzko's algorithm with Deléglise and Rivat's bounds (primecount's `S2_hard`).
///
/// For p_b ≤ √y a leaf is p_b·m with m square-free, y/p_b < m ≤ y, every factor of m above
/// p_b, and adds −μ(m)·φ(x/(p_b·m), b − 1); above √y only m = p_l prime can qualify, and the
/// leaves with x/(p_b·p_l) ≤ y are `LeafTables.easyLeaves`'s.
///
/// A run may cover only some segments, [`start`, `end`), so that threads can share them
/// (`LeafWork`): it then counts φ from `start` instead of from 1, and keeps for each b the
/// count it found and the signed number of leaves it summed, from which `LeafSum` adds the
/// missing φ(start − 1, b − 1) to every leaf afterwards.
struct HardLeaves: Sendable {
    /// The sum so far, modulo 2^64, with φ counted from `start`.
    private(set) var sum: UInt64 = 0
    private(set) var isFinished = false
    private(set) var low: UInt64
    let start: UInt64
    private let end: UInt64
    private let segmentNumbers: UInt64
    private var sieve: LeafSieve
    /// The next odd multiple of each prime to cross off, and for each b how many numbers of
    /// [start, low) the first b − 1 primes leave: φ(low − 1, b − 1) − φ(start − 1, b − 1).
    private var next: [UInt64]
    private(set) var phi: [UInt64]
    /// For each b, the leaves summed with a plus sign less those with a minus, modulo 2^64.
    private(set) var signs: [UInt64]
    /// The b beyond the last with leaves in this run.
    private(set) var bEnd = 0

    /// Numbers in a segment: √z or more, between 2^16 and 2^20, a multiple of 128.
    static func segmentNumbers(_ tables: LeafTables) -> UInt64 {
        var numbers: UInt64 = 1 << 16
        while numbers < 1 << 20 && numbers * numbers < tables.z { numbers <<= 1 }
        return numbers
    }

    /// The segments from the first to z.
    init(_ tables: LeafTables) {
        self.init(tables, segments: 0..<Int.max)
    }

    /// The run over `segments` (indexes of `segmentNumbers` numbers from 1), cut at z.
    init(_ tables: LeafTables, segments: Range<Int>) {
        segmentNumbers = Self.segmentNumbers(tables)
        let limit = tables.z + 1
        let first = UInt64(segments.lowerBound) * segmentNumbers + 1
        start = min(first, limit)
        low = start
        end = UInt64(segments.upperBound) >= (limit - 1) / segmentNumbers + 1
            ? limit : UInt64(segments.upperBound) * segmentNumbers + 1
        isFinished = low >= end
        sieve = LeafSieve(numbers: Int(segmentNumbers))
        let count = max(tables.piRootZ, tables.c) + 1
        let start = start
        next = (0..<count).map { b in
            let p = UInt64(tables.primes[b])
            guard p > 2, start > p else { return p }
            let multiple = (start + p - 1) / p * p
            return multiple & 1 == 0 ? multiple + p : multiple
        }
        phi = [UInt64](repeating: 0, count: count)
        signs = phi
    }

    var fractionDone: Double { isFinished ? 1 : Double(low - start) / Double(end - start) }

    /// Sieves the next segment and adds its leaves. Does nothing once finished.
    mutating func step(_ tables: LeafTables) {
        guard !isFinished else { return }
        let high = min(low + segmentNumbers, end)
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
                var plus: UInt64 = 0
                var minus: UInt64 = 0
                while i >= end {
                    let entry = entries[i]
                    if entry > Int32(p) || entry < -Int32(p) {
                        let value = before &+ sieve.count(upTo: x / (p * FactorTable.number(at: i)))
                        if entry > 0 {
                            sum &-= value
                            minus += 1
                        } else {
                            sum &+= value
                            plus += 1
                        }
                    }
                    i -= 1
                }
                signs[b] &+= plus &- minus
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
                var leaves: UInt64 = 0
                while UInt64(tables.primes[l]) > lowest {
                    sum &+= before &+ sieve.count(upTo: x / (p * UInt64(tables.primes[l])))
                    l -= 1
                    leaves += 1
                }
                signs[b] &+= leaves
                phi[b] = before &+ sieve.total
                sieve.crossOff(p, next: &next[b])
                b += 1
            }
        }
        bEnd = max(bEnd, b)
        low = high
        // Leaves only move up with b and down with low: once the first prime has none left,
        // no later segment has any.
        if high >= end || !leavesLeft { isFinished = true }
    }
}
