/// An exact positive factor, `numerator / denominator × π^piPower`: how many coherent SI units
/// (or bits, radians, reference currency units) one unit is.
///
/// Numerator and denominator are exact binary numbers of any size (`BigFloat`, never rounded
/// here), so decimal definitions stay exact (a mile is 1609344/1000 m, a US gallon
/// 3785411784/10^12 m³) and products of units multiply their scales exactly (`mph` is
/// 1609344/3 600 000 m/s, `psi` 0.45359237 × 9.80665 / 0.0254² Pa). No fraction is reduced:
/// the integers stay a few limbs long for any unit a person writes.
///
/// π appears only as a power (degrees are π/180 rad); a value is then rounded from a 256-bit
/// approximation of π^k, within one ulp of the exact result (correctly rounded unless the exact
/// value lies within 2^−240 relative of a midpoint between doubles). Every other conversion is
/// rounded once, correctly (`UnitScale.rounded`).
struct UnitScale {
    var numerator: BigFloat
    var denominator: BigFloat
    var piPower: Int8 = 0

    static let one = UnitScale(numerator: BigFloat(integer: 1), denominator: BigFloat(integer: 1))

    /// The exact value of a finite double (a currency rate, a factor the user typed).
    init(_ x: Double) {
        self.init(numerator: BigFloat(x), denominator: BigFloat(integer: 1))
    }

    /// The decimal a person typed for the finite double `x` (its shortest numeral), exactly: a
    /// rate of 0.92 is 92/100, not the double nearest it.
    init(typed x: Double) {
        let ratio = ExactRatio(decimal: x)
        self.init(numerator: ratio.numerator, denominator: ratio.denominator)
    }

    init(numerator: BigFloat, denominator: BigFloat, piPower: Int8 = 0) {
        self.numerator = numerator
        self.denominator = denominator
        self.piPower = piPower
    }

    /// `mantissa × 10^exponent` exactly, from a decimal numeral's digits.
    init(mantissa: UInt64, decimalExponent exponent: Int) {
        let ratio = ExactRatio(mantissa: mantissa, decimalExponent: exponent)
        self.init(numerator: ratio.numerator, denominator: ratio.denominator)
    }

    var isZero: Bool { numerator.isZero }

    func multiplied(by other: UnitScale) -> UnitScale {
        UnitScale(
            numerator: BigFloat.product(numerator, other.numerator, limbs: BigFloat.unlimited).0,
            denominator: BigFloat.product(denominator, other.denominator, limbs: BigFloat.unlimited).0,
            piPower: piPower &+ other.piPower)
    }

    var reciprocal: UnitScale {
        UnitScale(numerator: denominator, denominator: numerator, piPower: 0 &- piPower)
    }

    func divided(by other: UnitScale) -> UnitScale { multiplied(by: other.reciprocal) }

    /// The scale to the power `n` (|n| ≤ `UnitDimension.maximumExponent`, so π's power fits).
    func raised(to n: Int) -> UnitScale {
        let base = n < 0 ? reciprocal : self
        let k = UInt64(n.magnitude)
        return UnitScale(numerator: base.numerator.power(k), denominator: base.denominator.power(k), piPower: base.piPower &* Int8(n.magnitude))
    }

    /// The sum of two scales without π (temperature offsets).
    func adding(_ other: UnitScale) -> UnitScale {
        let left = BigFloat.product(numerator, other.denominator, limbs: BigFloat.unlimited).0
        let right = BigFloat.product(other.numerator, denominator, limbs: BigFloat.unlimited).0
        return UnitScale(
            numerator: BigFloat.sum(left, right, limbs: BigFloat.unlimited).0,
            denominator: BigFloat.product(denominator, other.denominator, limbs: BigFloat.unlimited).0)
    }

    var negated: UnitScale { UnitScale(numerator: numerator.negated, denominator: denominator, piPower: piPower) }

    /// Whether the two are the same number (π's powers included).
    func equals(_ other: UnitScale) -> Bool {
        piPower == other.piPower && adding(other.negated).isZero
    }

    /// x × self + offset exactly (`offset` has no π); nil with π in the scale, or past
    /// `ExactRatio`'s bound.
    func exactly(_ x: ExactRatio, plus offset: UnitScale? = nil) -> ExactRatio? {
        guard piPower == 0, var result = x * ExactRatio(numerator: numerator, denominator: denominator) else { return nil }
        if let offset {
            guard let shifted = result + ExactRatio(numerator: offset.numerator, denominator: offset.denominator) else { return nil }
            result = shifted
        }
        return result
    }

    /// x × self + offset, rounded once to the nearest double (ties to even); `offset` has no π.
    /// ±infinity beyond the double range. With π in the scale, within one ulp (see the type).
    func rounded(_ x: Double, plus offset: UnitScale? = nil) -> Double {
        var top = BigFloat.product(BigFloat(x), numerator, limbs: BigFloat.unlimited).0
        var bottom = denominator
        if let offset {
            top = BigFloat.product(top, offset.denominator, limbs: BigFloat.unlimited).0
            top = BigFloat.sum(top, BigFloat.product(offset.numerator, bottom, limbs: BigFloat.unlimited).0, limbs: BigFloat.unlimited).0
            bottom = BigFloat.product(bottom, offset.denominator, limbs: BigFloat.unlimited).0
        }
        if piPower != 0 {
            // π^|k| to 4 limbs: its truncation is below 2^−250 relative, far under a double's ulp.
            let pi = Ball.pi(limbs: 4).mid
            var power = pi
            for _ in 1..<Int(piPower.magnitude) { power = BigFloat.product(power, pi, limbs: 4).0 }
            if piPower > 0 {
                top = BigFloat.product(top, power, limbs: 6).0
            } else {
                bottom = BigFloat.product(bottom, power, limbs: 6).0
            }
        }
        return CorrectlyRounded.roundedQuotient(top, bottom)
    }
}
