import ArgumentParser
import ReckonCore
import ReckonEdge

struct DecideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decide",
        abstract: "Pick one of the options at random (the executive decision maker's answers by default).",
        discussion: """
            Each option is equally likely, so listing one twice doubles its chance. With no options \
            the answer is one of: \(Decider.executiveAnswers.joined(separator: ", ")).
            Options that start with a dash go after `--`: reckon decide -- -1 +1.
            Example: reckon decide pizza sushi tacos
            """)

    @Argument(help: "The options to choose from; none means the executive decision maker's answers.")
    var options: [String] = []

    @Option(help: "Seed (0 to 2^64 − 1) for a repeatable answer.")
    var seed: String?

    @OptionGroup var output: OutputOptions

    func run() throws {
        let answer = try reading { try Decider.answer(options: options, seed: seed) }
        // The answer is one of the options as typed: printed escaped, like any text from the user.
        output.write(json: { TerminalText.json(Decider.json(answer: answer)) }, text: { TerminalText.escaped(answer) + "\n" })
    }
}
