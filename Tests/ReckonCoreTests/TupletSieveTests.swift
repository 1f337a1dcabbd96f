import Testing
@testable import ReckonCore

/// Prime k-tuplets found by `TupletSieve`, against primesieve 11.0's counts (`primesieve LO HI
/// -c2` … `-c6`) and lists (`-p2`).
@Suite struct TupletSieveTests {
    /// [10^12, 10^12 + 10^7] is sieved; the last 10^6 numbers below 2^64 are tested.
    @Test(arguments: [
        (UInt64(1_000_000_000_000), UInt64(1_000_010_000_000), [17273, 2672, 64, 12, 0] as [UInt64]),
        (UInt64.max - 1_000_000, UInt64.max, [682, 74, 0, 0, 0]),
        (0, 1_000_000, [8169, 2837, 166, 65, 5]),
    ])
    func countsAsPrimesieve(lo: UInt64, hi: UInt64, counts: [UInt64]) throws {
        let range = try PrimeRange(lo: lo, hi: hi)
        #expect(PrimeTuplets.sizes.map { range.tupletCount(size: $0) } == counts)
    }

    /// A count cut into parts, each sieved 16 past its end for the tuplets that start in it,
    /// adds up to the whole: parts of 0…10^6 every 997, 9973 or 99991 numbers end inside many a
    /// tuplet (`parts(atMost:)` would not cut so narrow a range).
    @Test func partsAddUpToTheWhole() throws {
        let range = try PrimeRange(lo: 0, hi: 1_000_000)
        for width: UInt64 in [997, 9973, 99991] {
            let parts = try stride(from: UInt64(0), through: range.hi, by: Int(width)).map {
                try PrimeRange(lo: $0, hi: min($0 + width - 1, range.hi))
            }
            let counts = PrimeTuplets.sizes.map { size in
                parts.reduce(UInt64(0)) { sum, part in
                    let sieve = TupletSieve(part: part, of: range, size: size)
                    while !sieve.isFinished { sieve.step() }
                    return sum + sieve.count
                }
            }
            #expect(counts == [8169, 2837, 166, 65, 5], Comment(rawValue: "parts of \(width)"))
        }
        // A part that ends on a twin's first prime takes it; the next part does not.
        let twins = try PrimeRange(lo: 0, hi: 20)
        let first = TupletSieve(part: try PrimeRange(lo: 0, hi: 11), of: twins, size: 2)
        let second = TupletSieve(part: try PrimeRange(lo: 12, hi: 20), of: twins, size: 2)
        var found: [[UInt64]] = []
        for sieve in [first, second] { while !sieve.isFinished { sieve.step { found.append($0) } } }
        #expect(found == [[3, 5], [5, 7], [11, 13], [17, 19]])
    }

    /// A tuplet counts only with every prime inside the range; (3, 5, 7) is no triplet.
    @Test func everyPrimeInsideTheRange() throws {
        var found: [[UInt64]] = []
        let sieve = TupletSieve(try PrimeRange(lo: 4, hi: 18), size: 2)
        while !sieve.isFinished { sieve.step { found.append($0) } }
        #expect(found == [[5, 7], [11, 13]])
        #expect(try PrimeRange(lo: 0, hi: 10).tupletCount(size: 3) == 0)
        #expect(try PrimeRange(lo: 0, hi: 13).tupletCount(size: 3) == 2)  // (5, 7, 11), (7, 11, 13)
    }
}
