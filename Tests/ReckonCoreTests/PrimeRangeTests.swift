import Testing
@testable import ReckonCore

@Suite struct PrimeRangeTests {
    @Test func loAboveHiIsRefusedNamingLo() {
        #expect(throws: PrimeRangeError.loAboveHi(lo: 20, hi: 10)) { try PrimeRange(lo: 20, hi: 10) }
        #expect(PrimeRangeError.loAboveHi(lo: 20, hi: 10).line == "lo: must be at most hi (10), not 20")
    }

    @Test func everyUInt64IsAValidEnd() throws {
        let whole = try PrimeRange(lo: 0, hi: .max)
        #expect(whole.lo == 0 && whole.hi == .max)
        #expect(try PrimeRange(lo: 7, hi: 7).lo == 7)
    }

    @Test func partsAreConsecutiveAndCoverTheRange() throws {
        for (lo, hi, count) in [(UInt64(0), UInt64.max, 7), (5, 1_000_000_000_000, 2), (Self.e18, .max, 4096)] {
            let range = try PrimeRange(lo: lo, hi: hi)
            let parts = range.parts(atMost: count)
            #expect(parts.count == count)
            #expect(parts.first?.lo == lo)
            #expect(parts.last?.hi == hi)
            for (a, b) in zip(parts, parts.dropFirst()) { #expect(a.hi + 1 == b.lo) }
        }
    }

    /// 1000 numbers are not worth two threads: each part would sieve with the same base primes.
    @Test func narrowRangesStayWhole() throws {
        let range = try PrimeRange(lo: Self.e18, hi: Self.e18 + 1000)
        #expect(range.parts(atMost: 8) == [range])
        #expect(range.parts(atMost: 0) == [range])
    }

    /// A part is worth a thread when its sieving takes at least twice its placing of the
    /// sieving primes (the cost model, by hand): at 10^18, 5.1·10^7 primes to 10^9 at 23 ns =
    /// 1.17 s against 2.04 ns a number, so parts of 1.15·10^9 numbers or more: 8 in 10^10
    /// numbers, none in 10^8; near 2^64, 2.0·10^8 primes = 4.69 s against 2.35 ns, so parts of
    /// 4.0·10^9: 2 in 10^10 numbers.
    @Test func partsAreWorthTheirPlacing() throws {
        #expect(try PrimeRange(lo: Self.e18, hi: Self.e18 + 10_000_000_000).parts(atMost: 64).count == 8)
        #expect(try PrimeRange(lo: Self.e18, hi: Self.e18 + 100_000_000).parts(atMost: 64).count == 1)
        #expect(try PrimeRange(lo: UInt64.max - 9_999_999_999, hi: .max).parts(atMost: 64).count == 2)
    }

    /// The parts' counts add up: `primesieve 0 4294967295 -c` = 203280221.
    @Test func partsCountsAddUp() throws {
        let parts = try PrimeRange(lo: 0, hi: 4_294_967_295).parts(atMost: 3)
        #expect(parts.count == 3)
        #expect(parts.map { $0.primeCount() }.reduce(0, +) == 203_280_221)
    }

    static let e18: UInt64 = 1_000_000_000_000_000_000
}
