extension WideDouble {
    public static func * (lhs: WideDouble, rhs: WideDouble) -> WideDouble {
        WideDouble(significand: lhs.significand * rhs.significand, exponent: lhs.exponent &+ rhs.exponent)
    }

    /// Division; the divisor must not be zero (callers divide by counts and sides they validated).
    public static func / (lhs: WideDouble, rhs: WideDouble) -> WideDouble {
        precondition(!rhs.isZero, "WideDouble division by zero")
        return WideDouble(significand: lhs.significand / rhs.significand, exponent: lhs.exponent &- rhs.exponent)
    }

    public static func + (lhs: WideDouble, rhs: WideDouble) -> WideDouble {
        if lhs.isZero { return rhs }
        if rhs.isZero { return lhs }
        let (big, small) = lhs.exponent >= rhs.exponent ? (lhs, rhs) : (rhs, lhs)
        let gap = big.exponent &- small.exponent
        // Past 60 binary places the smaller term cannot change a 53-bit significand.
        guard gap <= 60 else { return big }
        let aligned = Double(sign: small.significand.sign, exponent: -Int(gap), significand: small.significand.magnitude)
        return WideDouble(significand: big.significand + aligned, exponent: big.exponent)
    }

    public static prefix func - (value: WideDouble) -> WideDouble {
        WideDouble(uncheckedSignificand: -value.significand, exponent: value.exponent)
    }

    public static func - (lhs: WideDouble, rhs: WideDouble) -> WideDouble { lhs + (-rhs) }

    public static func += (lhs: inout WideDouble, rhs: WideDouble) { lhs = lhs + rhs }
    public static func *= (lhs: inout WideDouble, rhs: WideDouble) { lhs = lhs * rhs }

    /// `base^n` for `n ≥ 0` by repeated squaring: at most 2·log2(n) roundings.
    public static func power(_ base: WideDouble, _ n: Int64) -> WideDouble {
        precondition(n >= 0, "WideDouble.power needs a non-negative exponent")
        var result = WideDouble.one
        var square = base
        var remaining = n
        while remaining > 0 {
            if remaining & 1 == 1 { result *= square }
            remaining >>= 1
            if remaining > 0 { square *= square }
        }
        return result
    }

    /// The square root of a non-negative value, correctly rounded in the significand.
    public func squareRoot() -> WideDouble {
        precondition(!isNegative, "WideDouble square root of a negative value")
        guard !isZero else { return .zero }
        // Make the exponent even so it halves exactly.
        let odd = exponent & 1 != 0
        let s = odd ? significand * 2 : significand
        let e = odd ? exponent &- 1 : exponent
        return WideDouble(significand: s.squareRoot(), exponent: e / 2)
    }
}

extension WideDouble: Comparable {
    public static func < (lhs: WideDouble, rhs: WideDouble) -> Bool {
        if lhs.significand.sign != rhs.significand.sign || lhs.isZero || rhs.isZero {
            return lhs.significand < rhs.significand
        }
        // Same sign, both non-zero: the exponent decides, reversed for negatives.
        if lhs.exponent != rhs.exponent {
            return (lhs.exponent < rhs.exponent) != lhs.isNegative
        }
        return lhs.significand < rhs.significand
    }
}
