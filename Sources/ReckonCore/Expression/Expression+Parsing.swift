extension Expression {
    /// The longest text read: enough for any formula, and it bounds the work of one parse.
    public static let maximumLength = 1000
    /// How deeply parentheses, signs, powers and function calls may nest, so no text can
    /// exhaust the stack of the parser or of evaluation.
    public static let maximumDepth = 100

    /// Reads `text` in the language described on `Expression`. Spaces are ignored between
    /// tokens; the first problem is thrown with its position.
    public init(parsing text: String) throws(ExpressionError) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count <= Self.maximumLength else { throw .tooLong(length: scalars.count) }
        let scanned = try ExpressionToken.scan(scalars)
        // `… to km/h`: the expression ends where the conversion's keyword stands.
        let keyword = ExpressionToken.conversion(in: scanned)
        var tokens = scanned
        if let keyword {
            tokens = Array(scanned[..<keyword]) + [ExpressionToken(kind: .end, text: "", position: scanned[keyword].position, spaced: true)]
        }
        var parser = ExpressionParser(tokens: tokens)
        guard parser.peek.kind != .end else { throw .empty }
        let expression = try parser.comparison()
        let rest = parser.peek
        guard rest.kind == .end else { throw .unexpected(rest.text, at: rest.position) }
        guard let keyword else {
            self = expression
            return
        }
        // The unit is read with the quantity, by the units the note or the call knows.
        let from = scanned[keyword + 1].position
        var end = scalars.count
        while end > from, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
        self = .conversion(expression, to: String(String.UnicodeScalarView(scalars[(from - 1)..<end])), at: from)
    }

    /// Whether `text` is a name the language reads as one (`x`, `rate_2`): ASCII letters and `_`,
    /// digits after the first; so a variable set from outside is one a formula can use.
    public static func isName(_ text: String) -> Bool {
        var first = true
        for scalar in text.unicodeScalars {
            guard ExpressionToken.isNameScalar(scalar, first: first) else { return false }
            first = false
        }
        return !first
    }
}

/// A token with its position (1-based, in Unicode scalars).
struct ExpressionToken {
    enum Kind: Equatable {
        case number(Double), name(String)
        case plus, minus, times, divide, power, root, open, close, comma, percent, end
        /// `²`, `⁻¹`: a power written as superscript digits.
        case superscript(Double)
        case compare(Expression.Comparison)
    }

    let kind: Kind
    let text: String
    let position: Int
    /// Whether a space came before it (`f (x)` calls no function; `f(x)` does).
    let spaced: Bool

    /// A name's characters: ASCII letters and `_`, digits after the first, and the signs units
    /// are written with (`°F`, `µm`, `Ω`, `Å`, `Δ°C`, `℃`, `$`, `€`, `£`, `¥`, `₹`, `₩`).
    static func isNameScalar(_ s: Unicode.Scalar, first: Bool) -> Bool {
        let v = s.value
        if (v >= 65 && v <= 90) || (v >= 97 && v <= 122) || v == 95 || (!first && v >= 48 && v <= 57) { return true }
        switch s {
        case "°", "µ", "μ", "Ω", "\u{2126}", "Å", "Δ", "℃", "℉", "$", "€", "£", "¥", "₹", "₩": return true
        default: return false
        }
    }

