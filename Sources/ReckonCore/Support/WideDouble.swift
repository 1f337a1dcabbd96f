/// A real number with a `Double` significand and a 64-bit binary exponent.
///
/// The value is `significand × 2^exponent`, with `significand` zero or of magnitude in
/// [1, 2). It keeps a `Double`'s 53-bit precision over an exponent range no dice pool or
/// triangle can leave: the chance of rolling 1000 ones on 1000d20 is 20^−1000 ≈ 1e−1301 and
/// the area of a right triangle with legs 1e300 is 5e599, neither of which a `Double` holds.
///
/// Guarantees: multiplication and division are correctly rounded in the significand (one
/// `Double` operation each); addition is within one rounding of the exact sum. Exponents
/// beyond ±2^62 are outside the supported range (no model comes near it).
public struct WideDouble: Sendable {
    /// Zero, or a magnitude in [1, 2) carrying the sign.
    public let significand: Double
    /// The power of two that scales `significand`; zero for the value zero.
    public let exponent: Int64

    public static let zero = WideDouble(significand: 0, exponent: 0)
    public static let one = WideDouble(significand: 1, exponent: 0)

    /// The value `significand × 2^exponent`, for any finite `significand`.
    public init(significand: Double, exponent: Int64) {
        guard significand != 0, significand.isFinite else {
            precondition(significand == 0, "WideDouble needs a finite significand")
            self.significand = 0
            self.exponent = 0
            return
        }
        // `Double.exponent` is exact for subnormals too, so this normalizes every finite value.
        let shift = significand.exponent
        self.significand = Double(sign: significand.sign, exponent: 0, significand: significand.significand)
        self.exponent = exponent &+ Int64(shift)
    }

    /// The exact value of a finite `Double`.
    public init(_ value: Double) {
        self.init(significand: value, exponent: 0)
    }

    public var isZero: Bool { significand == 0 }

    public var isNegative: Bool { significand < 0 }

    /// The nearest `Double`: ±infinity past `Double.greatestFiniteMagnitude`, a subnormal
    /// or zero below `Double.leastNormalMagnitude`.
    public var doubleValue: Double {
        guard !isZero else { return 0 }
        // Clamp so the conversion to `Int` also fits wasm32; anything past ±5000 is already 0 or ∞.
        let e = Int(max(-5000, min(5000, exponent)))
        return Double(sign: significand.sign, exponent: e, significand: significand.magnitude)
    }

    /// The absolute value.
    public var magnitude: WideDouble {
        WideDouble(uncheckedSignificand: significand.magnitude, exponent: exponent)
    }

    /// For values already normalized; skips the renormalization.
    init(uncheckedSignificand: Double, exponent: Int64) {
        self.significand = uncheckedSignificand
        self.exponent = exponent
    }
}

extension WideDouble: Equatable {}
