import Hummingbird
import ReckonEdge

/// What the API answers when it cannot answer the request: a status and
/// `{"error":{"field":"b","message":"must be a finite number"}}`, the field being the input's
/// CLI name ("body" for the request as a whole, "jobs" for the job limit).
public struct APIError: HTTPResponseError, Equatable {
    public let status: HTTPResponse.Status
    public let field: String
    public let message: String

    public init(_ status: HTTPResponse.Status, field: String, _ message: String) {
        self.status = status
        self.field = field
        self.message = message
    }

    /// A tool call's failure (`ToolCall`, the jobs), with its status.
    public init(_ error: ToolError) {
        self.init(HTTPResponse.Status(code: error.status), field: error.field, error.message)
    }

    /// `{"error":{"field":…,"message":…}}`, also an SSE `error` event's data.
    public var json: String { ToolError(status: status.code, field: field, message).json }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        .json(json, status: status)
    }
}

extension Response {
    /// A tool's answer with its status.
    static func json(_ answer: ToolAnswer) -> Response {
        .json(answer.json, status: HTTPResponse.Status(code: answer.status))
    }

    /// A JSON document the server holds as bytes (the OpenAPI document, a catalog file), sent
    /// `no-cache`: clients ask again each time, since a restart may serve other bytes there.
    static func jsonDocument(_ bytes: ByteBuffer) -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: bytes))
    }

    /// A JSON answer: `text` is already JSON (from ReckonEdge's writers, the same as the CLI's `--json`).
    static func json(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
