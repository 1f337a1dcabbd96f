/// An unevaluated sum `hi + lo` of two doubles, |lo| ≤ ulp(hi)/2: about 106 significant bits.
///
/// The quadratic solver needs it where one rounding too many shows: the discriminant of
/// Kahan's 94906265.625·x² − 189812534·x + 94906268.375 is 7.5625 from two products near 3.6e16,
/// so it must be formed exactly, and its square root carried past 53 bits, for the nearly
/// coincident roots 1 and 1.0000000289759583 to come out right to the last bit. The
/// calculator's functions need it for products of many factors (x!: 170 of them) and for
/// constants like π/180 that one double holds only to 53 bits.
///
/// The transformations are error-free only while no product underflows; callers scale first.
struct DoubleDouble: Sendable, Equatable {
    var hi: Double
    var lo: Double

    init(_ value: Double) {
        hi = value
        lo = 0
    }

    /// `hi + lo` as given: |lo| must be at most ulp(hi)/2 (a constant split by hand, say).
    init(hi: Double, lo: Double) {
        self.hi = hi
        self.lo = lo
    }

    /// `a + b` exactly (Knuth's TwoSum: no precondition on magnitudes).
    static func sum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        let bVirtual = s - a
        let aVirtual = s - bVirtual
        return DoubleDouble(hi: s, lo: (a - aVirtual) + (b - bVirtual))
    }

    /// `a × b` exactly: the fused multiply-add recovers what rounding the product dropped.
    static func product(_ a: Double, _ b: Double) -> DoubleDouble {
        let p = a * b
        return DoubleDouble(hi: p, lo: (-p).addingProduct(a, b))
    }

    /// `lhs × rhs` to about 104 bits (the product's rounding error recovered by a fused
    /// multiply-add, the low part's contribution added in once).
    static func * (lhs: DoubleDouble, rhs: Double) -> DoubleDouble {
        let p = lhs.hi * rhs
        return renormalized(p, (-p).addingProduct(lhs.hi, rhs) + lhs.lo * rhs)
    }

    /// The double nearest `hi + lo`.
    var value: Double { hi + lo }

    static func + (lhs: DoubleDouble, rhs: Double) -> DoubleDouble {
        let s = sum(lhs.hi, rhs)
        return renormalized(s.hi, s.lo + lhs.lo)
    }

    static prefix func - (value: DoubleDouble) -> DoubleDouble {
        DoubleDouble(hi: -value.hi, lo: -value.lo)
    }

    /// The square root of a non-negative value, to about 104 bits: one Newton step on √hi.
    func squareRoot() -> DoubleDouble {
        guard hi > 0 else { return DoubleDouble(0) }
        let root = hi.squareRoot()
        let residual = hi.addingProduct(-root, root) + lo
        return Self.renormalized(root, residual / (2 * root))
    }

    /// `self / d` rounded to a double: nearly always correctly rounded, within 0.5 ulp + 2^−100.
    func divided(by d: Double) -> Double {
        let q = hi / d
        let remainder = hi.addingProduct(-q, d) + lo
        return q + remainder / d
    }

    /// `n / self` rounded to a double, as accurately as `divided(by:)`.
    func dividing(_ n: Double) -> Double {
        let q = n / hi
        let remainder = n.addingProduct(-q, hi) - q * lo
        return q + remainder / hi
    }

    /// Both parts when |a| ≥ |b| (Dekker's FastTwoSum).
    private static func renormalized(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        return DoubleDouble(hi: s, lo: b - (s - a))
    }
}
