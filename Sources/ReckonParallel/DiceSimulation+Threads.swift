import ReckonCore
import Synchronization

extension DiceSimulation {
    /// Rolls every chunk on up to `threads` threads, each into its own tally, and adds the
    /// tallies: integer counts, so neither the order nor the number of threads changes the result.
    ///
    /// Blocks the calling thread, which calls `progress` with the fraction of chunks done about
    /// every 0.1 s. When `cancellation` is set, each thread stops within its current block of 4096
    /// trials and the answer is `nil`; either way this returns only after every thread has ended.
    public func tally(
        threads: Int, cancellation: Cancellation? = nil, progress: (Double) -> Void = { _ in }
    ) -> DiceTally? {
        final class Work: Sendable {
            let nextChunk = Atomic<Int64>(0)
            let chunksDone = Atomic<Int64>(0)
            let tallies = Mutex<[DiceTally]>([])
        }
        let work = Work()
        let chunks = chunkCount
        runOnThreads(Int(min(Int64(max(1, threads)), chunks)), { _ in
            var tally = self.emptyTally()
            while cancellation?.isCancelled != true {
                let k = work.nextChunk.add(1, ordering: .relaxed).oldValue
                guard k < chunks else { break }
                guard self.roll(chunk: k, into: &tally, stoppingWhen: { cancellation?.isCancelled == true })
                else { break }
                work.chunksDone.add(1, ordering: .relaxed)
            }
            work.tallies.withLock { $0.append(tally) }
        }, polling: {
            progress(Double(work.chunksDone.load(ordering: .relaxed)) / Double(chunks))
        })
        guard cancellation?.isCancelled != true else { return nil }
        return work.tallies.withLock { tallies in
            var total = emptyTally()
            for tally in tallies { total.add(tally) }
            return total
        }
    }
}
