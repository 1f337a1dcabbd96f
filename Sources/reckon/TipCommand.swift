import ArgumentParser
import ReckonCore
import ReckonEdge

struct TipCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tip",
        abstract: "Tip, total and each person's share of a bill, exact to the cent.",
        discussion: """
            The tip is the exact product rounded half up to the cent; shares add up to the total, \
            and when it does not divide evenly the first people pay one cent more. In JSON, money \
            is written as strings with two decimals.
            Example: reckon tip 78.52 --tip 25 --party 2
            """)

    @Argument(help: "The bill: an amount ≥ 0 with at most 2 decimals, e.g. 78.52.")
    var bill: String

    @Option(help: "Tip percentage: 0 to 40 in steps of 5 (default: \(TipSplit.defaultTipPercent)).")
    var tip: String?

    @Option(help: "Party size: 1 to 10 (default: \(TipSplit.defaultPartySize)).")
    var party: String?

    @OptionGroup var output: OutputOptions

    func run() throws {
        let split = try reading { try TipSplit(bill: bill, tip: tip, party: party) }
        output.write(json: { split.json }, text: { split.text })
    }
}
