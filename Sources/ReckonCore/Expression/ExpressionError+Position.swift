extension ExpressionError {
    /// Where the problem is (1-based, in Unicode scalars), or nil for a text that is empty or
    /// too long as a whole.
    public var position: Int? {
        switch self {
        case .empty, .tooLong: nil
        case .tooDeep(let at), .unexpectedEnd(let at), .unclosedParenthesis(let at): at
        case .unexpected(_, let at), .numberOutOfRange(_, let at), .unknownFunction(_, let at),
             .unknownVariable(_, let at), .noFiniteValue(_, let at), .missingArguments(_, let at), .unitNotHere(_, let at),
             .notForQuantities(_, let at), .unknownName(_, _, let at):
            at
        case .argumentCount(_, _, let at): at
        case .unit(let error): error.position
        }
    }

    /// The same problem in a longer text where the expression starts `offset` scalars in (a
    /// note's `total: 2 +` names the `+` where the line has it, not where the expression does).
    func shifted(by offset: Int) -> ExpressionError {
        switch self {
        case .empty, .tooLong: self
        case .tooDeep(let at): .tooDeep(at: at + offset)
        case .unexpected(let token, let at): .unexpected(token, at: at + offset)
        case .unexpectedEnd(let at): .unexpectedEnd(at: at + offset)
        case .unclosedParenthesis(let at): .unclosedParenthesis(at: at + offset)
        case .numberOutOfRange(let text, let at): .numberOutOfRange(text, at: at + offset)
        case .unknownFunction(let name, let at): .unknownFunction(name, at: at + offset)
        case .argumentCount(let function, let given, let at): .argumentCount(function, given: given, at: at + offset)
        case .missingArguments(let function, let at): .missingArguments(function, at: at + offset)
        case .unknownVariable(let name, let at): .unknownVariable(name, at: at + offset)
        case .noFiniteValue(let why, let at): .noFiniteValue(why, at: at + offset)
        case .unitNotHere(let unit, let at): .unitNotHere(unit, at: at + offset)
        case .notForQuantities(let rule, let at): .notForQuantities(rule, at: at + offset)
        case .unit(let error): .unit(error.shifted(by: offset))
        case .unknownName(let name, let suggestion, let at): .unknownName(name, suggestion: suggestion, at: at + offset)
        }
    }
}
