/// a·x² + b·x + c = 0 (a, c ≠ 0) rewritten by powers of two, which is exact, so that nothing
/// in the root formulas can overflow or underflow.
///
/// With x = 2^k·y and the equation multiplied by 2^s it reads A·y² + B·y + C = 0 where
/// A = a·2^(2k+s) has magnitude in [1, 2) and C = c·2^s in [1, 4): the product of the roots,
/// C/A, is near 1. B = b·2^(k+s) is then free; when |B| ≥ 2^511 (`bIsHuge`) B² would overflow,
/// but then 4AC/B² < 2^−1017 and the roots are −b/a and −c/b to far below an ulp.
struct ScaledQuadratic {
    let a: Double
    let b: Double
    let c: Double
    /// Roots of the original equation are these roots times 2^rootExponent.
    let rootExponent: Int64
    /// The scaled equation is the original times 2^equationExponent.
    let equationExponent: Int64
    let bIsHuge: Bool

    init(_ q: Quadratic) {
        let wideA = WideDouble(q.a), wideB = WideDouble(q.b), wideC = WideDouble(q.c)
        // The exponent gap between a and c must be even to split evenly into 2k; the odd
        // remainder goes into C (hence [1, 4)).
        let odd = (wideC.exponent &- wideA.exponent) & 1
        equationExponent = odd &- wideC.exponent
        rootExponent = (wideC.exponent &- wideA.exponent &- odd) / 2
        a = wideA.significand
        c = odd == 1 ? 2 * wideC.significand : wideC.significand
        let bExponent = wideB.exponent &+ rootExponent &+ equationExponent
        bIsHuge = !wideB.isZero && bExponent > 510
        // Below 2^−1100 even a subnormal B rounds to 0; it is negligible against 4AC ≥ 4.
        b = wideB.isZero || bIsHuge
            ? 0
            : Double(sign: q.b.sign, exponent: Int(max(-1100, bExponent)), significand: wideB.significand.magnitude)
    }

    /// B² − 4AC (for `!bIsHuge`): its sign and whether it is zero are exact, its value good to
    /// about 104 bits.
    ///
    /// B² and 4AC are each split exactly into two doubles; the four parts are summed into a
    /// non-overlapping expansion (Shewchuk's grow-expansion), which represents the sum exactly.
    /// When |B| < 2^−480 its square is not split exactly, but then |4AC| ≥ 4 decides alone.
    var discriminant: DoubleDouble {
        let square = DoubleDouble.product(b, b)
        let product = DoubleDouble.product(4 * a, c)
        var expansion: [Double] = []  // increasing magnitude, no zeros, non-overlapping
        for term in [square.hi, square.lo, -product.hi, -product.lo] {
            var carry = term
            var grown: [Double] = []
            for component in expansion {
                let s = DoubleDouble.sum(carry, component)
                if s.lo != 0 { grown.append(s.lo) }
                carry = s.hi
            }
            if carry != 0 { grown.append(carry) }
            expansion = grown
        }
        var total = DoubleDouble(0)
        for component in expansion { total = total + component }
        return total
    }
}
