// The one place where the calculator's keys compute: every function and every operation of a
// key, in two switches. The expression language takes its functions and its ^ from here too
// (`MathFunction.apply`), so the graph computes what the display shows, but for the last bit:
// the keys and the expression language's values compute with `CorrectlyRounded` (the nearest
// double), a plot's samples with Reckon's libm (within 1 ulp, a hundred times faster), as a plot
// evaluates thousands of them (`ElementaryFunctions`).
//
// A value that is not a finite number (1/0, √−1, 171!, tan 90°) is what the calculator shows
// as Error.

extension CalculatorFunction {
    /// The function of `x`, with angles in `angle`, computed by `F`.
    func apply<F: ElementaryFunctions>(_ x: Double, angle: CalculatorAngle, by _: F.Type = CorrectlyRounded.self) -> Double {
        let degrees = angle == .degrees
        switch self {
        case .squareRoot: return x.squareRoot()
        case .cubeRoot: return F.cbrt(x)
        case .square: return x * x
        case .cube: return F.cube(x)
        case .reciprocal: return 1 / x
        case .sin: return degrees ? F.sin(degrees: x) : F.sin(x)
        case .cos: return degrees ? F.cos(degrees: x) : F.cos(x)
        case .tan: return degrees ? F.tan(degrees: x) : F.tan(x)
        case .asin: return degrees ? F.asinDegrees(x) : F.asin(x)
        case .acos: return degrees ? F.acosDegrees(x) : F.acos(x)
        case .atan: return degrees ? F.atanDegrees(x) : F.atan(x)
        case .sinh: return F.sinh(x)
        case .cosh: return F.cosh(x)
        case .tanh: return F.tanh(x)
        case .asinh: return F.asinh(x)
        case .acosh: return F.acosh(x)
        case .atanh: return F.atanh(x)
        case .ln: return F.log(x)
        case .log10: return F.log10(x)
        case .log2: return F.log2(x)
        case .exp: return F.exp(x)
        case .exp10: return F.exp10(x)
        case .exp2: return F.exp2(x)
        case .factorial: return F.factorial(x)
        }
    }
}

extension CalculatorOperation {
    /// `x op y`: x is the number keyed before the operation, y the one after; `F` computes the
    /// powers, roots and logarithms.
    func apply<F: ElementaryFunctions>(_ x: Double, _ y: Double, by _: F.Type = CorrectlyRounded.self) -> Double {
        switch self {
        case .add: x + y
        case .subtract: x - y
        case .multiply: x * y
        case .divide: x / y
        case .power: F.pow(x, y)
        case .reversePower: F.pow(y, x)
        case .root: F.root(x, y)
        case .logarithm: F.log(x, base: y)
        }
    }
}

extension CalculatorOperation {
    /// The key of the expression language's operator.
    init(_ operator: Expression.BinaryOperator) {
        switch `operator` {
        case .add: self = .add
        case .subtract: self = .subtract
        case .multiply: self = .multiply
        case .divide: self = .divide
        case .power: self = .power
        }
    }
}

extension MathFunction {
    /// The calculator's function the expression language's computes with (radians), if any.
    var calculatorFunction: CalculatorFunction? {
        switch self {
        case .sin: .sin
        case .cos: .cos
        case .tan: .tan
        case .asin: .asin
        case .acos: .acos
        case .atan: .atan
        case .sinh: .sinh
        case .cosh: .cosh
        case .tanh: .tanh
        case .asinh: .asinh
        case .acosh: .acosh
        case .atanh: .atanh
        case .sqrt: .squareRoot
        case .cbrt: .cubeRoot
        case .ln: .ln
        case .log: .log10
        case .log2: .log2
        case .exp: .exp
        case .factorial: .factorial
        case .root, .abs, .floor, .ceil, .round, .min, .max, .if: nil
        }
    }
}
