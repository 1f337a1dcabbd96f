/// Why a tool call has no answer: the HTTP status the API gives it and
/// `{"error":{"field":"b","message":"must be a finite number"}}`, the field being the input's
/// CLI name ("body" for the request as a whole, "path" for an unknown tool).
///
/// The API, the wasm module and the jobs answer every failure with this one shape, so a screen
/// handles an error the same way whichever path computed it.
public struct ToolError: Error, Equatable, Sendable {
    /// 400 (wrong shape), 404 (no such tool), 413 (body too large), 422 (a rule broken), 429.
    public let status: Int
    public let field: String
    public let message: String

    public init(status: Int, field: String, _ message: String) {
        self.status = status
        self.field = field
        self.message = message
    }

    /// A request of the wrong shape: not JSON, an unknown key, a list where a value belongs.
    public static func badRequest(field: String, _ message: String) -> ToolError {
        ToolError(status: 400, field: field, message)
    }

    /// A value that breaks a tool's rule: 422, with the field and message the CLI prints after
    /// "reckon: ".
    public init(_ error: FieldError) {
        self.init(status: 422, field: error.field, error.message)
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
}

extension ToolError {
    /// `body`'s value, a broken rule (`FieldError`) becoming a 422: the step from a request's
    /// texts to typed inputs, which the CLI takes with the same words.
    public static func ruling<T>(_ body: () throws(FieldError) -> T) throws(ToolError) -> T {
        do {
            return try body()
        } catch {
            throw ToolError(error)
        }
    }
}
