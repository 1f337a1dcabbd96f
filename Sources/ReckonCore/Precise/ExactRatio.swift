/// A rational number held exactly, `numerator / denominator`: what a sum, a product or a
/// conversion of typed decimals is before it is rounded once to a double.
///
/// Numbers people type are decimals, which doubles hold only approximately: 9.81 is stored as
/// 9.8100000000000004973, so the double product 5 × 9.81 is 49.050000000000004. Held as 981/100,
/// the product is exactly 4905/100 and rounds to the double nearest 49.05; `0.1 + 0.2` rounds to
/// 0.3 and `1.1 × 1.1` to 1.21, as a calculator's user expects.
///
/// **Bounded.** Numerator and denominator are exact binary numbers (`BigFloat`, never reduced).
/// An operation whose result would span more than `maximumLimbs` 64-bit words gives nil, before
/// doing the work, and the caller goes on in doubles: the work of one operation is at most
/// about `maximumLimbs`² word products, whatever a request holds. A decimal of up to 17 digits
/// and an exponent of ±308 spans at most 12 words.
struct ExactRatio {
    /// Signed.
    private(set) var numerator: BigFloat
    /// Positive.
    private(set) var denominator: BigFloat

    /// 4096 bits: the exact value of dozens of typed decimals multiplied or added together, or
    /// of 0.7^1000.
    static let maximumLimbs = 64

    static let hundred = ExactRatio(numerator: BigFloat(integer: 100), denominator: BigFloat(integer: 1))

    init(numerator: BigFloat, denominator: BigFloat) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// `mantissa × 10^exponent` exactly.
    init(mantissa: UInt64, decimalExponent exponent: Int) {
        // 10^k = 5^k × 2^k: only the fives take words.
        let fives = BigFloat(integer: 5).power(UInt64(exponent.magnitude)).scaled(by: Int64(exponent.magnitude))
        let digits = BigFloat(normalizing: [mantissa], exponent: 0, isNegative: false)
        if exponent >= 0 {
            self.init(numerator: BigFloat.product(digits, fives, limbs: BigFloat.unlimited).0, denominator: BigFloat(integer: 1))
        } else {
            self.init(numerator: digits, denominator: fives)
        }
    }

    /// The decimal a person wrote for the finite double `x`: its shortest numeral that reads back
    /// as `x` (9.81 for the double nearest 9.81), exactly.
    init(decimal x: Double) {
        let (digits, exponent) = x == 0 ? ([], 0) : CalculatorNumber.decimalDigits(x.magnitude)
        self.init(digits: digits, exponent: exponent, isNegative: x < 0)
    }

    /// ±0.d₁d₂… × 10^(exponent + 1): the shortest numeral's digits (`CalculatorNumber.decimalDigits`).
    init(digits: [UInt8], exponent: Int, isNegative: Bool) {
        var mantissa: UInt64 = 0
        for digit in digits { mantissa = mantissa &* 10 &+ UInt64(digit) }
        self.init(mantissa: mantissa, decimalExponent: exponent - digits.count + 1)
        if isNegative { numerator = numerator.negated }
    }

    /// The double nearest the exact value, ties to even; ±infinity beyond the double range.
    var rounded: Double { CorrectlyRounded.roundedQuotient(numerator, denominator) }

    var negated: ExactRatio { ExactRatio(numerator: numerator.negated, denominator: denominator) }

    /// Nil for a zero divisor.
    var reciprocal: ExactRatio? {
        guard !numerator.isZero else { return nil }
        return ExactRatio(
            numerator: numerator.isNegative ? denominator.negated : denominator,
            denominator: numerator.isNegative ? numerator.negated : numerator)
    }

    static func + (a: ExactRatio, b: ExactRatio) -> ExactRatio? {
        // Amounts typed to the cent share their denominator (100, as 25 × 2²): their sum keeps
        // it, so a note's column of a thousand prices stays exact rather than passing the bound.
        if a.denominator == b.denominator {
            guard let top = sum(a.numerator, b.numerator) else { return nil }
            return ExactRatio(numerator: top, denominator: a.denominator)
        }
        guard let left = product(a.numerator, b.denominator), let right = product(b.numerator, a.denominator),
              let bottom = product(a.denominator, b.denominator) else { return nil }
        guard let top = sum(left, right) else { return nil }
        return ExactRatio(numerator: top, denominator: bottom)
    }

    static func - (a: ExactRatio, b: ExactRatio) -> ExactRatio? { a + b.negated }

    static func * (a: ExactRatio, b: ExactRatio) -> ExactRatio? {
        guard let top = product(a.numerator, b.numerator), let bottom = product(a.denominator, b.denominator) else { return nil }
        return ExactRatio(numerator: top, denominator: bottom)
    }

    /// Nil for a zero divisor too.
    static func / (a: ExactRatio, b: ExactRatio) -> ExactRatio? {
        guard let inverse = b.reciprocal else { return nil }
        return a * inverse
    }

    /// To the whole power `n` (a negative one is the reciprocal's); nil for 0 to a negative
    /// power, and when the result would pass `maximumLimbs`.
    func raised(to n: Int) -> ExactRatio? {
        guard let base = n < 0 ? reciprocal : self else { return nil }
        let k = UInt64(n.magnitude)
        // A power of a b-bit integer has at most k·b bits (the binary exponents cost no words).
        let bits = UInt64(max(base.numerator.significantBits, base.denominator.significantBits))
        guard k <= 1 << 20, bits * k <= UInt64(64 * (Self.maximumLimbs - 1)) else { return nil }
        return ExactRatio(numerator: base.numerator.power(k), denominator: base.denominator.power(k))
    }

    /// The exact product, or nil past the bound (its words are at most the operands' together).
    private static func product(_ a: BigFloat, _ b: BigFloat) -> BigFloat? {
        guard a.limbs.count + b.limbs.count <= maximumLimbs else { return nil }
        return BigFloat.product(a, b, limbs: BigFloat.unlimited).0
    }

    /// The exact sum, or nil past the bound (it spans from the lower operand's lowest bit to a
    /// carry above the higher one's top).
    private static func sum(_ a: BigFloat, _ b: BigFloat) -> BigFloat? {
        if a.isZero || b.isZero { return a.isZero ? b : a }
        let span = max(a.leadingExponent, b.leadingExponent) + 2 - min(a.exponent, b.exponent)
        guard span <= Int64(64 * maximumLimbs) else { return nil }
        return BigFloat.sum(a, b, limbs: BigFloat.unlimited).0
    }
}

extension BigFloat {
    /// The bits from the top one set to the lowest one set: those its limbs must hold.
    var significantBits: Int {
        guard let lowest = limbs.first else { return 0 }
        return 64 * limbs.count - lowest.trailingZeroBitCount
    }
}
