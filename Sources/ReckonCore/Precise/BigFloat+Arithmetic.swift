extension BigFloat {
    /// `a + b` rounded toward zero to `n` limbs, and a bound on the error.
    ///
    /// Exact whenever the exact sum spans at most n + 2 limbs. Otherwise the smaller operand's
    /// bits more than n + 2 limbs below the larger's top are cut first (each cut costs at most
    /// 2^base, counted in the bound), so the work stays proportional to n however far apart the
    /// operands' exponents are.
    static func sum(_ a: BigFloat, _ b: BigFloat, limbs n: Int) -> (BigFloat, Radius) {
        if a.isZero { return b.truncated(to: n) }
        if b.isZero { return a.truncated(to: n) }
        // One bit more than the larger top holds the carry.
        let top = max(a.leadingExponent, b.leadingExponent) + 2
        let base = max(min(a.exponent, b.exponent), top - 64 * Int64(n + 2))
        let count = Int((top - base + 63) / 64) + 1
        var (x, droppedA) = a.magnitudeLimbs(atExponent: base, count: count)
        var (y, droppedB) = b.magnitudeLimbs(atExponent: base, count: count)
        var error = Radius.zero
        if droppedA { error = error + .power(base) }
        if droppedB { error = error + .power(base) }
        // The magnitudes added or the smaller taken from the larger, in the larger's array.
        let negative: Bool
        if a.isNegative == b.isNegative {
            addLimbs(&x, y)
            negative = a.isNegative
        } else if compareLimbs(x, y) >= 0 {
            subtractLimbs(&x, y)
            negative = a.isNegative
        } else {
            subtractLimbs(&y, x)
            swap(&x, &y)
            negative = b.isNegative
        }
        let (result, cut) = normalized(x, exponent: base, isNegative: negative, keeping: n)
        return (result, error + cut)
    }

    /// `a × b` rounded toward zero to `n` limbs, and a bound on the error.
    static func product(_ a: BigFloat, _ b: BigFloat, limbs n: Int) -> (BigFloat, Radius) {
        if a.isZero || b.isZero { return (.zero, .zero) }
        return normalized(
            multiplyLimbs(a.limbs, b.limbs), exponent: a.exponent + b.exponent,
            isNegative: a.isNegative != b.isNegative, keeping: n)
    }

    /// `a / b` rounded toward zero to `n` limbs, and a bound on the error; `b` must not be zero.
    static func quotient(_ a: BigFloat, _ b: BigFloat, limbs n: Int) -> (BigFloat, Radius) {
        precondition(!b.isZero, "BigFloat division by zero")
        if a.isZero { return (.zero, .zero) }
        // Enough zero limbs below the dividend for a quotient of at least n + 1 limbs, so that
        // the final truncation's unit covers the discarded remainder too.
        let pad = max(0, n + b.limbs.count - a.limbs.count + 1)
        let (q, exact) = divideLimbs(a.limbs, by: b.limbs, shiftedBy: 64 * pad)
        let (result, cut) = normalized(
            q, exponent: a.exponent - b.exponent - 64 * Int64(pad), isNegative: a.isNegative != b.isNegative,
            keeping: n)
        // A quotient of n + 1 limbs or more: its cut's unit covers the remainder too.
        return (result, exact ? cut : result.unitInLastPlace(limbs: n))
    }

    /// √a rounded toward zero to `n` limbs, and a bound on the error; `a` must not be negative.
    static func squareRoot(_ a: BigFloat, limbs n: Int) -> (BigFloat, Radius) {
        precondition(!a.isNegative, "BigFloat square root of a negative number")
        if a.isZero { return (.zero, .zero) }
        // An integer N = a's limbs shifted up so that √N has more than n limbs, with an even
        // power of two left over to halve.
        var shift = max(0, 64 * (2 * n + 2 - a.limbs.count))
        if (a.exponent - Int64(shift)) & 1 != 0 { shift += 1 }
        let integer = shiftLimbsLeft(a.limbs, by: shift)
        let root = integerSquareRoot(integer)
        let exact = compareLimbs(multiplyLimbs(root, root), integer) == 0
        let (result, cut) = normalized(root, exponent: (a.exponent - Int64(shift)) / 2, isNegative: false, keeping: n)
        return (result, exact ? cut : result.unitInLastPlace(limbs: n))
    }

    /// `self^k` exactly, by repeated squaring.
    func power(_ k: UInt64) -> BigFloat {
        var result = BigFloat(integer: 1)
        var square = self
        var remaining = k
        while remaining > 0 {
            if remaining & 1 == 1 { result = BigFloat.product(result, square, limbs: BigFloat.unlimited).0 }
            remaining >>= 1
            if remaining > 0 { square = BigFloat.product(square, square, limbs: BigFloat.unlimited).0 }
        }
        return result
    }
}

