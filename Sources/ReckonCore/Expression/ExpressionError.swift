/// Why a text is not an expression, or cannot be evaluated, with the position of the problem
/// (1-based, counting Unicode scalars, so `unexpected ')' at 7` points at the seventh character).
public enum ExpressionError: InputError, Equatable {
    case empty
    /// Longer than `Expression.maximumLength` characters.
    case tooLong(length: Int)
    /// Nested deeper than `Expression.maximumDepth`.
    case tooDeep(at: Int)
    case unexpected(String, at: Int)
    /// The text ended where a number, a name or `(` was needed.
    case unexpectedEnd(at: Int)
    /// A `(` that is never closed.
    case unclosedParenthesis(at: Int)
    /// A numeral beyond the double range (`1e999`) or so small it would read as 0 (`1e-400`).
    case numberOutOfRange(String, at: Int)
    /// A name followed by `(` that is not one of `MathFunction`.
    case unknownFunction(String, at: Int)
    /// A function given the wrong number of arguments.
    case argumentCount(MathFunction, given: Int, at: Int)
    /// A function's name not followed by `(`.
    case missingArguments(MathFunction, at: Int)
    /// A variable with no value, or not among the names allowed.
    case unknownVariable(String, at: Int)
    /// An operation whose value is not a finite number, and why (`division by zero`), at the
    /// position where it starts.
    case noFiniteValue(String, at: Int)
    /// A conversion (`x to m`) where values are plain numbers: a graph's or a formula's.
    case unitNotHere(String, at: Int)
    /// A name that is no variable and no unit, but near a unit's name.
    case unknownName(String, suggestion: String, at: Int)
    /// A unit's problem: unknown, unlike dimensions, a temperature's rule (`Quantity`).
    case unit(UnitError)
    /// Something that takes plain numbers given a quantity (`ln(3 m)`), and the rule.
    case notForQuantities(String, at: Int)

    public var field: String { "expression" }

    public var code: ErrorCode {
        switch self {
        case .empty: .missing
        case .tooLong, .tooDeep: .overLimit
        case .unexpected, .unexpectedEnd, .unclosedParenthesis, .argumentCount, .missingArguments: .syntax
        case .numberOutOfRange: .outOfRange
        case .unknownFunction, .unknownVariable, .unknownName: .unknownName
        case .unitNotHere, .notForQuantities: .impossible
        case .unit(let error): error.code
        case .noFiniteValue: .noValue
        }
    }

    public var message: String {
        switch self {
        case .empty: "must not be empty"
        case .tooLong(let length):
            "must be at most \(Expression.maximumLength) characters, not \(length)"
        case .tooDeep(let at): "is nested too deeply (more than \(Expression.maximumDepth) levels) at \(at)"
        case .unexpected(let token, let at): "unexpected '\(token)' at \(at)"
        case .unexpectedEnd(let at): "ends too soon: a number, a name or '(' is missing at \(at)"
        case .unclosedParenthesis(let at): "the '(' at \(at) is never closed"
        case .numberOutOfRange(let text, let at): "'\(text)' at \(at) is outside the numbers handled (5e-324 to 1.797e308 in size)"
        case .unknownFunction(let name, let at): "unknown function '\(name)' at \(at)"
        case .argumentCount(let function, let given, let at):
            "\(function.name) at \(at) takes \(Self.counted(function.argumentCounts)), not \(given)"
        case .missingArguments(let function, let at): "\(function.name) at \(at) needs its argument in parentheses"
        case .unknownVariable(let name, let at): "unknown variable '\(name)' at \(at)"
        case .noFiniteValue(let why, let at): "\(why) at \(at)"
        case .unitNotHere(let unit, let at): "converts to '\(unit)' at \(at), but here values are plain numbers, with no units"
        case .unit(let error): error.message
        case .unknownName(let name, let suggestion, let at): "unknown variable or unit '\(name)' at \(at): did you mean '\(suggestion)'?"
        case .notForQuantities(let rule, let at): "\(rule) at \(at)"
        }
    }

    /// "one argument", "one or two arguments", "two or more arguments".
    private static func counted(_ counts: ClosedRange<Int>) -> String {
        let words = ["", "one", "two", "three"]
        if counts.upperBound == Int.max { return words[counts.lowerBound] + " or more arguments" }
        let upper = words[counts.upperBound] + (counts.upperBound == 1 ? " argument" : " arguments")
        return counts.lowerBound == counts.upperBound ? upper : words[counts.lowerBound] + " or " + upper
    }
}