    /// The index of the keyword of a conversion (`3 ft + 2 in to cm`, `60 mph in km/h`): the
    /// last `to` or `in` outside parentheses that follows an operand and is followed by a name.
    /// So `3 in` is three inches, and in `3 in in cm` the second `in` converts.
    static func conversion(in tokens: [ExpressionToken]) -> Int? {
        var depth = 0
        var found: Int? = nil
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .open: depth += 1
            case .close: depth -= 1
            case .name("to"), .name("in"):
                guard depth == 0, index > 0, case .name = tokens[index + 1].kind else { continue }
                switch tokens[index - 1].kind {
                case .number, .name, .close, .percent, .superscript: found = index
                default: continue
                }
            default: continue
            }
        }
        return found
    }

    /// The value of superscript digits with an optional `⁻` (`²`, `⁻¹`), or nil.
    static func superscript(_ scalars: [Unicode.Scalar], from start: Int) -> (value: Int, end: Int)? {
        var i = start
        let negative = i < scalars.count && scalars[i] == "⁻"
        if negative { i += 1 }
        var value = 0
        let digitsStart = i
        while i < scalars.count, let digit = superscriptDigit(scalars[i]), value < 1000 {
            value = value * 10 + digit
            i += 1
        }
        guard i > digitsStart else { return nil }
        return (negative ? -value : value, i)
    }

    private static func superscriptDigit(_ s: Unicode.Scalar) -> Int? {
        switch s {
        case "⁰": 0
        case "¹": 1
        case "²": 2
        case "³": 3
        case "⁴", "⁵", "⁶", "⁷", "⁸", "⁹": Int(s.value - 0x2070)
        default: nil
        }
    }

    static func scan(_ scalars: [Unicode.Scalar]) throws(ExpressionError) -> [ExpressionToken] {
        var tokens: [ExpressionToken] = []
        var i = 0
        var spaced = false
        func isDigit(_ index: Int) -> Bool {
            index < scalars.count && scalars[index].value >= 48 && scalars[index].value <= 57
        }
        while i < scalars.count {
            let s = scalars[i]
            if s == " " || s == "\t" || s == "\n" || s == "\r" {
                spaced = true
                i += 1
                continue
            }
            let start = i
            let kind: Kind
            if isDigit(i) || (s == "." && isDigit(i + 1)) {
                while isDigit(i) { i += 1 }
                if i < scalars.count && scalars[i] == "." {
                    i += 1
                    while isDigit(i) { i += 1 }
                }
                // An exponent only when digits follow, so `2e` is 2 times e.
                if i < scalars.count && (scalars[i] == "e" || scalars[i] == "E") {
                    var j = i + 1
                    if j < scalars.count && (scalars[j] == "+" || scalars[j] == "-") { j += 1 }
                    if isDigit(j) {
                        i = j
                        while isDigit(i) { i += 1 }
                    }
                }
                let text = String(String.UnicodeScalarView(scalars[start..<i]))
                let value = decimalValue(text)
                let nonZero = text.utf8.prefix { $0 != 101 && $0 != 69 }.contains { $0 >= 49 && $0 <= 57 }
                // Refused rather than quietly read as infinity or 0.
                guard value.isFinite, value != 0 || !nonZero else {
                    throw .numberOutOfRange(text, at: start + 1)
                }
                kind = .number(value)
            } else if let (power, end) = superscript(scalars, from: i) {
                i = end
                kind = .superscript(Double(power))
            } else if isNameScalar(s, first: true) {
                while i < scalars.count && isNameScalar(scalars[i], first: false) { i += 1 }
                kind = .name(String(String.UnicodeScalarView(scalars[start..<i])))
            } else {
                i += 1
                switch s {
                case "+": kind = .plus
                case "-", "\u{2212}": kind = .minus
                case "*", "×", "·": kind = .times
                case "/", "÷": kind = .divide
                case "^": kind = .power
                case "√": kind = .root
                case "(": kind = .open
                case ")": kind = .close
                case ",": kind = .comma
                case "%": kind = .percent
                case "π": kind = .name("pi")
                case "≤": kind = .compare(.lessOrEqual)
                case "≥": kind = .compare(.greaterOrEqual)
                case "≠": kind = .compare(.notEqual)
                case "<", ">", "=", "!":
                    let equals = i < scalars.count && scalars[i] == "="
                    if equals { i += 1 }
                    switch (s, equals) {
                    case ("<", false): kind = .compare(.less)
                    case ("<", true): kind = .compare(.lessOrEqual)
                    case (">", false): kind = .compare(.greater)
                    case (">", true): kind = .compare(.greaterOrEqual)
                    case ("=", _): kind = .compare(.equal)
                    case ("!", true): kind = .compare(.notEqual)
                    default: throw .unexpected(String(s), at: start + 1)
                    }
                default: throw .unexpected(String(s), at: start + 1)
                }
            }
            tokens.append(ExpressionToken(
                kind: kind, text: String(String.UnicodeScalarView(scalars[start..<i])),
                position: start + 1, spaced: spaced))
            spaced = false
        }
        tokens.append(ExpressionToken(kind: .end, text: "", position: scalars.count + 1, spaced: spaced))
        return tokens
    }
}

/// Recursive descent over the tokens: comparison → sum → product → percentage → sign → power →
/// primary.
struct ExpressionParser {
    let tokens: [ExpressionToken]
    var index = 0
    var depth = 0

    init(tokens: [ExpressionToken]) { self.tokens = tokens }

    var peek: ExpressionToken { tokens[index] }

