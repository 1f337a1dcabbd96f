import ReckonCore
import Synchronization

extension PrimeRange {
    /// How many primes the range holds, counted on up to `threads` threads: a sieved range is
    /// shared by the threads' sieves where it has large primes to deal out (`sharesSieve`,
    /// `SieveShare`), else cut into parts that are each worth a thread's start-up
    /// (`parts(atMost:)`); prime counting shares its leaves' phases (`LeafWork`) and runs the
    /// rest on this thread.
    ///
    /// Blocks the calling thread, which calls `progress` with the fraction done. When
    /// `cancellation` is set, every sieve stops after its current step (a few milliseconds, or
    /// 10 ms of waiting for another's mask) and the answer is `nil`; either way this returns
    /// only after every thread has ended. The sieves share `memoryLimit` bytes (see
    /// `PrimeSieve`). `method` overrides the cost model's choice.
    public func primeCount(
        threads: Int, memoryLimit: Int = .max, method: PrimeCounter.Method? = nil, cancellation: Cancellation? = nil,
        progress: (Double) -> Void = { _ in }
    ) -> UInt64? {
        let counter = PrimeCounter(self, memoryLimit: memoryLimit, method: method)
        if counter.method == .sieve, sharesSieve(among: threads, memoryLimit: memoryLimit) {
            let exchange = MaskExchange(sieves: threads, cancellation: cancellation)
            let range = self
            return Self.count(on: threads, cancellation: cancellation, progress: progress) { index, report in
                var sieve = PrimeSieve(range, share: exchange.share(index), memoryLimit: memoryLimit)
                while !sieve.isFinished, cancellation?.isCancelled != true {
                    sieve.count()
                    report(sieve.fractionDone, sieve.found)
                }
            }
        }
        let parts = counter.method == .sieve ? parts(atMost: max(1, threads)) : [self]
        guard parts.count > 1 else {
            guard counter.run(threads: threads, cancellation: cancellation, progress: progress) else { return nil }
            return counter.count
        }
        return Self.count(on: parts.count, cancellation: cancellation, progress: progress) { index, report in
            let counter = PrimeCounter(parts[index], memoryLimit: memoryLimit / parts.count, method: .sieve, concurrent: true)
            while !counter.isFinished, cancellation?.isCancelled != true {
                counter.step()
                report(counter.fractionDone, counter.count)
            }
            report(counter.isFinished ? 1 : counter.fractionDone, counter.count)
        }
    }

    /// How many prime tuplets of `size` the range holds, found on up to `threads` threads, each
    /// taking a part of the range (`parts(atMost:)`, `TupletSieve(part:of:size:)`) in its share
    /// of `memoryLimit` bytes. Blocks and reports as `primeCount(threads:…)`; `nil` when cancelled.
    public func tupletCount(
        size: Int, threads: Int, memoryLimit: Int = .max, cancellation: Cancellation? = nil,
        progress: (Double) -> Void = { _ in }
    ) -> UInt64? {
        let parts = parts(atMost: max(1, threads))
        let range = self
        return Self.count(on: parts.count, cancellation: cancellation, progress: progress) { index, report in
            let sieve = TupletSieve(part: parts[index], of: range, size: size, memoryLimit: memoryLimit / parts.count)
            while !sieve.isFinished, cancellation?.isCancelled != true {
                sieve.step()
                report(sieve.fractionDone, sieve.count)
            }
            report(sieve.isFinished ? 1 : sieve.fractionDone, sieve.count)
        }
    }

    /// The sum of the counts of `threads` pieces of work, each on a thread of its own, which
    /// reports its fraction done and its count so far to `report` as it goes; `nil` when
    /// cancelled. `progress` gets the mean fraction about every 0.1 s.
    private static func count(
        on threads: Int, cancellation: Cancellation?, progress: (Double) -> Void,
        _ work: @escaping @Sendable (_ index: Int, _ report: (Double, UInt64) -> Void) -> Void
    ) -> UInt64? {
        final class Board: Sendable {
            let pieces: Mutex<[(fraction: Double, count: UInt64)]>
            init(pieces: Int) { self.pieces = Mutex(Array(repeating: (0, 0), count: pieces)) }
        }
        let board = Board(pieces: threads)
        runOnThreads(threads, { index in
            work(index) { fraction, count in board.pieces.withLock { $0[index] = (fraction, count) } }
        }, polling: {
            progress(board.pieces.withLock { $0.reduce(0) { $0 + $1.fraction } } / Double(threads))
        })
        guard cancellation?.isCancelled != true else { return nil }
        return board.pieces.withLock { $0.reduce(0) { $0 + $1.count } }
    }
}
