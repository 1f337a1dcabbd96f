extension WideDouble {
    /// log10(2) split in two doubles, so `exponent × log10(2)` stays exact to ~1e−16 even for
    /// exponents in the thousands (a single double would lose ~1e−13 there).
    private static let log10Of2High = 0.3010299956639812
    private static let log10Of2Low = -2.8037281277851704e-18

    /// log10 of the magnitude; −infinity for zero. Absolute error about 1e−15 at any exponent.
    public var log10: Double {
        guard !isZero else { return -Double.infinity }
        let (whole, fraction) = log10Parts
        return Double(whole) + fraction
    }

    /// The value as `significand × 10^exponent` with 1 ≤ |significand| < 10, for writing it in
    /// scientific notation; `(0, 0)` for zero. The significand's relative error is about 1e−15.
    public var decimal: (significand: Double, exponent: Int64) {
        guard !isZero else { return (0, 0) }
        var (whole, fraction) = log10Parts
        var digits = pow(10, fraction)
        // Rounding can land a hair outside [1, 10).
        if digits >= 10 { digits /= 10; whole += 1 }
        if digits < 1 { digits *= 10; whole -= 1 }
        return (isNegative ? -digits : digits, whole)
    }

    /// log10 of the magnitude as an integer part and a fraction in [0, 1), computed so the
    /// fraction keeps full precision however large the exponent.
    private var log10Parts: (whole: Int64, fraction: Double) {
        let e = Double(exponent)
        let product = e * Self.log10Of2High
        // The fused multiply-add recovers exactly what rounding `product` lost.
        let productError = (-product).addingProduct(e, Self.log10Of2High)
        let tail = productError + e * Self.log10Of2Low + ReckonCore.log10(significand.magnitude)
        let whole = (product + tail).rounded(.down)
        var fraction = (product - whole) + tail
        var wholePart = Int64(whole)
        if fraction < 0 { fraction += 1; wholePart -= 1 }
        if fraction >= 1 { fraction -= 1; wholePart += 1 }
        return (wholePart, fraction)
    }
}