    mutating func next() -> ExpressionToken {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    /// Runs `body` one level deeper, refusing past `Expression.maximumDepth`.
    mutating func nested(
        _ body: (inout ExpressionParser) throws(ExpressionError) -> Expression
    ) throws(ExpressionError) -> Expression {
        depth += 1
        // Reported at the token that opened the level too many: the "(", sign, "^" or ",".
        guard depth <= Expression.maximumDepth else { throw .tooDeep(at: tokens[Swift.max(index - 1, 0)].position) }
        let result = try body(&self)
        depth -= 1
        return result
    }

    /// At most one comparison: `a < b < c` is refused at the second `<` rather than read oddly.
    mutating func comparison() throws(ExpressionError) -> Expression {
        let start = peek.position
        let left = try sum()
        guard case .compare(let relation) = peek.kind else { return left }
        _ = next()
        return .comparison(relation, left, try sum(), at: start)
    }

    mutating func sum() throws(ExpressionError) -> Expression {
        let start = peek.position
        var left = try product()
        while true {
            switch peek.kind {
            case .plus:
                _ = next()
                left = .binary(.add, left, try product(), at: start)
            case .minus:
                _ = next()
                left = .binary(.subtract, left, try product(), at: start)
            default:
                return left
            }
        }
    }

    mutating func product() throws(ExpressionError) -> Expression {
        let start = peek.position
        var left = try percentage()
        while true {
            switch peek.kind {
            case .times:
                _ = next()
                left = .binary(.multiply, left, try percentage(), at: start)
            case .divide:
                _ = next()
                left = .binary(.divide, left, try percentage(), at: start)
            case .name("of"):
                // `20% of 80`: `of` only follows a percentage, where it multiplies.
                guard case .percent = left else { throw .unexpected("of", at: peek.position) }
                _ = next()
                left = .binary(.multiply, left, try percentage(), at: start)
            case .name, .open, .root:
                // Juxtaposition multiplies: 2x, 3(x + 1), (x + 1)(x − 1), 2√x.
                left = .binary(.multiply, left, try power(), at: start)
            default:
                return left
            }
        }
    }

    /// A signed factor and at most one `%` after it: `-15%` is −15 hundredths, so that
    /// `80 + -15%` takes 15 % off as `80 − 15%` does.
    mutating func percentage() throws(ExpressionError) -> Expression {
        let operand = try signed()
        guard peek.kind == .percent else { return operand }
        _ = next()
        return .percent(operand)
    }

    mutating func signed() throws(ExpressionError) -> Expression {
        switch peek.kind {
        case .minus:
            _ = next()
            return try nested { parser throws(ExpressionError) in .negate(try parser.signed()) }
        case .plus:
            _ = next()
            return try nested { parser throws(ExpressionError) in try parser.signed() }
        default:
            return try power()
        }
    }

    mutating func power() throws(ExpressionError) -> Expression {
        let start = peek.position
        let base = try primary()
        if case .superscript(let exponent) = peek.kind {
            _ = next()
            return .binary(.power, base, .number(exponent), at: start)
        }
        guard peek.kind == .power else { return base }
        _ = next()
        // Right-associative, and the exponent may carry a sign: 2^3^2 = 2^9, 2^-1 = 0.5.
        return try nested { parser throws(ExpressionError) in .binary(.power, base, try parser.signed(), at: start) }
    }

    mutating func primary() throws(ExpressionError) -> Expression {
        let token = next()
        switch token.kind {
        case .number(let value):
            return .number(value)
        case .name(let name):
            if let function = MathFunction(name: name) {
                guard peek.kind == .open else {
                    // `90 min`: the one function's name that is also a unit's, the minute's.
                    if function == .min { return .variable(name, at: token.position) }
                    throw .missingArguments(function, at: token.position)
                }
                return try call(function, at: token.position)
            }
            // A longer name glued to "(" means a call, so a misspelt function is named as one;
            // a one-letter variable before "(" multiplies: x(x + 1).
            if peek.kind == .open, !peek.spaced, name.unicodeScalars.count > 1, name != "pi" {
                throw .unknownFunction(name, at: token.position)
            }
            switch name {
            case "pi": return .number(Double.pi)
            case "e": return .number(2.718281828459045)
            default: return .variable(name, at: token.position)
            }
        case .open:
            let inner = try nested { parser throws(ExpressionError) in try parser.comparison() }
            guard peek.kind == .close else {
                if peek.kind == .end { throw .unclosedParenthesis(at: token.position) }
                throw .unexpected(peek.text, at: peek.position)
            }
            _ = next()
            return inner
        case .root:
            return try nested { parser throws(ExpressionError) in .function(.sqrt, [try parser.power()], at: token.position) }
        case .end:
            throw .unexpectedEnd(at: token.position)
        default:
            throw .unexpected(token.text, at: token.position)
        }
    }

    mutating func call(_ function: MathFunction, at position: Int) throws(ExpressionError) -> Expression {
        _ = next()
        var arguments: [Expression] = []
        if peek.kind == .close {
            _ = next()
            throw .argumentCount(function, given: 0, at: position)
        }
        while true {
            arguments.append(try nested { parser throws(ExpressionError) in try parser.comparison() })
            switch peek.kind {
            case .comma:
                _ = next()
            case .close:
                _ = next()
                guard function.argumentCounts.contains(arguments.count) else {
                    throw .argumentCount(function, given: arguments.count, at: position)
                }
                return .function(function, arguments, at: position)
            case .end:
                throw .unclosedParenthesis(at: position + function.name.unicodeScalars.count)
            default:
                throw .unexpected(peek.text, at: peek.position)
            }
        }
    }
}
