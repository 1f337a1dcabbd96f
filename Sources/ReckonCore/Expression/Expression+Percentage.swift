extension Expression.BinaryOperator {
    /// Whether `x op p%` takes p hundredths of x (`+`, `−`, `*`), rather than p% being 0.01·p
    /// (`/` and `^`: `80 / 20%` is 400).
    var takesPercentage: Bool { self == .add || self == .subtract || self == .multiply }

    /// `x + p%` (x and p hundredths of x), `x − p%` (x less them) and `x * p%` (them alone), as
    /// Soulver and Apple's Math Notes reckon: 80 + 15% is 92, 80 − 20% is 64.
    ///
    /// The share p·x/100 is formed from the exact product p·x and one division, so `7% of 300`
    /// is 21, where 0.07 × 300 would be 21.000000000000004; the sum or difference rounds once
    /// more. Non-finite where the product overflows.
    func apply(_ x: Double, percent p: Double) -> Double {
        let product = DoubleDouble.product(p, x)
        guard product.hi.isFinite else { return product.hi }
        // The quotient's rounding error, recovered from the exact remainder: the share to
        // within a rounding of the quotient nearest p·x/100.
        let quotient = product.hi / 100
        let remainder = product.hi.addingProduct(-quotient, 100)
        let share = quotient + (remainder + product.lo) / 100
        switch self {
        case .add: return x + share
        case .subtract: return x - share
        default: return share
        }
    }
}
