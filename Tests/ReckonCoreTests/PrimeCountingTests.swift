import Testing
@testable import ReckonCore

@Suite struct PrimeCountingTests {
    /// π(10^k), k = 0…12, from `primesieve 1e<k> -c` (primesieve 11.0).
    static let piOfPowersOf10: [UInt64] = [
        0, 4, 25, 168, 1229, 9592, 78498, 664579, 5761455, 50847534, 455052511, 4118054813,
        37607912018,
    ]

    @Test(arguments: 0...12)
    func countsUpToAPowerOf10(k: Int) {
        var x: UInt64 = 1
        for _ in 0..<k { x *= 10 }
        #expect(PrimeCounting.count(upTo: x) == Self.piOfPowersOf10[k])
    }

    /// sympy: primepi(2**42) = 156661034233, and 2**42 is even, so π(2^42 − 1) is the same.
    @Test func countsUpToTheLimit() {
        #expect(PrimeCounting.limit == 4_398_046_511_104)
        #expect(PrimeCounting.count(upTo: PrimeCounting.limit) == 156_661_034_233)
        #expect(PrimeCounting.count(upTo: PrimeCounting.limit - 1) == 156_661_034_233)
    }

    @Test func refusesAboveTheLimit() {
        #expect(PrimeCounting(upTo: PrimeCounting.limit + 1) == nil)
        #expect(PrimeCounting.count(upTo: UInt64.max) == nil)
    }

    /// Hand-counted: no primes below 2; 2; 2, 3; 2, 3 (4 is not prime); 2, 3, 5.
    @Test func smallestValues() {
        #expect([0, 1, 2, 3, 4, 5].map { PrimeCounting.count(upTo: $0) } == [0, 0, 1, 2, 2, 3])
    }

    @Test func progressRisesToOneInSteps() {
        var counting = PrimeCounting(upTo: 10_000_000_000)!
        var last = counting.fractionDone
        #expect(last == 0)
        var steps = 0
        while !counting.isFinished {
            counting.step()
            #expect(counting.fractionDone >= last)
            last = counting.fractionDone
            steps += 1
        }
        #expect(steps > 1)
        #expect(last == 1)
        #expect(counting.count == 455_052_511)  // primesieve 1e10 -c
    }

    /// [10^9, 2·10^9] is counted as π(2·10^9) − π(10^9 − 1); the count is `primesieve 1e9 2e9 -c`.
    @Test func counterChoosesPrimeCountingForWideLowRanges() throws {
        let range = try PrimeRange(lo: 1_000_000_000, hi: 2_000_000_000)
        #expect(PrimeCounter.method(for: range) == .primeCounting)
        var counter = PrimeCounter(range)
        #expect(counter.method == .primeCounting)
        while !counter.isFinished { counter.step() }
        #expect(counter.count == 47_374_753)
    }

    /// `primesieve 1e12 1000000001000 -c` = 37: narrow ranges are sieved.
    @Test func counterSievesNarrowRanges() throws {
        let range = try PrimeRange(lo: 1_000_000_000_000, hi: 1_000_000_001_000)
        #expect(PrimeCounter.method(for: range) == .sieve)
        #expect(PrimeCounter(range).method == .sieve)
        #expect(range.primeCount() == 37)
    }

    /// Beyond 2^42 (PrimeCounting.limit) only the sieve counts, however wide the range.
    @Test func counterSievesBeyondPrimeCountingsLimit() throws {
        let range = try PrimeRange(lo: 0, hi: 1 << 43)
        #expect(PrimeCounter.method(for: range) == .sieve)
        #expect(PrimeCounter.method(for: try PrimeRange(lo: 0, hi: 1 << 42)) == .primeCounting)
    }
}
