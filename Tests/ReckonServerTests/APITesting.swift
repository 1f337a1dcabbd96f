import Hummingbird
import HummingbirdTesting
import ReckonServer

/// Runs `test` against the real router (no network), with `jobs` as the server's registry and
/// `web` as its web app.
func withAPI<T: Sendable>(
    jobs: JobRegistry = JobRegistry(), web: WebAssets = .none,
    _ test: @Sendable (any TestClientProtocol) async throws -> T
) async throws -> T {
    try await Application(router: ReckonAPI.router(jobs: jobs, web: web)).test(.router, test)
}

extension TestClientProtocol {
    /// POSTs `body` as JSON.
    func post(_ uri: String, _ body: String) async throws -> TestResponse {
        try await execute(
            uri: uri, method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: body))
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }
}
