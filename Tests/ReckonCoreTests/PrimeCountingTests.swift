import Testing
@testable import ReckonCore

@Suite struct PrimeCountingTests {
    /// π(10^k), k = 0…13, OEIS A006880 (the same as `primecount 1e<k>`, primecount 7.6).
    static let piOfPowersOf10: [UInt64] = [
        0, 4, 25, 168, 1229, 9592, 78498, 664579, 5761455, 50847534, 455052511, 4118054813,
        37607912018, 346065536839,
    ]

    @Test(arguments: 0...13)
    func countsUpToAPowerOf10(k: Int) {
        var x: UInt64 = 1
        for _ in 0..<k { x *= 10 }
        #expect(PrimeCounting.count(upTo: x) == Self.piOfPowersOf10[k])
    }

    /// Around 2^32, 2^40 and 2^42, from primecount 7.6: 2^32 is even and 2^32 + 15 the next
    /// prime, so π(2^32 − 1) = π(2^32) and one more at 2^32 + 15; likewise 2^42 ± 1 share π.
    @Test(arguments: [
        (4_294_967_295, 203_280_221), (4_294_967_296, 203_280_221), (4_294_967_311, 203_280_222),
        (1_099_511_627_776, 41_203_088_796),
        (4_398_046_511_103, 156_661_034_233), (4_398_046_511_105, 156_661_034_233),
    ] as [(UInt64, UInt64)])
    func countsNearPowersOf2(x: UInt64, pi: UInt64) {
        #expect(PrimeCounting.count(upTo: x) == pi)
    }

    /// Hand-counted: no primes below 2; 2; 2, 3; 2, 3 (4 is not prime); 2, 3, 5.
    @Test func smallestValues() {
        #expect([0, 1, 2, 3, 4, 5].map { PrimeCounting.count(upTo: $0) } == [0, 0, 1, 2, 2, 3])
    }

    /// Just below and at the switch from sieving to the combinatorial method (2^20):
    /// `primesieve 1048575 -c` = `primesieve 1048576 -c` = 82025.
    @Test func countsAcrossTheSieveLimit() {
        #expect(PrimeCounting.sieveLimit == 1 << 20)
        #expect(PrimeCounting.count(upTo: (1 << 20) - 1) == 82025)
        #expect(PrimeCounting.count(upTo: 1 << 20) == 82025)
    }

    /// A memory limit makes y smaller, not the answer different; it never goes below ∛x + 1.
    @Test func memoryLimitKeepsTheCount() {
        let x: UInt64 = 100_000_000_000
        let small = PrimeCounting.y(for: x, memoryLimit: 1)
        #expect(small == PrimeMath.cubeRoot(x) + 1)
        #expect(small < PrimeCounting.y(for: x))
        let counting = PrimeCounting(upTo: x, memoryLimit: 1)
        while !counting.isFinished { counting.step() }
        #expect(counting.count == 4_118_054_813)
    }

    /// At 10^13 every phase takes several steps (the ordinary leaves' too, where the fraction
    /// once ran past 1 as the server's jobs reported it).
    @Test func progressRisesToOneInSteps() {
        let counting = PrimeCounting(upTo: 10_000_000_000_000)
        var last = counting.fractionDone
        #expect(last == 0)
        var steps = 0
        while !counting.isFinished {
            counting.step()
            #expect(counting.fractionDone >= last)
            #expect(counting.fractionDone <= 1)
            last = counting.fractionDone
            steps += 1
        }
        #expect(steps > 10)
        #expect(last == 1)
        #expect(counting.count == 346_065_536_839)
    }

    /// Threads take `sharedWork`'s pieces in any order: here the last first, added in order.
    /// π(10^12), π(10^13) (A006880) and π(2^40) = 41203088796 (primecount 7.6); from 2^40 on
    /// the easy leaves' values span more than one window.
    @Test(arguments: [
        (1_000_000_000_000, 37_607_912_018), (1 << 40, 41_203_088_796), (10_000_000_000_000, 346_065_536_839),
    ] as [(UInt64, UInt64)])
    func sharedPiecesInAnyOrderGiveTheCount(x: UInt64, expected: UInt64) {
        let counting = PrimeCounting(upTo: x)
        var shared = 0
        while !counting.isFinished {
            guard let work = counting.sharedWork else {
                counting.step()
                continue
            }
            var pieces = [LeafPiece?](repeating: nil, count: work.pieceCount)
            for index in pieces.indices.reversed() { pieces[index] = work.piece(index) }
            #expect(work.piece(0, stoppingWhen: { true }) == nil)
            var sum = LeafSum()
            for piece in pieces { sum.add(piece!) }
            #expect(sum.added == work.pieceCount)
            counting.finish(sum)
            shared += 1
        }
        #expect(shared == 2)  // the easy leaves (A and C), then the hard (D)
        #expect(counting.count == expected)
    }

