/// The elementary functions behind the calculator's keys and the expression language, in two
/// implementations that answer alike but for the last bit:
/// - `CorrectlyRounded`: the double nearest the exact value, 5–250 µs a call natively (2–3x
///   that in the browser's module). The calculator's keys and an expression's value (`eval`,
///   the ceiling's formulas) use it: each computes a few functions once.
/// - `Libm`: Reckon's libm (fdlibm's algorithms, within 1 ulp; the hyperbolic ones within 2),
///   well under a microsecond. A plot's samples use it (`Expression.ieeeValue`): a plot
///   evaluates its expression at up to 4,000 samples and bisects each jump 52 times, within
///   its price.
///
/// Generic code over this protocol is specialized, so Embedded Swift (no existentials) runs it
/// at the speed of a direct call.
protocol ElementaryFunctions {
    static func sin(_ x: Double) -> Double
    static func cos(_ x: Double) -> Double
    static func tan(_ x: Double) -> Double
    static func asin(_ x: Double) -> Double
    static func acos(_ x: Double) -> Double
    static func atan(_ x: Double) -> Double
    static func sin(degrees x: Double) -> Double
    static func cos(degrees x: Double) -> Double
    static func tan(degrees x: Double) -> Double
    static func asinDegrees(_ x: Double) -> Double
    static func acosDegrees(_ x: Double) -> Double
    static func atanDegrees(_ x: Double) -> Double
    static func sinh(_ x: Double) -> Double
    static func cosh(_ x: Double) -> Double
    static func tanh(_ x: Double) -> Double
    static func asinh(_ x: Double) -> Double
    static func acosh(_ x: Double) -> Double
    static func atanh(_ x: Double) -> Double
    static func log(_ x: Double) -> Double
    static func log10(_ x: Double) -> Double
    static func log2(_ x: Double) -> Double
    static func log(_ x: Double, base: Double) -> Double
    static func exp(_ x: Double) -> Double
    static func exp10(_ x: Double) -> Double
    static func exp2(_ x: Double) -> Double
    static func pow(_ x: Double, _ y: Double) -> Double
    static func root(_ x: Double, _ y: Double) -> Double
    static func cbrt(_ x: Double) -> Double
    static func cube(_ x: Double) -> Double
    static func factorial(_ x: Double) -> Double
}

extension CorrectlyRounded: ElementaryFunctions {}

/// Reckon's libm (`Support/Libm*.swift`) as `ElementaryFunctions`.
enum Libm: ElementaryFunctions {
    static func sin(_ x: Double) -> Double { ReckonCore.sin(x) }
    static func cos(_ x: Double) -> Double { ReckonCore.cos(x) }
    static func tan(_ x: Double) -> Double { ReckonCore.tan(x) }
    static func asin(_ x: Double) -> Double { ReckonCore.asin(x) }
    static func acos(_ x: Double) -> Double { ReckonCore.acos(x) }
    static func atan(_ x: Double) -> Double { ReckonCore.atan(x) }
    static func sin(degrees x: Double) -> Double { ReckonCore.sin(degrees: x) }
    static func cos(degrees x: Double) -> Double { ReckonCore.cos(degrees: x) }
    static func tan(degrees x: Double) -> Double { ReckonCore.tan(degrees: x) }
    static func asinDegrees(_ x: Double) -> Double { ReckonCore.asinDegrees(x) }
    static func acosDegrees(_ x: Double) -> Double { ReckonCore.acosDegrees(x) }
    static func atanDegrees(_ x: Double) -> Double { ReckonCore.atanDegrees(x) }
    static func sinh(_ x: Double) -> Double { ReckonCore.sinh(x) }
    static func cosh(_ x: Double) -> Double { ReckonCore.cosh(x) }
    static func tanh(_ x: Double) -> Double { ReckonCore.tanh(x) }
    static func asinh(_ x: Double) -> Double { ReckonCore.asinh(x) }
    static func acosh(_ x: Double) -> Double { ReckonCore.acosh(x) }
    static func atanh(_ x: Double) -> Double { ReckonCore.atanh(x) }
    static func log(_ x: Double) -> Double { ReckonCore.log(x) }
    static func log10(_ x: Double) -> Double { ReckonCore.log10(x) }
    static func log2(_ x: Double) -> Double { ReckonCore.log2(x) }
    static func log(_ x: Double, base: Double) -> Double { ReckonCore.log(x, base: base) }
    static func exp(_ x: Double) -> Double { ReckonCore.exp(x) }
    static func exp10(_ x: Double) -> Double { ReckonCore.exp10(x) }
    static func exp2(_ x: Double) -> Double { ReckonCore.exp2(x) }
    static func pow(_ x: Double, _ y: Double) -> Double { ReckonCore.pow(x, y) }
    static func root(_ x: Double, _ y: Double) -> Double { ReckonCore.root(x, y) }
    static func cbrt(_ x: Double) -> Double { ReckonCore.cbrt(x) }
    static func cube(_ x: Double) -> Double { ReckonCore.cube(x) }
    static func factorial(_ x: Double) -> Double { ReckonCore.factorial(x) }
}
