extension Double {
    /// The number with `decimals` digits after the point (rounded half away from zero), trailing
    /// zeros dropped unless told (`31.5`, `8.641`; `2.50` with `trimmingZeros: false`), and no
    /// sign on a value that rounds to zero. Written digit by digit: the Embedded subset the wasm
    /// core is built in has no floating-point printing. For magnitudes below 2^63 / 10^decimals.
    func fixedText(decimals: Int, trimmingZeros: Bool = true) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int64((magnitude * scale).rounded())
        let whole = scaled / Int64(scale)
        var fraction = String(scaled % Int64(scale))
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        while trimmingZeros, fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = self < 0 && scaled != 0 ? "-" : ""
        return sign + "\(whole)" + (fraction.isEmpty ? "" : "." + fraction)
    }
}
