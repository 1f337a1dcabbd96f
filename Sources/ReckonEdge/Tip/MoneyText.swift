import ReckonCore

/// Reads an amount of money typed by a person into whole cents, exactly.
public enum MoneyText {
    /// `"78.52"` → 7852, `"7"` → 700, `".5"` → 50, `"1,234.50"` → 123450.
    ///
    /// Refuses negative amounts, more than two decimals (a bill has no fractions of a cent)
    /// and anything that is not a plain decimal amount (`"1e3"`, `"12.3.4"`, `"abc"`), naming
    /// `field`. Commas are accepted as thousands separators only, in groups of three before the point.
    public static func cents(_ text: String, field: String) throws(FieldError) -> Int64 {
        var bytes = Array(text.replacingMinusSigns.utf8)
        while let first = bytes.first, first == 32 || first == 9 { bytes.removeFirst() }
        while let last = bytes.last, last == 32 || last == 9 { bytes.removeLast() }
        guard !bytes.isEmpty else { throw FieldError(.missing, field: field, "must not be empty") }
        let shown = String(decoding: bytes, as: UTF8.self)
        if bytes.first == UInt8(ascii: "-") { throw FieldError(.outOfRange, field: field, "must not be negative") }
        if bytes.first == UInt8(ascii: "$") { bytes.removeFirst() }
        let notAnAmount = FieldError(.notANumber, field: field, "must be an amount like 12.34, not '\(shown)'")
        var cents: Int64 = 0
        var decimals = -1  // −1 until the point is seen
        var digits = 0
        var groupDigits = -1  // digits since the last comma; −1 before any comma
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if decimals >= 0 { decimals += 1 }
                guard decimals <= 2 else { throw FieldError(.outOfRange, field: field, "must have at most 2 decimals") }
                digits += 1
                if groupDigits >= 0 && decimals < 0 { groupDigits += 1 }
                guard digits <= 16 else { throw FieldError(.outOfRange, field: field, "must be at most 999999999999.99") }
                cents = cents * 10 + Int64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "."):
                guard decimals < 0, groupDigits < 0 || groupDigits == 3 else { throw notAnAmount }
                decimals = 0
            case UInt8(ascii: ","):
                // Thousands separators only: 1,234.50 — never a decimal comma (1,23 is refused,
                // not read as 123).
                guard decimals < 0, digits > 0, digits <= 3 || groupDigits == 3,
                      groupDigits != 0 else { throw notAnAmount }
                if groupDigits < 0 && digits > 3 { throw notAnAmount }
                groupDigits = 0
            default:
                throw notAnAmount
            }
        }
        guard digits > 0, groupDigits < 0 || groupDigits == 3 || decimals >= 0 else { throw notAnAmount }
        for _ in 0..<(2 - max(decimals, 0)) { cents *= 10 }
        return cents
    }

    /// Cents as `"1234.50"`: the API's and the command line's money format (no locale).
    public static func text(cents: Int64) -> String {
        let whole = cents / 100
        let fraction = cents % 100
        return "\(whole)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
