import Foundation

/// Runs blocking work (sieving, simulating, an exact distribution) on a thread of its own, so
/// neither the server's event loops nor Swift's concurrency pool wait for it.
func offloaded<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
