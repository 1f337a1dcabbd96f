import Hummingbird
import NIOCore
import ReckonCore
import ReckonEdge

/// Every tool's endpoint, answered by `ToolCall`, the code the wasm module runs too:
/// `POST /api/<tool>` for `ToolCall.postTools` (a JSON body of at most
/// `ToolInput.maximumBodyBytes`), `GET /api/<tool>` for `ToolCall.getTools`. The answers are
/// the CLI's `--json`; errors are `{"error":{"field","message"}}` with `ToolError`'s status.
enum ToolRoutes {
    static func add(to router: Router<some RequestContext>, catalog: CeilingCatalog) {
        for tool in ToolCall.postTools {
            router.post(RouterPath("/api/" + tool)) { request, _ -> Response in
                let body = try await request.bodyBytes()
                guard ToolCall.isSlow(tool) else {
                    return .json(ToolCall.answer(tool: tool, body: body, catalog: catalog))
                }
                return .json(try await WorkPool.shared.run { ToolCall.answer(tool: tool, body: body, catalog: catalog) })
            }
        }
        for tool in ToolCall.getTools {
            // Answers that depend on nothing but the catalog: computed once.
            let answer = ToolCall.answer(tool: tool, body: [], catalog: catalog)
            router.get(RouterPath("/api/" + tool)) { _, _ -> Response in .json(answer) }
        }
    }
}

extension Request {
    /// The body, which `RequestPolicyMiddleware` has read whole and held to its limit.
    func bodyBytes() async throws -> [UInt8] {
        Array(try await body.collect(upTo: .max).readableBytesView)
    }
}
