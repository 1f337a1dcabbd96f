/// Writes compact JSON text for the command line's `--json` output and the API's responses.
///
/// One writer serves both edges so that `reckon quadratic 1 -3 2 --json` and
/// `POST /api/quadratic` answer byte for byte the same. Numbers are written in Swift's
/// shortest round-trip form, so `1.0000000289759583` reads back as the same `Double`.
/// Non-finite doubles have no JSON spelling; callers keep them out (the writer writes
/// `null` rather than emit invalid JSON).
public struct JSONWriter {
    public private(set) var text = ""
    private var needsComma: [Bool] = [false]

    public init() {}

    public mutating func beginObject() { value("{"); needsComma.append(false) }
    public mutating func endObject() { needsComma.removeLast(); text += "}" }
    public mutating func beginArray() { value("["); needsComma.append(false) }
    public mutating func endArray() { needsComma.removeLast(); text += "]" }

    /// Writes `"name":` inside an object; the next value belongs to it.
    public mutating func key(_ name: String) {
        separate()
        text += Self.quoted(name)
        text += ":"
        needsComma[needsComma.count - 1] = false
    }

    public mutating func string(_ s: String) { value(Self.quoted(s)) }
    public mutating func bool(_ b: Bool) { value(b ? "true" : "false") }
    public mutating func null() { value("null") }
    public mutating func integer<I: BinaryInteger>(_ n: I) { value(String(n)) }
    public mutating func number(_ x: Double) {
        guard x.isFinite else { return null() }
        value(x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : x.description)
    }
    /// A number already spelled as valid JSON number text (e.g. a decimal outside the `Double` range).
    public mutating func rawNumber(_ literal: String) { value(literal) }

    public mutating func field(_ name: String, _ s: String) { key(name); string(s) }
    public mutating func field(_ name: String, _ x: Double) { key(name); number(x) }
    public mutating func field<I: BinaryInteger>(_ name: String, integer n: I) { key(name); integer(n) }

    private mutating func separate() {
        if needsComma[needsComma.count - 1] { text += "," }
        needsComma[needsComma.count - 1] = true
    }

    private mutating func value(_ token: String) {
        separate()
        text += token
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

extension JSONWriter {
    /// Writes a parsed document back, object keys sorted so the text does not depend on a
    /// dictionary's order.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .object(let members):
            beginObject()
            for name in members.keys.sorted() {
                key(name)
                self.value(members[name]!)
            }
            endObject()
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case .string(let text): string(text)
        case .number(let literal): rawNumber(literal)
        case .bool(let flag): bool(flag)
        case .null: null()
        }
    }
}
