import ArgumentParser
import ReckonCore
import ReckonEdge

struct TipCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tip",
        abstract: "Tip, total and each person's share of a bill, exact to the cent.",
        discussion: """
            The tip is the exact product rounded half up to the cent; shares add up to the total, \
            and when it does not divide evenly the first people pay one cent more.
            Example: reckon tip 78.52 --tip 25 --party 2
            """)

    @Argument(help: "The bill: an amount ≥ 0 with at most 2 decimals, e.g. 78.52.")
    var bill: String

    @Option(help: "Tip percentage: 0 to 40 in steps of 5 (default: \(TipSplit.defaultTipPercent)).")
    var tip: String?

    @Option(help: "Party size: 1 to 10 (default: \(TipSplit.defaultPartySize)).")
    var party: String?

    @Flag(help: "Print the result as JSON (money as strings with two decimals).")
    var json = false

    func run() throws {
        let split: TipSplit
        do {
            split = try TipSplit(bill: bill, tip: tip, party: party)
        } catch {
            throw InvalidValue(error)
        }
        let out = Terminal.standardOutput
        if json {
            out.write(split.json + "\n")
        } else {
            let shares = split.sharesCents.map { MoneyText.text(cents: $0) }
            out.write("Bill:    \(MoneyText.text(cents: split.billCents))\n")
            out.write("Tip:     \(MoneyText.text(cents: split.tipCents)) (\(split.tipPercent)%)\n")
            out.write("Total:   \(MoneyText.text(cents: split.totalCents))\n")
            if split.partySize == 1 {
                out.write("Share:   \(shares[0])\n")
            } else {
                out.write("Shares:  \(shares.joined(separator: ", ")) (party of \(split.partySize))\n")
                let extra = split.peoplePayingExtraCent
                if extra > 0 {
                    out.write("         \(extra) of \(split.partySize) pay one cent more so the shares add up to the total\n")
                }
            }
        }
        out.flush()
    }
}
