import Hummingbird
import ReckonCore
import ReckonEdge

/// What the API answers when it cannot answer the request: a status and
/// `{"error":{"code":"not-finite","field":"b","message":"must be a finite number"}}`, the field
/// being the input's CLI name ("body" for the request as a whole, "jobs" for the job limit).
public struct APIError: HTTPResponseError, Equatable {
    public let status: HTTPResponse.Status
    public let error: ToolError

    public init(_ status: HTTPResponse.Status, _ code: ErrorCode, field: String, _ message: String) {
        self.status = status
        self.error = ToolError(status: status.code, code, field: field, message)
    }

    /// A tool call's failure (`ToolCall`, the jobs), with its status.
    public init(_ error: ToolError) {
        self.status = HTTPResponse.Status(code: error.status)
        self.error = error
    }

    /// `{"error":{"code":…,"field":…,"message":…}}`, also an SSE `error` event's data.
    public var json: String { error.json }

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
