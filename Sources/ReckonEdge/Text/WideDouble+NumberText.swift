import ReckonCore

extension WideDouble {
    /// The value as JSON number text, also good for people.
    ///
    /// A normal `Double` (or zero) is written as `JSONWriter` writes doubles — the shortest text
    /// that reads back as the same `Double` (`1.0000000289759583`, `1e+300`) — so in-range
    /// results keep every bit. Beyond the range, or in the subnormal range where a `Double` would
    /// drop digits, it is scientific notation with 14 significant digits — what `WideDouble.decimal`
    /// resolves at exponents in the thousands — spelled as Swift spells doubles: `9e+600`, `-1.5e-320`.
    public var numberText: String {
        let value = doubleValue
        if isZero || (value.isFinite && value.magnitude >= Double.leastNormalMagnitude) {
            var writer = JSONWriter()
            writer.number(value)
            return writer.text
        }
        var (significand, exponent) = decimal
        var digits = (significand.magnitude * 1e13).rounded()
        if digits >= 1e14 { digits = (digits / 10).rounded(); exponent += 1 }
        var text = String(Int64(digits))
        while text.count > 1 && text.hasSuffix("0") { text.removeLast() }
        if text.count > 1 { text.insert(".", at: text.index(after: text.startIndex)) }
        return (significand < 0 ? "-" : "") + text + (exponent < 0 ? "e" : "e+") + String(exponent)
    }
}

extension JSONWriter {
    /// A `WideDouble` as JSON: a number when a `Double` holds it (zero or normal), else a string
    /// holding `numberText` (`"1e+600"`, `"9.3326361850322e-1302"`). JSON allows any literal,
    /// but most readers (JavaScript, Python, Swift's JSONDecoder) turn `1e+600` into Infinity or
    /// refuse it, and a subnormal loses digits: a string keeps every digit in every reader.
    public mutating func number(_ value: WideDouble) {
        let double = value.doubleValue
        if value.isZero || (double.isFinite && double.magnitude >= Double.leastNormalMagnitude) {
            rawNumber(value.numberText)
        } else {
            string(value.numberText)
        }
    }
}
