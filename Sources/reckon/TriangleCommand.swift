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
    @Flag(help: "Write the result as JSON.") var json = false

    func run() throws {
        let triangle: RightTriangle
        do {
            triangle = try RightTriangle(
                a: a, b: b, c: c, alpha: alpha, beta: beta, area: area, perimeter: perimeter, h: h)
        } catch {
            throw InvalidValue(error)
        }
        Terminal.standardOutput.write(json ? triangle.json + "\n" : Self.table(triangle))
        Terminal.standardOutput.flush()
    }

    /// The eight values, one a line, the given two marked.
    static func table(_ triangle: RightTriangle) -> String {
        var out = ""
        for quantity in RightTriangle.Quantity.allCases {
            let name = quantity.name
            var line = name + String(repeating: " ", count: 11 - name.count)
                + triangle[quantity].numberText
            if quantity == .alpha || quantity == .beta { line += "°" }
            if quantity == triangle.given.0 || quantity == triangle.given.1 { line += "  (given)" }
            out += line + "\n"
        }
        if triangle.mirrorImageFits {
            out += "The given values do not tell a from b: shown with a <= b; swapping a with b "
                + "and alpha with beta fits too.\n"
        }
        return out
    }
}
