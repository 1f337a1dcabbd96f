import ArgumentParser
import ReckonCore
import ReckonEdge

/// `reckon triangle --a 3 --b 4 [--json]`: a right triangle from any two of its eight values.
/// Options parse unconditionally so `--a -3` reaches the rule "must be greater than 0".
struct TriangleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "triangle",
        abstract: "Solve a right triangle from any two of a, b, c, alpha, beta, area, perimeter, h.",
        discussion: """
            Legs a and b, hypotenuse c, angles alpha and beta in degrees (opposite a and b), \
            area, perimeter and h (the altitude to the hypotenuse). Give exactly two; alpha and \
            beta together fix only the shape. When the two do not tell a from b (two of c, \
            area, perimeter, h), the answer takes a <= b.
            """)

    @Option(parsing: .unconditional, help: "Leg a.") var a: String?
    @Option(parsing: .unconditional, help: "Leg b.") var b: String?
    @Option(parsing: .unconditional, help: "Hypotenuse c.") var c: String?
    @Option(parsing: .unconditional, help: "Angle opposite a, in degrees.") var alpha: String?
    @Option(parsing: .unconditional, help: "Angle opposite b, in degrees.") var beta: String?
    @Option(parsing: .unconditional, help: "Area.") var area: String?
    @Option(parsing: .unconditional, help: "Perimeter.") var perimeter: String?
    @Option(parsing: .unconditional, help: "Altitude to the hypotenuse.") var h: String?
    @OptionGroup var output: OutputOptions

    func run() throws {
        let triangle = try reading {
            try RightTriangle(a: a, b: b, c: c, alpha: alpha, beta: beta, area: area, perimeter: perimeter, h: h)
        }
        output.write(json: { triangle.json }, text: { triangle.text })
    }
}
