import ReckonCore

/// One tool's answer to one request: what `POST /api/<tool>` answers and what the wasm module's
/// `reckon_call` answers, byte for byte, because both run this code. The tools, their requests
/// and their answers are `Tool.all`'s entries (`Tool+Quadratic.swift` and the others, each
/// beside its tool's code); every answer is the CLI's `--json` for the same inputs.
///
/// `calc/press`, the calculator held between keys, is `ToolSession`'s: not a tool of the API.
public enum ToolCall {
    /// The tools `POST /api/<tool>` answers, from `Tool.all`.
    public static var postTools: [String] { names(.post) }
    /// The tools `GET /api/<tool>` answers, from `Tool.all`.
    public static var getTools: [String] { names(.get) }

    private static func names(_ method: Tool.Method) -> [String] {
        var names: [String] = []
        for tool in Tool.all where tool.method == method { names.append(tool.name) }
        return names
    }

    /// Whether a tool's direct answer may take long enough that a server must compute it away
    /// from the threads that answer other requests (`Tool.isSlow`: any price but `instant`).
    public static func isSlow(_ tool: String) -> Bool { Tool.named(tool)?.isSlow ?? false }

    /// The answer to `body` (ignored for `getTools`) for `tool`, with `catalog` as the ceiling
    /// catalog. A tool not among `tools` (every tool unless told: the first screens' module passes
    /// `Tool.firstScreens`, so that the linker keeps no other tool's code) is not found (404).
    public static func answer(tool: String, body: [UInt8], catalog: CeilingCatalog, among tools: [Tool] = Tool.all) -> ToolAnswer {
        do throws(ToolError) {
            guard let entry = Tool.named(tool, among: tools) else { throw ToolError(status: 404, .notFound, field: "path", "no such endpoint") }
            return ToolAnswer(status: 200, json: try entry.answer(body: body, catalog: catalog))
        } catch {
            return ToolAnswer(status: error.status, json: error.json)
        }
    }
}

/// A tool call's outcome: the HTTP status the API answers it with and the JSON text.
public struct ToolAnswer: Equatable, Sendable {
    public let status: Int
    public let json: String

    public init(status: Int, json: String) {
        self.status = status
        self.json = json
    }
}