// MARK: - Unsigned integers as little-endian limbs

/// −1, 0 or 1 as x < y, x = y or x > y.
func compareLimbs(_ x: [UInt64], _ y: [UInt64]) -> Int {
    for i in stride(from: max(x.count, y.count) - 1, through: 0, by: -1) {
        let a = i < x.count ? x[i] : 0
        let b = i < y.count ? y[i] : 0
        if a != b { return a < b ? -1 : 1 }
    }
    return 0
}

/// x += y, for x with room for the carry (a top limb to spare).
func addLimbs(_ x: inout [UInt64], _ y: [UInt64]) {
    var carry: UInt64 = 0
    for i in 0..<x.count {
        let (s1, c1) = x[i].addingReportingOverflow(i < y.count ? y[i] : 0)
        let (s2, c2) = s1.addingReportingOverflow(carry)
        x[i] = s2
        carry = (c1 ? 1 : 0) + (c2 ? 1 : 0)
    }
}

/// x −= y, for x ≥ y.
func subtractLimbs(_ x: inout [UInt64], _ y: [UInt64]) {
    var borrow: UInt64 = 0
    for i in 0..<x.count {
        let (d1, b1) = x[i].subtractingReportingOverflow(i < y.count ? y[i] : 0)
        let (d2, b2) = d1.subtractingReportingOverflow(borrow)
        x[i] = d2
        borrow = (b1 ? 1 : 0) + (b2 ? 1 : 0)
    }
}

func multiplyLimbs(_ x: [UInt64], _ y: [UInt64]) -> [UInt64] {
    var out = [UInt64](repeating: 0, count: x.count + y.count)
    for i in 0..<x.count {
        let xi = x[i]
        if xi == 0 { continue }
        var carry: UInt64 = 0
        for j in 0..<y.count {
            let (high, low) = xi.multipliedFullWidth(by: y[j])
            let (s1, c1) = low.addingReportingOverflow(out[i + j])
            let (s2, c2) = s1.addingReportingOverflow(carry)
            out[i + j] = s2
            // high ≤ 2^64 − 2, so the carries fit.
            carry = high + (c1 ? 1 : 0) + (c2 ? 1 : 0)
        }
        out[i + y.count] = carry
    }
    return out
}

/// x × 2^bits.
func shiftLimbsLeft(_ x: [UInt64], by bits: Int) -> [UInt64] {
    let limbShift = bits / 64
    let bitShift = UInt64(bits % 64)
    var out = [UInt64](repeating: 0, count: x.count + limbShift + 1)
    for (i, word) in x.enumerated() {
        out[i + limbShift] |= word << bitShift
        if bitShift > 0 { out[i + limbShift + 1] |= word >> (64 - bitShift) }
    }
    return out
}

