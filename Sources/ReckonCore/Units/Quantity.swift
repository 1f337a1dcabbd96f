/// A number of some unit: `96.52 cm`, `49.05 kg·m/s²`, `37.77777777777778 °C`.
///
/// The operations derive the result's unit and check dimensions; each takes the position `at`
/// its errors name (where the operator is written).
///
/// - `multiplied`, `divided`, `raised`: the units multiply (`5 kg × 9.81 m/s²` is
///   49.05 kg·m/s², which `converted(to: N)` gives as 49.05 N exactly); the value is the
///   doubles' product, quotient or power, rounded once.
/// - `adding`, `subtracting`: the right operand is converted to the left's unit (one correct
///   rounding, `QuantityUnit.convert`), then the values add (a second); unlike dimensions are an
///   error naming both units (`1 m + 1 s`).
/// - `converted(to:)`: one correct rounding; exactly inverse dimensions take the reciprocal
///   (`mpg` ↔ `L/100km`).
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

    public init(_ value: Double, _ unit: QuantityUnit) {
        self.value = value
        self.unit = unit
    }

    /// The quantity as the user reads it: the shortest numeral that reads back as the value,
    /// then the unit after a space (none for a plain number): `96.52 cm`, `1e-05 m`.
    public var text: String {
        let number = CalculatorNumber.numeral(value)
        let unitText = unit.text
        return unitText.isEmpty ? number : number + " " + unitText
    }

    public var negated: Quantity { Quantity(-value, unit) }

    public func converted(to target: QuantityUnit, at: Int) throws(UnitError) -> Quantity {
        Quantity(try unit.convert(value, to: target, at: at), target)
    }

    public func multiplied(by other: Quantity, at: Int) throws(UnitError) -> Quantity {
        try Self.refuseAbsolute(self, other, "multiply", at: at)
        guard let product = unit.multiplied(by: other.unit) else { throw .powerTooLarge(at: at) }
        return try Quantity(value * other.value, product).finite("the product", at: at)
    }

    public func divided(by other: Quantity, at: Int) throws(UnitError) -> Quantity {
        try Self.refuseAbsolute(self, other, "divide", at: at)
        guard other.value != 0 else { throw .noFiniteValue("division by zero", at: at) }
        guard let quotient = unit.divided(by: other.unit) else { throw .powerTooLarge(at: at) }
        return try Quantity(value / other.value, quotient).finite("the quotient", at: at)
    }

    /// The quantity to an integer power: the value's power correctly rounded, the unit's power.
    public func raised(to n: Int, at: Int) throws(UnitError) -> Quantity {
        if n != 1 { try Self.refuseAbsolute(self, Quantity(0, .none), "raise to a power", at: at) }
        guard let power = unit.raised(to: n) else { throw .powerTooLarge(at: at) }
        return try Quantity(CorrectlyRounded.pow(value, Double(n)), power).finite("the power", at: at)
    }

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
        let sign: Double = subtracting ? -1 : 1
        switch (unit.isAbsoluteTemperature, other.unit.isAbsoluteTemperature) {
        case (true, true):
            guard subtracting else {
                throw .absoluteTemperature(
                    "cannot add two absolute temperatures (\(unit.text) + \(other.unit.text)): add a difference, like 5 Δ\(unit.text)",
                    at: at)
            }
            let right = try other.unit.convert(other.value, to: unit, at: at)
            return try Quantity(value - right, unit.difference).finite("the difference", at: at)
        case (true, false):
            let right = try other.unit.convert(other.value, to: unit.difference, at: at)
            return try Quantity(value + sign * right, unit).finite("the sum", at: at)
        case (false, true):
            guard !subtracting else {
                throw .absoluteTemperature(
                    "cannot subtract an absolute temperature (\(other.unit.text)) from \(unit.label): only a difference is subtracted from one",
                    at: at)
            }
            let left = try unit.convert(value, to: other.unit.difference, at: at)
            return try Quantity(left + other.value, other.unit).finite("the sum", at: at)
        case (false, false):
            let right = try other.unit.convert(other.value, to: unit, at: at)
            return try Quantity(value + sign * right, unit).finite(subtracting ? "the difference" : "the sum", at: at)
        }
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
