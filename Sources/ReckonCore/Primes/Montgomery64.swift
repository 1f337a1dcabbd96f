/// Arithmetic modulo an odd `n < 2^64` in Montgomery form: a residue `a` is held as
/// `a·2^64 mod n`, so that a product needs no division, only multiplications and one
/// conditional subtraction (Montgomery's REDC in its subtracting form, which cannot overflow for
/// any odd modulus, even one above 2^63).
///
/// Every residue the methods take and give is in `0..<n`. `n` must be odd and above 1.
struct Montgomery64: MontgomeryField {
    let n: UInt64
    /// n⁻¹ mod 2^64.
    private let inverse: UInt64
    /// 2^64 mod n: one, in Montgomery form.
    let one: UInt64
    /// 2^128 mod n, which takes a number into Montgomery form.
    private let rSquared: UInt64

    init(_ n: UInt64) {
        precondition(n & 1 == 1 && n > 1, "Montgomery64 needs an odd modulus above 1")
        self.n = n
        inverse = PrimeMath.inverse(n)
        one = (0 &- n) % n
        let (high, low) = one.multipliedFullWidth(by: one)
        rSquared = n.dividingFullWidth((high % n, low)).remainder
    }

    /// a·b·2^-64 mod n.
    @inline(__always)
    func multiply(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (high, low) = a.multipliedFullWidth(by: b)
        let m = low &* inverse
        let mn = m.multipliedFullWidth(by: n).high
        return high >= mn ? high &- mn : high &- mn &+ n
    }

    @inline(__always)
    func add(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (sum, carry) = a.addingReportingOverflow(b)
        return carry || sum >= n ? sum &- n : sum
    }

    @inline(__always)
    func subtract(_ a: UInt64, _ b: UInt64) -> UInt64 {
        a >= b ? a &- b : a &- b &+ n
    }

    /// x in Montgomery form (x may be any UInt64).
    func residue(_ x: UInt64) -> UInt64 { multiply(x % n, rSquared) }

    /// The ordinary number a Montgomery residue stands for.
    func value(_ a: UInt64) -> UInt64 { multiply(a, 1) }
}
