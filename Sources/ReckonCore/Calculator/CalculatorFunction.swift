/// The scientific keys that act at once on the number shown: √ ∛ x² x³ 1/x, the trigonometric
/// and hyperbolic functions and their inverses, ln log₁₀ log₂, eˣ 10ˣ 2ˣ and x!. Their values
/// are computed in `CalculatorMath`; sin, cos, tan take their argument, and sin⁻¹, cos⁻¹,
/// tan⁻¹ give their result, in the angle unit of the moment (`CalculatorAngle`).
public enum CalculatorFunction: Equatable, Sendable {
    case squareRoot, cubeRoot, square, cube, reciprocal
    case sin, cos, tan, asin, acos, atan
    case sinh, cosh, tanh, asinh, acosh, atanh
    case ln, log10, log2, exp, exp10, exp2
    case factorial

    /// Whether the angle unit matters: an angle in (sin, cos, tan) or out (their inverses).
    var usesAngle: Bool {
        switch self {
        case .sin, .cos, .tan, .asin, .acos, .atan: true
        default: false
        }
    }
}
