import PropertyBased
import Testing
@testable import ReckonCore

/// Narrow ranges found by testing each number (`PrimeCandidates`) rather than by the sieve.
@Suite struct PrimeCandidatesTests {
    private static func primes(_ lo: UInt64, _ hi: UInt64, testing: Bool) throws -> [UInt64] {
        var sieve = PrimeSieve(try PrimeRange(lo: lo, hi: hi), testing: testing)
        var primes: [UInt64] = []
        while !sieve.isFinished { sieve.list { primes.append(contentsOf: $0) } }
        #expect(sieve.found == UInt64(primes.count))
        return primes
    }

    /// The ten primes in the last 400 numbers below 2^64, as primesieve 11.0 lists them.
    @Test func theTopOf64Bits() throws {
        let below: [UInt64] = [363, 353, 323, 279, 257, 189, 179, 95, 83, 59]
        #expect(try Self.primes(.max - 399, .max, testing: true) == below.map { 0 &- $0 })
        #expect(try Self.primes(.max - 58, .max, testing: true) == [18_446_744_073_709_551_557])
    }

    /// Counts across many blocks of 2^16, as primesieve 11.0 gives them.
    @Test func countsOverBlocks() throws {
        var counter = PrimeCounter(try PrimeRange(lo: 4_294_967_296, hi: 4_295_167_296), method: .primalityTests)
        while !counter.isFinished { counter.step() }
        #expect(counter.count == 8972)
        counter = PrimeCounter(try PrimeRange(lo: 1_000_000_000_000, hi: 1_000_000_300_000), method: .primalityTests)
        while !counter.isFinished { counter.step() }
        #expect(counter.count == 10876)
    }

    /// Tested or sieved, the same primes, for random narrow ranges from 2^32 to 10^14.
    @Test func sameAsTheSieve() async {
        await propertyCheck(count: 40, input: Gen.uint64(in: 4_294_967_296...100_000_000_000_000), Gen.uint64(in: 0...140_000)) { lo, width in
            #expect(try! Self.primes(lo, lo + width, testing: true) == Self.primes(lo, lo + width, testing: false))
        }
    }

    /// Below 2^32 the sieve is used whatever is asked; the model tests the top's narrow ranges
    /// and sieves wide or low ones.
    @Test func whichWay() throws {
        #expect(try Self.primes(4_294_967_200, 4_294_967_400, testing: true) == [4_294_967_231, 4_294_967_279, 4_294_967_291, 4_294_967_311, 4_294_967_357, 4_294_967_371, 4_294_967_377, 4_294_967_387, 4_294_967_389])
        #expect(try PrimeRange(lo: .max - 58, hi: .max).testsCandidates(span: 59))
        #expect(try PrimeRange(lo: 1_000_000_000_000_000_000, hi: 1_000_000_000_000_000_100).testsCandidates(span: 101))
        #expect(try !PrimeRange(lo: 1_000_000_000_000, hi: 1_000_010_000_000).testsCandidates(span: 1e7))
        #expect(try !PrimeRange(lo: .max - 10_000_000_000, hi: .max).testsCandidates(span: 1e10))
        #expect(try !PrimeRange(lo: 1000, hi: 2000).testsCandidates(span: 1001))
    }
}
