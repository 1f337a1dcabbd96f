import ArgumentParser
import ReckonCore
import ReckonEdge

struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Evaluate an expression: numbers with units, + - * / ^, %, functions, pi, e and variables.",
        discussion: """
            Functions: sin cos tan asin acos atan (radians) sqrt abs ln log (base 10) exp floor \
            ceil round min max. ^ is right-associative and binds tighter than a sign (-x^2 is \
            −(x²)); 2x and 3(x + 1) multiply. 80 + 15% is 92; 20% of 80 is 16. Units follow \
            numbers and convert with `to` or `in` (docs/units.md): "3 ft + 2 in to cm" is \
            96.52 cm. Errors name the position: unexpected ')' at 7.
            An expression that starts with a dash goes last, after `--`: reckon eval --set x=3 -- "-x^2".
            Example: reckon eval "2x^2 - 3x + 1" --set x=2   (3)
            """)

    @Argument(help: "The expression, as one argument.")
    var expression: String

    @Option(name: .customLong("set"), help: ArgumentHelp("A variable's value, name=value; repeat for more.", valueName: "name=value"))
    var assignments: [String] = []

    @OptionGroup var output: OutputOptions

    func run() throws {
        let quantity = try reading { try Expression.evaluate(expression, setting: assignments) }
        output.write(json: { Expression.json(quantity) }, text: { quantity.text + "\n" })
    }
}