    /// [10^9, 2·10^9] is counted as π(2·10^9) − π(10^9 − 1); the count is `primesieve 1e9 2e9 -c`.
    @Test func counterChoosesPrimeCountingForWideRanges() throws {
        let range = try PrimeRange(lo: 1_000_000_000, hi: 2_000_000_000)
        #expect(PrimeCounter.method(for: range) == .primeCounting)
        let counter = PrimeCounter(range)
        #expect(counter.method == .primeCounting)
        while !counter.isFinished { counter.step() }
        #expect(counter.count == 47_374_753)
    }

    /// `primesieve 1e12 1000010000000 -c` = 361726: narrow ranges are sieved; narrower still,
    /// `primesieve 1e12 1000000001000 -c` = 37, tested (the 78,645 sieving primes to 10^6
    /// would cost more than a thousand numbers' tests).
    @Test func counterSievesNarrowRanges() throws {
        let range = try PrimeRange(lo: 1_000_000_000_000, hi: 1_000_010_000_000)
        #expect(PrimeCounter.method(for: range) == .sieve)
        #expect(PrimeCounter(range).method == .sieve)
        #expect(range.primeCount() == 361_726)
        let narrower = try PrimeRange(lo: 1_000_000_000_000, hi: 1_000_000_001_000)
        #expect(PrimeCounter.method(for: narrower) == .primalityTests)
        #expect(narrower.primeCount() == 37)
    }

    /// From 0 every large count goes to π(x), also near 2^64, where the sieve would take years;
    /// near 2^64 a range 10^9 wide is still sieved (about 5 s against an hour for π twice).
    @Test func counterChoosesByCostUpTo2To64() throws {
        #expect(PrimeCounter.method(for: try PrimeRange(lo: 0, hi: 1 << 43)) == .primeCounting)
        #expect(PrimeCounter.method(for: try PrimeRange(lo: 0, hi: .max)) == .primeCounting)
        #expect(PrimeCounter.method(for: try PrimeRange(lo: .max - 1_000_000_000, hi: .max)) == .sieve)
    }

