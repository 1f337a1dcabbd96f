// x! = Γ(x + 1), the calculator's x! key.
//
// exp(lgamma(x + 1)) would lose digits for large x: lgamma(171) ≈ 706, and exp multiplies the
// argument's rounding error (706 × 2^−53) into the result, some 350 ulps. Instead:
// - whole x from 0 to 170: the product 1·2·…·x carried in double-double and rounded once,
//   which is exact wherever the double holds the factorial (up to 22!: 20! =
//   2432902008176640000) and correctly rounded beyond (170! = 7.257415615307999e306, the
//   largest finite; 171! is infinite);
// - other x: x = n + f with 0 < f < 1, Γ(1 + f) from exp(lgamma(1 + f)) (lgamma is below 0.13
//   in size there, so exp adds no more than an ulp), then multiplied by (1 + f)(2 + f)…(n + f)
//   for x > 0, or divided by (x + 1)(x + 2)…(x + |n|) for x < 0, in double-double (each
//   factor is exact: it has no bits below x's last). 0.5! = 0.886226925452758 (√π/2).
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
        var product = DoubleDouble(gammaOfOnePlusF)
        var k: Double = 1
        while k <= n {
            product = product * (k + f)
            k += 1
        }
        return product.hi.isFinite ? product.value : .infinity
    }
    // Γ(x + 1) = Γ(1 + f) / ((x + 1)(x + 2)…(x + m)) with m = −n, so that x + m = f:
    // m − 1 negative factors and f > 0.
    let m = -n
    let underflow: Double = m.truncatingRemainder(dividingBy: 2) == 0 ? -0.0 : 0
    if m > 200 { return underflow }
    var divisor = DoubleDouble(1)
    var j: Double = 1
    while j < m {
        divisor = divisor * (x + j)
        j += 1
    }
    divisor = divisor * f  // the last factor, x + m
    guard divisor.hi.isFinite else { return underflow }
    return divisor.dividing(gammaOfOnePlusF)
}

/// 0! … 170!, each the double-double product rounded once.
private let factorialTable: [Double] = {
    var table: [Double] = [1]
    var product = DoubleDouble(1)
    for k in 1...170 {
        product = product * Double(k)
        table.append(product.value)
    }
    return table
}()
