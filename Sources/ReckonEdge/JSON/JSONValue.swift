/// A parsed JSON document (an API request body, a ceiling catalog). Numbers keep the literal as
/// written, so `1e9` and `18446744073709551615` reach NumberText exactly as a CLI argument would.
public enum JSONValue: Equatable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    /// Parses a whole document (RFC 8259), nesting at most 32 deep; the error says what was
    /// expected and at which byte (counting from 0). Stricter than RFC 8259 allows, where it
    /// leaves the choice to the reader: the text must be valid UTF-8 (never silently repaired
    /// to U+FFFD) and an object must not repeat a key (never "last one wins"). A byte order
    /// mark is ignored at the very start, as §8.1 allows, and refused anywhere else.
    public init(parsing bytes: [UInt8]) throws(JSONSyntaxError) {
        if let bad = Self.firstInvalidUTF8(bytes) {
            throw JSONSyntaxError(problem: "invalid UTF-8", byte: bad)
        }
        var parser = Parser(bytes: bytes)
        // §8.1 lets a reader ignore a byte order mark: editors on Windows save a catalog so.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        self = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.failure("unexpected text after the JSON value") }
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence
    /// (Unicode's Table 3-7: no overlong forms, no surrogates, nothing past U+10FFFF).
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF  // the second byte's range
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            guard (low...high).contains(bytes[index + 1]) else { return index }
            for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return index }
            index += length
        }
        return nil
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        /// The problem `what` at `byte`, by default the one the parser stands at.
        func failure(_ what: String, at byte: Int? = nil) -> JSONSyntaxError {
            JSONSyntaxError(problem: what, byte: byte ?? index)
        }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            guard depth < 32 else { throw failure("nested too deeply") }
            skipSpace()
            guard index < bytes.count else { throw failure("expected a value") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [String: JSONValue] = [:]
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                while true {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key") }
                    let keyStart = index
                    let key = try string()
                    guard members[key] == nil else {
                        throw JSONSyntaxError(problem: "duplicate key '\(key)'", byte: keyStart)
                    }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':'") }
                    index += 1
                    members[key] = try value(depth: depth + 1)
                    skipSpace()
                    guard index < bytes.count else { throw failure("expected ',' or '}'") }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    guard bytes[index] == UInt8(ascii: "}") else { throw failure("expected ',' or '}'") }
                    index += 1
                    return .object(members)
                }
            case UInt8(ascii: "["):
                index += 1
                var elements: [JSONValue] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
                while true {
                    elements.append(try value(depth: depth + 1))
                    skipSpace()
                    guard index < bytes.count else { throw failure("expected ',' or ']'") }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    guard bytes[index] == UInt8(ascii: "]") else { throw failure("expected ',' or ']'") }
                    index += 1
                    return .array(elements)
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"): try word("true"); return .bool(true)
            case UInt8(ascii: "f"): try word("false"); return .bool(false)
            case UInt8(ascii: "n"): try word("null"); return .null
            default:
                return .number(try number())
            }
        }

        mutating func word(_ text: String) throws(JSONSyntaxError) {
            let word = Array(text.utf8)
            guard bytes.count - index >= word.count, Array(bytes[index..<index + word.count]) == word else {
                throw failure("expected a value")
            }
            index += word.count
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, returned as written.
        mutating func number() throws(JSONSyntaxError) -> String {
            let start = index
            func digits(_ parser: inout Parser) -> Int {
                let from = parser.index
                while parser.index < parser.bytes.count, parser.bytes[parser.index] >= 48, parser.bytes[parser.index] <= 57 {
                    parser.index += 1
                }
                return parser.index - from
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let whole = index
            guard digits(&self) > 0 else { index = start; throw failure("expected a value") }
            guard bytes[whole] != UInt8(ascii: "0") || index - whole == 1 else {
                throw failure("leading zero in a number", at: whole)
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits(&self) > 0 else { throw failure("expected digits after '.'") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits(&self) > 0 else { throw failure("expected digits in the exponent") }
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// A string from its opening quote, escapes decoded (surrogate pairs joined).
        mutating func string() throws(JSONSyntaxError) -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll(keepingCapacity: true)
            }
            while true {
                guard index < bytes.count else { throw failure("unterminated string") }
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") { break }
                guard byte >= 0x20 else { throw failure("control character in a string", at: index - 1) }
                guard byte == UInt8(ascii: "\\") else { run.append(byte); continue }
                flush()
                let backslash = index - 1
                guard index < bytes.count else { throw failure("unterminated string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), bytes.count - index >= 6,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        let second = index
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw failure("invalid surrogate pair", at: second) }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    // A lone surrogate: named at its escape's backslash.
                    guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape", at: backslash) }
                    scalars.append(scalar)
                default: throw failure("invalid escape", at: backslash)
                }
            }
            flush()
            return String(scalars)
        }

        /// Four hex digits; the first byte that is not one is named (or the end, unterminated).
        mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
            var code: UInt32 = 0
            for _ in 0..<4 {
                guard index < bytes.count else { throw failure("unterminated string") }
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case 48...57: digit = byte - 48
                case 65...70: digit = byte - 55
                case 97...102: digit = byte - 87
                default: throw failure("invalid \\u escape")
                }
                code = code << 4 | UInt32(digit)
                index += 1
            }
            return code
        }
    }
}

/// Why a text is not JSON, and where: the byte offset, counting from 0.
public struct JSONSyntaxError: Error, Equatable {
    public let problem: String
    public let byte: Int

    /// `is not valid JSON: expected ':' at byte 12`, to follow a field name.
    public var message: String { "is not valid JSON: \(problem) at byte \(byte)" }
}
