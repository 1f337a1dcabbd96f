// x! = Γ(x + 1), the calculator's x! key.
//
// exp(lgamma(x + 1)) would lose digits for large x: lgamma(171) ≈ 706, and exp multiplies the
// argument's rounding error (706 × 2^−53) into the result, some 350 ulps. Instead:
// - whole x from 0 to 170: the product 1·2·…·x with its roundings kept and rounded once,
//   which is exact wherever the double holds the factorial (up to 22!: 20! =
//   2432902008176640000) and correctly rounded beyond (170! = 7.257415615307999e306, the
//   largest finite; 171! is infinite);
// - other x: x = n + f with 0 < f < 1, Γ(1 + f) from exp(lgamma(1 + f)) (lgamma is below 0.13
//   in size there, so exp adds no more than an ulp), then multiplied by (1 + f)(2 + f)…(n + f)
//   for x > 0, or divided by (x + 1)(x + 2)…(x + |n|) for x < 0, the products' roundings kept
//   (each factor is exact: it has no bits below x's last). 0.5! = 0.886226925452758 (√π/2).
// Negative whole numbers are poles: NaN, as the calculator's Error. Below −200 the value is
// below the smallest double (|Γ(−199.5)| < 1e−373): ±0 with the sign the product would have.

/// x!, Γ(x + 1); see above.
func factorial(_ x: Double) -> Double {
    if x.isNaN || x == -.infinity { return .nan }
    if x > 171.7 { return .infinity }  // Γ(x + 1) passes the largest double at x ≈ 170.62
    let n = x.rounded(.down)
    if n == x {
        if x < 0 { return .nan }
        return x <= 170 ? factorialTable[Int(x)] : .infinity
    }
    let f = x - n  // exact, in (0, 1)
    let gammaOfOnePlusF = exp(lgamma(1 + f))
    if x > 0 {
        var product = CompensatedProduct(gammaOfOnePlusF)
        var k: Double = 1
        while k <= n {
            product.multiply(by: k + f)
            k += 1
        }
        return product.value
    }
    // Γ(x + 1) = Γ(1 + f) / ((x + 1)(x + 2)…(x + m)) with m = −n, so that x + m = f:
    // m − 1 negative factors and f > 0.
    let m = -n
    let underflow: Double = m.truncatingRemainder(dividingBy: 2) == 0 ? -0.0 : 0
    if m > 200 { return underflow }
    var divisor = CompensatedProduct(f)
    var j: Double = 1
    while j < m {
        divisor.multiply(by: x + j)
        j += 1
    }
    return divisor.dividing(gammaOfOnePlusF) ?? underflow
}

/// A product of many factors whose roundings are kept, to first order, as one relative error:
/// p·(1 + Σ δₖ) where each δₖ = (exact product − rounded)/rounded comes from a fused
/// multiply-add. Within about half an ulp plus n·2^−105, so nearly always correctly rounded, at
/// a multiplication's latency a factor (a double-double product renormalizes at each one and
/// took four times as long, which the calculator's replays of x! felt).
private struct CompensatedProduct {
    private var product: Double
    private var error: Double = 0

    init(_ start: Double) { product = start }

    mutating func multiply(by factor: Double) {
        let next = product * factor
        error += (-next).addingProduct(product, factor) / next
        product = next
    }

    /// The product rounded once: infinite when it overflowed.
    var value: Double { product.isFinite ? product + product * error : .infinity }

    /// `numerator` divided by the product, or nil when the product overflowed.
    func dividing(_ numerator: Double) -> Double? {
        guard product.isFinite else { return nil }
        let quotient = numerator / product
        return quotient - quotient * error
    }
}

/// 0! … 170!, each the product rounded once.
private let factorialTable: [Double] = {
    var table: [Double] = [1]
    var product = CompensatedProduct(1)
    for k in 1...170 {
        product.multiply(by: Double(k))
        table.append(product.value)
    }
    return table
}()
