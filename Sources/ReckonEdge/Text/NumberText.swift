import ReckonCore

/// Reads numbers typed by people: the same rules on the command line and in the API.
public enum NumberText {
    /// A finite `Double` from decimal text (`"-3"`, `"2.5"`, `"1e-3"`).
    ///
    /// Leading and trailing spaces are ignored. `nan`, `inf`, values that overflow to
    /// infinity (`1e999`) and non-zero values that underflow to zero (`1e-400`) are refused:
    /// no tool has a meaning for the first ones, and the last would silently become 0.
    public static func finiteDouble(_ text: String, field: String) throws(FieldError) -> Double {
        let trimmed = trimmedText(text)
        guard !trimmed.isEmpty else { throw FieldError(.missing, field: field, "must not be empty") }
        guard let value = Double(decimalText: trimmed) else {
            throw FieldError(.notANumber, field: field, "must be a number, not '\(trimmed)'")
        }
        guard value.isFinite else { throw FieldError(.notFinite, field: field, "must be a finite number") }
        // A non-zero number that rounds to 0 (1e-400) would silently turn a coefficient into 0.
        let mantissa = trimmed.utf8.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
        if value == 0, mantissa.contains(where: { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }) {
            throw FieldError(.notFinite, field: field, "must be 0 or at least 5e-324 in size (the smallest double)")
        }
        return value
    }

    /// A whole number in `0...UInt64.max`, written as digits or in an exact scientific form:
    /// `"1000000000"`, `"1e9"`, `"2.5e3"`, `"1_000_000"`. Forms that are not whole (`"1e-3"`,
    /// `"2.5"`) and values past 2^64 − 1 are refused, never rounded.
    public static func wholeNumber(_ text: String, field: String) throws(FieldError) -> UInt64 {
        try whole(text, field: field, as: UInt64.self)
    }

    /// A whole number in `0...UInt128.max` (2^128 − 1), in the forms `wholeNumber` reads.
    public static func wholeNumber128(_ text: String, field: String) throws(FieldError) -> UInt128 {
        try whole(text, field: field, as: UInt128.self)
    }

    private static func whole<Number: FixedWidthInteger & UnsignedInteger>(
        _ text: String, field: String, as: Number.Type
    ) throws(FieldError) -> Number {
        let trimmed = trimmedText(text)
        guard !trimmed.isEmpty else { throw FieldError(.missing, field: field, "must not be empty") }
        let wholeRule = "must be a whole number from 0 to \(Number.max)"
        var digits: [UInt8] = []   // significant digits, without the decimal point
        var fractionDigits = 0      // how many of them stood after the point
        var exponent = 0
        var sawPoint = false
        var bytes = Array(trimmed.utf8).filter { $0 != UInt8(ascii: "_") }
        if bytes.first == UInt8(ascii: "+") { bytes.removeFirst() }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 48 && byte <= 57 {
                digits.append(byte - 48)
                if sawPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: ".") && !sawPoint {
                sawPoint = true
            } else if (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) && !digits.isEmpty {
                var sign = 1
                var rest = bytes[(index + 1)...]
                if let s = rest.first, s == UInt8(ascii: "+") || s == UInt8(ascii: "-") {
                    sign = s == UInt8(ascii: "-") ? -1 : 1
                    rest = rest.dropFirst()
                }
                guard !rest.isEmpty, rest.count <= 4, rest.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
                    throw FieldError(.notANumber, field: field, wholeRule + ", not '\(trimmed)'")
                }
                exponent = sign * rest.reduce(0) { $0 * 10 + Int($1 - 48) }
                break
            } else {
                throw FieldError(.notANumber, field: field, wholeRule + ", not '\(trimmed)'")
            }
            index += 1
        }
        guard !digits.isEmpty else { throw FieldError(.notANumber, field: field, wholeRule + ", not '\(trimmed)'") }
        // value = digits × 10^(exponent − fractionDigits); drop trailing zeros the scale absorbs.
        var scale = exponent - fractionDigits
        while scale < 0, let last = digits.last, last == 0 {
            digits.removeLast()
            scale += 1
        }
        guard scale >= 0 else { throw FieldError(.notWhole, field: field, wholeRule + ", not '\(trimmed)'") }
        var value: Number = 0
        for digit in digits + [UInt8](repeating: 0, count: min(scale, 40)) {
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) = times10.addingReportingOverflow(Number(digit))
            guard !o1, !o2 else { throw FieldError(.outOfRange, field: field, wholeRule) }
            value = next
        }
        if scale > 40 && value != 0 { throw FieldError(.outOfRange, field: field, wholeRule) }
        return value
    }

    /// A whole number within `range` (`"party"` 1…10, `"trials"` …).
    public static func integer(
        _ text: String, field: String, in range: ClosedRange<Int64>
    ) throws(FieldError) -> Int64 {
        let trimmed = trimmedText(text)
        let rule = "must be a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard !trimmed.isEmpty else { throw FieldError(.missing, field: field, "must not be empty") }
        let negative = trimmed.hasPrefix("-")
        let magnitudeText = negative ? String(trimmed.dropFirst()) : trimmed
        let magnitude: UInt64
        do {
            magnitude = try wholeNumber(magnitudeText, field: field)
        } catch {
            throw FieldError(error.code, field: field, rule + ", not '\(trimmed)'")
        }
        guard magnitude <= UInt64(Int64.max) else { throw FieldError(.outOfRange, field: field, rule + ", not '\(trimmed)'") }
        let value = negative ? -Int64(magnitude) : Int64(magnitude)
        guard range.contains(value) else { throw FieldError(.outOfRange, field: field, rule + ", not \(value)") }
        return value
    }

    /// Trims spaces and spells U+2212 MINUS SIGN (typed by people, and used by the command
    /// line to shield negative numbers from its option parser) as an ASCII hyphen-minus.
    static func trimmedText(_ text: String) -> String {
        var scalars = Substring(text.replacingMinusSigns)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}

extension String {
    var replacingMinusSigns: String {
        guard unicodeScalars.contains("\u{2212}") else { return self }
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars { out.append(scalar == "\u{2212}" ? "-" : scalar) }
        return String(out)
    }
}
