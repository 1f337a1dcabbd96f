import Foundation
import ReckonCore
import ReckonEdge
import ReckonParallel

extension ToolJob {
    /// The job's work on the server: every core, progress as it goes, stopping when cancelled.
    /// The server's share of what each `JobKind` does; what it does in the page's workers is its
    /// input's `JobInput` conformance, in ReckonEdge, which has no threads.
    var work: Job.Work {
        let threads = ProcessInfo.processInfo.activeProcessorCount
        switch self {
        case .primes(let request):
            return { cancellation, progress in
                switch request.query {
                case .count(let range):
                    return range.primeCount(
                        threads: threads, memoryLimit: threads * PrimeSieve.sharedMemoryLimit,
                        cancellation: cancellation, progress: progress)
                        .map { range.json(count: $0) }
                case .page(let range, let size):
                    return range.page(
                        size: size, stoppingWhen: { cancellation.isCancelled }, progress: progress)?.json
                case .tupletCount(let range, let k):
                    return range.tupletCount(
                        size: k, threads: threads, memoryLimit: threads * PrimeSieve.sharedMemoryLimit,
                        cancellation: cancellation, progress: progress)
                        .map { range.json(count: $0, tuplets: k) }
                case .tupletPage(let range, let k, let size):
                    return range.tupletPage(
                        size: k, pageSize: size, stoppingWhen: { cancellation.isCancelled }, progress: progress)?.json
                case .next(let n):
                    return PrimeNeighbor.json("next", n, PrimeNeighbor.next(after: n))
                case .previous(let n):
                    return PrimeNeighbor.json("prev", n, PrimeNeighbor.previous(before: n))
                case .nth(let n):
                    let finder = NthPrime(n)
                    guard finder.run(threads: threads, cancellation: cancellation, progress: progress) else { return nil }
                    return NthPrime.json(n: n, prime: finder.prime)
                }
            }
        case .factor(let request):
            return { cancellation, progress in
                let factoring = Factoring(request.n)
                while !factoring.isFinished {
                    if cancellation.isCancelled { return nil }
                    factoring.step()
                    progress(factoring.fractionDone)
                }
                return factoring.json
            }
        case .dice(let simulation):
            return { cancellation, progress in
                simulation.tally(threads: threads, cancellation: cancellation, progress: progress)
                    .map { simulation.answer($0) }
            }
        }
    }
}
