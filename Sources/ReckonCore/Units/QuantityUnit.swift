/// A unit as a quantity carries it: one unit from the catalog (`km`, `°F`) or a product of
/// powers of them (`kg·m/s²`, `L/100km`), with its exact scale, its dimension and how it prints.
///
/// Built by `UnitCatalog` (`unit(named:)`, `unit(reading:)`) and combined with `multiplied`,
/// `divided` and `raised`; a plain number's unit is `QuantityUnit.none`.
///
/// **Temperatures with an offset** (°C, °F) are *absolute* readings only when the unit is that
/// one factor to the first power: `°C` converts to `K` with the offset (0 °C is 273.15 K). In
/// any product or power (`J/°C`, `°C/s`), and in the difference units `Δ°C`, `Δ°F`, a degree is a
/// difference: no offset. `K` and `°R` have no offset, so they are absolute and difference at once.
public struct QuantityUnit: Sendable {
    /// The unit's factors in the order written: a catalog unit's symbol (`km`, `°C`) or a
    /// number (`100` in `L/100km`), with its power.
    var factors: [UnitFactor]
    /// How many coherent SI units (or bits, radians, reference currency units) one of it is.
    let scale: UnitScale
    public let dimension: UnitDimension
    /// For an absolute temperature with an offset: where the scale's zero lies, in the unit's own
    /// degrees above absolute zero (°C 273.15, °F 459.67).
    let offset: UnitScale?
    /// Whether this is a temperature difference unit (`Δ°C`), which never converts to or from an
    /// absolute reading.
    let isDifference: Bool
    /// The code of a currency in it that has no rate yet (`1200 EUR` before any `1 USD = 0.92
    /// EUR`): it computes with itself, but converts to no other unit (`UnitError.noRate`),
    /// so no rate is ever assumed.
    var unratedCurrency: String? = nil

    /// A plain number's unit: no factor, scale 1.
    public static let none = QuantityUnit(factors: [], scale: .one, dimension: .none, offset: nil, isDifference: false)

    /// Whether a value in this unit is an absolute temperature with an offset (°C, °F), on
    /// which only some operations have a meaning (`Quantity`'s rules).
    public var isAbsoluteTemperature: Bool { offset != nil }

    /// Whether this is a plain number's unit: no dimension and a scale of exactly 1 (`m/m`;
    /// not `ft/m`, which is 0.3048 of a plain number and prints so until converted).
    public var isNone: Bool { dimension.isNone && scale.equals(.one) }

    /// The product of the two units; the factors of the same unit merge (`m·m` is `m²`,
    /// `km/h·h` is `km`), different units of one dimension stay apart (`ft·m`). Nil when a
    /// base's power would pass `UnitDimension.maximumExponent`. Any offset is dropped: in a
    /// product a degree is a difference (`Quantity` refuses to multiply an absolute one), and the
    /// product is a difference unit when either unit's degrees are.
    public func multiplied(by other: QuantityUnit) -> QuantityUnit? {
        guard let dimension = dimension.multiplied(by: other.dimension),
            abs(Int(scale.piPower) + Int(other.scale.piPower)) <= Int(UnitDimension.maximumExponent)
        else { return nil }
        var factors = self.factors
        for factor in other.factors {
            guard UnitFactor.merge(factor, into: &factors) else { return nil }
        }
        return QuantityUnit(
            factors: factors, scale: scale.multiplied(by: other.scale), dimension: dimension, offset: nil,
            isDifference: degreesAreDifferences || other.degreesAreDifferences,
            unratedCurrency: unratedCurrency ?? other.unratedCurrency)
    }

    /// The quotient of the two units, as `multiplied` by the reciprocal.
    public func divided(by other: QuantityUnit) -> QuantityUnit? {
        other.raised(to: -1).flatMap { multiplied(by: $0) }
    }

