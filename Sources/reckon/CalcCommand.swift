import ArgumentParser
import ReckonCore
import ReckonEdge

struct CalcCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calc",
        abstract: "Press calculator keys and print the display: the iPhone's calculator, with M and undo.",
        discussion: """
            Keys are separated by spaces; a token of digits and points types them in turn (12.5). \
            Keys: + − (or -) × (or * x) ÷ (or /) = % ± (or +/-) C AC . √ x² xʸ (or ^) 1/x sin cos \
            tan ln log eˣ π (or pi) e →M (or ->M) M undo ⌫ (or del). C and AC both press the \
            clear key, which reads C once a digit is entered and AC after it clears. Angles are \
            in radians. Keys may start with a minus: "- 5 =" is 0 − 5. With --json and --trace, \
            every key's state is in the JSON too.
            Examples: reckon calc "2 + 3 × 4 ="   (14)
                      reckon calc "9 + M = √ 7 →M" --trace
            """)

    /// Every argument that is not an option is keys, even one starting with "-": "- 5 =" is
    /// a key sequence, which the default strategy would refuse as an unknown option. The parser
    /// hands on `--` too, which scripts may still write before the keys; it is no key and is
    /// dropped.
    @Argument(parsing: .allUnrecognized, help: "The keys, as one argument: \"1 + 2 =\" (several are joined by spaces).")
    var keys: [String]

    @Flag(help: "Print the display and the description line after every key.")
    var trace = false

    @OptionGroup var output: OutputOptions

    func run() throws {
        let (calculator, steps) = try reading {
            try Calculator.pressing(keys.filter { $0 != "--" }.joined(separator: " "), trace: trace)
        }
        output.write(
            json: { trace ? Calculator.json(trace: steps, final: calculator) : calculator.json },
            text: { trace ? Calculator.traceText(steps) : calculator.display + "\n" })
    }
}
