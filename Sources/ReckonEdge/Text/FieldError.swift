import ReckonCore

/// A field whose text could not be read as the value it asks for (the edges' own rules:
/// empty, not a number, not finite, not whole). The tools' own rules come from the core.
public struct FieldError: InputError, Equatable {
    public let field: String
    public let message: String
    /// The code (low byte) and the item (above it, 0 for none) in one word: every typed throw
    /// copies the error, and one stored word for both keeps those copies small in the wasm module.
    private let kind: UInt64

    public init(_ code: ErrorCode, field: String, _ message: String, item: Int? = nil) {
        self.field = field
        self.message = message
        kind = UInt64(code.rawValue) | UInt64(UInt32(clamping: item ?? 0)) << 8
    }

    public var code: ErrorCode { ErrorCode(rawValue: UInt8(truncatingIfNeeded: kind)) ?? .internalError }

    public var item: Int? { kind >> 8 == 0 ? nil : Int(kind >> 8) }
}
