extension CalculatorNumber {
    /// How many decimals the shortest numeral of `value` has: 19.999 → 3, 1200 → 0, 1e-5 → 5.
    static func decimalPlaces(_ value: Double) -> Int {
        guard value != 0, value.isFinite else { return 0 }
        let (digits, exponent) = decimalDigits(value.magnitude)
        return Swift.max(0, digits.count - 1 - exponent)
    }

    /// The most decimals an amount of money shows; an amount typed with more, or of 10^15 or
    /// more (where a double no longer holds every cent), shows as other numbers do.
    public static let moneyDecimals = 9

    /// An amount of money, as a bank statement writes it: `decimals` decimals and never fewer
    /// than 2, rounded half up on the shortest decimal form (so 2.675 shows 2.68, the amount
    /// typed, not the double below it): `171.43`, `1200.00`, `19.999`, with thousands separators
    /// when `grouped` (`1,200.00`). An amount that rounds to zero has no sign. Past
    /// `moneyDecimals` decimals or from 10^15 up: `text(_:)` when grouped, else `numeral(_:)`.
    public static func money(_ value: Double, decimals: Int, grouped: Bool) -> String {
        let places = Swift.max(2, decimals)
        guard value.isFinite, value.magnitude < 1e15, places <= moneyDecimals else {
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
        var whole = ""
        let top = Swift.max(exponent, 0)
        for position in stride(from: top, through: 0, by: -1) {
            let index = exponent - position
            whole += index >= 0 && index < digits.count ? String(Unicode.Scalar(digits[index] + 48)) : "0"
            if grouped && position > 0 && position % 3 == 0 { whole += "," }
        }
        var fraction = ""
        for place in 1...places {
            let index = exponent + place
            fraction += index >= 0 && index < digits.count ? String(Unicode.Scalar(digits[index] + 48)) : "0"
        }
        return sign + whole + "." + fraction
    }
}
