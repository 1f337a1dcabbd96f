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
            in radians.
            Examples: reckon calc "2 + 3 × 4 ="   (14)
                      reckon calc "9 + M = √ 7 →M" --trace
            """)

    @Argument(help: "The keys, as one argument: \"1 + 2 =\".")
    var keys: String

    @Flag(help: "Print the display and the description line after every key.")
    var trace = false

    @Flag(help: "Print the state as JSON (with --trace, every key's state too).")
    var json = false

    func run() throws {
        let (calculator, steps): (Calculator, [(key: CalculatorKey, state: Calculator)])
        do {
            (calculator, steps) = try Calculator.pressing(keys, trace: trace)
        } catch {
            throw InvalidValue(error)
        }
        let out = Terminal.standardOutput
        if json {
            out.write((trace ? Calculator.json(trace: steps, final: calculator) : calculator.json) + "\n")
        } else if trace {
            func padded(_ text: String, _ width: Int) -> String {
                text + String(repeating: " ", count: width - text.count)
            }
            let keyWidth = steps.map { $0.key.label.count }.max() ?? 1
            let displayWidth = steps.map { $0.state.display.count }.max() ?? 1
            for (key, state) in steps {
                let line = padded(key.label, keyWidth) + "   " + padded(state.display, displayWidth) + "   " + state.description
                out.write(String(line.reversed().drop { $0 == " " }.reversed()) + "\n")
            }
        } else {
            out.write(calculator.display + "\n")
        }
        out.flush()
    }
}
