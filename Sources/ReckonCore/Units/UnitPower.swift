/// Powers as units print and read them: superscript digits (`m²`, `s⁻¹`) and `^` (`m^2`).
enum UnitPower {
    private static let digits: [Unicode.Scalar] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]

    /// `n` in superscript digits, with `⁻` before a negative one: `²`, `⁻¹²`.
    static func superscript(_ n: Int) -> String {
        var text = ""
        for digit in String(n.magnitude).unicodeScalars { text.unicodeScalars.append(digits[Int(digit.value) - 48]) }
        return n < 0 ? "⁻" + text : text
    }

    /// The digit a superscript scalar stands for, nil for any other scalar.
    static func digit(_ s: Unicode.Scalar) -> Int? {
        for (value, scalar) in digits.enumerated() where scalar == s { return value }
        return nil
    }
}
