import ReckonCore

extension FieldError {
    /// Refuses text that could hide what it says: control characters (U+0000–U+001F, U+007F,
    /// U+0080–U+009F), which can drive a terminal, and the bidirectional embeddings, overrides
    /// and isolates (U+202A–U+202E, U+2066–U+2069), which can make text read in another order
    /// than it is stored ("Trojan Source"). The position counts characters from 1.
    ///
    /// Every text a request gives (a name, an option, keys, an expression) and every text of a
    /// catalog passes here. A text of lines (a note) may also hold line feeds, carriage returns
    /// and tabs (`lines`).
    public static func checkPlainText(_ text: String, field: String, lines: Bool = false) throws(FieldError) {
        var position = 0
        for scalar in text.unicodeScalars {
            position += 1
            guard isHidingCharacter(scalar), !(lines && (scalar == "\n" || scalar == "\r" || scalar == "\t")) else { continue }
            throw FieldError(
                .syntax, field: field,
                "must not contain control characters or bidirectional overrides (U+\(hex(scalar.value)) at \(position))")
        }
    }

    /// A control character (C0, DEL, C1) or a bidirectional embedding, override or isolate: what
    /// `checkPlainText` refuses and what the command line prints escaped.
    public static func isHidingCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
