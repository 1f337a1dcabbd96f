import Testing
@testable import ReckonCore

@Suite struct NthPrimeTests {
    /// From `primecount --nth-prime n` (primecount 7.6); the first five by hand. 82025 and 82026
    /// straddle 2^20, where π starts to be counted rather than sieved.
    @Test(arguments: [
        (1, 2), (2, 3), (3, 5), (4, 7), (5, 11), (6, 13), (10, 29), (1000, 7919),
        (82025, 1_048_573), (82026, 1_048_583), (1_000_000, 15_485_863),
        (123_456_789, 2_543_568_463), (1_000_000_000, 22_801_763_489), (4_294_967_296, 104_484_802_057),
    ] as [(UInt64, UInt64)])
    func findsTheNthPrime(n: UInt64, prime: UInt64) {
        #expect(NthPrime.find(n) == prime)
    }

    /// R⁻¹(n) lands within the margin of p_n, so the start below it does not overshoot.
    @Test(arguments: [
        (1_000_000_000, 22_801_763_489), (10_000_000_000, 252_097_800_623),
    ] as [(UInt64, UInt64)])
    func estimateIsWithinTheMargin(n: UInt64, prime: UInt64) {
        let estimate = NthPrime.estimate(n)
        let distance = estimate > prime ? estimate - prime : prime - estimate
        #expect(distance < NthPrime.margin(near: estimate))
    }

    @Test func progressRisesToOne() {
        let finder = NthPrime(1_000_000_000)
        var last = finder.fractionDone
        #expect(last == 0)
        while !finder.isFinished {
            finder.step()
            #expect(finder.fractionDone >= last)
            last = finder.fractionDone
        }
        #expect(last == 1)
        #expect(finder.prime == 22_801_763_489)
    }

    /// The largest n is π(2^64 − 1); finding it costs π near 2^64, six minutes: priced, not run.
    @Test func pricesTheLargestN() {
        #expect(NthPrime.largestN == 425_656_284_035_217_743)
        #expect(NthPrime.estimate(NthPrime.largestN) > 18_000_000_000_000_000_000)
        #expect(NthPrime.cost(NthPrime.largestN).seconds > 300)
        #expect(NthPrime.cost(1_000_000).seconds < 0.01)
    }
}
