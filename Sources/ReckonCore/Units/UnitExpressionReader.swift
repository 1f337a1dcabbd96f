/// Reads a unit expression, the text after a number or `to`: `km/h`, `m/s^2`, `m/s²`,
/// `kg·m/s²`, `kg*m/s^2`, `N m`, `ft³`, `J/(kg·K)`, `L/100km`, `1/s`, `s^-1`, `s⁻¹`.
///
/// Grammar: factors joined by `*`, `·`, `⋅`, `×` or spaces (multiply) or `/`, `÷` (divide the
/// one factor after it, so `kg·m/s²` is kg·m / s² and `J/kg·K` is J·K/kg: write `J/(kg·K)`).
/// A factor is a unit name (`UnitCatalog.unit(named:at:)`), `π`, a positive decimal number
/// (`100`, `0.5`, `1e-3`), a number glued to a name (`100km`, one factor: `L/100km` is
/// L / (100 km)), or an expression in parentheses; each may carry a power: `^n`, `^-n` or
/// superscript digits (`²`, `⁻¹`), an integer. Names are letters, `_` and the scalars
/// `° µ μ Ω (and U+2126) Å Δ ℃ ℉ $ € £ ¥ ₹ ₩` — no digits, so `m2` is `m` then an unexpected `2`.
/// Every error names a position: `start` is the position of the text's first scalar.
struct UnitExpressionReader {
    private let scalars: [Unicode.Scalar]
    private let start: Int
    private let catalog: UnitCatalog
    private let builtInOnly: Bool
    private var i = 0

    /// The unit `text` names; `builtInOnly` reads names as the table does (its definitions never
    /// see a note's units).
    static func read(_ text: Substring, start: Int, catalog: UnitCatalog, builtInOnly: Bool = false) throws(UnitError) -> QuantityUnit {
        var reader = UnitExpressionReader(scalars: Array(text.unicodeScalars), start: start, catalog: catalog, builtInOnly: builtInOnly)
        reader.skipSpaces()
        guard reader.i < reader.scalars.count else { throw .unexpectedEnd(at: start + reader.i) }
        let unit = try reader.product()
        if reader.i < reader.scalars.count { throw reader.unexpected() }
        return unit
    }

    /// An exact decimal (`273.15`), as the table's temperature offsets are written.
    static func readNumber(_ text: Substring) throws(UnitError) -> UnitScale {
        var reader = UnitExpressionReader(scalars: Array(text.unicodeScalars), start: 1, catalog: UnitCatalog(), builtInOnly: true)
        return try reader.number().scale
    }

    private init(scalars: [Unicode.Scalar], start: Int, catalog: UnitCatalog, builtInOnly: Bool) {
        self.scalars = scalars
        self.start = start
        self.catalog = catalog
        self.builtInOnly = builtInOnly
    }

    private var current: Unicode.Scalar? { i < scalars.count ? scalars[i] : nil }
    private var position: Int { start + i }

    private mutating func skipSpaces() {
        while current == " " { i += 1 }
    }

    private func unexpected() -> UnitError {
        guard let current else { return .unexpectedEnd(at: position) }
        return .unexpected(String(current), at: position)
    }

    private mutating func product() throws(UnitError) -> QuantityUnit {
        var result = try factor()
        while true {
            let before = i
            skipSpaces()
            guard let s = current, s != ")" else {
                i = before
                return result
            }
            let at = position
            let dividing = s == "/" || s == "÷"
            if dividing || s == "*" || s == "·" || s == "⋅" || s == "×" {
                i += 1
                skipSpaces()
            } else if i == before || !Self.startsFactor(s) {
                throw unexpected()
            }
            let next = try factor()
            guard let combined = dividing ? result.divided(by: next) : result.multiplied(by: next) else {
                throw .powerTooLarge(at: at)
            }
            result = combined
        }
    }

    private static func startsFactor(_ s: Unicode.Scalar) -> Bool {
        isNameScalar(s) || isDigit(s) || s == "." || s == "(" || s == "π"
    }

