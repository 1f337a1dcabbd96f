/// Why a unit cannot be read, or an operation on quantities has no answer, with the position
/// of the problem (1-based, counting Unicode scalars of the text the caller gave, as
/// `ExpressionError` does).
public enum UnitError: InputError, Equatable {
    /// A name that is no unit, with the closest known name when one is near enough.
    case unknownUnit(String, suggestion: String?, at: Int)
    /// A unit expression's text that does not parse (`km/`, `m^x`, `(m`).
    case unexpected(String, at: Int)
    /// A unit expression that ends where a unit name, a number or `(` is needed.
    case unexpectedEnd(at: Int)
    /// A power whose unit would pass ±`UnitDimension.maximumExponent` for a base.
    case powerTooLarge(at: Int)
    /// A numeric factor in a unit that is zero or not a plain decimal (`0 m`, `1e999 m`).
    case badFactor(String, at: Int)
    /// Adding, subtracting or converting quantities of different dimensions: the operation
    /// (`add`, `subtract`, `convert`), each side's unit and dimension.
    case unlikeDimensions(operation: String, left: String, leftDimension: String, right: String, rightDimension: String, at: Int)
    /// An operation on a temperature with an offset (°C, °F) that has no meaning, and the rule.
    case absoluteTemperature(String, at: Int)
    /// A currency with no rate given yet.
    case noRate(String, at: Int)
    /// A result beyond the double range, and what gave it.
    case noFiniteValue(String, at: Int)

    public var field: String { "expression" }

    /// Where the problem is (1-based, in Unicode scalars of the caller's text).
    public var position: Int {
        switch self {
        case .unknownUnit(_, _, let at), .unexpected(_, let at), .unexpectedEnd(let at), .powerTooLarge(let at),
             .badFactor(_, let at), .unlikeDimensions(_, _, _, _, _, let at), .absoluteTemperature(_, let at),
             .noRate(_, let at), .noFiniteValue(_, let at):
            at
        }
    }

    /// The same problem in a longer text whose part the unit was read from starts `offset`
    /// scalars in (a note's line).
    func shifted(by offset: Int) -> UnitError {
        switch self {
        case .unknownUnit(let name, let suggestion, let at): .unknownUnit(name, suggestion: suggestion, at: at + offset)
        case .unexpected(let text, let at): .unexpected(text, at: at + offset)
        case .unexpectedEnd(let at): .unexpectedEnd(at: at + offset)
        case .powerTooLarge(let at): .powerTooLarge(at: at + offset)
        case .badFactor(let text, let at): .badFactor(text, at: at + offset)
        case .unlikeDimensions(let operation, let left, let leftDimension, let right, let rightDimension, let at):
            .unlikeDimensions(operation: operation, left: left, leftDimension: leftDimension, right: right, rightDimension: rightDimension, at: at + offset)
        case .absoluteTemperature(let rule, let at): .absoluteTemperature(rule, at: at + offset)
        case .noRate(let currency, let at): .noRate(currency, at: at + offset)
        case .noFiniteValue(let why, let at): .noFiniteValue(why, at: at + offset)
        }
    }

    public var code: ErrorCode {
        switch self {
        case .unknownUnit, .noRate: .unknownName
        case .unexpected, .unexpectedEnd: .syntax
        case .powerTooLarge: .overLimit
        case .badFactor: .outOfRange
        case .unlikeDimensions, .absoluteTemperature: .impossible
        case .noFiniteValue: .noValue
        }
    }

    public var message: String {
        switch self {
        case .unknownUnit(let name, let suggestion, let at):
            "unknown unit '\(name)' at \(at)" + (suggestion.map { ": did you mean '\($0)'?" } ?? "")
        case .unexpected(let text, let at): "unexpected '\(text)' in a unit at \(at)"
        case .unexpectedEnd(let at): "the unit ends too soon: a unit name, a number or '(' is missing at \(at)"
        case .powerTooLarge(let at):
            "the power at \(at) gives a unit beyond the \(UnitDimension.maximumExponent)th power of a base"
        case .badFactor(let text, let at): "'\(text)' at \(at) is not a factor a unit can have (a positive decimal number)"
        case .unlikeDimensions(let operation, let left, let leftDimension, let right, let rightDimension, let at):
            operation == "convert"
                ? "cannot convert \(left) (\(leftDimension)) to \(right) (\(rightDimension)) at \(at)"
                : "cannot \(operation) \(left) (\(leftDimension)) and \(right) (\(rightDimension)) at \(at): only quantities of the same dimension add"
        case .absoluteTemperature(let rule, let at): "\(rule) at \(at)"
        case .noRate(let currency, let at):
            "no rate for \(currency) at \(at): give one on a line before, like 1 USD = 0.92 \(currency == "USD" ? "EUR" : currency)"
        case .noFiniteValue(let why, let at): "\(why) at \(at) is beyond the numbers handled (1.797e308 in size)"
        }
    }
}
