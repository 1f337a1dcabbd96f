/// The units a text can name: the built-in table (`UnitEntry.table`, listed in `docs/units.md`)
/// with SI and binary prefixes, plus what a note adds at run time — its own units
/// (`defining`) and currency rates (`settingRate`). A value: each note extends its own copy.
///
/// **How a name is read** (`unit(named:at:)`), first rule that matches:
/// 1. a unit the note defined, by its exact name;
/// 2. a whole built-in name: a symbol exactly (`min`, `Pa`, `ft`, `cd`, `h`, `kt`, `pt`, `mph`,
///    `mmHg`), or a spelled name in any case, with `s` or `es` after it (`Feet`, `inches`);
/// 3. `Δ`, `delta_` or `delta` before an absolute temperature's name (`Δ°C`, `delta_degC`,
///    `deltafahrenheit`): its
///    difference unit;
/// 4. a prefix's symbol then a symbol of a unit that takes it (`km`, `mm` = milli-metre, `µs`,
///    `us`, `KiB`, `kWh`);
/// 5. a prefix's name then a spelled name that takes it (`kilometres`, `mebibytes`).
/// So a whole name always wins over a prefix and a name: `min` is a minute (not milli-inch, and
/// `in` takes no prefix anyway), `Pa` a pascal, `ft` a foot (not femto-tonne), `cd` a candela,
/// `kt` a knot (not a kilotonne), `pt` a pint, `ct` a carat, `h` an hour (not hecto-).
/// Anything else is `unknownUnit`, suggesting the known name (prefixed ones included) at the
/// least edit distance when it is at most a third of the name's length (at least 1), ties going
/// to the table's order.
///
/// **Currencies** are units of the currency dimension whose scale is a rate the user gives:
/// `settingRate(1, "USD", equals: 0.92, "EUR")`. The first currency a rate names becomes the
/// reference (scale 1). A currency with no rate computes with itself but converts to no other
/// unit (`noRate`).
public struct UnitCatalog: Sendable {
    private(set) var defined: [(name: String, unit: QuantityUnit)] = []
    private var rates: [(code: String, scale: UnitScale)] = []

    /// The built-in units and no currency rates.
    public init() {}

    /// Makes `name` mean `unit` from now on, ahead of any built-in unit of that name (a note's
    /// `apple = 150 g`). Printed by its own name.
    public mutating func defining(_ name: String, as unit: QuantityUnit) {
        defined.removeAll { $0.name == name }
        let own = QuantityUnit(
            factors: [UnitFactor(symbol: name, power: 1)], scale: unit.scale, dimension: unit.dimension,
            offset: nil, isDifference: unit.isDifference, unratedCurrency: unit.unratedCurrency)
        defined.append((name, own))
    }

    /// Records `amount` of currency `code` as worth `other` of currency `otherCode` (`1 USD =
    /// 0.92 EUR`): the currency not yet rated gets its rate from the other; when both are,
    /// `otherCode`'s rate is replaced; when neither is, `code` becomes the reference first.
    /// Both amounts must be positive and finite, and both codes currencies of the table. The
    /// amounts are the decimals typed (`UnitScale(typed:)`), so 3 USD at 0.1 EUR is 0.3 EUR.
    public mutating func settingRate(_ amount: Double, _ code: String, equals other: Double, _ otherCode: String, at: Int) throws(UnitError) {
        for (value, text) in [(amount, code), (other, otherCode)] {
            guard value.isFinite && value > 0 else { throw .badFactor(CalculatorNumber.numeral(value) + " " + text, at: at) }
        }
        guard let left = Self.currency(code), let right = Self.currency(otherCode) else {
            let unknown = Self.currency(code) == nil ? code : otherCode
            throw .unknownUnit(unknown, suggestion: nil, at: at)
        }
        if rate(left) == nil && rate(right) == nil { rates.append((left, .one)) }
        // 1 unit of `left` = scale_left; amount × scale_left = other × scale_right.
        if let known = rate(left) {
            setRate(right, known.multiplied(by: UnitScale(typed: amount)).divided(by: UnitScale(typed: other)))
        } else if let known = rate(right) {
            setRate(left, known.multiplied(by: UnitScale(typed: other)).divided(by: UnitScale(typed: amount)))
        }
    }

    private func rate(_ code: String) -> UnitScale? {
        rates.first { $0.code == code }?.scale
    }

