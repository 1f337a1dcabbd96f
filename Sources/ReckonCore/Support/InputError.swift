/// An input that breaks one of a tool's rules.
///
/// Every tool's error enum conforms, so the edges (command line, JSON API, web app) can say
/// *which* field is wrong and *why* in one uniform shape — `b: must be a finite number` —
/// without knowing the tool. The core never traps on user input; it throws one of these.
public protocol InputError: Error {
    /// The user-facing name of the offending input, as the command line spells it
    /// (`"b"`, `"hi"`, `"pool"`, `"bill"`).
    var field: String { get }
    /// The rule that was broken, phrased to follow `"<field>: "`.
    var message: String { get }
    /// The kind of rule, stable where the message's words are not.
    var code: ErrorCode { get }
    /// For a list's field (`rooms`, `options`), which of its items is wrong, from 1; else nil.
    var item: Int? { get }
}

extension InputError {
    /// `"field: message"`, the one-line form every edge prints.
    public var line: String { field + ": " + message }

    public var item: Int? { nil }
}
