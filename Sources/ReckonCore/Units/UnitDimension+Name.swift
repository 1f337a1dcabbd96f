extension UnitDimension {
    /// What a message calls the dimension: the quantity's name where it has a common one
    /// (`length`, `speed`, `energy`, `data`), else its bases with their powers
    /// (`length·time⁻³`, `mass⁻¹`); a plain number's is `number`.
    public var name: String {
        for (dimension, name) in Self.named where dimension == self { return name }
        var parts: [String] = []
        for i in 0..<Self.baseCount where self[i] != 0 {
            parts.append(Self.baseNames[i] + (self[i] == 1 ? "" : UnitPower.superscript(Int(self[i]))))
        }
        return parts.joined(separator: "·")
    }

    /// Exponents in the fields' order: length, mass, time, current, temperature, amount,
    /// luminous intensity, information, angle, currency.
    private static func of(_ l: Int8, _ m: Int8 = 0, _ t: Int8 = 0, _ i: Int8 = 0, _ k: Int8 = 0) -> UnitDimension {
        var d = UnitDimension()
        d.length = l
        d.mass = m
        d.time = t
        d.current = i
        d.temperature = k
        return d
    }

    private static let named: [(UnitDimension, String)] = [
        (.none, "number"),
        (of(1), "length"), (of(2), "area"), (of(3), "volume"), (of(-2), "fuel economy"),
        (of(0, 1), "mass"), (of(0, 0, 1), "time"), (of(0, 0, -1), "frequency"),
        (of(1, 0, -1), "speed"), (of(1, 0, -2), "acceleration"), (of(1, 1, -2), "force"),
        (of(2, 1, -2), "energy"), (of(2, 1, -3), "power"), (of(-1, 1, -2), "pressure"),
        (of(0, 0, 0, 1), "current"), (of(2, 1, -3, -1), "voltage"), (of(0, 0, 1, 1), "charge"),
        (of(0, 0, 0, 0, 1), "temperature"), (UnitDimension(base: 5), "amount"),
        (UnitDimension(base: 6), "luminous intensity"), (UnitDimension(base: 7), "data"),
        (UnitDimension(base: 8), "angle"), (UnitDimension(base: 9), "currency"),
    ]
}
