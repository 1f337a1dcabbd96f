/// How keys are written: the label on the key (`sin⁻¹`), the spellings read (`asin` or
/// `sin⁻¹`) and the one written back (`asin`, the first: plain keyboard characters where the
/// key has them, so a stored key sequence stays ASCII).
extension CalculatorKey {
    /// Every key but the digits and `num:`, in the order the error message lists them: its
    /// label and its spellings, the first being its name.
    private static let spellings: [(key: CalculatorKey, label: String, names: [String])] = [
        (.point, ".", ["."]),
        (.operation(.add), "+", ["+"]),
        (.operation(.subtract), "−", ["-", "−"]),
        (.operation(.multiply), "×", ["*", "×", "x"]),
        (.operation(.divide), "÷", ["/", "÷"]),
        (.equals, "=", ["="]),
        (.percent, "%", ["%"]),
        (.changeSign, "±", ["+/-", "±"]),
        (.clear, "C", ["C", "AC"]),
        (.openParenthesis, "(", ["("]),
        (.closeParenthesis, ")", [")"]),
        (.function(.squareRoot), "√", ["sqrt", "√", "²√x"]),
        (.function(.cubeRoot), "∛", ["cbrt", "∛", "∛x", "³√x"]),
        (.operation(.root), "ʸ√x", ["yroot", "ʸ√x", "ʸ√"]),
        (.function(.square), "x²", ["x^2", "x²"]),
        (.function(.cube), "x³", ["x^3", "x³"]),
        (.operation(.power), "xʸ", ["^", "xʸ", "x^y"]),
        (.operation(.reversePower), "yˣ", ["y^x", "yˣ"]),
        (.function(.reciprocal), "1/x", ["1/x"]),
        (.function(.factorial), "x!", ["x!", "!"]),
        (.function(.sin), "sin", ["sin"]),
        (.function(.cos), "cos", ["cos"]),
        (.function(.tan), "tan", ["tan"]),
        (.function(.asin), "sin⁻¹", ["asin", "sin⁻¹"]),
        (.function(.acos), "cos⁻¹", ["acos", "cos⁻¹"]),
        (.function(.atan), "tan⁻¹", ["atan", "tan⁻¹"]),
        (.function(.sinh), "sinh", ["sinh"]),
        (.function(.cosh), "cosh", ["cosh"]),
        (.function(.tanh), "tanh", ["tanh"]),
        (.function(.asinh), "sinh⁻¹", ["asinh", "sinh⁻¹"]),
        (.function(.acosh), "cosh⁻¹", ["acosh", "cosh⁻¹"]),
        (.function(.atanh), "tanh⁻¹", ["atanh", "tanh⁻¹"]),
        (.function(.ln), "ln", ["ln"]),
        (.function(.log10), "log₁₀", ["log", "log10", "log₁₀"]),
        (.function(.log2), "log₂", ["log2", "log₂"]),
        (.operation(.logarithm), "logᵧ", ["logy", "logᵧ"]),
        (.function(.exp), "eˣ", ["e^x", "eˣ"]),
        (.function(.exp10), "10ˣ", ["10^x", "10ˣ"]),
        (.function(.exp2), "2ˣ", ["2^x", "2ˣ"]),
        (.exponent, "EE", ["EE"]),
        (.constant(.pi), "π", ["pi", "π"]),
        (.constant(.e), "e", ["e"]),
        (.random, "Rand", ["rand", "Rand"]),
        (.registerClear, "mc", ["mc"]),
        (.registerAdd, "m+", ["m+"]),
        (.registerSubtract, "m−", ["m-", "m−"]),
        (.registerRecall, "mr", ["mr"]),
        (.second, "2nd", ["2nd"]),
        (.angle(.radians), "Rad", ["rad", "Rad"]),
        (.angle(.degrees), "Deg", ["deg", "Deg"]),
        (.storeMemory, "→M", ["->M", "→M"]),
        (.recallMemory, "M", ["M"]),
        (.undo, "undo", ["undo"]),
        (.delete, "⌫", ["del", "⌫"]),
    ]

    /// `num:`, before a number entered whole.
    static let numberPrefix = "num:"

    /// Every key's label but the digits', for the message that lists them: `. + − × ÷ = …
    /// num:VALUE`.
    static var labels: String { spellings.map { $0.label }.joined(separator: " ") + " num:VALUE" }

    /// A key by any of its spellings (`sin⁻¹` or `asin`, `−` or `-`, `C` or `AC`), a digit, or
    /// nil. `num:VALUE` is read by `sequence(parsing:)`, which can say what is wrong with VALUE.
    public init?(name: String) {
        if name.utf8.count == 1, let byte = name.utf8.first, byte >= 48, byte <= 57 {
            self = .digit(Int(byte) - 48)
            return
        }
        for entry in Self.spellings where entry.names.contains(name) {
            self = entry.key
            return
        }
        return nil
    }

    /// The key's label on the keypad: `7`, `×`, `sin⁻¹`, `→M`, `⌫`, `num:2.5`.
    public var label: String {
        switch self {
        case .digit(let digit): String(Unicode.Scalar(UInt8(48 + digit)))
        case .number(let value): Self.numberPrefix + CalculatorNumber.numeral(value)
        default: Self.spellings.first { $0.key == self }?.label ?? ""
        }
    }

    /// The spelling written back, which `init?(name:)` (or, for `num:`, `sequence(parsing:)`)
    /// reads as this key again: `7`, `*`, `asin`, `->M`, `num:2.5`.
    public var name: String {
        switch self {
        case .digit, .number: label
        default: Self.spellings.first { $0.key == self }?.names[0] ?? ""
        }
    }

    /// The number of `num:VALUE`: a decimal numeral with an optional sign (`-`, `−` or `+`), an
    /// optional point and an optional exponent (`-1.5e-7`), within the double range.
    static func number(reading token: String, position: Int) throws(CalculatorKeyError) -> Double {
        var scalars = Array(token.unicodeScalars.dropFirst(numberPrefix.unicodeScalars.count))
        var negative = false
        if let sign = scalars.first, sign == "-" || sign == "\u{2212}" || sign == "+" {
            negative = sign != "+"
            scalars.removeFirst()
        }
        func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 48 && s.value <= 57 }
        var index = 0
        var digits = 0
        var nonZero = false
        var points = 0
        while index < scalars.count, isDigit(scalars[index]) || scalars[index] == "." {
            if scalars[index] == "." { points += 1 } else { digits += 1 }
            if isDigit(scalars[index]), scalars[index] != "0" { nonZero = true }
            index += 1
        }
        var wellFormed = digits > 0 && points <= 1
        if wellFormed, index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            index += 1
            if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" { index += 1 }
            let start = index
            while index < scalars.count, isDigit(scalars[index]) { index += 1 }
            wellFormed = index > start
        }
        guard wellFormed, index == scalars.count else { throw .notANumber(token, position: position) }
        let numeral = String(String.UnicodeScalarView(scalars.filter { $0 != "+" }))
        let magnitude = decimalValue(numeral)
        guard magnitude.isFinite, magnitude != 0 || !nonZero else {
            throw .numberOutOfRange(token, position: position)
        }
        return negative ? -magnitude : magnitude
    }
}
