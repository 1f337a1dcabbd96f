import ArgumentParser
import ReckonCore
import ReckonEdge

struct FaceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "face",
        abstract: "CS193p's face: an expression, changed by the gestures' actions, drawn in text.",
        discussion: """
            Actions, applied in turn: happier and sadder (a swipe up or down) move the mouth one \
            step along frown, smirk, neutral, grin, smile; toggle-eyes (a tap) opens or closes \
            the eyes; squint (a double tap) squints them.
            Example: reckon face --mouth neutral happier happier toggle-eyes
            """)

    @Argument(help: "Actions: happier, sadder, toggle-eyes, squint.")
    var actions: [String] = []

    @Option(help: "Eyes to start with: open, closed or squinting (default open).")
    var eyes: String?

    @Option(help: "Mouth to start with: frown, smirk, neutral, grin or smile (default neutral).")
    var mouth: String?

    @Flag(help: "Print the expression as JSON.")
    var json = false

    func run() throws {
        let expression: FacialExpression
        do {
            expression = try FacialExpression(eyes: eyes, mouth: mouth, actions: actions)
        } catch {
            throw InvalidValue(error)
        }
        let out = Terminal.standardOutput
        if json {
            out.write(expression.json + "\n")
        } else {
            let eye = expression.eyes == .open ? "o" : expression.eyes == .closed ? "-" : "^"
            let mouths: [FacialExpression.Mouth: String] = [.frown: "/‾‾\\", .smirk: " ‾‾\\", .neutral: "----", .grin: " __/", .smile: "\\__/"]
            out.write("  .--------.\n /  \(eye)    \(eye)  \\\n|            |\n|    \(mouths[expression.mouth]!)    |\n \\          /\n  '--------'\n")
            out.write("eyes \(expression.eyes.name), mouth \(expression.mouth.name) (curvature \(CalculatorNumber.numeral(expression.mouth.curvature)))\n")
        }
        out.flush()
    }
}
