/// An arithmetic expression over named variables: the one expression language of Reckon.
///
/// Written by people as `2x^2 - 3x + sin(pi/4)`: numbers, `+ - * /` (also `× ÷ −`), `^`
/// (right-associative, binding tighter than unary minus: `-x^2` is −(x²), `2^-1` is ½),
/// parentheses, the functions in `MathFunction`, the constants `pi` (or `π`) and `e`, and any
/// other name as a variable. Side by side multiplies, as in textbooks, when the second factor
/// is a name, `(` or `√` and the first a number, a name or `)` (`2x`, `x y`, `x(2)`,
/// `(x + 1)(x - 1)`), binding as `*` does (`1/2x` is x/2); a number is never the second.
/// Comparisons `< <= > >= == !=` (also `≤ ≥ ≠`, and `=` for `==`) bind loosest, do not chain,
/// and give 1 or 0, so a catalog formula can say `if(drop <= 1, rods / 3, rods)`.
/// Percentages read as Soulver and Math Notes read them: `20%` is 0.2, `80 + 15%` is 80 and 15 %
/// of 80 (92), `80 − 20%` is 64, and `20% of 80` (or `20% * 80`) is 16 (`Expression+Percentage`).
///
/// The graph plots it, and the ceiling catalog's formulas are written in it. Parsing reports the
/// first problem with its position; so does evaluation, for the first operation whose value is
/// not a finite number (`division by zero at 4` in `1/(1/0)`): no infinity or NaN ever reaches
/// another operation, a comparison or an answer. The graph leaves such points out.
public indirect enum Expression: Equatable, Sendable {
    case number(Double)
    /// A variable, with the position (1-based, in Unicode scalars) where it was written, so an
    /// unknown name can be reported where it stands.
    case variable(String, at: Int)
    case negate(Expression)
    /// `20%`: its operand in hundredths, which `+`, `−`, `*` and `of` take of their other operand.
    case percent(Expression)
    /// An operation, with the position of its first character (where its left operand starts).
    case binary(BinaryOperator, Expression, Expression, at: Int)
    /// A call, with the position of the function's name (or of `√`).
    case function(MathFunction, [Expression], at: Int)
    /// A comparison, with the position where its left side starts.
    case comparison(Comparison, Expression, Expression, at: Int)
    /// `3 ft + 2 in to cm`: the quantity in the unit written after `to` or `in` (read where it
    /// is evaluated, with the units known there), which starts at `at`.
    case conversion(Expression, to: String, at: Int)

    /// The binary operators, in the language's spelling.
    public enum BinaryOperator: Equatable, Sendable {
        case add, subtract, multiply, divide, power
    }

    public enum Comparison: Equatable, Sendable {
        case less, lessOrEqual, greater, greaterOrEqual, equal, notEqual
    }
}

/// The functions of the expression language. Angles are in radians; `log` is base 10 with one
/// argument and to the base given by its second (`log(8, 2)` is 3), `ln` is natural, `log2` base
/// 2; `root(x, n)` is the n-th root (negative x with odd whole n too: `root(-8, 3)` is −2);
/// `factorial(x)` is Γ(x + 1) (whole x from 0 to 170 exact where a double holds it);
/// `round` takes halves away from zero; `min` and `max` take two or more arguments;
/// `if(c, a, b)` is a when c is not 0, else b (only that one is evaluated).
public enum MathFunction: CaseIterable, Equatable, Sendable {
    case sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh
    case sqrt, cbrt, root, abs, ln, log, log2, exp, factorial, floor, ceil, round, min, max, `if`

    public var name: String {
        switch self {
        case .sin: "sin"
        case .cos: "cos"
        case .tan: "tan"
        case .asin: "asin"
        case .acos: "acos"
        case .atan: "atan"
        case .sinh: "sinh"
        case .cosh: "cosh"
        case .tanh: "tanh"
        case .asinh: "asinh"
        case .acosh: "acosh"
        case .atanh: "atanh"
        case .sqrt: "sqrt"
        case .cbrt: "cbrt"
        case .root: "root"
        case .abs: "abs"
        case .ln: "ln"
        case .log: "log"
        case .log2: "log2"
        case .exp: "exp"
        case .factorial: "factorial"
        case .floor: "floor"
        case .ceil: "ceil"
        case .round: "round"
        case .min: "min"
        case .max: "max"
        case .if: "if"
        }
    }

    /// How many arguments it takes.
    public var argumentCounts: ClosedRange<Int> {
        switch self {
        case .min, .max: 2...Int.max
        case .if: 3...3
        case .root: 2...2
        case .log: 1...2
        default: 1...1
        }
    }

    public init?(name: String) {
        for function in Self.allCases where function.name == name {
            self = function
            return
        }
        return nil
    }
}
