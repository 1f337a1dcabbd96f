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

    /// Both counting methods and listing agree wherever both apply.
    @Test func primeCountingEqualsSieving() async {
        await propertyCheck(input: Gen.uint64(in: 0...2_000_000)) { x in
            var sieve = PrimeSieve(try PrimeRange(lo: 0, hi: x))
            while !sieve.isFinished { sieve.count() }
            #expect(PrimeCounting.count(upTo: x) == sieve.found)
        }
    }

    /// The division-free remainder used for base primes equals `%` over its whole domain.
    @Test func remainderEqualsDivision() async {
        await propertyCheck(input: Gen.uint64(in: 0...(1 << 63 - 1)), Gen.uint64(in: 1...(1 << 32 - 1))) { n, p in
            #expect(OddSieve.remainder(n, p) == n % p)
        }
        #expect(OddSieve.remainder(1 << 63 - 1, 4_294_967_291) == 2_147_483_657)  // Python: (2**63-1) % 4294967291
    }
}
