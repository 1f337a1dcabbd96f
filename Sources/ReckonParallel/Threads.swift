import Dispatch
import Foundation

/// Runs `body(0)`, …, `body(count − 1)`, each on a thread of its own, and blocks the caller until
/// all have returned, calling `poll` about every 0.1 s meanwhile (for a progress bar or event).
///
/// Dedicated threads rather than the shared Dispatch pool: long work there would starve the
/// server's own tasks.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void, polling poll: () -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread {
            defer { group.leave() }
            body(index)
        }.start()
    }
    while group.wait(timeout: .now() + .milliseconds(100)) == .timedOut { poll() }
}
