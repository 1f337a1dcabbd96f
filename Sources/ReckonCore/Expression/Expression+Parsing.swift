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
        var parser = ExpressionParser(tokens: try ExpressionToken.scan(scalars))
        guard parser.peek.kind != .end else { throw .empty }
        let expression = try parser.comparison()
        let rest = parser.peek
        guard rest.kind == .end else { throw .unexpected(rest.text, at: rest.position) }
        self = expression
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
        case compare(Expression.Comparison)
    }

    let kind: Kind
    let text: String
    let position: Int
    /// Whether a space came before it (`f (x)` calls no function; `f(x)` does).
    let spaced: Bool

    /// A name's characters: ASCII letters and `_`, and digits after the first.
    static func isNameScalar(_ s: Unicode.Scalar, first: Bool) -> Bool {
        let v = s.value
        return (v >= 65 && v <= 90) || (v >= 97 && v <= 122) || v == 95 || (!first && v >= 48 && v <= 57)
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
        let left = try sum()
        guard case .compare(let relation) = peek.kind else { return left }
        _ = next()
        return .comparison(relation, left, try sum())
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
                guard peek.kind == .open else { throw .missingArguments(function, at: token.position) }
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
