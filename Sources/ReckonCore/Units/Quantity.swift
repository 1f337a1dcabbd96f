/// A number of some unit: `96.52 cm`, `49.05 kg·m/s²`, `37.77777777777778 °C`.
///
/// The operations derive the result's unit and check dimensions; each takes the position `at`
/// its errors name (where the operator is written).
///
/// **Exact where it can be.** A quantity from typed decimals carries their exact value
/// (`exact`), and every operation below keeps it exact while `ExactRatio`'s bound allows, so
/// the value is the exact result rounded once: `5 kg × 9.81 m/s²` is 49.05 kg·m/s² (the
/// doubles' product would be 49.050000000000004), `0.1 + 0.2` is 0.3. Without an exact value
/// (a function's result, a conversion through π) the operations round each step, correctly.
///
/// - `multiplied`, `divided`, `raised`: the units multiply (`5 kg × 9.81 m/s²` is
///   49.05 kg·m/s², which `converted(to: N)` gives as 49.05 N).
/// - `adding`, `subtracting`: the right operand is converted to the left's unit, then the
///   values add; unlike dimensions are an error naming both units (`1 m + 1 s`).
/// - `converted(to:)`: exactly inverse dimensions take the reciprocal (`mpg` ↔ `L/100km`).
///
/// `decimals` is how many decimals the most precise number it came from was typed with, which
/// a money amount shows (at least 2: `text`).
///
/// **Absolute temperatures** (°C, °F: `QuantityUnit.isAbsoluteTemperature`), as pint rules:
/// absolute ± difference is absolute (`20 °C + 5 Δ°C` = 25 °C, `20 °C + 5 K` too, as `K` and
/// `°R` have no offset and count as differences beside an absolute); difference + absolute is
/// absolute, in the absolute's unit; absolute − absolute is a difference, in the left's `Δ`
/// unit (`30 °C − 50 °F` = 20 Δ°C); absolute + absolute, difference − absolute, and any
/// product, quotient or power of an absolute (even by a plain number: 2 × 10 °C has no meaning)
/// are errors that say so. Negation keeps an absolute (−40 °C is a reading).
public struct Quantity: Sendable {
    public var value: Double
    public var unit: QuantityUnit
    /// The value's exact value, when it is known (`value` is then its rounding).
    var exact: ExactRatio?
    /// The decimals of the most precise number typed for it.
    public var decimals: Int

    /// A value known only as the double it is.
    public init(_ value: Double, _ unit: QuantityUnit) {
        self.init(value, unit, exact: nil, decimals: 0)
    }

    /// The number a person typed for the finite double `typed` (its shortest numeral, `9.81`),
    /// exactly, with its decimals.
    public init(typed: Double, _ unit: QuantityUnit) {
        // The shortest numeral read once, for its exact value and its decimals.
        let (digits, exponent) = typed == 0 ? ([], 0) : CalculatorNumber.decimalDigits(typed.magnitude)
        let exact = ExactRatio(digits: digits, exponent: exponent, isNegative: typed < 0)
        self.init(typed, unit, exact: exact, decimals: Swift.max(0, digits.count - 1 - exponent))
    }

    init(_ value: Double, _ unit: QuantityUnit, exact: ExactRatio?, decimals: Int) {
        self.value = value
        self.unit = unit
        self.exact = exact
        self.decimals = decimals
    }

    /// The rounding of `exact` when there is one, else `value`.
    init(_ value: @autoclosure () -> Double, exactly exact: ExactRatio?, _ unit: QuantityUnit, decimals: Int) {
        self.init(exact?.rounded ?? value(), unit, exact: exact, decimals: decimals)
    }

    /// The quantity as the user reads it: the shortest numeral that reads back as the value,
    /// then the unit after a space (none for a plain number): `96.52 cm`, `1e-05 m`; an amount of
    /// money with `decimals` decimals, at least 2 (`171.43 EUR`, `19.999 USD`).
    public var text: String {
        let number = unit.isCurrency ? CalculatorNumber.money(value, decimals: decimals, grouped: false) : CalculatorNumber.numeral(value)
        let unitText = unit.text
        return unitText.isEmpty ? number : number + " " + unitText
    }

    public var negated: Quantity { Quantity(-value, unit, exact: exact?.negated, decimals: decimals) }

    public func converted(to target: QuantityUnit, at: Int) throws(UnitError) -> Quantity {
        let (converted, exactly) = try unit.convert(value, exactly: exact, to: target, at: at)
        return Quantity(converted, target, exact: exactly, decimals: decimals)
    }

