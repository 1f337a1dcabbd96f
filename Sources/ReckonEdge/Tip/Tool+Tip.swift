import ReckonCore

extension Tool {
    /// `POST /api/tip {"bill","tip"?,"party"?}`: the tip and each one's share (`TipSplit`).
    static let tip = Tool(
        "tip", keys: ["bill", "tip", "party"],
        limits: ("tip", [
            ("minimumPercent", .integer(Int64(percents[0]))),
            ("maximumPercent", .integer(Int64(percents[percents.count - 1]))),
            ("percentStep", .integer(Int64(percents[1] - percents[0]))),
            ("defaultPercent", .integer(Int64(TipSplit.defaultTipPercent))),
            ("minimumParty", .integer(Int64(TipSplit.partySizes.lowerBound))),
            ("maximumParty", .integer(Int64(TipSplit.partySizes.upperBound))),
            ("defaultParty", .integer(Int64(TipSplit.defaultPartySize))),
            ("maximumBillCents", .integer(Int64(TipSplit.maximumBillCents))),
        ])
    ) { input, _ throws(ToolError) in
        let (bill, tip, party) = (try input.requiredText("bill"), try input.text("tip"), try input.text("party"))
        return try ToolError.ruling { () throws(FieldError) in try TipSplit(bill: bill, tip: tip, party: party).json }
    }

    private static let percents = Array(TipSplit.tipPercentages)
}