    /// The table of φ(u, 6) against a direct count of the numbers free of 2…13.
    @Test func partialSieveTableCountsCoprimes() {
        var direct: UInt64 = 0
        for u in UInt64(1)...70_000 {
            if [2, 3, 5, 7, 11, 13].allSatisfy({ u % $0 != 0 }) { direct += 1 }
            if u % 997 == 0 || u == 30030 || u == 60060 { #expect(PartialSieveTable.phi(u) == direct) }
        }
        #expect(PartialSieveTable.phi(0) == 0)
    }

    /// μ and the least prime factor, by hand: 7 prime; 49 = 7²; 77 = 7·11; 1001 = 7·11·13;
    /// 1 has none (stored as Int32.max, μ = 1).
    @Test func factorTableHoldsMoebiusAndLeastFactor() {
        var table = FactorTable(limit: 1001)
        for p: UInt64 in [7, 11, 13, 17, 19, 23, 29, 31] { table.add(p) }  // enough for ≤ 1001's factors below √1001
        func entry(_ m: UInt64) -> Int32 { table.entries[FactorTable.index(of: m)] }
        #expect(entry(1) == .max)
        #expect(entry(7) == -7)
        #expect(entry(49) == 0)
        #expect(entry(77) == 7)
        #expect(entry(1001) == -7)
        #expect(FactorTable.number(at: FactorTable.index(of: 1001)) == 1001)
    }

    /// The leaf sieve starts each segment free of 7 … 19, so its counts are φ(n, 8)
    /// (`PartialSieveTable.phi8`); with 23 and 29 crossed off they are φ(n, 10). Both against
    /// a direct count, in a first segment from 0 and in the next, where each prime resumes from
    /// its last multiple.
    @Test func leafSieveCountsWhatThePrimesLeave() {
        let numbers = 240 * 256
        // direct[n]: the numbers in 1...n free of the primes up to 29.
        var direct: [UInt64] = [0]
        for u in UInt64(1)..<UInt64(2 * numbers) {
            direct.append(direct.last! + ([2, 3, 5, 7, 11, 13, 17, 19, 23, 29].allSatisfy { u % $0 != 0 } ? 1 : 0))
        }
        var sieve = LeafSieve(numbers: numbers)
        var multiples = [23, 29].map { LeafSieve.Multiple(of: $0, from: 0) }
        for segment in 0..<2 {
            let low = UInt64(segment * numbers)
            let last = low + UInt64(numbers) - 1
            sieve.reset(low: low, high: last + 1)
            let before8 = low == 0 ? 0 : PartialSieveTable.phi8(low - 1)
            var counting = LeafSieve.Counting()
            for n in stride(from: low, through: last, by: 997) {
                #expect(sieve.count(upTo: n, &counting) == PartialSieveTable.phi8(n) - before8)
            }
            #expect(sieve.total == PartialSieveTable.phi8(last) - before8)
            for i in multiples.indices { sieve.crossOff(&multiples[i]) }
            let before10 = low == 0 ? 0 : direct[Int(low) - 1]
            counting = LeafSieve.Counting()
            for n in stride(from: low, through: last, by: 997) {
                #expect(sieve.count(upTo: n, &counting) == direct[Int(n)] - before10)
            }
            #expect(sieve.total == direct[Int(last)] - before10)
        }
        // 13·q for q from ⌈1000/13⌉ = 77 → 77 is 7·11, coprime to 30: 1001.
        #expect(LeafSieve.Multiple(of: 13, from: 1000).bit == LeafSieve.bit(of: 1001))
    }

    /// φ(u, 8) from the table of φ(u, 6) against a direct count of the numbers free of 2 … 19.
    @Test func phi8CountsWhatThePrimesTo19Leave() {
        var direct: UInt64 = 0
        for u in UInt64(1)...120_000 {
            if [2, 3, 5, 7, 11, 13, 17, 19].allSatisfy({ u % $0 != 0 }) { direct += 1 }
            if u % 991 == 0 || u == 323 || u == 9_699 { #expect(PartialSieveTable.phi8(u) == direct) }
        }
        #expect(PartialSieveTable.phi8(0) == 0)
    }

    /// Cleared above 100, by hand: 101 and 293 are primes above it, gone; 97 stays (−97, one
    /// factor), 259 = 7·37 stays (7, two factors), 1 stays.
    @Test func factorTableClearsThePrimesAboveY() {
        var table = FactorTable(limit: 300)
        for p in PrimeMath.oddPrimes(upTo: 300) where p >= 7 { table.add(UInt64(p)) }
        table.clearFactors(above: 100)
        func entry(_ m: UInt64) -> Int32 { table.entries[FactorTable.index(of: m)] }
        #expect([entry(101), entry(293), entry(97), entry(259), entry(1)] == [0, 0, -97, 7, .max])
    }

    /// The cursor's count of the primes up to n, a word of bits at a time (P2's), against the
    /// same cursor's primes one at a time: steps within a word, across words and across its
    /// 31.5-million-number segments, and past the range's end.
    @Test func cursorCountsThePrimesItPasses() throws {
        let range = try PrimeRange(lo: 1_000_003, hi: 70_000_000)
        var listing = PrimeCursor(range)
        var counting = PrimeCursor(range)
        var next = listing.next()
        var n = range.lo
        var step: UInt64 = 1
        while n < range.hi + 1000 {
            n += step
            step = step * 7 % 40_000_003  // from a few numbers to tens of millions
            var passed: UInt64 = 0
            while next != 0 && next <= n {
                passed += 1
                next = listing.next()
            }
            #expect(counting.count(through: n) == passed)
        }
        #expect(counting.next() == 0)
    }

    /// π from the table against a count of the sieve's primes at every n up to 10^5.
    @Test func primePiTableAgreesWithTheSieve() throws {
        let limit: UInt64 = 100_000
        var primes: [UInt32] = [0]
        try PrimeRange(lo: 0, hi: limit).forEachPrimeBatch { primes += $0.map { UInt32($0) } }
        let table = PrimePiTable(sievingFrom: 0, to: limit)
        var count = 0
        var next = 1
        for n in UInt64(0)...limit {
            if next < primes.count && UInt64(primes[next]) == n { count += 1; next += 1 }
            if table[n] != count { Issue.record("π(\(n)): \(table[n]) ≠ \(count)"); return }
        }
        #expect(table[limit] == 9592)
    }

    /// A window's table counts from its own start: at every n of [128000, 300000] the primes
    /// the sieve lists from 128000 to n, and π(2^21) − π(2^20) = 155611 − 82025 (A007053) over
    /// [2^20, 2^21].
    @Test func windowedPrimePiTableCountsFromItsStart() throws {
        let limit: UInt64 = 300_000
        var primes: [UInt64] = []
        try PrimeRange(lo: 128_000, hi: limit).forEachPrimeBatch { primes += $0 }
        let window = PrimePiTable(sievingFrom: 128_000, to: limit)
        var count = 0
        for n in UInt64(128_000)...limit {
            if count < primes.count && primes[count] == n { count += 1 }
            if window[n] != count { Issue.record("n = \(n): \(window[n]) ≠ \(count)"); return }
        }
        #expect(window.primeCount == UInt64(primes.count))
        #expect(PrimePiTable(sievingFrom: 1 << 20, to: 1 << 21).primeCount == 155_611 - 82_025)
        #expect(PrimePiTable(sievingFrom: 0, to: 1 << 20).primeCount == 82_025)
    }

    /// Gourdon's parameters at 10^15, worked by hand: α_y = ln³(10^15)/5600 = 7.3575, so
    /// y = ⌊7.3575·10^5⌋ = 735,754, z = 2y, x* = max(⌊10^15^(1/4)⌋, ⌈10^15/y²⌉) =
    /// max(5623, 1848) = 5623, and the primes are listed to z (above √(x/x*) = 421,711).
    @Test func gourdonParametersAt10To15() {
        let x: UInt64 = 1_000_000_000_000_000
        let y = PrimeCounting.y(for: x)
        #expect(y == 735_754)
        #expect(LeafTables.z(x: x, y: y) == 1_471_508)
        #expect(LeafTables.xStar(x: x, y: y) == 5623)
        #expect(LeafTables.primeLimit(x: x, y: y) == 1_471_508)
    }
}
