// Powers, roots and logarithms to any base, for the calculator's 10ˣ, 2ˣ, x³, ʸ√x and logᵧ:
// exact wherever the exact value is a double (10ˣ and 2ˣ of whole numbers, 8 ʸ√ 3 = 2,
// 8 logᵧ 2 = 3, 1000 logᵧ 10 = 3), elsewhere within about 1 ulp, where the obvious formulas
// (pow(x, 1/y), log(x)/log(y)) are off by many ulps or land beside a whole answer.

/// 10^x: exact for whole x from −22 to 22 (10^22 is the largest power of ten a double holds
/// exactly; 10^−n is 1/10^n, one correctly rounded division), pow's otherwise.
func exp10(_ x: Double) -> Double {
    if x == x.rounded(), x.magnitude <= 22 {
        let power = DecimalPower.exact[Int(x.magnitude)]
        return x < 0 ? 1 / power : power
    }
    return pow(10, x)
}

/// 2^x: exact for whole x (0 below 2^−1074, infinity from 2^1024), pow's otherwise.
func exp2(_ x: Double) -> Double {
    if x == x.rounded(), x.magnitude < 2000 {
        if x < -1074 { return 0 }
        if x > 1023 { return .infinity }
        return Double(sign: .plus, exponent: Int(x), significand: 1)
    }
    return pow(2, x)
}

/// x³ rounded once: x² is split exactly into p + e, and p·x + e·x is one fused operation.
func cube(_ x: Double) -> Double {
    let p = x * x
    guard p.isFinite else { return p * x }
    let e = (-p).addingProduct(x, x)
    return (e * x).addingProduct(p, x)
}

/// The y-th root of x, x^(1/y): exact when the root is a double whose y-th power is x (8, 3 →
/// 2); for x < 0 only when y is an odd whole number (−8, 3 → −2), else NaN. NaN for y = 0 (no
/// such root); for y < 0 the reciprocal of the |y|-th root.
///
/// pow(x, 1/y) alone is off by as much as |ln x|/y ulps, because 1/y is rounded before the
/// power amplifies its error (x = 1e300, y = 3: 230 ulps); the first-order correction
/// r·ln(x)·(1/y − fl(1/y)), with 1/y − fl(1/y) found exactly by a fused multiply-add, takes
/// that away.
func root(_ x: Double, _ y: Double) -> Double {
    if x.isNaN || y.isNaN || y == 0 { return .nan }
    if y < 0 { return 1 / root(x, -y) }
    if x < 0 {
        guard y == y.rounded(), (y / 2).rounded(.down) != y / 2 else { return .nan }
        return -root(-x, y)
    }
    switch y {
    case 1: return x
    case 2: return x.squareRoot()
    case 3: return cbrt(x)
    default: break
    }
    if x == 0 || x.isInfinite { return x }
    let inverse = 1 / y
    let inverseError = (1 as Double).addingProduct(-y, inverse) / y  // 1/y − inverse
    var r = pow(x, inverse)
    guard r.isFinite, r > 0 else { return r }
    r += r * log(x) * inverseError
    // A root that is a double: one of r and its neighbours, raised to y, gives x exactly.
    if y == y.rounded(), y <= 64 {
        for candidate in [r, r.nextDown, r.nextUp] where exactPower(candidate, Int(y)) == x {
            return candidate
        }
    }
    return r
}

/// The logarithm of x to base y, log(x)/log(y): a whole number n exactly when y^n is x
/// exactly (8 base 2 → 3, 0.001 base 10 → −3), within about 2 ulps otherwise. NaN for x < 0,
/// y ≤ 0 or y = 1 (no such logarithm); ±infinity for x = 0.
func log(_ x: Double, base y: Double) -> Double {
    if x.isNaN || y.isNaN || x < 0 || y <= 0 || y == 1 { return .nan }
    let r = log2(x) / log2(y)
    guard r.isFinite else { return r }
    let n = r.rounded()
    if n != 0, (r - n).magnitude <= 1e-9 * n.magnitude, n.magnitude <= 1100 {
        if let power = exactPower(y, Int(n.magnitude)),
           n > 0 ? power == x : (-1 as Double).addingProduct(x, power) == 0 {
            return n
        }
    }
    return r
}

/// base^n when every product on the way is exact (and normal), else nil: so the answer is
/// exactly base^n. By squaring: at most 2·log₂ n products.
func exactPower(_ base: Double, _ n: Int) -> Double? {
    func exactProduct(_ a: Double, _ b: Double) -> Double? {
        let p = a * b
        guard p.isFinite, p == 0 || p.magnitude >= Double.leastNormalMagnitude,
              (-p).addingProduct(a, b) == 0 else { return nil }
        return p
    }
    var result: Double = 1
    var square = base
    var remaining = n
    while remaining > 0 {
        if remaining & 1 == 1 {
            guard let product = exactProduct(result, square) else { return nil }
            result = product
        }
        remaining >>= 1
        if remaining > 0 {
            guard let next = exactProduct(square, square) else { return nil }
            square = next
        }
    }
    return result
}
