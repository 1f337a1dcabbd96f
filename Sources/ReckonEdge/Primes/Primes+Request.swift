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

    /// A number typed to go to in the list of this range's primes, read like the ends
    /// (`NumberText.wholeNumber`) and required to lie in lo…hi: "must be a whole number from
    /// 10 to 20, not '25'" otherwise, under `field`.
    public func point(_ text: String, field: String) throws(FieldError) -> UInt64 {
        let rule = "must be a whole number from \(lo) to \(hi)"
        let value: UInt64
        do {
            value = try NumberText.wholeNumber(text, field: field)
        } catch {
            throw FieldError(.notANumber, field: field, rule + ", not '\(NumberText.trimmedText(text))'")
        }
        guard value >= lo, value <= hi else { throw FieldError(.notANumber, field: field, rule + ", not '\(NumberText.trimmedText(text))'") }
        return value
    }
}
