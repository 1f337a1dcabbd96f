/// A binary floating-point number of any precision: ±(the integer in `limbs`) × 2^`exponent`.
///
/// The arithmetic under `CorrectlyRounded`. Every operation is told how many limbs (64-bit words)
/// to keep, rounds toward zero, and returns a `Radius` bounding what it dropped, so that `Ball`
/// can carry a proven error bound through a whole evaluation. An operation whose exact result fits
/// is exact; `BigFloat.unlimited` asks for that always (integer powers, factorials).
///
/// Normalized: zero has no limbs; otherwise the top limb's top bit is set and the lowest limb is
/// not zero. So every value has one representation, and exact values (doubles, small integers)
/// stay one or two limbs long. Zero is unsigned: callers decide the sign of a zero result. So
/// two are equal (`==`) exactly when their values are.
struct BigFloat: Equatable {
    private(set) var isNegative: Bool
    /// The power of two of the lowest limb's lowest bit.
    private(set) var exponent: Int64
    /// The significand's words, least significant first.
    private(set) var limbs: [UInt64]

    static let zero = BigFloat(isNegative: false, exponent: 0, limbs: [])
    /// A limb count no result reaches: operations given it are exact.
    static let unlimited = 1 << 24

    private init(isNegative: Bool, exponent: Int64, limbs: [UInt64]) {
        self.isNegative = isNegative
        self.exponent = exponent
        self.limbs = limbs
    }

    /// `raw × 2^exponent` with the sign, normalized (`raw` may have zero limbs at either end and
    /// a top limb without its top bit set).
    init(normalizing raw: consuming [UInt64], exponent: Int64, isNegative: Bool) {
        self = BigFloat.normalized(raw, exponent: exponent, isNegative: isNegative, keeping: .max).0
    }

    /// `raw × 2^exponent` normalized and cut toward zero to at most `n` limbs, with a bound on
    /// what the cut dropped. Works in `raw`'s storage: the operations hand over the array they
    /// built, so a result costs no allocation beyond it.
    static func normalized(_ raw: consuming [UInt64], exponent: Int64, isNegative: Bool, keeping n: Int) -> (BigFloat, Radius) {
        var words = raw
        while let top = words.last, top == 0 { words.removeLast() }
        guard let top = words.last else { return (.zero, .zero) }
        var e = exponent
        let shift = UInt64(top.leadingZeroBitCount)
        if shift > 0 {
            for i in stride(from: words.count - 1, to: 0, by: -1) {
                words[i] = words[i] << shift | words[i - 1] >> (64 - shift)
            }
            words[0] <<= shift
            e -= Int64(shift)
        }
        // Zero limbs at the bottom go (shifting up can make more); past n limbs the rest is cut,
        // which costs at most one unit of the last limb kept.
        var error = Radius.zero
        var drop = 0
        while words[drop] == 0 { drop += 1 }
        if words.count - drop > n {
            error = .power(e + 64 * Int64(words.count) - 64 * Int64(n))
            drop = words.count - n
            while words[drop] == 0 { drop += 1 }
        }
        if drop > 0 {
            words.removeFirst(drop)
            e += 64 * Int64(drop)
        }
        return (BigFloat(isNegative: isNegative, exponent: e, limbs: words), error)
    }

    /// The exact value of a finite double (a zero of either sign gives `zero`).
    @inline(never)
    init(_ x: Double) {
        guard x.isFinite, x != 0 else {
            self = .zero
            return
        }
        let integer = x.significandBitPattern | (x.isNormal ? 1 << 52 : 0)
        let e: Int64 = x.isNormal ? Int64(x.exponentBitPattern) - 1075 : -1074
        self.init(normalizing: [integer], exponent: e, isNegative: x.sign == .minus)
    }

    @inline(never)
    init(integer n: Int64) {
        self.init(normalizing: [n.magnitude], exponent: 0, isNegative: n < 0)
    }

    var isZero: Bool { limbs.isEmpty }

    /// The exponent of the leading bit: 2^e ≤ |self| < 2^(e+1). Not meaningful for zero.
    var leadingExponent: Int64 { exponent + 64 * Int64(limbs.count) - 1 }

    var negated: BigFloat {
        isZero ? self : BigFloat(isNegative: !isNegative, exponent: exponent, limbs: limbs)
    }

    var magnitude: BigFloat {
        BigFloat(isNegative: false, exponent: exponent, limbs: limbs)
    }

    /// `self × 2^k`, exactly.
    func scaled(by k: Int64) -> BigFloat {
        isZero ? self : BigFloat(isNegative: isNegative, exponent: exponent + k, limbs: limbs)
    }

    /// An upper bound of |self|: its top 32 bits plus one unit.
    var magnitudeBound: Radius {
        guard let top = limbs.last else { return .zero }
        return Radius(atLeast: (top >> 32) + 1, timesTwoToThe: leadingExponent - 31)
    }

    /// A lower bound of |self|: its top 32 bits.
    var magnitudeLowerBound: Radius {
        guard let top = limbs.last else { return .zero }
        return Radius(atMost: top >> 32, timesTwoToThe: leadingExponent - 31)
    }

    /// The bound on what truncating a nonzero value to `n` limbs can drop: one unit in the last
    /// limb kept, 2^(leadingExponent + 1 − 64n).
    func unitInLastPlace(limbs n: Int) -> Radius {
        .power(leadingExponent + 1 - 64 * Int64(n))
    }

    /// Rounded toward zero to at most `n` limbs, with a bound on what was dropped.
    @inline(never)
    func truncated(to n: Int) -> (BigFloat, Radius) {
        guard limbs.count > n else { return (self, .zero) }
        let error = unitInLastPlace(limbs: n)
        let kept = BigFloat(
            normalizing: Array(limbs[(limbs.count - n)...]),
            exponent: exponent + 64 * Int64(limbs.count - n), isNegative: isNegative)
        return (kept, error)
    }

    /// floor(|self| / 2^base) as `count` limbs (enough to hold it), and whether nonzero bits
    /// below 2^base were left out.
    func magnitudeLimbs(atExponent base: Int64, count: Int) -> (limbs: [UInt64], dropped: Bool) {
        var out = [UInt64](repeating: 0, count: count)
        let offset = exponent - base
        if offset >= 0 {
            // A shift past the end leaves nothing (callers size `count` so this never drops bits).
            let limbShift = offset / 64 >= Int64(count) ? count : Int(offset / 64)
            let bitShift = UInt64(offset % 64)
            for (i, word) in limbs.enumerated() {
                if i + limbShift < count { out[i + limbShift] |= word << bitShift }
                if bitShift > 0 && i + limbShift + 1 < count { out[i + limbShift + 1] |= word >> (64 - bitShift) }
            }
            return (out, false)
        }
        let distance = -offset
        guard distance < 64 * Int64(limbs.count) else { return (out, !isZero) }
        let limbShift = Int(distance / 64)
        let bitShift = UInt64(distance % 64)
        var dropped = bitShift > 0 && limbs[limbShift] & ((1 << bitShift) - 1) != 0
        for i in 0..<limbShift where limbs[i] != 0 { dropped = true }
        for i in 0..<min(count, limbs.count - limbShift) {
            var word = limbs[i + limbShift] >> bitShift
            if bitShift > 0 && i + limbShift + 1 < limbs.count { word |= limbs[i + limbShift + 1] << (64 - bitShift) }
            out[i] = word
        }
        return (out, dropped)
    }
}
