import ReckonCore

/// Text from a catalog file or the command line, made safe to print on a terminal.
///
/// A catalog of your own (`--catalog FILE`) or an argument can hold control characters: an escape
/// sequence would recolour or rewrite the terminal, a newline would forge a line of output, and a
/// bidi override would show its text reversed. Each such character is printed as a visible escape
/// instead: C0 (newline, tab and return as `\n`, `\t`, `\r`, the others as `\u{1b}`), DEL, C1, and
/// the bidi embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069.
public enum TerminalText {
    /// `text` with every such character written as its escape.
    public static func escaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where FieldError.isHidingCharacter(scalar): escaped += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// JSON that ReckonEdge wrote (C0 already escaped by JSON's rules) with DEL, C1 and the bidi
    /// controls as `\u` escapes too: the same JSON value, and nothing a terminal acts on. They
    /// can only stand inside strings, so every one is replaced.
    public static func json(_ json: String) -> String {
        var escaped = ""
        for scalar in json.unicodeScalars {
            if FieldError.isHidingCharacter(scalar) {
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
