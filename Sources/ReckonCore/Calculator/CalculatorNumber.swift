/// How the calculator writes a number: as the iPhone's display, which has room for 9 digits.
///
/// - Fixed form when the value fits 9 digits without losing a digit the scientific form would
///   show: `123,456,789`, `0.33333333`, `0.00005`, with thousands separators; never `.0`.
/// - Otherwise scientific, the mantissa cut to what fits beside the exponent in 9 digits:
///   `1.111111e9` (7 + 2), `1.2e-8`, `1e-10`, `1.7976931e308`.
/// - Negative zero is `-0`. Rounding is half up on the shortest decimal form of the double,
///   so 0.1 + 0.2 shows 0.3 and 2/3 shows 0.66666667.
public enum CalculatorNumber {
    public static let displayDigits = 9

    /// The display text of a finite `value`.
    public static func text(_ value: Double) -> String {
        let sign = value.sign == .minus ? "-" : ""
        guard value != 0 else { return sign + "0" }
        let (digits, exponent) = decimalDigits(value.magnitude)
        if exponent < displayDigits {
            // Fixed: every digit left of the point shows; the rest of the 9 go to decimals.
            let significant = exponent >= 0 ? displayDigits : displayDigits + exponent
            if significant >= 1 {
                let (fixed, fixedExponent) = round(digits, exponent, to: significant)
                let (scientific, _) = round(digits, exponent, to: displayDigits - exponentText(exponent).unicodeScalars.count)
                if fixedExponent < displayDigits, exponent >= 0 || fixed.count >= scientific.count {
                    return sign + fixedText(fixed, fixedExponent)
                }
            }
        }
        var (mantissa, scientificExponent) = round(digits, exponent, to: displayDigits - exponentText(exponent).unicodeScalars.count)
        if scientificExponent != exponent {
            // Rounding carried into a new power of ten (9.9999999e9 → 1e10): fit the new exponent.
            (mantissa, scientificExponent) = round(mantissa, scientificExponent,
                                                   to: displayDigits - exponentText(scientificExponent).unicodeScalars.count)
        }
        let figures = mantissa.map { String(Unicode.Scalar($0 + 48)) }
        let point: String = figures.count > 1 ? "." + figures.dropFirst().joined() : ""
        return sign + figures[0] + point + exponentText(scientificExponent)
    }

    /// The shortest numeral that reads back as `value` in the expression language: `9`, `0.1`,
    /// `1e-05`, `-2.5`.
    public static func numeral(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private static func exponentText(_ exponent: Int) -> String { "e\(exponent)" }

    /// The shortest decimal digits of a positive double (no leading or trailing zeros) and the
    /// power of ten of the first: 1234.5 → ("12345", 3), 0.001 → ("1", −3).
    static func decimalDigits(_ value: Double) -> (digits: [UInt8], exponent: Int) {
        let text = value.description
        var digits: [UInt8] = []
        var pointAt: Int? = nil
        var exponent = 0
        var scalars = text.unicodeScalars.makeIterator()
        var count = 0
        while let s = scalars.next() {
            if s == "." {
                pointAt = count
            } else if s == "e" || s == "E" {
                var rest = ""
                while let t = scalars.next() { rest.unicodeScalars.append(t) }
                exponent = Int(rest.hasPrefix("+") ? String(rest.dropFirst()) : rest) ?? 0
                break
            } else {
                digits.append(UInt8(s.value - 48))
                count += 1
            }
        }
        // value = 0.d1d2… × 10^(pointAt + exponent), then leading zeros move the point.
        var firstPower = (pointAt ?? count) + exponent - 1
        while let first = digits.first, first == 0 {
            digits.removeFirst()
            firstPower -= 1
        }
        while let last = digits.last, last == 0 { digits.removeLast() }
        return (digits, firstPower)
    }

    /// `digits` rounded half up to at most `count` significant digits, trailing zeros dropped.
    static func round(_ digits: [UInt8], _ exponent: Int, to count: Int) -> ([UInt8], Int) {
        guard count >= 1, digits.count > count else { return (digits, exponent) }
        var kept = Array(digits.prefix(count))
        var exponent = exponent
        if digits[count] >= 5 {
            var i = kept.count - 1
            while i >= 0 {
                if kept[i] == 9 {
                    kept[i] = 0
                    i -= 1
                } else {
                    kept[i] += 1
                    break
                }
            }
            if i < 0 {
                kept.insert(1, at: 0)
                kept.removeLast()
                exponent += 1
            }
        }
        while let last = kept.last, last == 0 { kept.removeLast() }
        return (kept, exponent)
    }

    /// `digits` (a first digit at the power `exponent`) in fixed form, grouped by thousands.
    static func fixedText(_ digits: [UInt8], _ exponent: Int) -> String {
        func character(_ d: UInt8) -> String { String(Unicode.Scalar(d + 48)) }
        if exponent < 0 {
            return "0." + String(repeating: "0", count: -exponent - 1) + digits.map(character).joined()
        }
        var whole = ""
        for position in 0...exponent {
            if position > 0 && (exponent + 1 - position) % 3 == 0 { whole += "," }
            whole += position < digits.count ? character(digits[position]) : "0"
        }
        let fraction = digits.count > exponent + 1 ? digits[(exponent + 1)...].map(character).joined() : ""
        return fraction.isEmpty ? whole : whole + "." + fraction
    }
}
