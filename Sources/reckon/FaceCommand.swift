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

    @Option(help: "Eyes to start with: open, closed or squinting (default: open).")
    var eyes: String?

    @Option(help: "Mouth to start with: frown, smirk, neutral, grin or smile (default: neutral).")
    var mouth: String?

    @OptionGroup var output: OutputOptions

    func run() throws {
        let expression = try reading { try FacialExpression(eyes: eyes, mouth: mouth, actions: actions) }
        output.write(json: { expression.json }, text: { expression.text })
    }
}
