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
        if counter.method == .sieve, threads <= Self.sharingThreads, sharesSieve(among: threads, memoryLimit: memoryLimit) {
            return sharedSieveCount(threads: threads, cancellation: cancellation, progress: progress)
        }
        let parts = counter.method == .sieve ? parts(atMost: max(1, threads)) : [self]
        guard parts.count > 1 else {
            guard counter.run(threads: threads, cancellation: cancellation, progress: progress) else { return nil }
            return counter.count
        }
        final class Board: Sendable {
            let parts: Mutex<[(fraction: Double, count: UInt64)]>
            init(parts: Int) { self.parts = Mutex(Array(repeating: (0, 0), count: parts)) }
        }
        let board = Board(parts: parts.count)
        runOnThreads(parts.count, { index in
            let counter = PrimeCounter(parts[index], memoryLimit: memoryLimit / parts.count, method: .sieve)
            while !counter.isFinished, cancellation?.isCancelled != true {
                counter.step()
                let done = (counter.fractionDone, counter.count)
                board.parts.withLock { $0[index] = done }
            }
            let finished = (counter.isFinished ? 1 : counter.fractionDone, counter.count)
            board.parts.withLock { $0[index] = finished }
        }, polling: {
            progress(board.parts.withLock { $0.reduce(0) { $0 + $1.fraction } } / Double(parts.count))
        })
        guard cancellation?.isCancelled != true else { return nil }
        return board.parts.withLock { $0.reduce(0) { $0 + $1.count } }
    }

    /// The most threads that share one sieve (`SieveShare`): each walks every segment, skipping
    /// the others' with its small and medium primes and handing them a mask, which more threads
    /// would multiply.
    static let sharingThreads = 4

    /// The count of `threads` sieves that share the range (`SieveShare`), each on its thread.
    private func sharedSieveCount(
        threads: Int, cancellation: Cancellation?, progress: (Double) -> Void
    ) -> UInt64? {
        final class Board: Sendable {
            let sieves: Mutex<[(fraction: Double, count: UInt64)]>
            init(sieves: Int) { self.sieves = Mutex(Array(repeating: (0, 0), count: sieves)) }
        }
        let board = Board(sieves: threads)
        let exchange = MaskExchange(sieves: threads, cancellation: cancellation)
        let range = self
        runOnThreads(threads, { index in
            var sieve = PrimeSieve(range, share: exchange.share(index))
            while !sieve.isFinished, cancellation?.isCancelled != true {
                sieve.count()
                let done = (sieve.fractionDone, sieve.found)
                board.sieves.withLock { $0[index] = done }
            }
        }, polling: {
            progress(board.sieves.withLock { $0.reduce(0) { $0 + $1.fraction } } / Double(threads))
        })
        guard cancellation?.isCancelled != true else { return nil }
        return board.sieves.withLock { $0.reduce(0) { $0 + $1.count } }
    }
}
