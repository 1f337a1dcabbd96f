import Foundation
import ReckonCore
import ReckonEdge
import ReckonParallel

extension ToolJob {
    /// The job's work on the server: every core, progress as it goes, stopping when cancelled.
    var work: Job.Work {
        let threads = ProcessInfo.processInfo.activeProcessorCount
        switch self {
        case .primes(let request):
            return { cancellation, progress in
                if request.count {
                    return request.range.primeCount(
                        threads: threads, memoryLimit: threads * PrimeSieve.sharedMemoryLimit,
                        cancellation: cancellation, progress: progress)
                        .map { request.range.json(count: $0) }
                }
                return request.range.page(
                    size: request.pageSize, stoppingWhen: { cancellation.isCancelled }, progress: progress)?.json
            }
        case .dice(let simulation):
            return { cancellation, progress in
                simulation.tally(threads: threads, cancellation: cancellation, progress: progress)
                    .map { simulation.answer($0) }
            }
        }
    }
}
