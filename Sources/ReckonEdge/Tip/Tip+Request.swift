import ReckonCore

extension TipSplit {
    /// The split from the bill, tip percentage and party size as typed (`nil`: the defaults, 20 %
    /// and 1 person). The bill is read with `MoneyText.cents`, the others with `NumberText.integer`.
    public init(bill: String, tip: String?, party: String?) throws(FieldError) {
        let cents = try MoneyText.cents(bill, field: "bill")
        let percent = try tip.map { text throws(FieldError) in
            Int(try NumberText.integer(text, field: "tip", in: 0...40))
        } ?? TipSplit.defaultTipPercent
        let size = try party.map { text throws(FieldError) in
            Int(try NumberText.integer(text, field: "party", in: 1...10))
        } ?? TipSplit.defaultPartySize
        do {
            try self.init(billCents: cents, tipPercent: percent, partySize: size)
        } catch {
            throw FieldError(error)
        }
    }
}
