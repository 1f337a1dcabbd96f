extension Expression {
    /// The value with the given variables. Total over the doubles: outside a function's domain
    /// the answer is NaN (`sqrt(-1)`, `ln(-1)`), a pole gives ±infinity (`1/0`), as IEEE 754
    /// says; callers that need a finite number check `isFinite`. Throws only for a variable
    /// missing from `variables`, naming the first one met.
    public func value(_ variables: [String: Double] = [:]) throws(ExpressionError) -> Double {
        switch self {
        case .number(let value):
            return value
        case .variable(let name, let at):
            guard let value = variables[name] else { throw .unknownVariable(name, at: at) }
            return value
        case .negate(let operand):
            return -(try operand.value(variables))
        case .binary(let op, let left, let right):
            let x = try left.value(variables)
            let y = try right.value(variables)
            switch op {
            case .add: return x + y
            case .subtract: return x - y
            case .multiply: return x * y
            case .divide: return x / y
            case .power: return pow(x, y)
            }
        case .function(.if, let arguments):
            let condition = try arguments[0].value(variables)
            return try arguments[condition != 0 && !condition.isNaN ? 1 : 2].value(variables)
        case .comparison(let relation, let left, let right):
            let x = try left.value(variables)
            let y = try right.value(variables)
            let holds: Bool
            switch relation {
            case .less: holds = x < y
            case .lessOrEqual: holds = x <= y
            case .greater: holds = x > y
            case .greaterOrEqual: holds = x >= y
            case .equal: holds = x == y
            case .notEqual: holds = x != y
            }
            return holds ? 1 : 0
        case .function(let function, let arguments):
            var values: [Double] = []
            for argument in arguments { values.append(try argument.value(variables)) }
            return function.apply(values)
        }
    }

    /// Every variable in order of appearance (repeats included), with its position.
    public var variables: [(name: String, at: Int)] {
        switch self {
        case .number: []
        case .variable(let name, let at): [(name, at)]
        case .negate(let operand): operand.variables
        case .binary(_, let left, let right): left.variables + right.variables
        case .function(_, let arguments): arguments.flatMap { $0.variables }
        case .comparison(_, let left, let right): left.variables + right.variables
        }
    }

    /// The variable a graph plots it in: `M` (the Calculator's memory) when it names M and not x,
    /// otherwise `x`.
    public var graphVariable: String {
        let names = variables.map { $0.name }
        return names.contains("M") && !names.contains("x") ? "M" : "x"
    }

    /// Throws `unknownVariable` for the first variable not in `names`: a catalog checks its
    /// formulas once when it is loaded, rather than failing on the first estimate.
    public func checkVariables(allowed names: [String]) throws(ExpressionError) {
        for (name, at) in variables where !names.contains(name) {
            throw .unknownVariable(name, at: at)
        }
    }
}

extension MathFunction {
    /// The function of `arguments` (already checked for count by the parser).
    func apply(_ arguments: [Double]) -> Double {
        let x = arguments[0]
        switch self {
        case .sin: return ReckonCore.sin(x)
        case .cos: return ReckonCore.cos(x)
        case .tan: return ReckonCore.tan(x)
        case .asin: return ReckonCore.asin(x)
        case .acos: return ReckonCore.acos(x)
        case .atan: return ReckonCore.atan(x)
        case .sqrt: return x.squareRoot()
        case .abs: return x.magnitude
        case .ln: return ReckonCore.log(x)
        case .log: return ReckonCore.log10(x)
        case .exp: return ReckonCore.exp(x)
        case .floor: return x.rounded(.down)
        case .ceil: return x.rounded(.up)
        case .round: return x.rounded(.toNearestOrAwayFromZero)
        case .min: return arguments.dropFirst().reduce(x) { $0.isNaN || $1.isNaN ? .nan : Swift.min($0, $1) }
        case .max: return arguments.dropFirst().reduce(x) { $0.isNaN || $1.isNaN ? .nan : Swift.max($0, $1) }
        case .if: return x != 0 && !x.isNaN ? arguments[1] : arguments[2]
        }
    }
}
