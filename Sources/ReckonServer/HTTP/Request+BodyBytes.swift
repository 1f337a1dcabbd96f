import Hummingbird

extension Request {
    /// The body, which `RequestPolicyMiddleware` has read whole and held to its limit.
    func bodyBytes() async throws -> [UInt8] {
        Array(try await body.collect(upTo: .max).readableBytesView)
    }
}
