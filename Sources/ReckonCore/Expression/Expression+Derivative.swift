extension Expression {
    /// The derivative in `variable`, by the rules of calculus, with constants folded as it is
    /// built (so `x^2` gives `2*x`, not `2*x^1*1 + …`).
    ///
    /// The graph finds a curve's turning points as the roots of its derivative. Where a function
    /// is piecewise constant (`floor`, `ceil`, `round`, a comparison) the derivative is 0, true
    /// between its steps; `min`, `max` and `if` take the derivative of the branch their own
    /// condition picks; `abs` is `u′·u/|u|`, undefined only at 0, where a kink's sign change of
    /// the derivative still marks the turn. Nil where no rule applies: factorial (it would need
    /// Γ′), percentages, unit conversions and `root` of a varying degree.
    /// Positions in the result are 0: it is never shown, only evaluated.
    public func derivative(in variable: String) -> Expression? {
        switch self {
        case .number, .comparison:
            return .number(0)
        case .variable(let name, _):
            return .number(name == variable ? 1 : 0)
        case .negate(let u):
            return u.derivative(in: variable).map { .negated($0) }
        case .percent, .conversion:
            return nil
        case .binary(let op, let u, let v, _):
            return Self.derivative(of: op, u, v, in: variable)
        case .function(let function, let arguments, _):
            return Self.derivative(of: function, arguments, in: variable)
        }
    }

    private static func derivative(
        of op: BinaryOperator, _ u: Expression, _ v: Expression, in variable: String
    ) -> Expression? {
        if case .percent = v { return nil }
        if case .percent = u { return nil }
        guard let du = u.derivative(in: variable), let dv = v.derivative(in: variable) else { return nil }
        switch op {
        case .add: return .sum(du, dv)
        case .subtract: return .difference(du, dv)
        case .multiply: return .sum(.product(du, v), .product(u, dv))
        case .divide: return .quotient(.difference(.product(du, v), .product(u, dv)), .power(v, .number(2)))
        case .power:
            if dv.isZero {
                // u^c: c·u^(c−1)·u′.
                return .product(.product(v, .power(u, .difference(v, .number(1)))), du)
            }
            // u^v = e^(v ln u): u^v·(v′ ln u + v u′/u).
            let whole = Expression.binary(.power, u, v, at: 0)
            return .product(whole, .sum(.product(dv, .call(.ln, [u])), .quotient(.product(v, du), u)))
        }
    }

    private static func derivative(
        of function: MathFunction, _ arguments: [Expression], in variable: String
    ) -> Expression? {
        let u = arguments[0]
        switch function {
        case .floor, .ceil, .round: return .number(0)
        case .factorial: return nil
        case .if:
            guard let a = arguments[1].derivative(in: variable), let b = arguments[2].derivative(in: variable) else { return nil }
            return .call(.if, [arguments[0], a, b])
        case .min, .max:
            // min(a, b, …) = if(a <= min(b, …), a, min(b, …)): the chosen argument's derivative.
            let rest = arguments.count == 2 ? arguments[1] : .call(function, Array(arguments.dropFirst()))
            guard let da = u.derivative(in: variable), let dr = rest.derivative(in: variable) else { return nil }
            let picksFirst = Expression.comparison(function == .min ? .lessOrEqual : .greaterOrEqual, u, rest, at: 0)
            return .call(.if, [picksFirst, da, dr])
        case .log where arguments.count == 2:
            // log_b u = ln u / ln b.
            return Expression.quotient(.call(.ln, [u]), .call(.ln, [arguments[1]])).derivative(in: variable)
        case .root:
            // root(u, n) = u^(1/n) where it is defined; its derivative root(u, n)/(n·u)·u′ holds
            // for negative u with odd n too.
            guard let du = u.derivative(in: variable), let dn = arguments[1].derivative(in: variable), dn.isZero else { return nil }
            return .product(.quotient(.call(.root, arguments), .product(arguments[1], u)), du)
        default:
            guard let du = u.derivative(in: variable), let outer = outerDerivative(of: function, at: u) else { return nil }
            return .product(outer, du)
        }
    }

    /// f′(u) for the functions of one argument.
    private static func outerDerivative(of function: MathFunction, at u: Expression) -> Expression? {
        let one = Expression.number(1)
        let square = Expression.power(u, .number(2))
        switch function {
        case .sin: return .call(.cos, [u])
        case .cos: return .negated(.call(.sin, [u]))
        case .tan: return .quotient(one, .power(.call(.cos, [u]), .number(2)))
        case .asin: return .quotient(one, .call(.sqrt, [.difference(one, square)]))
        case .acos: return .negated(.quotient(one, .call(.sqrt, [.difference(one, square)])))
        case .atan: return .quotient(one, .sum(one, square))
        case .sinh: return .call(.cosh, [u])
        case .cosh: return .call(.sinh, [u])
        case .tanh: return .quotient(one, .power(.call(.cosh, [u]), .number(2)))
        case .asinh: return .quotient(one, .call(.sqrt, [.sum(square, one)]))
        case .acosh: return .quotient(one, .call(.sqrt, [.difference(square, one)]))
        case .atanh: return .quotient(one, .difference(one, square))
        case .sqrt: return .quotient(one, .product(.number(2), .call(.sqrt, [u])))
        case .cbrt: return .quotient(one, .product(.number(3), .power(.call(.cbrt, [u]), .number(2))))
        case .abs: return .quotient(u, .call(.abs, [u]))
        case .ln: return .quotient(one, u)
        case .log: return .quotient(one, .product(u, .number(2.302585092994046)))
        case .log2: return .quotient(one, .product(u, .number(0.6931471805599453)))
        case .exp: return .call(.exp, [u])
        case .root, .factorial, .floor, .ceil, .round, .min, .max, .if: return nil
        }
    }

    var isZero: Bool {
        if case .number(let value) = self { return value == 0 }
        return false
    }

    private var constant: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    // Builders that fold constants, so that derivatives stay small enough to sample.

    static func call(_ function: MathFunction, _ arguments: [Expression]) -> Expression {
        .function(function, arguments, at: 0)
    }

    static func negated(_ u: Expression) -> Expression {
        if let c = u.constant { return .number(-c) }
        if case .negate(let inner) = u { return inner }
        return .negate(u)
    }

    static func sum(_ u: Expression, _ v: Expression) -> Expression {
        if let a = u.constant, let b = v.constant { return .number(a + b) }
        if u.isZero { return v }
        if v.isZero { return u }
        if case .negate(let w) = v { return .binary(.subtract, u, w, at: 0) }
        return .binary(.add, u, v, at: 0)
    }

    static func difference(_ u: Expression, _ v: Expression) -> Expression {
        if let a = u.constant, let b = v.constant { return .number(a - b) }
        if v.isZero { return u }
        if u.isZero { return negated(v) }
        return .binary(.subtract, u, v, at: 0)
    }

    static func product(_ u: Expression, _ v: Expression) -> Expression {
        if let a = u.constant, let b = v.constant { return .number(a * b) }
        if u.isZero || v.isZero { return .number(0) }
        if u.constant == 1 { return v }
        if v.constant == 1 { return u }
        if u.constant == -1 { return negated(v) }
        if v.constant == -1 { return negated(u) }
        return .binary(.multiply, u, v, at: 0)
    }

    static func quotient(_ u: Expression, _ v: Expression) -> Expression {
        if let a = u.constant, let b = v.constant, b != 0 { return .number(a / b) }
        if u.isZero { return .number(0) }
        if v.constant == 1 { return u }
        return .binary(.divide, u, v, at: 0)
    }

    static func power(_ u: Expression, _ v: Expression) -> Expression {
        if v.constant == 1 { return u }
        if v.isZero { return .number(1) }
        return .binary(.power, u, v, at: 0)
    }
}
