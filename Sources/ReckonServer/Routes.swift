import Foundation
import Hummingbird
import ReckonEdge

extension Router {
    /// `POST path`: reads a JSON object with only `keys`, answers `answer`'s JSON (200). A
    /// value that breaks a rule (a `FieldError` from ReckonEdge, the same as the CLI's) is a 422.
    func tool(
        _ path: RouterPath, keys: Set<String>,
        answer: @escaping @Sendable (ToolInput) async throws -> String
    ) {
        post(path) { request, _ -> Response in
            let input = try await ToolInput.read(request, keys: keys)
            do {
                return .json(try await answer(input))
            } catch let error as FieldError {
                throw APIError(error)
            }
        }
    }
}

/// Runs blocking work (sieving, simulating, an exact distribution) on a thread of its own, so
/// neither the server's event loops nor Swift's concurrency pool wait for it.
func offloaded<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