    public func multiplied(by other: Quantity, at: Int) throws(UnitError) -> Quantity {
        try Self.refuseAbsolute(self, other, "multiply", at: at)
        guard let product = unit.multiplied(by: other.unit) else { throw .powerTooLarge(at: at) }
        return try Quantity(value * other.value, exactly: Self.both(self, other) { $0 * $1 }, product, decimals: Self.decimals(self, other))
            .finite("the product", at: at)
    }

    public func divided(by other: Quantity, at: Int) throws(UnitError) -> Quantity {
        try Self.refuseAbsolute(self, other, "divide", at: at)
        guard other.value != 0 else { throw .noFiniteValue("division by zero", at: at) }
        guard let quotient = unit.divided(by: other.unit) else { throw .powerTooLarge(at: at) }
        return try Quantity(value / other.value, exactly: Self.both(self, other) { $0 / $1 }, quotient, decimals: Self.decimals(self, other))
            .finite("the quotient", at: at)
    }

    /// The quantity to an integer power: the value's power, the unit's power.
    public func raised(to n: Int, at: Int) throws(UnitError) -> Quantity {
        if n != 1 { try Self.refuseAbsolute(self, Quantity(0, .none), "raise to a power", at: at) }
        guard let power = unit.raised(to: n) else { throw .powerTooLarge(at: at) }
        return try Quantity(CorrectlyRounded.pow(value, Double(n)), exactly: exact?.raised(to: n), power, decimals: decimals)
            .finite("the power", at: at)
    }

    /// `operation` of the two exact values, when both are known.
    static func both(_ a: Quantity, _ b: Quantity, _ operation: (ExactRatio, ExactRatio) -> ExactRatio?) -> ExactRatio? {
        guard let x = a.exact, let y = b.exact else { return nil }
        return operation(x, y)
    }

    static func decimals(_ a: Quantity, _ b: Quantity) -> Int { Swift.max(a.decimals, b.decimals) }

    public func adding(_ other: Quantity, at: Int) throws(UnitError) -> Quantity {
        try combined(with: other, subtracting: false, at: at)
    }

    public func subtracting(_ other: Quantity, at: Int) throws(UnitError) -> Quantity {
        try combined(with: other, subtracting: true, at: at)
    }

    private func combined(with other: Quantity, subtracting: Bool, at: Int) throws(UnitError) -> Quantity {
        let operation = subtracting ? "subtract" : "add"
        guard unit.dimension == other.unit.dimension else {
            throw .unlikeDimensions(
                operation: operation, left: unit.label, leftDimension: unit.dimension.name,
                right: other.unit.label, rightDimension: other.unit.dimension.name, at: at)
        }
        switch (unit.isAbsoluteTemperature, other.unit.isAbsoluteTemperature) {
        case (true, true):
            guard subtracting else {
                throw .absoluteTemperature(
                    "cannot add two absolute temperatures (\(unit.text) + \(other.unit.text)): add a difference, like 5 Δ\(unit.text)",
                    at: at)
            }
            return try combining(other.converted(to: unit, at: at), subtracting: true, in: unit.difference, "the difference", at: at)
        case (true, false):
            return try combining(other.converted(to: unit.difference, at: at), subtracting: subtracting, in: unit, "the sum", at: at)
        case (false, true):
            guard !subtracting else {
                throw .absoluteTemperature(
                    "cannot subtract an absolute temperature (\(other.unit.text)) from \(unit.label): only a difference is subtracted from one",
                    at: at)
            }
            return try converted(to: other.unit.difference, at: at).combining(other, subtracting: false, in: other.unit, "the sum", at: at)
        case (false, false):
            return try combining(other.converted(to: unit, at: at), subtracting: subtracting, in: unit, subtracting ? "the difference" : "the sum", at: at)
        }
    }

    /// The sum or difference of two values already in one unit, given in `result`'s.
    private func combining(_ other: Quantity, subtracting: Bool, in result: QuantityUnit, _ what: String, at: Int) throws(UnitError) -> Quantity {
        let exactly = Self.both(self, other) { subtracting ? $0 - $1 : $0 + $1 }
        return try Quantity(subtracting ? value - other.value : value + other.value, exactly: exactly, result, decimals: Self.decimals(self, other))
            .finite(what, at: at)
    }

    private static func refuseAbsolute(_ a: Quantity, _ b: Quantity, _ operation: String, at: Int) throws(UnitError) {
        for q in [a, b] where q.unit.isAbsoluteTemperature {
            throw .absoluteTemperature(
                "cannot \(operation) an absolute temperature (\(q.unit.text)): convert it to K first, or use a difference (Δ\(q.unit.text))",
                at: at)
        }
    }

    private func finite(_ what: String, at: Int) throws(UnitError) -> Quantity {
        guard value.isFinite else { throw .noFiniteValue(what, at: at) }
        return self
    }
}
