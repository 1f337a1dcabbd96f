import Testing
@testable import ReckonCore

@Suite struct PrimeSieveTests {
    static func primes(_ lo: UInt64, _ hi: UInt64) throws -> [UInt64] {
        var all: [UInt64] = []
        try PrimeRange(lo: lo, hi: hi).forEachPrimeBatch { all.append(contentsOf: $0) }
        return all
    }

    static func sieveCount(_ lo: UInt64, _ hi: UInt64) throws -> UInt64 {
        var sieve = PrimeSieve(try PrimeRange(lo: lo, hi: hi))
        while !sieve.isFinished { sieve.count() }
        return sieve.found
    }

    /// The primes below 100, from any table (there are 25).
    @Test func primesBelow100() throws {
        #expect(try Self.primes(0, 100) == [
            2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97,
        ])
    }

    /// Ranges of one number, and the ends of the small-prime pattern (3…13 are primes, 1 is not).
    @Test func tinyRanges() throws {
        #expect(try Self.primes(0, 0) == [])
        #expect(try Self.primes(0, 1) == [])
        #expect(try Self.primes(1, 1) == [])
        #expect(try Self.primes(2, 2) == [2])
        #expect(try Self.primes(2, 3) == [2, 3])
        #expect(try Self.primes(4, 4) == [])
        #expect(try Self.primes(13, 13) == [13])
        #expect(try Self.primes(3, 15) == [3, 5, 7, 11, 13])
        #expect(try Self.primes(289, 289) == [])  // 17², the first square the pattern leaves
    }

    /// `primesieve 1e18 1000000000000001000 -p` (primesieve 11.0): 23 primes.
    @Test func primesJustAbove10To18() throws {
        let e18: UInt64 = 1_000_000_000_000_000_000
        #expect(try Self.primes(e18, e18 + 1000) == [
            3, 9, 31, 79, 177, 183, 201, 283, 381, 387, 507, 523, 583, 603, 619, 621, 799, 841, 861,
            877, 913, 931, 997,
        ].map { e18 + $0 })
    }

    /// `primesieve 18446744073709551000 18446744073709551615 -p`: the top of the range, where the
    /// largest prime below 2^64 is 18446744073709551557 (2^64 − 59).
    @Test func primesAtTheTopOfUInt64() throws {
        let top = try Self.primes(18_446_744_073_709_551_000, .max)
        #expect(top == [
            18446744073709551113, 18446744073709551163, 18446744073709551191, 18446744073709551253,
            18446744073709551263, 18446744073709551293, 18446744073709551337, 18446744073709551359,
            18446744073709551427, 18446744073709551437, 18446744073709551521, 18446744073709551533,
            18446744073709551557,
        ])
    }

    /// `primesieve 1e8 -c` = 5761455, by the sieve itself (PrimeCounter would not sieve here).
    @Test func sievesUpTo10To8() throws {
        #expect(try Self.sieveCount(0, 100_000_000) == 5_761_455)
    }

    /// `primesieve 1e11 100150000000 -c` = 5921881: ten segments, medium primes.
    @Test func sievesAcrossSegments() throws {
        #expect(try Self.sieveCount(100_000_000_000, 100_150_000_000) == 5_921_881)
    }

    /// `primesieve 44000000000000 44000200000000 -c` = 6366325: √hi = 6,633,264 makes the
    /// buckets' ring 4 segments, while a large prime's widest step on `Wheel210` (gap 10, a
    /// third of p in bytes) reaches 5 segments ahead, past the ring's end.
    @Test func largePrimesStepWithinTheRing() throws {
        #expect(try Self.sieveCount(44_000_000_000_000, 44_000_200_000_000) == 6_366_325)
    }

    /// `primesieve 1e15 1000000100000000 -c` = 2893937, with large primes in buckets: the same
    /// count in one window as in windows held to 4 MiB, which each place the sieving primes anew.
    @Test func windowsCountTheSame() throws {
        let range = try PrimeRange(lo: 1_000_000_000_000_000, hi: 1_000_000_100_000_000)
        for limit in [Int.max, 4 << 20] {
            var sieve = PrimeSieve(range, memoryLimit: limit)
            while !sieve.isFinished { sieve.count() }
            #expect(sieve.found == 2_893_937)
        }
        #expect(PrimeSieve.windowWidth(for: range, memoryLimit: .max) == 0)
        #expect(PrimeSieve.windowWidth(for: range, memoryLimit: 4 << 20) > 0)
    }

    /// A window is the widest whole number of segments whose estimate fits the limit, and the
    /// estimate bounds what the buckets took (measured on the sieve itself).
    @Test func windowsKeepToTheMemoryLimit() throws {
        let top = try PrimeRange(lo: .max - 10_000_000_000, hi: .max)
        let width = PrimeSieve.windowWidth(for: top, memoryLimit: PrimeSieve.sharedMemoryLimit)
        let segment = UInt64(30 * WheelSieve.segmentBytes)
        #expect(width > 0 && width % segment == 0)
        let limit = Double(PrimeSieve.sharedMemoryLimit)
        let held = PrimeSieve.sharedMemoryLimit
        #expect(PrimeSieve.memory(width: Double(width), top: Double(UInt64.max), memoryLimit: held) <= limit)
        #expect(PrimeSieve.memory(width: Double(width + segment), top: Double(UInt64.max), memoryLimit: held) > limit)
        // Held to 64 MiB, the 2048 buckets near 2^64 take pages, not 16 KiB blocks.
        #expect(WheelSieve.largeBlockBytes(slots: WheelSieve.ringSlots(root: 1 << 32), memoryLimit: held) == 4096)
        #expect(WheelSieve.largeBlockBytes(slots: WheelSieve.ringSlots(root: 1 << 32), memoryLimit: .max) == 16384)
        var sieve = WheelSieve(try PrimeRange(lo: 1_000_000_000_000_000, hi: 1_000_000_100_000_000))
        while !sieve.isFinished { sieve.count() }
        #expect(sieve.bucketBytes > 0)
        #expect(Double(sieve.bucketBytes) <= PrimeSieve.memory(width: 100_000_001, top: 1e15 + 1e8))
    }

    /// On Linux a segment of 512 KiB to 2 MiB takes a whole 2 MiB huge page, aligned to it, and
    /// a shorter one (or a shared sieve's) only its bytes; the estimate counts the page.
    @Test func segmentsTakeHugePages() {
        #expect(SieveSegment.footprint(1 << 20) == 2 << 20)
        #expect(SieveSegment.footprint(1 << 19) == 2 << 20)
        #expect(SieveSegment.footprint((1 << 19) - 1) == (1 << 19) - 1)
        let segment = SieveSegment(count: 1 << 20, onHugePage: true)
        #expect(UInt(bitPattern: segment.bytes.baseAddress) % (2 << 20) == 0)
        #expect(segment.bytes.count == 1 << 20 && segment.bytes.allSatisfy { $0 == 0 })
        #expect(PrimeSieve.memory(width: 16, top: 16) == 2 * Double(2 << 20))
    }

    /// sympy: prevprime(2**32) = 4294967291, nextprime(2**32) = 4294967311.
    @Test func aroundTwoTo32() throws {
        #expect(try Self.primes(4_294_967_280, 4_294_967_320) == [4_294_967_291, 4_294_967_311])
    }

    @Test func progressRisesToOne() throws {
        var sieve = PrimeSieve(try PrimeRange(lo: 0, hi: 10_000_000))
        var last = sieve.fractionDone
        #expect(last < 0.1)
        while !sieve.isFinished {
            sieve.count()
            #expect(sieve.fractionDone >= last)
            last = sieve.fractionDone
        }
        #expect(last == 1)
        #expect(sieve.found == 664_579)  // primesieve 1e7 -c
    }

    /// Listing and counting may be mixed piece by piece; listed batches stay in order and small.
    @Test func batchesAreOrderedAndBounded() throws {
        var sieve = PrimeSieve(try PrimeRange(lo: 0, hi: 100_000_000))
        var previous: UInt64 = 0
        var listed: UInt64 = 0
        var pieces = 0
        while !sieve.isFinished {
            pieces += 1
            if pieces % 2 == 0 {
                sieve.count()
                continue
            }
            sieve.list { batch in
                #expect(batch.count <= PrimeSieve.batchLimit)
                for p in batch {
                    #expect(p > previous)
                    previous = p
                }
                listed += UInt64(batch.count)
            }
        }
        #expect(pieces > 2)
        #expect(sieve.found == 5_761_455)  // primesieve 1e8 -c
        #expect(listed < sieve.found)
    }

    /// The large primes' blocks of a shared sieve: together the shares' blocks cover every
    /// number from 2^21 + 1 to √hi once, 16 blocks a share, each share's in ascending order.
    @Test func sharesDealEveryLargePrimeOnce() {
        for (count, root) in [(2, UInt64(4_294_967_295)), (3, 1_000_000_000), (4, 2_097_600)] {
            var covered: [(UInt64, UInt64)] = []
            for index in 0..<count {
                let share = SieveShare(index: index, count: count, handOver: { _, _ in true }, takeIn: { _, _ in true })
                let blocks = share.largePrimeBlocks(upTo: root, width: 1e10)
                #expect(zip(blocks, blocks.dropFirst()).allSatisfy { $0.hi < $1.lo })
                #expect(blocks.count <= 16)
                covered += blocks.map { ($0.lo, $0.hi) }
            }
            covered.sort { $0.0 < $1.0 }
            #expect(covered.first?.0 == 2_097_153)
            #expect(covered.last?.1 == root)
            #expect(zip(covered, covered.dropFirst()).allSatisfy { $0.1 + 1 == $1.0 })
        }
    }
}
