/// Why a key sequence was refused.
public enum CalculatorKeyError: InputError, Equatable {
    case unknownKey(String, position: Int)
    /// `num:` followed by something that is not a number.
    case notANumber(String, position: Int)
    /// `num:` with a number beyond the double range or so small it would be 0.
    case numberOutOfRange(String, position: Int)
    case tooMany
    /// More function evaluations than `CalculatorKey.maximumEvaluations`.
    case tooMuchWork

    public var field: String { "keys" }

    public var code: ErrorCode {
        switch self {
        case .unknownKey: .unknownName
        case .notANumber: .notANumber
        case .numberOutOfRange: .outOfRange
        case .tooMany, .tooMuchWork: .overLimit
        }
    }

    public var message: String {
        switch self {
        case .unknownKey(let token, let position):
            "unknown key '\(token)' (key \(position)); keys are digits, \(CalculatorKey.labels)"
        case .notANumber(let token, let position):
            "'\(token)' (key \(position)) is not a number; write num: and a number, like num:-1.5e-7"
        case .numberOutOfRange(let token, let position):
            "'\(token)' (key \(position)) is outside the numbers handled (5e-324 to 1.797e308 in size, or 0)"
        case .tooMany: "must be at most \(CalculatorKey.maximumKeys) keys"
        case .tooMuchWork:
            "ask at most \(CalculatorKey.maximumEvaluations) function evaluations: the functions, powers, roots, logarithms and = keys, times one more than the →M and undo keys (each replays them all)"
        }
    }
}