    private mutating func factor() throws(UnitError) -> QuantityUnit {
        let at = position
        guard let s = current else { throw unexpected() }
        var unit: QuantityUnit
        if s == "(" {
            i += 1
            skipSpaces()
            unit = try product()
            skipSpaces()
            guard current == ")" else { throw current == nil ? .unexpected("(", at: at) : unexpected() }
            i += 1
        } else if Self.isDigit(s) || s == "." {
            let (scale, text) = try number()
            unit = QuantityUnit(
                factors: text == "1" ? [] : [UnitFactor(symbol: text, power: 1)], scale: scale, dimension: .none,
                offset: nil, isDifference: false)
            if let next = current, Self.isNameScalar(next) {
                let glued = try powered(try name())
                unit = unit.multiplied(by: glued)!
                return unit
            }
        } else if s == "π" {
            i += 1
            unit = QuantityUnit(
                factors: [UnitFactor(symbol: "π", power: 1)], scale: UnitScale(numerator: BigFloat(integer: 1), denominator: BigFloat(integer: 1), piPower: 1),
                dimension: .none, offset: nil, isDifference: false)
        } else if Self.isNameScalar(s) {
            unit = try name()
        } else {
            throw unexpected()
        }
        return try powered(unit)
    }

    private mutating func name() throws(UnitError) -> QuantityUnit {
        let at = position
        let first = i
        while let s = current, Self.isNameScalar(s) { i += 1 }
        let text = String(String.UnicodeScalarView(scalars[first..<i]))
        if builtInOnly {
            guard let unit = try catalog.builtIn(Substring(text), at: at) else {
                throw .unknownUnit(text, suggestion: nil, at: at)
            }
            return unit
        }
        return try catalog.unit(named: text, at: at)
    }

    /// The unit with the power written after it, if any.
    private mutating func powered(_ unit: QuantityUnit) throws(UnitError) -> QuantityUnit {
        let at = position
        var negative = false
        var digits: [Int] = []
        if current == "^" {
            i += 1
            if current == "-" || current == "−" {
                negative = true
                i += 1
            }
            while let s = current, Self.isDigit(s) {
                digits.append(Int(s.value) - 48)
                i += 1
            }
            guard !digits.isEmpty else { throw unexpected() }
        } else {
            if current == "⁻" {
                negative = true
                i += 1
            }
            while let s = current, let digit = UnitPower.digit(s) {
                digits.append(digit)
                i += 1
            }
            if digits.isEmpty {
                if negative { throw unexpected() }
                return unit
            }
        }
        var n = 0
        for digit in digits {
            n = n * 10 + digit
            if n > Int(UnitDimension.maximumExponent) { throw .powerTooLarge(at: at) }
        }
        guard let result = unit.raised(to: negative ? -n : n) else { throw .powerTooLarge(at: at) }
        return result
    }

    /// A decimal number's exact value and its text: digits, an optional point and digits, an
    /// optional exponent (`e` then an optional sign and digits). At most 19 significant digits,
    /// a power of ten within ±400, and not zero, else `badFactor`.
    private mutating func number() throws(UnitError) -> (scale: UnitScale, text: String) {
        let at = position
        let first = i
        var mantissa: UInt64 = 0
        var significant = 0
        var exponent = 0
        var seenPoint = false
        var tooLong = false
        while let s = current, Self.isDigit(s) || (s == "." && !seenPoint) {
            i += 1
            if s == "." {
                seenPoint = true
                continue
            }
            let digit = UInt64(s.value - 48)
            if significant > 0 || digit != 0 {
                significant += 1
                if significant > 19 { tooLong = true } else { mantissa = mantissa * 10 + digit }
            }
            if seenPoint { exponent -= 1 }
        }
        if current == "e" || current == "E", i + 1 < scalars.count {
            var j = i + 1
            let negative = scalars[j] == "-"
            if scalars[j] == "-" || scalars[j] == "+" { j += 1 }
            if j < scalars.count, Self.isDigit(scalars[j]) {
                var power = 0
                while j < scalars.count, Self.isDigit(scalars[j]) {
                    power = min(power * 10 + Int(scalars[j].value) - 48, 10_000)
                    j += 1
                }
                exponent += negative ? -power : power
                i = j
            }
        }
        let text = String(String.UnicodeScalarView(scalars[first..<i]))
        guard mantissa != 0, !tooLong, abs(exponent) <= 400 else { throw .badFactor(text, at: at) }
        return (UnitScale(mantissa: mantissa, decimalExponent: exponent), text)
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 48 && s.value <= 57 }

    /// A unit name's scalars: the expression language's, but no digits (`m2` is `m` then `2`).
    static func isNameScalar(_ s: Unicode.Scalar) -> Bool {
        ExpressionToken.isNameScalar(s, first: true)
    }
}

extension UnitCatalog {
    /// The unit a unit expression names (`UnitExpressionReader`'s grammar: `km/h`,
    /// `kg·m/s²`, `L/100km`); `start` is the position of its first scalar in the user's text,
    /// so errors point into that text.
    public func unit(reading text: String, at start: Int) throws(UnitError) -> QuantityUnit {
        try UnitExpressionReader.read(Substring(text), start: start, catalog: self)
    }
}
