extension Expression {
    /// A ball holding the exact value of the expression at `x` (the value of `variable`), its
    /// numbers taken as the doubles they were read as, worked at `limbs` 64-bit limbs.
    ///
    /// The graph decides on which side of a root a double lies by this exact value's sign, where
    /// the doubles' own rounding would decide by noise (x³ − 6x² + 11x − 6 near 2). Nil where this
    /// evaluation has no rule — any other name, comparisons, percentages, conversions, and the
    /// functions other than `+ − × ÷`, whole powers up to 64, powers of a positive base, `sqrt`,
    /// `exp`, `ln`, `log`, `log2`, `atan`, `abs`, `sin`, `cos` and `tan` (of arguments below
    /// 2^52) — and where a ball reaches the edge of a domain (a divisor holding 0): the caller then
    /// keeps what the doubles found.
    func ball(_ variable: String, at x: Ball, limbs n: Int) -> Ball? {
        let result: Ball?
        switch self {
        case .number(let value):
            result = Ball(value, limbs: n)
        case .variable(let name, _):
            result = name == variable ? x : nil
        case .negate(let u):
            result = u.ball(variable, at: x, limbs: n).map { -$0 }
        case .percent, .conversion, .comparison:
            result = nil
        case .binary(let op, let u, let v, _):
            result = Self.ball(of: op, u, v, variable, at: x, limbs: n)
        case .function(let function, let arguments, _):
            guard arguments.count == 1, let u = arguments[0].ball(variable, at: x, limbs: n) else { return nil }
            result = Self.ball(of: function, u, limbs: n)
        }
        guard let result, !result.isUnbounded else { return nil }
        return result
    }

    /// How many operations, numbers and names it holds.
    public var nodeCount: Int {
        switch self {
        case .number, .variable: 1
        case .negate(let u), .percent(let u): 1 + u.nodeCount
        case .binary(_, let u, let v, _), .comparison(_, let u, let v, _): 1 + u.nodeCount + v.nodeCount
        case .function(_, let arguments, _): arguments.reduce(1) { $0 + $1.nodeCount }
        case .conversion(let u, _, _): 1 + u.nodeCount
        }
    }

    /// The work of one `ball` evaluation at 2 limbs, in operations: a series function (its
    /// argument's reduction and some twenty terms) counts 10, a power by e^(b ln a) 20, a whole
    /// power its squarings (as measured in release on one core: about 0.5 µs an operation).
    var ballWork: Int {
        switch self {
        case .number, .variable: 1
        case .negate(let u), .percent(let u), .conversion(let u, _, _): 1 + u.ballWork
        case .binary(.power, let u, .number(let e), _) where e == e.rounded() && e.magnitude <= 64:
            2 * (64 - UInt64(e.magnitude).leadingZeroBitCount) + u.ballWork
        case .binary(.power, let u, let v, _): 20 + u.ballWork + v.ballWork
        case .binary(_, let u, let v, _), .comparison(_, let u, let v, _): 1 + u.ballWork + v.ballWork
        case .function(.abs, let arguments, _): 1 + arguments[0].ballWork
        case .function(_, let arguments, _): arguments.reduce(10) { $0 + $1.ballWork }
        }
    }

    private static func ball(
        of op: BinaryOperator, _ u: Expression, _ v: Expression, _ variable: String, at x: Ball, limbs n: Int
    ) -> Ball? {
        if case .percent = v { return nil }
        guard let a = u.ball(variable, at: x, limbs: n) else { return nil }
        if op == .power, case .number(let e) = v, e == e.rounded(), e.magnitude <= 64 {
            return whole(a, power: Int(e), limbs: n)
        }
        guard let b = v.ball(variable, at: x, limbs: n) else { return nil }
        switch op {
        case .add: return a + b
        case .subtract: return a - b
        case .multiply: return a * b
        case .divide: return a / b
        case .power:
            // a^b = e^(b ln a) for a > 0; e^x has a ball only below 2^13, past any double.
            guard a.certainSign == 1 else { return nil }
            return Ball.exp(b * Ball.log(a))
        }
    }

    private static func whole(_ a: Ball, power e: Int, limbs n: Int) -> Ball {
        var result = Ball(integer: 1, limbs: n)
        var base = a
        var k = e.magnitude
        while k > 0 {
            if k & 1 == 1 { result = result * base }
            k >>= 1
            if k > 0 { base = base * base }
        }
        return e < 0 ? Ball(integer: 1, limbs: n) / result : result
    }

    private static func ball(of function: MathFunction, _ u: Ball, limbs n: Int) -> Ball? {
        switch function {
        case .sqrt: return u.squareRoot()
        case .exp: return Ball.exp(u)
        case .ln: return Ball.log(u)
        case .log: return Ball.log(u) / Ball.ln10(limbs: n + 1)
        case .log2: return Ball.log(u) / Ball.ln2(limbs: n + 1)
        case .atan: return Ball.arctangent(u)
        case .abs:
            guard let sign = u.certainSign else { return nil }
            return sign < 0 ? -u : u
        case .sin, .cos, .tan:
            guard let (r, k) = quarterTurns(u) else { return nil }
            return function == .sin ? Ball.sine(quarterTurns: k, plus: r)
                : function == .cos ? Ball.cosine(quarterTurns: k, plus: r) : Ball.tangent(quarterTurns: k, plus: r)
        default: return nil
        }
    }

    /// u = k·π/2 + r with k the integer nearest u/(π/2), for |u| < 2^52: r, and k mod 4. π/2
    /// is taken to two limbs more than u, so k·π/2 leaves r u's precision.
    private static func quarterTurns(_ u: Ball) -> (Ball, Int)? {
        let k = (u.estimate / 1.5707963267948966).rounded()
        guard k.magnitude < 0x1p52 else { return nil }
        let n = u.limbs + 2
        let r = u.withLimbs(n) - Ball(integer: Int64(k), limbs: n) * Ball.pi(limbs: n).scaled(by: -1)
        return (r, Int(Int64(k) & 3))
    }
}
