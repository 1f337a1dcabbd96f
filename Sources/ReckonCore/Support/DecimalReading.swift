/// The double nearest to a decimal numeral (`12.5`, `.5`, `1e-3`, `007`): digits, at most one
/// point, an optional exponent; ±infinity beyond the double range and 0 below it. The caller
/// has already checked the syntax.
///
/// Written here because Embedded Swift's `Double(String)` needs a runtime hook, and wasi-libc's
/// `strtod` drags in its stdio and with it imports from the host. Numerals of at most 15
/// significant digits with a power of ten up to 10^22 are exact (Clinger's fast path: one
/// correctly rounded operation). Others go through double-double arithmetic (about 1e-29
/// relative error), so the result is the nearest double, subnormals included, except for
/// numerals within 1e-29 of a halfway point between two doubles: every double's shortest
/// numeral reads back as that double. Digits past the 18th are dropped (they change the value
/// by less than 1e-18 relative).
func decimalValue(_ numeral: String) -> Double {
    var mantissa: Int64 = 0
    var significant = 0
    var exponent = 0
    var seenPoint = false
    var bytes = numeral.utf8.makeIterator()
    while let byte = bytes.next() {
        if byte == UInt8(ascii: ".") {
            seenPoint = true
        } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            var negative = false
            var power = 0
            while let b = bytes.next() {
                if b == UInt8(ascii: "-") { negative = true } else if b >= 48 && b <= 57 {
                    // Beyond ±100000 the answer is 0 or infinity anyway.
                    if power < 100_000 { power = power * 10 + Int(b - 48) }
                }
            }
            exponent += negative ? -power : power
            break
        } else if byte >= 48 && byte <= 57 {
            let digit = Int64(byte - 48)
            if significant == 0 && digit == 0 {
                if seenPoint { exponent -= 1 }
            } else if significant < 18 {
                mantissa = mantissa * 10 + digit
                significant += 1
                if seenPoint { exponent -= 1 }
            } else if !seenPoint {
                exponent += 1
            }
        }
    }
    guard mantissa != 0 else { return 0 }
    // The value is mantissa × 10^exponent, mantissa < 10^18.
    let magnitude = exponent + significant - 1
    if magnitude > 308 { return .infinity }
    if magnitude < -325 { return 0 }
    if mantissa < 1 << 53, exponent.magnitude <= 22 {
        let power = DecimalPower.exact[Int(exponent.magnitude)]
        return exponent < 0 ? Double(mantissa) / power : Double(mantissa) * power
    }
    let hi = Double(mantissa)
    let m = DecimalPower.Wide(hi: hi, lo: Double(mantissa - Int64(hi)))
    if exponent >= 0 {
        guard magnitude >= 308 else { return m.times(DecimalPower.wide(exponent)).value }
        // At the top of the range the product of the parts can round past the largest double
        // though the value does not (1.7976931348623158e308): work 2^64 lower and scale back,
        // both exact.
        let scaled = DecimalPower.Wide(hi: m.hi * 0x1p-64, lo: m.lo * 0x1p-64)
        return scaled.times(DecimalPower.wide(exponent)).value * 0x1p64
    }
    if exponent >= -290 { return m.dividedBy(DecimalPower.wide(-exponent)).value }
    // Further down the quotient's low part would fall below the normal range, where it loses
    // bits (and rounding the quotient to a double and dividing again rounds twice: an ulp off
    // for some numerals below 1e-285). So work 2^600 higher, where both parts stay normal, and
    // come back exactly: by the power of two for a normal result, and for a subnormal one by
    // rounding to the nearest multiple of 2^−1074 (2^−474 up here), ties to even.
    let up = DecimalPower.Wide(hi: m.hi * 0x1p600, lo: m.lo * 0x1p600)
    let scaled = up.dividedBy(DecimalPower.wide(-exponent - 290)).dividedBy(DecimalPower.wide(290))
    if scaled.hi >= 0x1p-422 { return scaled.value * 0x1p-600 }
    let units = DecimalPower.Wide(hi: scaled.hi * 0x1p474, lo: scaled.lo * 0x1p474)  // below 2^52
    let whole = units.hi.rounded(.down)
    // What is left, in [−0.5, 1.5]: never a tie, as m·10^−n is no odd multiple of 2^−1075.
    let fraction = (units.hi - whole) + units.lo
    return (whole + (fraction > 0.5 ? 1 : fraction < -0.5 ? -1 : 0)) * 0x1p-1074
}

enum DecimalPower {
    /// 10^0 … 10^22: every one exact in a double.
    static let exact: [Double] = {
        var powers: [Double] = [1]
        for _ in 1...22 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()

    /// An unevaluated sum hi + lo with |lo| ≤ ulp(hi)/2: about 106 bits.
    struct Wide {
        var hi: Double
        var lo: Double

        var value: Double { hi + lo }

        func times(_ other: Wide) -> Wide {
            let p = hi * other.hi
            // Past the double range the answer is infinity; the error terms would make it NaN.
            guard p.isFinite else { return Wide(hi: p, lo: 0) }
            let error = (-p).addingProduct(hi, other.hi) + (hi * other.lo + lo * other.hi)
            return Wide.normalized(p, error)
        }

        func dividedBy(_ other: Wide) -> Wide {
            let q1 = hi / other.hi
            let r = Wide(hi: hi, lo: lo).minus(other.times(Wide(hi: q1, lo: 0)))
            let q2 = r.hi / other.hi
            return Wide.normalized(q1, q2)
        }

        private func minus(_ other: Wide) -> Wide {
            let s = hi - other.hi
            let v = s - hi
            let error = (hi - (s - v)) + (-other.hi - v) + lo - other.lo
            return Wide.normalized(s, error)
        }

        private static func normalized(_ a: Double, _ b: Double) -> Wide {
            let s = a + b
            guard s.isFinite else { return Wide(hi: s, lo: 0) }
            return Wide(hi: s, lo: b - (s - a))
        }
    }

    /// 10^n (0 ≤ n ≤ 308) as a double-double, by squaring.
    static func wide(_ n: Int) -> Wide {
        var result = Wide(hi: 1, lo: 0)
        var base = Wide(hi: 10, lo: 0)
        var n = n
        while n > 0 {
            if n & 1 == 1 { result = result.times(base) }
            n >>= 1
            if n > 0 { base = base.times(base) }
        }
        return result
    }
}
