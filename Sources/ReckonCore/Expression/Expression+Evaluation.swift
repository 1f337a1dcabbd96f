extension Expression {
    /// The value with the given variables (each a finite number). Throws for a variable missing
    /// from `variables`, naming the first one met, and for the first operation whose value is
    /// not a finite number — a division by zero, a function outside its domain (`sqrt(-1)`,
    /// `ln(0)`), a result past the double range — naming it and where it starts, so that no
    /// infinity or NaN reaches another operation or a comparison: `1/(1/0)` is "division by
    /// zero at 4", not 0. Only the branch `if` takes is evaluated (`if(x > 0, ln(x), 0)`).
    /// Every function and power is correctly rounded (`CorrectlyRounded`), as the calculator's keys.
    public func value(_ variables: [String: Double] = [:]) throws(ExpressionError) -> Double {
        try value(variables, refusingNonFinite: true, by: CorrectlyRounded.self)
    }

    /// The value as IEEE 754 gives it: ±infinity at a pole, NaN outside a domain, carried on
    /// (`1/(1 + exp(-x))` is 0 far left, where exp overflows; a NaN condition takes `if`'s
    /// second branch). For drawing, where a curve that tends to a finite value should be drawn
    /// and only the points with no finite value left out; throws only for a missing variable.
    /// Its functions are Reckon's libm's (within 1 ulp, a hundred times faster than correctly
    /// rounded ones), as a plot evaluates thousands of samples and bisects every jump.
    public func ieeeValue(_ variables: [String: Double] = [:]) throws(ExpressionError) -> Double {
        try value(variables, refusingNonFinite: false, by: Libm.self)
    }

    private func value<F: ElementaryFunctions>(
        _ variables: [String: Double], refusingNonFinite strict: Bool, by functions: F.Type
    ) throws(ExpressionError) -> Double {
        switch self {
        case .number(let value):
            return value
        case .variable(let name, let at):
            guard let value = variables[name] else { throw .unknownVariable(name, at: at) }
            return value
        case .negate(let operand):
            return -(try operand.value(variables, refusingNonFinite: strict, by: functions))
        case .percent(let operand):
            return try operand.value(variables, refusingNonFinite: strict, by: functions) / 100
        case .binary(let op, let left, .percent(let share), let at) where op.takesPercentage:
            let x = try left.value(variables, refusingNonFinite: strict, by: functions)
            let p = try share.value(variables, refusingNonFinite: strict, by: functions)
            let result = op.apply(x, percent: p)
            guard result.isFinite || !strict else { throw .noFiniteValue(op.whyNotFinite(x, p / 100), at: at) }
            return result
        case .binary(.multiply, .percent(let share), let right, let at):
            let p = try share.value(variables, refusingNonFinite: strict, by: functions)
            let y = try right.value(variables, refusingNonFinite: strict, by: functions)
            let result = Expression.BinaryOperator.multiply.apply(y, percent: p)
            guard result.isFinite || !strict else { throw .noFiniteValue("multiplication overflows", at: at) }
            return result
        case .binary(let op, let left, let right, let at):
            let x = try left.value(variables, refusingNonFinite: strict, by: functions)
            let y = try right.value(variables, refusingNonFinite: strict, by: functions)
            let result = op.apply(x, y, by: functions)
            guard result.isFinite || !strict else { throw .noFiniteValue(op.whyNotFinite(x, y), at: at) }
            return result
        case .function(.if, let arguments, _):
            let condition = try arguments[0].value(variables, refusingNonFinite: strict, by: functions)
            return try arguments[condition != 0 && !condition.isNaN ? 1 : 2].value(variables, refusingNonFinite: strict, by: functions)
        case .comparison(let relation, let left, let right, _):
            let x = try left.value(variables, refusingNonFinite: strict, by: functions)
            let y = try right.value(variables, refusingNonFinite: strict, by: functions)
            return relation.holds(x, y) ? 1 : 0
        case .conversion(_, let unit, let at):
            // A plain number has no unit to convert: units are quantities' (`quantity(_:units:)`).
            throw .unitNotHere(unit, at: at)
        case .function(let function, let arguments, let at):
            var values: [Double] = []
            for argument in arguments { values.append(try argument.value(variables, refusingNonFinite: strict, by: functions)) }
            let result = function.apply(values, by: functions)
            guard result.isFinite || !strict else { throw .noFiniteValue(function.whyNotFinite(values), at: at) }
            return result
        }
    }

    /// Every variable in order of appearance (repeats included), with its position.
    public var variables: [(name: String, at: Int)] {
        switch self {
        case .number: []
        case .variable(let name, let at): [(name, at)]
        case .negate(let operand), .percent(let operand): operand.variables
        case .binary(_, let left, let right, _): left.variables + right.variables
        case .function(_, let arguments, _): arguments.flatMap { $0.variables }
        case .comparison(_, let left, let right, _): left.variables + right.variables
        case .conversion(let quantity, _, _): quantity.variables
        }
    }

    /// The variable a graph plots it in: `M` (the Calculator's memory) when it names M and not x,
    /// otherwise `x` (for `y = f`, f's; an equation in x and y is always drawn against x).
    public var graphVariable: String {
        if isImplicitEquation { return "x" }
        let names = (solvedForY ?? self).variables.map { $0.name }
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

extension Expression.Comparison {
    func holds(_ x: Double, _ y: Double) -> Bool {
        switch self {
        case .less: x < y
        case .lessOrEqual: x <= y
        case .greater: x > y
        case .greaterOrEqual: x >= y
        case .equal: x == y
        case .notEqual: x != y
        }
    }
}

extension Expression.BinaryOperator {
    /// IEEE 754's answer, the calculator's key's (`CalculatorMath`).
    func apply<F: ElementaryFunctions>(_ x: Double, _ y: Double, by functions: F.Type) -> Double {
        CalculatorOperation(self).apply(x, y, by: functions)
    }

    /// Why `apply(x, y)` of finite operands is not a finite number.
    func whyNotFinite(_ x: Double, _ y: Double) -> String {
        switch self {
        case .add: "addition overflows"
        case .subtract: "subtraction overflows"
        case .multiply: "multiplication overflows"
        case .divide: y == 0 ? "division by zero" : "division overflows"
        case .power:
            x == 0 ? "zero to a negative power"
                : x < 0 && y.rounded(.towardZero) != y ? "a negative number to a fractional power" : "power overflows"
        }
    }
}

extension MathFunction {
    /// Why the function of finite `arguments` is not a finite number (only the functions of a
    /// number can fail: the others choose among their arguments).
    func whyNotFinite(_ arguments: [Double]) -> String {
        let x = arguments[0]
        switch self {
        case .sqrt: return "sqrt of a negative number"
        case .log where arguments.count == 2 && !(arguments[1] > 0 && arguments[1] != 1):
            return "log to a base that is not positive or is 1"
        case .ln, .log, .log2: return x == 0 ? "\(name) of zero" : "\(name) of a negative number"
        case .asin, .acos: return "\(name) of a number outside −1 to 1"
        case .acosh: return "acosh of a number below 1"
        case .atanh: return "atanh of a number not between −1 and 1"
        case .root:
            return arguments[1] == 0 ? "root of degree 0"
                : x < 0 ? "root of a negative number of even or fractional degree" : "root overflows"
        case .factorial: return x < 0 && x == x.rounded() ? "factorial of a negative whole number" : "factorial overflows"
        default: return "\(name) overflows"
        }
    }

    /// The function of `arguments` (already checked for count by the parser): the calculator's
    /// (`CalculatorMath`, in radians) for the elementary ones, computed by `F`.
    func apply<F: ElementaryFunctions>(_ arguments: [Double], by functions: F.Type) -> Double {
        let x = arguments[0]
        switch self {
        case .root: return CalculatorOperation.root.apply(x, arguments[1], by: functions)
        case .log where arguments.count == 2: return CalculatorOperation.logarithm.apply(x, arguments[1], by: functions)
        case .abs: return x.magnitude
        case .floor: return x.rounded(.down)
        case .ceil: return x.rounded(.up)
        case .round: return x.rounded(.toNearestOrAwayFromZero)
        case .min: return arguments.dropFirst().reduce(x) { $0.isNaN || $1.isNaN ? .nan : Swift.min($0, $1) }
        case .max: return arguments.dropFirst().reduce(x) { $0.isNaN || $1.isNaN ? .nan : Swift.max($0, $1) }
        case .if: preconditionFailure("if is evaluated by Expression.value, one branch only")
        default: return calculatorFunction?.apply(x, angle: .radians, by: functions) ?? .nan
        }
    }
}
