import ReckonCore

/// Why a tool call has no answer: the HTTP status the API gives it and
/// `{"error":{"code":"not-finite","field":"b","message":"must be a finite number"}}`, the field
/// being the input's CLI name ("body" for the request as a whole, "path" for an unknown tool),
/// and `"item"` (from 1) added for an item of a list's field: `"field":"rooms","item":2`.
///
/// The API, the wasm module and the jobs answer every failure with this one shape, so a screen
/// handles an error the same way whichever path computed it.
public struct ToolError: Error, Equatable, Sendable {
    public let field: String
    public let message: String
    /// The status (low 16 bits), the code (next 8) and the item (above, 0 for none) in one word,
    /// as `FieldError` keeps its code and item: errors are copied at every typed throw. (Holding
    /// a `FieldError` and the status instead was tried: 3 KB more of module.)
    private let kind: UInt64

    public init(status: Int, _ code: ErrorCode, field: String, _ message: String, item: Int? = nil) {
        self.field = field
        self.message = message
        kind = UInt64(UInt16(clamping: status)) | UInt64(code.rawValue) << 16 | UInt64(UInt32(clamping: item ?? 0)) << 24
    }

    /// 400 (wrong shape), 404 (no such tool), 413 (body too large), 422 (a rule broken), 429.
    public var status: Int { Int(UInt16(truncatingIfNeeded: kind)) }

    public var code: ErrorCode { ErrorCode(rawValue: UInt8(truncatingIfNeeded: kind >> 16)) ?? .internalError }

    /// For an item of a list's field, which one (from 1); else nil.
    public var item: Int? { kind >> 24 == 0 ? nil : Int(kind >> 24) }

    /// A request of the wrong shape: not JSON, an unknown key, a list where a value belongs.
    public static func badRequest(_ code: ErrorCode, field: String, _ message: String) -> ToolError {
        ToolError(status: 400, code, field: field, message)
    }

    /// A value that breaks a tool's rule: 422, with the field and message the CLI prints after
    /// "reckon: ".
    public init(_ error: FieldError) {
        self.init(status: 422, error.code, field: error.field, error.message, item: error.item)
    }

    /// `{"error":{"code":…,"field":…,"message":…}}`, also an SSE `error` event's data and the
    /// CLI's `--json` answer to a refused input.
    public var json: String {
        var out = JSONWriter()
        out.beginObject()
        out.key("error")
        out.beginObject()
        out.field("code", code.name)
        out.field("field", field)
        if let item { out.field("item", integer: item) }
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
