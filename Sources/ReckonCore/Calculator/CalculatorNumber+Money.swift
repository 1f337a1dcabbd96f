extension CalculatorNumber {
    /// The most decimals an amount of money shows; an amount typed with more, or of 10^15 or
    /// more (where a double no longer holds every cent), shows as other numbers do.
    public static let maximumMoneyDecimals = 9

    /// An amount of money, as a bank statement writes it: `decimals` decimals and never fewer
    /// than 2, rounded half up on the shortest decimal form (so 2.675 shows 2.68, the amount
    /// typed, not the double below it): `171.43`, `1200.00`, `19.999`, with thousands separators
    /// when `grouped` (`1,200.00`). An amount that rounds to zero has no sign. Past
    /// `maximumMoneyDecimals` decimals or from 10^15 up: `text(_:)` when grouped, else `numeral(_:)`.
    public static func money(_ value: Double, decimals: Int, grouped: Bool) -> String {
        let places = Swift.max(2, decimals)
        guard value.isFinite, value.magnitude < 1e15, places <= maximumMoneyDecimals else {
            return grouped ? text(value) : numeral(value)
        }
        var (digits, exponent) = value == 0 ? ([], 0) : decimalDigits(value.magnitude)
        // Rounded to `places` decimals: a zero in front keeps at least one digit to round at.
        let kept = exponent + 1 + places
        if kept < 0 {
            digits = []
        } else {
            (digits, exponent) = round([0] + digits, exponent + 1, to: kept + 1)
            if digits.first == 0 {
                digits.removeFirst()
                exponent -= 1
            }
        }
        let sign = value < 0 && !digits.isEmpty ? "-" : ""
        // The calculator's fixed form (its grouping), then zeros to `places` decimals.
        var number = digits.isEmpty ? "0" : fixedText(digits, exponent)
        let shown = digits.isEmpty ? 0 : Swift.max(0, digits.count - 1 - exponent)
        number += (shown == 0 ? "." : "") + String(repeating: "0", count: places - shown)
        if !grouped { number = String(String.UnicodeScalarView(number.unicodeScalars.filter { $0 != "," })) }
        return sign + number
    }
}
