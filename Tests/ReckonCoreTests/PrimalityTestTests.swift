import Testing
@testable import ReckonCore

@Suite struct PrimalityTestTests {
    /// Every number to 50,000 and around 2^32 against the sieve; the last 400 below 2^64
    /// against primesieve's list (a sieve there places every prime to 2^32: slow in debug).
    @Test func agreesWithTheSieve() throws {
        for (lo, hi) in [(UInt64(0), UInt64(50_000)), (4_294_947_296, 4_294_987_296)] {
            var sieved: [UInt64] = []
            try PrimeRange(lo: lo, hi: hi).forEachPrimeBatch { sieved.append(contentsOf: $0) }
            #expect((lo...hi).filter { PrimalityTest.isPrime($0) } == sieved, "\(lo)…\(hi)")
        }
        let below: [UInt64] = [363, 353, 323, 279, 257, 189, 179, 95, 83, 59]
        #expect((UInt64.max - 399...UInt64.max).filter { PrimalityTest.isPrime($0) } == below.map { 0 &- $0 })
    }

    /// Strong pseudoprimes to many bases (Jaeschke; Arnault; OEIS A014233), Carmichael numbers
    /// and their factors as coreutils' `factor` gives them: the composites are found, the
    /// factors are prime.
    @Test func strongPseudoprimesAreComposite() {
        let composites: [UInt128] = [561, 1105, 1729, 2047, 3277, 4033, 4681, 8321, 3_215_031_751,
                                     2_152_302_898_747, 3_474_749_660_383, 341_550_071_728_321,
                                     3_825_123_056_546_413_051, 318_665_857_834_031_151_167_461,
                                     3_317_044_064_679_887_385_961_981]
        for n in composites { #expect(!PrimalityTest.isPrime(n), "\(n)") }
        let factors: [UInt128] = [151, 751, 28351, 149_491, 747_451, 34_233_211, 10_670_053, 32_010_157,
                                  399_165_290_221, 798_330_580_441, 1_287_836_182_261, 2_575_672_364_521]
        for p in factors { #expect(PrimalityTest.isPrime(p), "\(p)") }
    }

    /// Baillie–PSW on every odd number below 100,000 with no factor to 53 (the filter the
    /// public test applies first) against the sieve: its base-2 pseudoprimes (2047, 3277, …) and
    /// strong Lucas pseudoprimes (5459, 5777, …) must each be caught by the other half.
    @Test func baillieWagstaffAgreesWithTheSieveOnSmallNumbers() throws {
        var sieved: Set<UInt64> = []
        try PrimeRange(lo: 0, hi: 100_000).forEachPrimeBatch { sieved.formUnion($0) }
        var n: UInt64 = 59
        while n < 100_000 {
            if [3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53].allSatisfy({ n % $0 != 0 }) {
                #expect(PrimalityTest.passesBaillieWagstaff(UInt128(n)) == sieved.contains(n), "\(n)")
            }
            n += 2
        }
    }

    /// Primes and composites above 2^64, from the literature (the Mersenne numbers; the least
    /// primes above 2^64 and below 2^128, OEIS A014210/A013603) and coreutils' `factor`.
    @Test func above64Bits() {
        let primes: [UInt128] = [18_446_744_073_709_551_629, UInt128(1) << 89 - 1, UInt128(1) << 107 - 1, UInt128(1) << 127 - 1,
                                 UInt128.max - 158, 618_970_019_642_690_137_449_562_111]
        for p in primes { #expect(PrimalityTest.isPrime(p), "\(p)") }
        for n in UInt128(18_446_744_073_709_551_616)...18_446_744_073_709_551_628 {
            #expect(!PrimalityTest.isPrime(n), "\(n)")
        }
        for n in (UInt128.max - 157)...UInt128.max { #expect(!PrimalityTest.isPrime(n), "\(n)") }
        // 2^101 − 1 = 7432339208719 · 341117531003194129; (2^61 − 1)², a square of a prime.
        #expect(!PrimalityTest.isPrime(UInt128(1) << 101 - 1))
        #expect(!PrimalityTest.isPrime(UInt128((1 << 61) - 1) * UInt128((1 << 61) - 1)))
    }
}
