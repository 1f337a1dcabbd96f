import Foundation
import PropertyBased
import ReckonCore
import Synchronization
import Testing
@testable import ReckonParallel

/// Counts of ranges that several sieves share (`SieveShare`, `MaskExchange`): against
/// primesieve 11.0 (`primesieve lo hi -c`), against one sieve, and stopped midway.
@Suite struct SharedSieveTests {
    static func oneSieveCount(_ range: PrimeRange) -> UInt64 {
        var sieve = PrimeSieve(range)
        while !sieve.isFinished { sieve.count() }
        return sieve.found
    }

    /// Ranges where the large primes are a handful (√(4.4·10^12) is just above 2^21) and
    /// millions; ends that are not on a byte of the wheel; 2, 3 and 4 sieves, so that the runs
    /// of segments and the snake's order of the primes' blocks both wrap. (Near 10^18 and 2^64,
    /// hundreds of millions of primes to place, `scripts/bench` checks the shared counts
    /// against primesieve's: too slow for a debug build.)
    @Test(arguments: [
        (4_400_000_000_000, 4_400_400_000_000, UInt64(13_740_444), [2]),
        (10_000_000_000_007, 10_000_600_000_007, 20_046_460, [2, 3, 4]),
        (10_000_000_000_012_345, 10_000_000_400_006_789, 10_860_692, [2, 3]),
    ] as [(UInt64, UInt64, UInt64, [Int])])
    func sharedCountsMatchPrimesieve(lo: UInt64, hi: UInt64, expected: UInt64, threads: [Int]) throws {
        let range = try PrimeRange(lo: lo, hi: hi)
        for count in threads {
            #expect(range.sharesSieve(among: count))
            #expect(range.primeCount(threads: count, method: .sieve) == expected)
        }
    }

    /// Random ranges from 4.4·10^12 (√hi above the first prime over 2^21) to 10^15, each wide
    /// enough to be shared, counted by 2 to 4 sieves together and by one alone.
    @Test func sharedCountEqualsOneSieve() async {
        await propertyCheck(
            count: 6, input: Gen.uint64(in: 4_400_000_000_000...1_000_000_000_000_000),
            Gen.uint64(in: 510_000_000...700_000_000), Gen.int(in: 2...4)
        ) { lo, width, threads in
            let range = try PrimeRange(lo: lo, hi: lo + width)
            #expect(range.sharesSieve(among: threads))
            #expect(range.primeCount(threads: threads, method: .sieve) == Self.oneSieveCount(range))
        }
    }

    /// A range narrower than a run of segments for each sieve is split into parts instead, and
    /// one without large primes too (√hi = 2,097,164 is above 2^21 but below its next prime,
    /// 2,097,169); so is one whose primes do not fit the memory limit.
    @Test func sharingNeedsWidthLargePrimesAndRoom() throws {
        let belowFirstLarge = try PrimeRange(lo: 4_397_700_000_000, hi: 4_398_100_000_000)
        #expect(!belowFirstLarge.sharesSieve(among: 2))
        let narrow = try PrimeRange(lo: 10_000_000_000_000, hi: 10_000_200_000_000)
        #expect(!narrow.sharesSieve(among: 2))
        let low = try PrimeRange(lo: 1_000_000_000_000, hi: 1_010_000_000_000)
        #expect(!low.sharesSieve(among: 2))
        let high = try PrimeRange(lo: 1_000_000_000_000_000_000, hi: 1_000_000_010_000_000_000)
        #expect(high.sharesSieve(among: 2))
        #expect(!high.sharesSieve(among: 2, memoryLimit: 2 * PrimeSieve.sharedMemoryLimit))
        #expect(!high.sharesSieve(among: 1))
        #expect(high.sharesSieve(among: 4))
        #expect(!high.sharesSieve(among: 5))
    }

    /// Stopped midway, a shared count ends soon after, with no answer, whichever sieve was
    /// waiting for the other's mask. Alone it stops within a second of the cancel (its segments
    /// take milliseconds); the bound is 5 s of wall time, measured from the cancel, because a
    /// machine busy with other builds stretches every second (a run beside a wasm build took
    /// 2.8 s), and 5 s still tells a stop at the cancel from the 20 s of work left.
    @Test func cancelledSharedCountStops() throws {
        // About 20 s of work on two threads.
        let range = try PrimeRange(lo: 1_000_000_000_000_000, hi: 1_000_100_000_000_000)
        #expect(range.sharesSieve(among: 2))
        let cancellation = Cancellation()
        let cancelledAt = Mutex<Date?>(nil)
        let stopper = Thread {
            Thread.sleep(forTimeInterval: 0.5)
            cancelledAt.withLock { $0 = Date() }
            cancellation.cancel()
        }
        stopper.start()
        let count = range.primeCount(threads: 2, method: .sieve, cancellation: cancellation)
        let stopped = Date()
        #expect(count == nil)
        let cancelled = try #require(cancelledAt.withLock { $0 })
        #expect(stopped.timeIntervalSince(cancelled) < 5.0)
    }
}
