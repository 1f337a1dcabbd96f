extension Double {
    /// The double a decimal numeral stands for, as `Double(String)` reads the same forms:
    /// an optional sign, digits with at most one point (`12`, `1.5`, `.5`, `5.`), and an optional
    /// exponent (`1e-3`, `2E+5`). `nil` for any other text (`""`, `"."`, `"1e"`, `"--1"`,
    /// `"inf"`, `"0x10"`). Beyond the double range the value is ±infinity; below it, ±0.
    ///
    /// Every edge reads typed numbers with this one reader (`decimalValue`), natively and in the
    /// wasm module alike, so a number means the same thing on every path.
    public init?(decimalText text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative || bytes.first == UInt8(ascii: "+") { index += 1 }
        let numeralStart = index
        var digits = 0
        var sawPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 48 && byte <= 57 {
                digits += 1
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                break
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        if index < bytes.count {
            guard bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else { return nil }
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponentStart = index
            while index < bytes.count, bytes[index] >= 48 && bytes[index] <= 57 { index += 1 }
            guard index > exponentStart, index == bytes.count else { return nil }
        }
        let magnitude = decimalValue(String(decoding: bytes[numeralStart...], as: UTF8.self))
        self = negative ? -magnitude : magnitude
    }
}
