import ArgumentParser
import ReckonCore
import ReckonEdge

struct QuadraticCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quadratic",
        abstract: "Solve a·x² + b·x + c = 0: roots, discriminant, vertex, exact form.",
        discussion: """
            Every root is within 2 ulp of the exact root of the given coefficients, for \
            coefficients anywhere in the double range. For coefficients with at most 6 decimals \
            the roots are also given exactly, e.g. x = (3 ± √5)/2. Negative coefficients need \
            no quoting.
            Example: reckon quadratic 1 -3 1
            """)

    @Argument(help: "The coefficient of x²: a finite number.")
    var a: String

    @Argument(help: "The coefficient of x.")
    var b: String

    @Argument(help: "The constant term.")
    var c: String

    @OptionGroup var output: OutputOptions

    func run() throws {
        let quadratic = try reading { try Quadratic(a: a, b: b, c: c) }
        output.write(json: { quadratic.json }, text: { quadratic.solution.text })
    }
}
