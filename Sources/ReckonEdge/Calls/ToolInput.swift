import ReckonCore

/// A tool's inputs from a JSON object whose keys are the CLI's names. Values may be JSON
/// numbers or strings: a number is handed on as its literal, so the same NumberText rules
/// apply as on the command line. Wrong shapes (not an object, an unknown key, a list where a
/// value belongs) are 400s naming the field.
public struct ToolInput: Sendable {
    /// The most a request body may hold; a larger one is answered 413.
    public static let maximumBodyBytes = 64 * 1024

    public static let bodyTooLarge = ToolError(
        status: 413, .bodyTooLarge, field: "body", "must be at most \(maximumBodyBytes) bytes")

    public let members: [String: JSONValue]

    /// Reads `body` (at most `maximumBodyBytes`) as a JSON object with only `keys`.
    public init(body: [UInt8], keys: Set<String>) throws(ToolError) {
        guard body.count <= Self.maximumBodyBytes else { throw Self.bodyTooLarge }
        let value: JSONValue
        do {
            value = try JSONValue(parsing: body)
        } catch {
            throw .badRequest(.notJSON, field: "body", error.message)
        }
        try self.init(value, keys: keys)
    }

    public init(_ value: JSONValue, keys: Set<String>) throws(ToolError) {
        guard case .object(let members) = value else {
            throw .badRequest(.wrongType, field: "body", "must be a JSON object")
        }
        if let unknown = members.keys.sorted().first(where: { !keys.contains($0) }) {
            throw .badRequest(
                .unknownKey, field: unknown, "is not an input here; expected " + keys.sorted().joined(separator: ", "))
        }
        self.members = members
    }

    /// A number or string as text; `nil` when absent or null. Text must be plain
    /// (`FieldError.checkPlainText`, else 422). With `lines`, a text of lines (a note): a JSON
    /// string only, line feeds and tabs allowed.
    public func text(_ field: String, lines: Bool = false) throws(ToolError) -> String? {
        switch members[field] {
        case nil, .null: return nil
        case .string(let text): return try Self.plain(text, field: field, lines: lines)
        case .number(let literal) where !lines: return literal
        default: throw .badRequest(.wrongType, field: field, lines ? "must be a string" : "must be a number or a string")
        }
    }

    private static func plain(_ text: String, field: String, lines: Bool = false) throws(ToolError) -> String {
        try ToolError.ruling { () throws(FieldError) in
            try FieldError.checkPlainText(text, field: field, lines: lines)
            return text
        }
    }

    /// A value that must be given (`lines` as in `text(_:lines:)`).
    public func requiredText(_ field: String, lines: Bool = false) throws(ToolError) -> String {
        guard let text = try text(field, lines: lines) else { throw .badRequest(.missing, field: field, "must be given") }
        return text
    }

    /// Whether the field is given (not absent, not null).
    public func has(_ field: String) -> Bool {
        switch members[field] {
        case nil, .null: false
        default: true
        }
    }

    /// `true` or `false`; absent or null is false.
    public func flag(_ field: String) throws(ToolError) -> Bool {
        switch members[field] {
        case nil, .null: false
        case .bool(let value): value
        default: throw .badRequest(.wrongType, field: field, "must be true or false")
        }
    }

    /// A list of strings (numbers taken as their literal), each plain; absent or null is empty.
    public func texts(_ field: String) throws(ToolError) -> [String] {
        switch members[field] {
        case nil, .null: return []
        case .array(let elements):
            var texts: [String] = []
            for element in elements {
                switch element {
                case .string(let text): texts.append(try Self.plain(text, field: field))
                case .number(let text): texts.append(text)
                default: throw .badRequest(.wrongType, field: field, "must be a list of strings")
                }
            }
            return texts
        default: throw .badRequest(.wrongType, field: field, "must be a list of strings")
        }
    }

    /// An object of names to numbers or strings (each as its literal), in the names' order;
    /// absent or null is empty.
    public func namedTexts(_ field: String) throws(ToolError) -> [(name: String, text: String)] {
        switch members[field] {
        case nil, .null: return []
        case .object(let members):
            var named: [(name: String, text: String)] = []
            for name in members.keys.sorted() {
                switch members[name] {
                case .string(let text)?: named.append((try Self.plain(name, field: field), try Self.plain(text, field: field)))
                case .number(let text)?: named.append((try Self.plain(name, field: field), text))
                default: throw .badRequest(.wrongType, field: field, "\(name): must be a number or a string")
                }
            }
            return named
        default: throw .badRequest(.wrongType, field: field, "must be an object of names to numbers")
        }
    }
}
