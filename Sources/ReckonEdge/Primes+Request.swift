import ReckonCore

extension PrimeRange {
    /// The range from its ends as typed: whole numbers read by `NumberText.wholeNumber`
    /// (`1e9` works, `-5` and `1.5` do not), then `lo ≤ hi`.
    public init(lo: String, hi: String) throws(FieldError) {
        let lo = try NumberText.wholeNumber(lo, field: "lo")
        let hi = try NumberText.wholeNumber(hi, field: "hi")
        do {
            try self.init(lo: lo, hi: hi)
        } catch {
            throw FieldError(error)
        }
    }
}
