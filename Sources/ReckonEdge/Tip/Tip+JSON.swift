import ReckonCore

extension TipSplit {
    /// `{"bill":"78.52","tipPercent":25,"party":2,"tip":"19.63","total":"98.15","shares":["49.08","49.07"],"extraCents":1}`
    ///
    /// Money travels as strings with two decimals so no JSON reader turns it into binary floating point.
    /// `extraCents` is how many people (the first ones) pay one cent more so the shares add up.
    public var json: String {
        var out = JSONWriter()
        out.beginObject()
        out.field("bill", MoneyText.text(cents: billCents))
        out.field("tipPercent", integer: tipPercent)
        out.field("party", integer: partySize)
        out.field("tip", MoneyText.text(cents: tipCents))
        out.field("total", MoneyText.text(cents: totalCents))
        out.key("shares")
        out.beginArray()
        for share in sharesCents { out.string(MoneyText.text(cents: share)) }
        out.endArray()
        out.field("extraCents", integer: peoplePayingExtraCent)
        out.endObject()
        return out.text
    }
}