    private mutating func setRate(_ code: String, _ scale: UnitScale) {
        rates.removeAll { $0.code == code }
        rates.append((code, scale))
    }

    /// The currency code a name stands for (`$` → `USD`), nil when it is none.
    private static func currency(_ name: String) -> String? {
        guard let found = entry(named: Substring(name)), found.entry.definition == "$" else { return nil }
        return found.entry.symbol
    }

    /// The unit a single name stands for (the rules above), or `unknownUnit` at `at`, the
    /// name's position.
    public func unit(named name: String, at: Int) throws(UnitError) -> QuantityUnit {
        if let own = defined.first(where: { $0.name == name }) { return own.unit }
        if let unit = try builtIn(Substring(name), at: at) { return unit }
        throw .unknownUnit(name, suggestion: suggestion(for: name), at: at)
    }

    /// Rules 2–5 for a built-in name, nil when none matches.
    func builtIn(_ name: Substring, at: Int) throws(UnitError) -> QuantityUnit? {
        guard let found = Self.entry(named: name) else { return nil }
        let unit = try unit(of: found.entry, prefix: found.prefix, at: at)
        return found.isDifference ? unit.difference : unit
    }

    /// The table's entry a name stands for by rules 2–5, with its prefix, and whether the name
    /// asks for its difference unit (`Δ°C`).
    static func entry(named name: Substring) -> (entry: UnitEntry, prefix: UnitPrefix?, isDifference: Bool)? {
        for entry in UnitEntry.table where entry.hasSymbol(name) || entry.hasName(name) {
            return (entry, nil, false)
        }
        for marker in ["Δ", "delta_", "delta"] where name.hasPrefix(marker) && name.count > marker.count {
            let rest = name.dropFirst(marker.count)
            for entry in UnitEntry.table where entry.definition.contains("@") && (entry.hasSymbol(rest) || entry.hasName(rest)) {
                return (entry, nil, true)
            }
        }
        for prefix in UnitPrefix.all where name.hasPrefix(prefix.symbol) {
            let rest = name.dropFirst(prefix.symbol.count)
            for entry in UnitEntry.table where prefix.applies(to: entry.prefixes) && entry.hasSymbol(rest) {
                return (entry, prefix, false)
            }
        }
        let lower = UnitEntry.lowercased(name)
        for prefix in UnitPrefix.all where lower.hasPrefix(prefix.name) {
            let rest = Substring(lower).dropFirst(prefix.name.count)
            for entry in UnitEntry.table where prefix.applies(to: entry.prefixes) && entry.hasName(rest) {
                return (entry, prefix, false)
            }
        }
        return nil
    }

    /// The entry's unit with the prefix, its definition read from the table.
    private func unit(of entry: UnitEntry, prefix: UnitPrefix?, at: Int) throws(UnitError) -> QuantityUnit {
        var definition = Substring(entry.definition)
        var scale = UnitScale.one
        var dimension = UnitDimension.none
        var offset: UnitScale? = nil
        var unrated: String? = nil
        if definition == "$" {
            // With no rate yet, the currency computes with itself and converts to nothing else.
            let rated = rate(entry.symbol)
            scale = rated ?? .one
            unrated = rated == nil ? entry.symbol : nil
            dimension = UnitDimension(base: 9)
        } else {
            if let at = definition.firstIndex(of: "@") {
                offset = try UnitExpressionReader.readNumber(definition[definition.index(after: at)...])
                definition = definition[..<at]
            }
            if definition.first == "!" {
                dimension = UnitDimension(base: Int(definition.dropFirst().prefix(1).unicodeScalars.first!.value) - 48)
                definition = definition.dropFirst(2)
            }
            if !definition.isEmpty {
                let defined = try UnitExpressionReader.read(definition, start: 1, catalog: UnitCatalog(), builtInOnly: true)
                scale = defined.scale
                dimension = dimension.multiplied(by: defined.dimension)!
            }
        }
        if let prefix {
            scale = scale.multiplied(by: prefix.scale)
            offset = nil
        }
        return QuantityUnit(
            factors: [UnitFactor(symbol: (prefix?.printed ?? "") + entry.symbol, power: 1)], scale: scale,
            dimension: dimension, offset: offset, isDifference: false, unratedCurrency: unrated)
    }
}
