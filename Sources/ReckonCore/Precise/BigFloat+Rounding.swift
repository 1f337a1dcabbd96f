extension BigFloat {
    /// The double nearest this exact value, ties to even: subnormals where IEEE 754 has them,
    /// ±infinity from 2^1024·(1 − 2^−54) up, and +0 for zero.
    @inline(never)
    func rounded() -> Double {
        guard let top = limbs.last else { return 0 }
        let lead = leadingExponent
        let sign: UInt64 = isNegative ? 1 << 63 : 0
        let infinity = Double(bitPattern: sign | 0x7FF0_0000_0000_0000)
        if lead >= 1024 { return infinity }
        // Below 2^−1075, half the least subnormal: zero.
        if lead < -1075 { return Double(bitPattern: sign) }
        // Significant bits a double keeps at this magnitude: 53, fewer among the subnormals.
        let keep = lead >= -1022 ? 53 : Int(lead + 1075)
        var m: UInt64 = keep == 0 ? 0 : top >> UInt64(64 - keep)
        let roundBit = (top >> UInt64(63 - keep)) & 1
        var sticky = top & ((1 << UInt64(63 - keep)) - 1) != 0
        for word in limbs.dropLast() where word != 0 { sticky = true }
        if roundBit == 1 && (sticky || m & 1 == 1) { m += 1 }
        guard keep == 53 else {
            // A subnormal: m units of 2^−1074 (m = 2^52 is the least normal, the same bits).
            return Double(bitPattern: sign | m)
        }
        var biased = lead + 1023
        if m == 1 << 53 {
            m >>= 1
            biased += 1
        }
        if biased >= 2047 { return infinity }
        return Double(bitPattern: sign | UInt64(biased) << 52 | (m & ((1 << 52) - 1)))
    }

    /// The nearest integer K (ties away from zero) as its low 64 bits in two's complement (so
    /// `& 3` is K mod 4), and `self − K` exactly, in [−1/2, 1/2].
    func splitNearestInteger() -> (lowBits: UInt64, fraction: BigFloat) {
        guard !isZero else { return (0, .zero) }
        var low: UInt64 = 0
        var fraction = BigFloat.zero
        if exponent >= 0 {
            low = exponent >= 64 ? 0 : limbs[0] << UInt64(exponent)
        } else {
            let fractionBits = -exponent
            if fractionBits < 64 * Int64(limbs.count) {
                let limb = Int(fractionBits / 64)
                let bit = UInt64(fractionBits % 64)
                low = limbs[limb] >> bit
                if bit > 0 && limb + 1 < limbs.count { low |= limbs[limb + 1] << (64 - bit) }
                var below = Array(limbs[0...limb])
                below[limb] &= (1 << bit) &- 1
                fraction = BigFloat(normalizing: below, exponent: exponent, isNegative: false)
            } else {
                fraction = magnitude
            }
            if !fraction.isZero && fraction.leadingExponent >= -1 {
                low &+= 1
                fraction = BigFloat.sum(fraction, BigFloat(integer: -1), limbs: BigFloat.unlimited).0
            }
        }
        return isNegative ? (0 &- low, fraction.negated) : (low, fraction)
    }
}
