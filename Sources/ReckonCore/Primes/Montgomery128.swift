/// Arithmetic modulo an odd `n < 2^128` in Montgomery form (residues held as `a·2^128 mod n`),
/// with products by word-wise Montgomery multiplication (Koç's CIOS) on two 64-bit words: the
/// 128-bit twin of `Montgomery64`, for the primality tests and factoring above 2^64.
///
/// Every residue the methods take and give is in `0..<n`. `n` must be odd and above 1.
struct Montgomery128: MontgomeryField {
    let n: UInt128
    private let n0: UInt64, n1: UInt64
    /// −n⁻¹ mod 2^64, all CIOS needs of the inverse.
    private let negativeInverse: UInt64
    /// 2^128 mod n: one, in Montgomery form.
    let one: UInt128
    /// 2^256 mod n, which takes a number into Montgomery form.
    private let rSquared: UInt128

    init(_ n: UInt128) {
        precondition(n & 1 == 1 && n > 1, "Montgomery128 needs an odd modulus above 1")
        self.n = n
        n0 = UInt64(truncatingIfNeeded: n)
        n1 = UInt64(truncatingIfNeeded: n >> 64)
        negativeInverse = 0 &- PrimeMath.inverse(n0)
        one = (0 &- n) % n
        // 2^256 = (2^128)², doubled into place from 2^128 mod n: 128 modular doublings, once.
        var r = one
        for _ in 0..<128 { r = Self.add(r, r, modulo: n) }
        rSquared = r
    }

    /// a·b·2^-128 mod n.
    @inline(__always)
    func multiply(_ a: UInt128, _ b: UInt128) -> UInt128 {
        // t = t.0 + t.1·2^64 + t.2·2^128, kept below 2n by the algorithm: one pass a word of a.
        var t: (UInt64, UInt64, UInt64) = (0, 0, 0)
        accumulate(UInt64(truncatingIfNeeded: a), b, into: &t)
        accumulate(UInt64(truncatingIfNeeded: a >> 64), b, into: &t)
        let sum = UInt128(t.1) << 64 | UInt128(t.0)
        return t.2 != 0 || sum >= n ? sum &- n : sum
    }

    /// t = (t + word·b + m·n) / 2^64, m chosen to make the sum divisible.
    @inline(__always)
    private func accumulate(_ word: UInt64, _ b: UInt128, into t: inout (UInt64, UInt64, UInt64)) {
        let ai = UInt128(word)
        var c = ai &* UInt128(UInt64(truncatingIfNeeded: b)) &+ UInt128(t.0)
        let low = UInt64(truncatingIfNeeded: c)
        c = ai &* (b >> 64) &+ UInt128(t.1) &+ (c >> 64)
        let middle = UInt64(truncatingIfNeeded: c)
        c = UInt128(t.2) &+ (c >> 64)
        let high = UInt64(truncatingIfNeeded: c)
        let top = UInt64(truncatingIfNeeded: c >> 64)
        let m = UInt128(low &* negativeInverse)
        c = m &* UInt128(n0) &+ UInt128(low)
        c = m &* UInt128(n1) &+ UInt128(middle) &+ (c >> 64)
        t.0 = UInt64(truncatingIfNeeded: c)
        c = UInt128(high) &+ (c >> 64)
        t.1 = UInt64(truncatingIfNeeded: c)
        t.2 = top &+ UInt64(truncatingIfNeeded: c >> 64)
    }

    @inline(__always)
    func add(_ a: UInt128, _ b: UInt128) -> UInt128 { Self.add(a, b, modulo: n) }

    @inline(__always)
    static func add(_ a: UInt128, _ b: UInt128, modulo n: UInt128) -> UInt128 {
        let (sum, carry) = a.addingReportingOverflow(b)
        return carry || sum >= n ? sum &- n : sum
    }

    @inline(__always)
    func subtract(_ a: UInt128, _ b: UInt128) -> UInt128 {
        a >= b ? a &- b : a &- b &+ n
    }

    /// a/2 mod n (n is odd, so an odd a is made even by adding n first; the carry of that sum
    /// is kept by halving each term on its own).
    @inline(__always)
    func half(_ a: UInt128) -> UInt128 {
        a & 1 == 0 ? a >> 1 : (a >> 1) + (n >> 1) + 1
    }

    /// x in Montgomery form (x may be any UInt128).
    func residue(_ x: UInt128) -> UInt128 { multiply(x % n, rSquared) }

    /// The ordinary number a Montgomery residue stands for.
    func value(_ a: UInt128) -> UInt128 { multiply(a, 1) }
}
