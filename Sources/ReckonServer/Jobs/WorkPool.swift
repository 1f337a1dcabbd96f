import Foundation
import Synchronization

/// Where CPU-heavy direct answers run (sieving, simulating, exact distributions, long
/// calculator traces, plots): at most `threads` at once, each on a thread of its own, never on
/// the event loops that answer every other request; at most `maximumWaiting` more wait their turn
/// (without holding a thread), and beyond that a request is refused at once with 503.
///
/// `threads` defaults to one less than the cores, so a core stays free for the event loops:
/// `GET /api/emotions` or `POST /api/tip` keep answering in milliseconds while the worst direct
/// requests queue up (16 exact 1000d200 distributions once held both cores for a minute).
final class WorkPool: Sendable {
    let threads: Int
    let maximumWaiting: Int

    private struct State {
        var running = 0
        var waiting: [CheckedContinuation<Bool, Never>] = []
    }

    private let state = Mutex(State())

    init(threads: Int = max(1, ProcessInfo.processInfo.activeProcessorCount - 1), maximumWaiting: Int = 64) {
        self.threads = threads
        self.maximumWaiting = maximumWaiting
    }

    static let shared = WorkPool()

    /// `work`'s result, computed on a pool thread once one is free; 503 when too many wait.
    func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async throws(APIError) -> T {
        let admitted = await withCheckedContinuation { (turn: CheckedContinuation<Bool, Never>) in
            let now: Bool? = state.withLock { state in
                if state.running < threads {
                    state.running += 1
                    return true
                }
                guard state.waiting.count < maximumWaiting else { return false }
                state.waiting.append(turn)
                return nil
            }
            if let now { turn.resume(returning: now) }
        }
        guard admitted else {
            throw APIError(
                .serviceUnavailable, .busy, field: "server",
                "is busy: \(threads) long answers are running and \(maximumWaiting) waiting; try again shortly, or start a job")
        }
        let result = await withCheckedContinuation { (done: CheckedContinuation<T, Never>) in
            Thread { done.resume(returning: work()) }.start()
        }
        release()
        return result
    }

    /// A thread is free: the longest-waiting request takes it over, or it goes back to the pool.
    private func release() {
        let next: CheckedContinuation<Bool, Never>? = state.withLock { state in
            if state.waiting.isEmpty {
                state.running -= 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume(returning: true)
    }
}
