import Hummingbird
import NIOCore
import ReckonEdge

/// The most a request body may hold; a larger one is answered 413.
enum RequestBodyLimit {
    static let bytes = 64 * 1024
    static let tooLarge = APIError(.contentTooLarge, field: "body", "must be at most \(bytes) bytes")
}

/// A tool's inputs from a JSON object whose keys are the CLI's names. Values may be JSON
/// numbers or strings: a number is handed on as its literal, so the same NumberText rules
/// apply as on the command line. Wrong shapes (not an object, an unknown key, a list where a
/// value belongs) are 400s naming the field.
struct ToolInput {
    let members: [String: JSONValue]

    /// Reads the request body (at most `RequestBodyLimit.bytes`) as a JSON object with only `keys`.
    static func read(_ request: Request, keys: Set<String>) async throws -> ToolInput {
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: RequestBodyLimit.bytes)
        } catch is NIOTooManyBytesError {
            throw RequestBodyLimit.tooLarge
        }
        let value: JSONValue
        do {
            value = try JSONValue(parsing: Array(buffer.readableBytesView))
        } catch {
            throw APIError(.badRequest, field: "body", error.message)
        }
        return try ToolInput(value, keys: keys)
    }

    init(_ value: JSONValue, keys: Set<String>) throws(APIError) {
        guard case .object(let members) = value else {
            throw APIError(.badRequest, field: "body", "must be a JSON object")
        }
        if let unknown = members.keys.sorted().first(where: { !keys.contains($0) }) {
            throw APIError(
                .badRequest, field: unknown,
                "is not an input here; expected " + keys.sorted().joined(separator: ", "))
        }
        self.members = members
    }

    /// A number or string as text; `nil` when absent or null.
    func text(_ field: String) throws(APIError) -> String? {
        switch members[field] {
        case nil, .null: nil
        case .string(let text): text
        case .number(let literal): literal
        default: throw APIError(.badRequest, field: field, "must be a number or a string")
        }
    }

    /// A value that must be given.
    func requiredText(_ field: String) throws(APIError) -> String {
        guard let text = try text(field) else { throw APIError(.badRequest, field: field, "must be given") }
        return text
    }

    /// `true` or `false`; absent or null is false.
    func flag(_ field: String) throws(APIError) -> Bool {
        switch members[field] {
        case nil, .null: false
        case .bool(let value): value
        default: throw APIError(.badRequest, field: field, "must be true or false")
        }
    }

    /// A list of strings (numbers taken as their literal); absent or null is empty.
    func texts(_ field: String) throws(APIError) -> [String] {
        switch members[field] {
        case nil, .null: return []
        case .array(let elements):
            var texts: [String] = []
            for element in elements {
                switch element {
                case .string(let text), .number(let text): texts.append(text)
                default: throw APIError(.badRequest, field: field, "must be a list of strings")
                }
            }
            return texts
        default: throw APIError(.badRequest, field: field, "must be a list of strings")
        }
    }
}
