import ReckonCore

extension Quadratic {
    /// The equation as a person writes it, from the coefficients as read: `x² − 3x + 2 = 0`, not
    /// `1·x² + -3·x + 2 = 0`.
    ///
    /// A coefficient of 1 is left out (−1 as a bare `−`), terms with coefficient 0 are dropped
    /// (`−x² + 4 = 0`, `2x − 1 = 0`; all three zero: `0 = 0`), signs are the Unicode minus between
    /// spaced terms. Each magnitude is its shortest round-trip text (`0.5`, `0.0025`); one that
    /// needs an exponent is typeset as a power of ten in parentheses, with no-break spaces so it
    /// never wraps: `(1 × 10⁻⁵)x² + x = 0`.
    public var equationText: String {
        var out = ""
        for (coefficient, power) in [(a, "x²"), (b, "x"), (c, "")] where coefficient != 0 {
            let magnitude = coefficient.magnitude
            var written = Self.typeset(magnitude)
            if !power.isEmpty {
                if magnitude == 1 { written = "" } else if written.contains("×") { written = "(" + written + ")" }
            }
            let negative = coefficient < 0
            if out.isEmpty {
                out = (negative ? "−" : "") + written + power
            } else {
                out += (negative ? " − " : " + ") + written + power
            }
        }
        return (out.isEmpty ? "0" : out) + " = 0"
    }

    /// A finite non-negative double as typeset text: `2.5`, `1e15` as `1000000000000000`,
    /// `1e-05` as `1 × 10⁻⁵`.
    static func typeset(_ x: Double) -> String {
        var number = JSONWriter()
        number.number(x)
        var text = number.text
        // Swift spells 1e15 up to 2^53 as "1000000000000000.0".
        if text.hasSuffix(".0") { text.removeLast(2) }
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text }
        let superscripts: [Character: String] = [
            "-": "⁻", "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹",
        ]
        var exponent = ""
        var leading = true
        for character in text[text.index(after: e)...] where character != "+" {
            // "1e-05": the exponent's leading zeros go.
            if leading && character == "0" { continue }
            if character != "-" { leading = false }
            exponent += superscripts[character] ?? ""
        }
        return String(text[..<e]) + "\u{a0}×\u{a0}10" + exponent
    }
}
