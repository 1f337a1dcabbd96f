/// Elementary functions correctly rounded: each returns the double nearest the exact value of
/// the function at its double argument(s), ties to even — the last bit is never off.
///
/// How: the result is computed as a `Ball`, an interval proven to hold the exact value (every
/// rounding, series truncation and constant's error is bounded as it happens), first with 128
/// bits. When both ends of the ball round to the same double, that is the answer (Ziv's
/// strategy, as in CORE-MATH, MPFR and crlibm); when the ball straddles a rounding boundary it is
/// computed again with twice the bits, up to 1024 (256 for `gamma` and `factorial`, whose
/// Stirling series would need thousands of multiplications beyond). The hardest double
/// arguments known for these functions (Lefèvre and Muller's and CORE-MATH's searches) need
/// about 2^−120 relative, some of `pow`'s 2^−210: the second pass decides them. Results that are
/// exact or midpoints between two doubles never decide that way, however many bits, so they are
/// found exactly first: integer powers and roots (`pow`, `root`, `cbrt`, `cube`), 2^n and 10^n,
/// logarithms of powers, factorials, the zeros and poles of the degree functions. Should a ball
/// still straddle at the cap — no argument doing so is known: a function of one double has 2^64
/// arguments, and a result within 2^−200 of a midpoint is not expected among them — the double
/// nearest its midpoint is returned: the midpoint is then within about 2^−1000 relative of the
/// exact value (2^−230 for `gamma` and `factorial`), so that double is off by at most one ulp,
/// and only when the exact value is that close to a midpoint between doubles.
///
/// Special values follow C99 Annex F (NaN outside the domain, ±∞ at poles and on overflow, the
/// sign of a zero argument kept where the function is odd); the degree functions follow C23's
/// `sinpi`, `cospi` and `tanpi`. Each function documents its own.
///
/// Cost: a few microseconds to a few hundred per call (release build); the work is bounded for
/// every argument (huge arguments of `sin` included).
///
/// Thread-safe and allocation-light: no caches and no state; π, ln 2 and ln 10 come from
/// tables (`Ball+Constants.swift`).
public enum CorrectlyRounded {
    /// The highest working precision, in 64-bit limbs (1024 bits).
    static let maximumLimbs = 16

    /// Ziv's loop: evaluates at 2, 4, 8, … limbs up to `cap` until the ball decides the
    /// rounding. At the cap an undecided ball gives its midpoint's rounding (NaN if unbounded).
    @inline(never) @_optimize(none)
    static func nearest(cap: Int = maximumLimbs, _ evaluate: (Int) -> Ball) -> Double {
        var limbs = 2
        while true {
            let ball = evaluate(limbs)
            if let result = ball.correctlyRounded { return result }
            if limbs >= cap { return ball.isUnbounded ? .nan : ball.mid.rounded() }
            limbs *= 2
        }
    }

    /// The correctly rounded a/b, exactly: a quotient cut to 128 bits plus, when anything was
    /// cut, half a unit of its last bit. The exact quotient lies strictly between the cut one
    /// and the next 128-bit number, where no rounding boundary of a double falls, so that
    /// middle point rounds the same way.
    static func roundedQuotient(_ a: BigFloat, _ b: BigFloat) -> Double {
        let (q, error) = BigFloat.quotient(a, b, limbs: 2)
        guard !error.isZero else { return q.rounded() }
        var half = BigFloat(integer: 1).scaled(by: q.leadingExponent - 128)
        if q.isNegative { half = half.negated }
        return BigFloat.sum(q, half, limbs: BigFloat.unlimited).0.rounded()
    }

    /// 2^k correctly rounded: 0 below 2^−1075 and at it (the tie goes to the even 0), +∞ from
    /// 2^1024.
    static func powerOfTwo(_ k: Int64) -> Double {
        if k >= 1024 { return .infinity }
        if k < -1074 { return 0 }
        return Double(sign: .plus, exponent: Int(k), significand: 1)
    }

    /// Whether x is an integer (finite).
    static func isInteger(_ x: Double) -> Bool {
        x.isFinite && x == x.rounded(.towardZero)
    }

    /// Whether x is an odd integer (every double from 2^53 up is even).
    static func isOddInteger(_ x: Double) -> Bool {
        isInteger(x) && x.magnitude < 0x1p53 && Int64(x) & 1 != 0
    }
}
