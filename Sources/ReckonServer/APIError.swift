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

    /// A value that breaks a tool's rule: 422, with the field and message the CLI prints after
    /// "reckon: ".
    public init(_ error: FieldError) {
        self.init(.unprocessableContent, field: error.field, error.message)
    }

    /// `{"error":{"field":…,"message":…}}`, also an SSE `error` event's data.
    public var json: String {
        var out = JSONWriter()
        out.beginObject()
        out.key("error")
        out.beginObject()
        out.field("field", field)
        out.field("message", message)
        out.endObject()
        out.endObject()
        return out.text
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        .json(json, status: status)
    }
}

extension Response {
    /// A JSON answer: `text` is already JSON (from ReckonEdge's writers, the same as the CLI's `--json`).
    static func json(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