/// floor(u·2^shift / v) and whether the remainder is zero; v must have a nonzero limb (Knuth's
/// algorithm D, TAOCP vol. 2, 4.3.1, with 64-bit digits).
func divideLimbs(_ u: [UInt64], by v: [UInt64], shiftedBy shift: Int = 0) -> (quotient: [UInt64], exact: Bool) {
    var vCount = v.count
    while vCount > 0 && v[vCount - 1] == 0 { vCount -= 1 }
    precondition(vCount > 0, "division by zero")
    // Normalize so the divisor's top bit is set (the quotient digit estimates are then off by at
    // most two), shifting the dividend by as much more; a normalized BigFloat needs no copy.
    let normalization = v[vCount - 1].leadingZeroBitCount
    let vn = normalization == 0 && vCount == v.count ? v : Array(shiftLimbsLeft(Array(v[0..<vCount]), by: normalization)[0..<vCount])
    var un = shiftLimbsLeft(u, by: shift + normalization)
    guard un.count > vCount else { return ([], un.allSatisfy { $0 == 0 }) }
    let m = un.count - 1 - vCount
    var q = [UInt64](repeating: 0, count: m + 1)
    if vCount == 1 {
        let d = vn[0]
        var r: UInt64 = 0
        for i in stride(from: un.count - 1, through: 0, by: -1) {
            let (digit, rest) = d.dividingFullWidth((r, un[i]))
            if i <= m { q[i] = digit }
            r = rest
        }
        return (q, r == 0)
    }
    let vTop = vn[vCount - 1]
    let vNext = vn[vCount - 2]
    for j in stride(from: m, through: 0, by: -1) {
        var qHat: UInt64
        var rHat: UInt64
        var rHatOverflow = false
        if un[j + vCount] >= vTop {
            qHat = .max
            (rHat, rHatOverflow) = un[j + vCount - 1].addingReportingOverflow(vTop)
        } else {
            (qHat, rHat) = vTop.dividingFullWidth((un[j + vCount], un[j + vCount - 1]))
        }
        while !rHatOverflow {
            let (high, low) = qHat.multipliedFullWidth(by: vNext)
            guard high > rHat || (high == rHat && low > un[j + vCount - 2]) else { break }
            qHat -= 1
            (rHat, rHatOverflow) = rHat.addingReportingOverflow(vTop)
        }
        // un[j...j+vCount] −= qHat × vn
        var borrow: UInt64 = 0
        var carry: UInt64 = 0
        for i in 0..<vCount {
            let (high, low) = qHat.multipliedFullWidth(by: vn[i])
            let (product, c) = low.addingReportingOverflow(carry)
            carry = high + (c ? 1 : 0)
            let (d1, b1) = un[i + j].subtractingReportingOverflow(product)
            let (d2, b2) = d1.subtractingReportingOverflow(borrow)
            un[i + j] = d2
            borrow = (b1 ? 1 : 0) + (b2 ? 1 : 0)
        }
        let (t1, b1) = un[j + vCount].subtractingReportingOverflow(carry)
        let (t2, b2) = t1.subtractingReportingOverflow(borrow)
        un[j + vCount] = t2
        if b1 || b2 {
            // qHat was one too large: add the divisor back.
            qHat -= 1
            var c: UInt64 = 0
            for i in 0..<vCount {
                let (s1, c1) = un[i + j].addingReportingOverflow(vn[i])
                let (s2, c2) = s1.addingReportingOverflow(c)
                un[i + j] = s2
                c = (c1 ? 1 : 0) + (c2 ? 1 : 0)
            }
            un[j + vCount] &+= c
        }
        q[j] = qHat
    }
    return (q, un[0..<vCount].allSatisfy { $0 == 0 })
}

/// floor(√x) by Newton's iteration from above, started from a double's square root of the top
/// bits (within 2^−20 of the root of those bits, then raised past it).
func integerSquareRoot(_ x: [UInt64]) -> [UInt64] {
    var count = x.count
    while count > 0 && x[count - 1] == 0 { count -= 1 }
    guard count > 0 else { return [] }
    let bits = 64 * count - x[count - 1].leadingZeroBitCount
    // x < (t + 1)·2^s with t its top bits and s even, so √x < √(t + 1)·2^(s/2) ≤ start.
    var s = max(0, bits - 64)
    if s & 1 != 0 { s += 1 }
    let t = topBits(x, from: s)
    let estimate = UInt64(Double(t).squareRoot()) + 2
    var root = shiftLimbsLeft([estimate], by: s / 2)
    while true {
        var (next, _) = divideLimbs(x, by: root)
        while next.count <= root.count { next.append(0) }
        addLimbs(&next, root)
        next = shiftLimbsRight1(next)
        guard compareLimbs(next, root) < 0 else { return root }
        root = next
    }
}

/// floor(x / 2^s) for a value that fits 64 bits after the shift.
private func topBits(_ x: [UInt64], from s: Int) -> UInt64 {
    let limb = s / 64
    let bit = UInt64(s % 64)
    var word = limb < x.count ? x[limb] >> bit : 0
    if bit > 0 && limb + 1 < x.count { word |= x[limb + 1] << (64 - bit) }
    return word
}

private func shiftLimbsRight1(_ x: [UInt64]) -> [UInt64] {
    var out = x
    for i in 0..<out.count {
        out[i] = (x[i] >> 1) | (i + 1 < x.count ? x[i + 1] << 63 : 0)
    }
    return out
}