    /// The unit to an integer power (`m` → `m³`, `s` → `s⁻¹`); nil when a factor's power (or
    /// π's) would pass `UnitDimension.maximumExponent`. The power 1 keeps the unit as it is (an
    /// absolute °C stays); a plain number's unit stays itself at any power.
    public func raised(to n: Int) -> QuantityUnit? {
        if n == 1 || factors.isEmpty && dimension.isNone { return self }
        guard abs(n) <= Int(UnitDimension.maximumExponent), let dimension = dimension.raised(to: n),
            abs(Int(scale.piPower) * n) <= Int(UnitDimension.maximumExponent)
        else { return nil }
        var factors: [UnitFactor] = []
        if n != 0 {
            for factor in self.factors {
                let power = Int(factor.power) * n
                guard abs(power) <= Int(UnitDimension.maximumExponent) else { return nil }
                factors.append(UnitFactor(symbol: factor.symbol, power: Int8(power)))
            }
        }
        return QuantityUnit(
            factors: factors, scale: scale.raised(to: n), dimension: dimension, offset: nil, isDifference: degreesAreDifferences,
            unratedCurrency: n == 0 ? nil : unratedCurrency)
    }

    /// Whether the unit's degrees count as differences in whatever it is combined into: those of
    /// `Δ°C` and of an absolute `°C` alike, so that `2 × 5 Δ°C` stays a difference and never
    /// converts to an absolute °F.
    private var degreesAreDifferences: Bool { isDifference || offset != nil }

    /// Whether this is one currency to the first power, as a rate's side names it (`USD`, `€`).
    public var isCurrency: Bool {
        var currency = UnitDimension.none
        currency.currency = 1
        return factors.count == 1 && factors[0].power == 1 && dimension == currency
    }

    /// The difference unit of an absolute temperature (`°C` → `Δ°C`); any other unit as it is.
    public var difference: QuantityUnit {
        guard offset != nil else { return self }
        return QuantityUnit(
            factors: factors.map { UnitFactor(symbol: "Δ" + $0.symbol, power: $0.power) }, scale: scale,
            dimension: dimension, offset: nil, isDifference: true)
    }

    /// The unit as it prints after a number: `km`, `kg·m/s²`, `J/(kg·K)`, `L/100km`, `1/s`;
    /// empty for a plain number.
    public var text: String {
        let above = UnitFactor.joined(factors.filter { $0.power > 0 }, negated: false)
        let below = UnitFactor.joined(factors.filter { $0.power < 0 }, negated: true)
        guard let below else { return above?.text ?? "" }
        return (above?.text ?? "1") + "/" + (below.parts > 1 ? "(" + below.text + ")" : below.text)
    }

    /// The unit as a message names it: its text, or `a plain number` for none.
    var label: String {
        let text = self.text
        return text.isEmpty ? "a plain number" : text
    }
}

/// One factor of a `QuantityUnit`: a catalog unit's symbol or a number, and its power.
struct UnitFactor {
    var symbol: String
    var power: Int8

    var isNumber: Bool {
        guard let first = symbol.unicodeScalars.first else { return false }
        return first.value >= 48 && first.value <= 57
    }

    /// Adds `factor` to the list, merging it with a factor of the same symbol (a zero power
    /// leaves the list); false when the merged power would pass `UnitDimension.maximumExponent`
    /// (a number's factor, `100^40·100^40`, has no dimension to catch it).
    static func merge(_ factor: UnitFactor, into factors: inout [UnitFactor]) -> Bool {
        guard let i = factors.firstIndex(where: { $0.symbol == factor.symbol }) else {
            factors.append(factor)
            return true
        }
        let power = Int(factors[i].power) + Int(factor.power)
        guard abs(power) <= Int(UnitDimension.maximumExponent) else { return false }
        if power == 0 {
            factors.remove(at: i)
        } else {
            factors[i].power = Int8(power)
        }
        return true
    }

    /// The factors joined with `·`, a number glued to the unit after it (`100km`), with their
    /// powers (negated for a denominator), and how many parts that made; nil for none.
    static func joined(_ factors: [UnitFactor], negated: Bool) -> (text: String, parts: Int)? {
        guard !factors.isEmpty else { return nil }
        var text = ""
        var parts = 0
        var glued = false
        for factor in factors {
            let power = negated ? -Int(factor.power) : Int(factor.power)
            if !glued && parts > 0 { text += "·" }
            if !glued { parts += 1 }
            text += factor.symbol + (power == 1 ? "" : UnitPower.superscript(power))
            glued = factor.isNumber && power == 1
        }
        return (text, parts)
    }
}
