import Hummingbird
import ReckonCore
import ReckonEdge

/// Every tool's endpoint, answered by `ToolCall`, the code the wasm module runs too:
/// `POST /api/<tool>` for `ToolCall.postTools` (a JSON body of at most
/// `ToolInput.maximumBodyBytes`), `GET /api/<tool>` for `ToolCall.getTools`. The answers are
/// the CLI's `--json`; errors are `{"error":{"field","message"}}` with `ToolError`'s status.
///
/// One handler serves every tool of a method, made for each tool's path (`answer(_:)`,
/// `fixedAnswer(_:)`): `ToolCall` answers a tool by its name, so there is nothing a handler of
/// its own per tool would add — and a tool added to `ToolCall` gets its route with it.
struct ToolController<Context: RequestContext>: Sendable {
    /// The ceiling catalog the tools compute with.
    let catalog: CeilingCatalog

    /// Adds every tool's route to `group`, the group of `/api`.
    func addRoutes(to group: RouterGroup<Context>) {
        for tool in ToolCall.postTools {
            group.post(RouterPath(tool), use: answer(tool))
        }
        for tool in ToolCall.getTools {
            group.get(RouterPath(tool), use: fixedAnswer(tool))
        }
    }

    /// The handler of `POST /api/<tool>`: the body's answer, computed on `WorkPool` for the tools
    /// whose answer may take long (`ToolCall.isSlow`), so that the event loops stay free.
    func answer(_ tool: String) -> @Sendable (Request, Context) async throws -> Response {
        { [catalog] request, _ in
            let body = try await request.bodyBytes()
            guard ToolCall.isSlow(tool) else {
                return .json(ToolCall.answer(tool: tool, body: body, catalog: catalog))
            }
            return .json(try await WorkPool.shared.run { ToolCall.answer(tool: tool, body: body, catalog: catalog) })
        }
    }

    /// The handler of `GET /api/<tool>`: an answer that depends on nothing but the catalog,
    /// computed once, here.
    func fixedAnswer(_ tool: String) -> @Sendable (Request, Context) async throws -> Response {
        let answer = ToolCall.answer(tool: tool, body: [], catalog: catalog)
        return { _, _ in .json(answer) }
    }
}
