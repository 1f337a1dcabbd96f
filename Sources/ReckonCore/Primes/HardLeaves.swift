/// Gourdon's D, the special leaves of `PrimeCounting` that need the partial sieve function
/// φ(u, b − 1) itself: evaluated in order of u by sieving [1, x/z] in segments (`LeafSieve`),
/// crossing off the b-th prime after its leaves in the segment are summed, as in Lagarias,
/// Miller and Odlyzko's algorithm with Gourdon's bounds (primecount's `D.cpp`).
///
/// A leaf is p_b·m for c < b ≤ π(x*), m square-free with every factor in (p_b, y] and
/// max(z/p_b, p_b) < m ≤ min(x/p_b³, z) (so x/(p_b·m) ≥ p_b²; the leaves below are C's); it
/// adds −μ(m)·φ(x/(p_b·m), b − 1). Where p_b² > z only m prime can qualify.
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
    /// The next multiple of each prime above p_c to cross off (b − c − 1 for the b-th prime), and
    /// for each b how many numbers of [start, low) the first b − 1 primes leave:
    /// φ(low − 1, b − 1) − φ(start − 1, b − 1).
    private var multiples: [LeafSieve.Multiple]
    private(set) var phi: [UInt64]
    /// For each b, the leaves summed with a plus sign less those with a minus, modulo 2^64.
    private(set) var signs: [UInt64]
    /// The b beyond the last with leaves in this run.
    private(set) var bEnd = 0

    /// Numbers in a segment: √(x/z) or more, from 240·2^11 to 240·2^12 (16 to 32 KiB of
    /// bits, with their counters in L1), a multiple of 240 (a word of the sieve). Each segment
    /// walks its primes afresh (each prime's bounds, its crossing loop's set-up, a count run
    /// begun): segments of 2 KiB, as √(x/z) asks below 10^18, made π(10^16) 13 % slower.
    static func segmentNumbers(_ tables: LeafTables) -> UInt64 {
        var numbers: UInt64 = 240 << 11
        while numbers < 240 << 12 && numbers * numbers < tables.hardLimit { numbers <<= 1 }
        return numbers
    }

    /// Leaves found before they are counted (`step`).
    private static let batch = 128

    /// The segments from the first to x/z.
    init(_ tables: LeafTables) {
        self.init(tables, segments: 0..<Int.max)
    }

    /// The run over `segments` (indexes of `segmentNumbers` numbers from 0), cut at x/z.
    init(_ tables: LeafTables, segments: Range<Int>) {
        segmentNumbers = Self.segmentNumbers(tables)
        let limit = tables.hardLimit + 1
        let first = UInt64(segments.lowerBound) * segmentNumbers
        start = min(first, limit)
        low = start
        end = UInt64(segments.upperBound) >= (limit - 1) / segmentNumbers + 1
            ? limit : UInt64(segments.upperBound) * segmentNumbers
        isFinished = low >= end
        sieve = LeafSieve(numbers: Int(segmentNumbers))
        let count = max(tables.piXStar, tables.c) + 1
        let start = start
        multiples = (tables.c + 1..<count).map { b in LeafSieve.Multiple(of: UInt64(tables.primes[b]), from: start) }
        phi = [UInt64](repeating: 0, count: count)
        signs = phi
    }

    /// Sieves the next segment and adds its leaves. Does nothing once finished.
    mutating func step(_ tables: LeafTables) {
        guard !isFinished else { return }
        let high = min(low + segmentNumbers, end)
        sieve.reset(low: low, high: high)  // free of 2 … 19: φ(n, c)
        let x = tables.x
        let y = tables.y
        let z = tables.z
        var b = tables.c + 1
        var leavesLeft = false
        // A prime's leaves are found a batch at a time: the m that qualify are picked out
        // without a branch (whether one does is a coin toss the predictor loses), then their
        // quotients x/(p·m) divided one after another, so the divisions overlap, and only then
        // counted — primecount's `D.cpp` likewise. Leaf by leaf, a lost branch and a division
        // stood before each count: 40 % of π(10^15)'s time.
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.batch) { quotients in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: Self.batch) { indexes in
                tables.factors.entries.withUnsafeBufferPointer { entries in
                    while b <= tables.piXStar {
                        let p = UInt64(tables.primes[b])
                        let xOverP = x / p
                        let highestM = min(xOverP / max(low, 1), xOverP / (p * p), z)
                        guard p < highestM else { break }
                        leavesLeft = true
                        let lowestM = max(xOverP / high, z / p, p)  // exclusive
                        // The count's place and the prime's sum, in locals: kept in `self`, each
                        // count waited on the memory the last one wrote.
                        var counting = LeafSieve.Counting()
                        var leaves: UInt64 = 0
                        let before = phi[b]
                        var signed: UInt64 = 0  // leaves added less leaves subtracted
                        if p * p > z {
                            // Only primes m can qualify: a product of two factors above p exceeds z.
                            var l = tables.pi[min(highestM, y)]
                            while UInt64(tables.primes[l]) > lowestM {
                                var n = 0
                                while n < Self.batch && UInt64(tables.primes[l]) > lowestM {
                                    quotients[n] = xOverP / UInt64(tables.primes[l])
                                    n += 1
                                    l -= 1
                                }
                                for k in 0..<n { leaves &+= before &+ sieve.count(upTo: quotients[k], &counting) }
                                signed &+= UInt64(n)
                            }
                        } else if lowestM < highestM {
                            // (An empty interval asks nothing: its lowest m may lie beyond z,
                            // and its index beyond wasm32's Int.)
                            var i = FactorTable.coprimes(upTo: highestM) - 1
                            let stop = FactorTable.coprimes(upTo: lowestM)
                            let bound = UInt32(p)
                            while i >= stop {
                                var n = 0
                                let batchStop = max(stop, i - (Self.batch - 1))
                                while i >= batchStop {
                                    indexes[n] = UInt32(truncatingIfNeeded: i)
                                    n &+= entries[i].magnitude > bound ? 1 : 0
                                    i -= 1
                                }
                                for k in 0..<n { quotients[k] = xOverP / FactorTable.number(at: Int(indexes[k])) }
                                for k in 0..<n {
                                    let value = before &+ sieve.count(upTo: quotients[k], &counting)
                                    // All ones for μ(m) = 1, zero for μ(m) = −1: −μ(m)·φ.
                                    let positive = UInt64(bitPattern: Int64(~entries[Int(indexes[k])] >> 31))
                                    leaves &+= (value ^ positive) &- positive
                                    signed &+= (1 ^ positive) &- positive
                                }
                            }
                        }
                        sum &+= leaves
                        signs[b] &+= signed
                        phi[b] = before &+ sieve.total
                        sieve.crossOff(&multiples[b - tables.c - 1])
                        b += 1
                    }
                }
            }
        }
        bEnd = max(bEnd, b)
        low = high
        // Leaves only move up with b and down with low: once the first prime has none left,
        // no later segment has any.
        if high >= end || !leavesLeft { isFinished = true }
    }
}
