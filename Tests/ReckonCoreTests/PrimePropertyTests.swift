import PropertyBased
import Testing
@testable import ReckonCore

@Suite struct PrimePropertyTests {
    static func isPrimeByTrialDivision(_ n: UInt64) -> Bool {
        if n < 2 { return false }
        var d: UInt64 = 2
        while d * d <= n {
            if n % d == 0 { return false }
            d += 1
        }
        return true
    }

    @Test func sieveEqualsTrialDivision() async {
        await propertyCheck(input: Gen.uint64(in: 0...3_000_000), Gen.uint64(in: 0...600)) { lo, width in
            let range = try PrimeRange(lo: lo, hi: lo + width)
            var sieved: [UInt64] = []
            range.forEachPrimeBatch { sieved.append(contentsOf: $0) }
            #expect(sieved == (lo...(lo + width)).filter(Self.isPrimeByTrialDivision))
        }
    }

    /// π(hi) − π(lo − 1) by the combinatorial method equals the sieve's count of [lo, hi], for
    /// random ranges up to 10^11 (the method's every part runs from about 2^20 on).
    @Test func primeCountingEqualsSieving() async {
        await propertyCheck(count: 25, input: Gen.uint64(in: 1...100_000_000_000), Gen.uint64(in: 0...1_000_000)) { lo, width in
            let range = try PrimeRange(lo: lo, hi: lo + width)
            var sieve = PrimeSieve(range)
            while !sieve.isFinished { sieve.count() }
            #expect(PrimeCounting.count(upTo: range.hi) &- PrimeCounting.count(upTo: lo - 1) == sieve.found)
        }
    }

    /// The rounded-up quotient that places sieving primes, at the top of its domain and on an
    /// exact multiple.
    @Test func quotientRoundedUpAtTheTop() {
        // Python: -(-(2**64 - 1) // 4294967291) = 4294967302; exact multiples stay exact.
        #expect(WheelSieve.quotientRoundedUp(.max, 4_294_967_291) == 4_294_967_302)
        #expect(WheelSieve.quotientRoundedUp(4_294_967_291 * 4_294_967_279, 4_294_967_291) == 4_294_967_279)
    }
}
