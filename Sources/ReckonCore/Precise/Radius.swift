/// A non-negative upper bound, `significand × 2^exponent`, that every operation rounds up: the
/// radius of a `Ball`, how far the exact value may lie from the ball's midpoint.
///
/// A 32-bit significand is plenty for a bound (it only has to be tight to a few bits) and keeps
/// a product of two significands inside a `UInt64`. The 64-bit exponent lets a radius be as small
/// as the midpoints it serves: 2^−2000 below a result near 2^−1074 is nothing unusual.
///
/// Guarantee: each result is at least the exact result of the same operation on the operands.
/// Infinity (a bound that proves nothing) absorbs everything it meets; the evaluation that made
/// it is then retried or reported as undecided, never trusted.
struct Radius {
    /// Zero, or in [2^31, 2^32).
    private(set) var significand: UInt64
    private(set) var exponent: Int64

    static let zero = Radius(significand: 0, exponent: 0)
    /// Any exponent from here on means "unbounded": far past every exponent a finite bound reaches.
    private static let infiniteExponent: Int64 = 1 << 56
    static let infinity = Radius(significand: 1 << 31, exponent: infiniteExponent)

    private init(significand: UInt64, exponent: Int64) {
        self.significand = significand
        self.exponent = exponent
    }

    /// The least radius not below `m × 2^e`.
    init(atLeast m: UInt64, timesTwoToThe e: Int64) {
        self.init(m, e, roundingUp: true)
    }

    /// The greatest radius not above `m × 2^e`: a lower bound, for dividing by.
    init(atMost m: UInt64, timesTwoToThe e: Int64) {
        self.init(m, e, roundingUp: false)
    }

    @inline(never)
    private init(_ m: UInt64, _ e: Int64, roundingUp: Bool) {
        guard m != 0 else {
            self = .zero
            return
        }
        var m = m
        var e = e
        let width = 64 - m.leadingZeroBitCount
        if width > 32 {
            let shift = width - 32
            let dropped = m & ((1 << UInt64(shift)) - 1)
            m >>= UInt64(shift)
            e += Int64(shift)
            if roundingUp && dropped != 0 {
                m += 1
                if m == 1 << 32 {
                    m = 1 << 31
                    e += 1
                }
            }
        } else {
            m <<= UInt64(32 - width)
            e -= Int64(32 - width)
        }
        self = e >= Self.infiniteExponent ? .infinity : Radius(significand: m, exponent: e)
    }

    /// 2^e.
    static func power(_ e: Int64) -> Radius {
        Radius(atLeast: 1, timesTwoToThe: e)
    }

    var isZero: Bool { significand == 0 }
    var isInfinite: Bool { exponent >= Self.infiniteExponent }

    @inline(never)
    static func + (a: Radius, b: Radius) -> Radius {
        if a.isZero { return b }
        if b.isZero { return a }
        if a.isInfinite || b.isInfinite { return .infinity }
        let (big, small) = a.exponent >= b.exponent ? (a, b) : (b, a)
        let gap = big.exponent - small.exponent
        // The smaller bound, shifted to the larger's scale and rounded up (to one unit when it
        // falls below it altogether).
        let part: UInt64
        if gap >= 64 {
            part = 1
        } else {
            let dropped = small.significand & ((1 << UInt64(gap)) - 1)
            part = (small.significand >> UInt64(gap)) + (dropped != 0 ? 1 : 0)
        }
        return Radius(atLeast: big.significand + part, timesTwoToThe: big.exponent)
    }

    @inline(never)
    static func * (a: Radius, b: Radius) -> Radius {
        if a.isZero || b.isZero { return .zero }
        if a.isInfinite || b.isInfinite { return .infinity }
        return Radius(atLeast: a.significand * b.significand, timesTwoToThe: a.exponent + b.exponent)
    }

    /// `self × 2^k`, exactly.
    func scaled(by k: Int64) -> Radius {
        if isZero || isInfinite { return self }
        return exponent + k >= Self.infiniteExponent ? .infinity : Radius(significand: significand, exponent: exponent + k)
    }

    /// `self / divisor` rounded up, where `divisor` is a lower bound of what is divided by (so
    /// the quotient stays an upper bound). Infinite when the divisor is zero.
    @inline(never)
    func divided(by divisor: Radius) -> Radius {
        if isZero { return .zero }
        if isInfinite || divisor.isZero || divisor.isInfinite { return .infinity }
        let (q, r) = (significand << 32).quotientAndRemainder(dividingBy: divisor.significand)
        return Radius(atLeast: q + (r != 0 ? 1 : 0), timesTwoToThe: exponent - 32 - divisor.exponent)
    }

    /// At most `self − b` (a lower bound of the difference), zero when `b` reaches `self`: for
    /// a divisor's distance from zero, |mid| − radius.
    @inline(never)
    func lowered(by b: Radius) -> Radius {
        if b.isZero || isInfinite { return self }
        if b.isInfinite || !(b <= self) { return .zero }
        // Both significands in [2^31, 2^32), so b ≤ self puts b's exponent at or below self's.
        let gap = exponent - b.exponent
        if gap >= 32 {
            // b is below one unit of self's last bit.
            return Radius(atMost: significand - 1, timesTwoToThe: exponent)
        }
        return Radius(atMost: (significand << UInt64(gap)) - b.significand, timesTwoToThe: b.exponent)
    }

    @inline(never)
    static func <= (a: Radius, b: Radius) -> Bool {
        if a.isZero { return true }
        if b.isZero { return false }
        return a.exponent != b.exponent ? a.exponent < b.exponent : a.significand <= b.significand
    }
}
