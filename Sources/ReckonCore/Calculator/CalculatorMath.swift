// The one place where the calculator's keys compute: every function and every operation of a
// key, in two switches. The expression language takes its functions and its ^ from here too
// (`MathFunction.apply`), so the graph computes what the display shows. The elementary functions
// come from Reckon's own libm (Support/Libm*.swift: fdlibm's algorithms in CReckonLibm, within
// 1 ulp, and what it lacks written from them); to switch the calculator and the graph to other
// implementations (correctly rounded ones, say), change the calls here and nothing else.
//
// A value that is not a finite number (1/0, √−1, 171!, tan 90°) is what the calculator shows
// as Error.

extension CalculatorFunction {
    /// The function of `x`, with angles in `angle`.
    func apply(_ x: Double, angle: CalculatorAngle) -> Double {
        let degrees = angle == .degrees
        switch self {
        case .squareRoot: return x.squareRoot()
        case .cubeRoot: return ReckonCore.cbrt(x)
        case .square: return x * x
        case .cube: return ReckonCore.cube(x)
        case .reciprocal: return 1 / x
        case .sin: return degrees ? ReckonCore.sin(degrees: x) : ReckonCore.sin(x)
        case .cos: return degrees ? ReckonCore.cos(degrees: x) : ReckonCore.cos(x)
        case .tan: return degrees ? ReckonCore.tan(degrees: x) : ReckonCore.tan(x)
        case .asin: return degrees ? ReckonCore.asinDegrees(x) : ReckonCore.asin(x)
        case .acos: return degrees ? ReckonCore.acosDegrees(x) : ReckonCore.acos(x)
        case .atan: return degrees ? ReckonCore.atanDegrees(x) : ReckonCore.atan(x)
        case .sinh: return ReckonCore.sinh(x)
        case .cosh: return ReckonCore.cosh(x)
        case .tanh: return ReckonCore.tanh(x)
        case .asinh: return ReckonCore.asinh(x)
        case .acosh: return ReckonCore.acosh(x)
        case .atanh: return ReckonCore.atanh(x)
        case .ln: return ReckonCore.log(x)
        case .log10: return ReckonCore.log10(x)
        case .log2: return ReckonCore.log2(x)
        case .exp: return ReckonCore.exp(x)
        case .exp10: return ReckonCore.exp10(x)
        case .exp2: return ReckonCore.exp2(x)
        case .factorial: return ReckonCore.factorial(x)
        }
    }
}

extension CalculatorOperation {
    /// `x op y`: x is the number keyed before the operation, y the one after.
    func apply(_ x: Double, _ y: Double) -> Double {
        switch self {
        case .add: x + y
        case .subtract: x - y
        case .multiply: x * y
        case .divide: x / y
        case .power: ReckonCore.pow(x, y)
        case .reversePower: ReckonCore.pow(y, x)
        case .root: ReckonCore.root(x, y)
        case .logarithm: ReckonCore.log(x, base: y)
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
