import ReckonCore

// The wasm module's entry points. Each one exists so a host (a browser page, a test) can call a
// model with plain numbers, and so dead-code elimination keeps the model in the module: a core
// that compiles for wasm but whose code is never linked proves nothing.
//
// Adding one: a function taking and returning i32/i64/f64 values (Int32, Int64, Double) marked
// both `@_expose(wasm, "reckon_…")` (exports it) and `@_cdecl("reckon_…")` (the C calling
// convention: Swift's adds hidden self and error parameters a host cannot pass), and a smoke
// check for it in scripts/build-wasm.

/// The largest share, in cents, of a bill split with its tip (`TipSplit`); −1 when `TipSplit`
/// rejects the input (negative or too large bill, a tip not offered, a party out of range).
@_expose(wasm, "reckon_tip_share_cents")
@_cdecl("reckon_tip_share_cents")
func tipShareCents(_ billCents: Int64, _ tipPercent: Int32, _ partySize: Int32) -> Int64 {
    guard let split = try? TipSplit(
        billCents: billCents, tipPercent: Int(tipPercent), partySize: Int(partySize))
    else { return -1 }
    return split.sharesCents[0]
}

/// The real part of root number `index` (0-based, in `QuadraticSolution.roots` order: by real
/// part, then imaginary) of a·x² + b·x + c = 0; NaN for a non-finite coefficient or no such
/// root.
@_expose(wasm, "reckon_quadratic_root")
@_cdecl("reckon_quadratic_root")
func quadraticRoot(_ a: Double, _ b: Double, _ c: Double, _ index: Int32) -> Double {
    guard let quadratic = try? Quadratic(a: a, b: b, c: c) else { return .nan }
    let roots = quadratic.solution.roots
    guard index >= 0, Int(index) < roots.count else { return .nan }
    return roots[Int(index)].real.doubleValue
}

/// One value of the right triangle fixed by two others; quantities are numbered as
/// `RightTriangle.Quantity` (a, b, c, alpha, beta, area, perimeter, h = 0…7). NaN when a
/// number is not a quantity or `RightTriangle` refuses the pair.
@_expose(wasm, "reckon_right_triangle")
@_cdecl("reckon_right_triangle")
func rightTriangle(
    _ first: Int32, _ x: Double, _ second: Int32, _ y: Double, _ wanted: Int32
) -> Double {
    guard let first = RightTriangle.Quantity(rawValue: Int(first)),
        let second = RightTriangle.Quantity(rawValue: Int(second)),
        let wanted = RightTriangle.Quantity(rawValue: Int(wanted)),
        let triangle = try? RightTriangle(first, x, second, y)
    else { return .nan }
    switch wanted {
    case .a: return triangle.a
    case .b: return triangle.b
    case .c: return triangle.c
    case .alpha: return triangle.alpha
    case .beta: return triangle.beta
    case .area: return triangle.area.doubleValue
    case .perimeter: return triangle.perimeter
    case .h: return triangle.h
    }
}

/// log10 of the exact probability that `count`d`faces` rolls `sum` (`DiceDistribution`), kept
/// as a logarithm because such probabilities underflow `Double` (P(1000d20 = 1000) = 20^−1000);
/// −infinity for an impossible sum, NaN when `DicePool` or `DiceDistribution` refuses the pool.
@_expose(wasm, "reckon_dice_log10_probability")
@_cdecl("reckon_dice_log10_probability")
func diceLog10Probability(_ count: Int64, _ faces: Int64, _ sum: Int64) -> Double {
    guard let pool = try? DicePool(parsing: "\(count)d\(faces)"),
        let distribution = try? DiceDistribution(exactly: pool)
    else { return .nan }
    return distribution.probability(ofSum: sum).log10
}

/// The number of primes in `lo...hi` (`PrimeRange.primeCount`), both read as unsigned 64-bit
/// (wasm has no unsigned type, so a JavaScript host passes BigInt bit patterns); −1 when
/// `lo > hi`.
@_expose(wasm, "reckon_prime_count")
@_cdecl("reckon_prime_count")
func primeCount(_ lo: Int64, _ hi: Int64) -> Int64 {
    guard let range = try? PrimeRange(lo: UInt64(bitPattern: lo), hi: UInt64(bitPattern: hi))
    else { return -1 }
    return Int64(bitPattern: range.primeCount())
}

/// The value of 2x² − 3x + 1 + √16 at `x`, read by the expression language (`Expression`):
/// parsing, decimal reading and evaluation, in the module.
@_expose(wasm, "reckon_expression_at")
@_cdecl("reckon_expression_at")
func expressionAt(_ x: Double) -> Double {
    guard let expression = try? Expression(parsing: "2x^2 - 3x + 1 + sqrt(16)"),
        let value = try? expression.value(["x": x])
    else { return .nan }
    return value
}

/// The calculator's display after one of the spec's key sequences (0: "123456789 + 987654321 =",
/// 1: "9 + M = √ 7 →M + 14 =", 2: "1 ÷ 3 ="), read back as a number (NaN for Error): the keypad,
/// the display's rounding and its scientific form, in the module.
@_expose(wasm, "reckon_calculator_display")
@_cdecl("reckon_calculator_display")
func calculatorDisplay(_ sequence: Int32) -> Double {
    let sequences = ["123456789 + 987654321 =", "9 + M = √ 7 →M + 14 =", "1 ÷ 3 ="]
    guard sequence >= 0, Int(sequence) < sequences.count,
        let keys = try? CalculatorKey.sequence(parsing: sequences[Int(sequence)])
    else { return .nan }
    var calculator = Calculator()
    calculator.press(keys)
    let digits = String(calculator.display.unicodeScalars.filter { $0 != "," }.map { Character($0) })
    guard let value = try? Expression(parsing: digits).value() else { return .nan }
    return value
}
