import ReckonCore

/// A field whose text could not be read as the value it asks for (the edges' own rules:
/// empty, not a number, not finite, not whole). The tools' own rules come from the core.
public struct FieldError: InputError, Equatable {
    public let field: String
    public let message: String

    public init(field: String, _ message: String) {
        self.field = field
        self.message = message
    }
}
