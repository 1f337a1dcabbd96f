extension RightTriangleError {
    /// A positive number in at most `digits` (≤ 6) significant digits, for a message:
    /// `12`, `6.176`, `0.0025`, `1.5e+300`, `5e-601`.
    ///
    /// `rounding` lets a bound round toward the side the rule allows (`.down` for "at most"),
    /// so a refused value never looks allowed by the printed bound. Written here because the
    /// core has no `Double.description` in Embedded Swift.
    static func text(_ x: WideDouble, digits: Int, rounding: FloatingPointRoundingRule) -> String {
        guard !x.isZero else { return "0" }
        var (significand, exponent) = x.decimal
        var scale = 1.0
        for _ in 1..<digits { scale *= 10 }
        // `decimal` is good to about 1e-15, so a value that is exactly 6 must not become 5.999.
        let nudge = rounding == .down ? 1e-7 : rounding == .up ? -1e-7 : 0
        var whole = Int64((significand.magnitude * scale + nudge).rounded(rounding))
        if Double(whole) >= scale * 10 {
            whole /= 10
            exponent += 1
        }
        var figures = "\(whole)"
        while figures.count > 1, figures.hasSuffix("0") { figures.removeLast() }
        let count = Int64(figures.count)
        if exponent >= 0 && exponent < 15 {
            if exponent + 1 >= count {
                return figures + String(repeating: "0", count: Int(exponent + 1 - count))
            }
            let point = figures.index(figures.startIndex, offsetBy: Int(exponent + 1))
            return String(figures[..<point]) + "." + String(figures[point...])
        }
        if exponent < 0 && exponent >= -5 {
            return "0." + String(repeating: "0", count: Int(-exponent - 1)) + figures
        }
        let rest = figures.dropFirst()
        return String(figures.prefix(1)) + (rest.isEmpty ? "" : "." + rest)
            + (exponent < 0 ? "e-\(-exponent)" : "e+\(exponent)")
    }
}
