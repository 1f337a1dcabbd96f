/// The number being typed, as typed: its digits, sign and point (`-12.5`), and after EE its
/// power of ten (`2e-3`).
///
/// At most `CalculatorNumber.displayDigits` digits before EE (more are ignored, as is a second
/// point) and `maximumExponentDigits` after it. Leading zeros are dropped.
struct CalculatorEntry: Equatable, Sendable {
    /// "0", "-0", "12", "0.", "-1.5".
    private var mantissa = "0"
    /// After EE: "" (nothing typed yet), "-" (± pressed), "3", "-12"; nil before EE.
    private var exponent: String? = nil

    /// The most digits of the power of ten after EE: 3 reach past both ends of the double range.
    static let maximumExponentDigits = 3

    init() {}

    /// A negative entry begun with ± before any digit: "-0".
    static var negativeZero: CalculatorEntry {
        var entry = CalculatorEntry()
        entry.mantissa = "-0"
        return entry
    }

    mutating func type(_ digit: Int) {
        let character = String(Unicode.Scalar(UInt8(48 + digit)))
        if let typed = exponent {
            let sign = typed.hasPrefix("-") ? "-" : ""
            let digits = sign.isEmpty ? typed : String(typed.dropFirst())
            if digits == "0" {
                exponent = sign + character  // a leading zero is dropped
            } else if digits.count < Self.maximumExponentDigits {
                exponent = typed + character
            }
        } else if mantissa == "0" || mantissa == "-0" {
            mantissa = mantissa.dropLast() + character  // leading zeros are dropped
        } else if Self.digitCount(mantissa) < CalculatorNumber.displayDigits {
            mantissa += character
        }
    }

    mutating func typePoint() {
        guard exponent == nil, !mantissa.contains("."), Self.digitCount(mantissa) < CalculatorNumber.displayDigits else { return }
        mantissa += "."
    }

    /// EE: the digits from now on are the power of ten (once).
    mutating func typeExponent() {
        if exponent == nil { exponent = "" }
    }

    /// ±: the power of ten's sign after EE, the number's before.
    mutating func changeSign() {
        if let typed = exponent {
            exponent = typed.hasPrefix("-") ? String(typed.dropFirst()) : "-" + typed
        } else {
            mantissa = mantissa.hasPrefix("-") ? String(mantissa.dropFirst()) : "-" + mantissa
        }
    }

    /// The entry without its last character (after EE: the exponent's, then the EE itself), or
    /// nil when nothing would be left (undo then takes back the step before).
    var shortened: CalculatorEntry? {
        var entry = self
        if let typed = exponent {
            entry.exponent = typed.isEmpty ? nil : String(typed.dropLast())
            return entry
        }
        let shorter = String(mantissa.dropLast())
        guard !shorter.isEmpty, shorter != "-" else { return nil }
        entry.mantissa = shorter
        return entry
    }

    /// ⌫: like `shortened`, but the entry stays, as 0 (or -0) when the last digit goes.
    var deleted: CalculatorEntry {
        if let entry = shortened { return entry }
        var entry = CalculatorEntry()
        if mantissa.hasPrefix("-") { entry.mantissa = "-0" }
        return entry
    }

    /// Whether ⌫ would take anything away (iOS 18 shows ⌫ in place of C then).
    var canDelete: Bool { exponent != nil || (mantissa != "0" && mantissa != "-0") }

    /// As the display shows it: thousands separators in the whole part, `2e3`, `2e0` right
    /// after EE, `2e-0` after EE ±.
    var display: String {
        var text = Self.grouped(mantissa)
        if let typed = exponent {
            text += "e" + (typed.isEmpty ? "0" : typed == "-" ? "-0" : typed)
        }
        return text
    }

    /// The number typed: infinite when the power of ten takes it past the double range, NaN
    /// when it takes a number other than 0 below the smallest double (either is Error).
    var value: Double {
        let negative = mantissa.hasPrefix("-")
        var digits = negative ? String(mantissa.dropFirst()) : mantissa
        if digits.hasSuffix(".") { digits += "0" }
        if let typed = exponent, typed != "", typed != "-" { digits += "e" + typed }
        let magnitude = decimalValue(digits)
        let nonZero = mantissa.utf8.contains { $0 >= 49 && $0 <= 57 }
        if magnitude == 0 && nonZero { return .nan }
        return negative ? -magnitude : magnitude
    }

    private static func digitCount(_ typed: String) -> Int {
        typed.unicodeScalars.filter { $0.value >= 48 && $0.value <= 57 }.count
    }

    /// Typed digits with thousands separators in the whole part: "1234.50" → "1,234.50".
    private static func grouped(_ typed: String) -> String {
        let negative = typed.hasPrefix("-")
        let body = negative ? String(typed.dropFirst()) : typed
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = Array(parts[0].unicodeScalars)
        var text = negative ? "-" : ""
        for (index, scalar) in whole.enumerated() {
            if index > 0 && (whole.count - index) % 3 == 0 { text += "," }
            text.unicodeScalars.append(scalar)
        }
        if parts.count > 1 { text += "." + parts[1] }
        return text
    }
}
