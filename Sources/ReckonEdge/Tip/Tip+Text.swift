import ReckonCore

extension TipSplit {
    /// The terminal's lines (`reckon tip`): bill, tip, total and the shares, with the cents some
    /// pay more said in words.
    public var text: String {
        var text = ""
        let shares = sharesCents.map { MoneyText.text(cents: $0) }
        text += "Bill:    \(MoneyText.text(cents: billCents))\n"
        text += "Tip:     \(MoneyText.text(cents: tipCents)) (\(tipPercent)%)\n"
        text += "Total:   \(MoneyText.text(cents: totalCents))\n"
        if partySize == 1 {
            text += "Share:   \(shares[0])\n"
        } else {
            text += "Shares:  \(shares.joined(separator: ", ")) (party of \(partySize))\n"
            let extra = peoplePayingExtraCent
            if extra > 0 {
                text += "         \(extra) of \(partySize) pay one cent more so the shares add up to the total\n"
            }
        }
        return text
    }
}
