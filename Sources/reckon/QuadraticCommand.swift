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

    @Flag(help: "Print the result as JSON.")
    var json = false

    func run() throws {
        let quadratic: Quadratic
        do {
            quadratic = try Quadratic(a: a, b: b, c: c)
        } catch {
            throw InvalidValue(error)
        }
        let out = Terminal.standardOutput
        if json {
            out.write(quadratic.json + "\n")
        } else {
            out.write(Self.report(quadratic.solution))
        }
        out.flush()
    }

    /// The terminal block: what kind of solution, the roots one a line, then the rest.
    static func report(_ solution: QuadraticSolution) -> String {
        var lines: [String] = []
        switch solution.kind {
        case .twoReal: lines.append("Two real roots")
        case .double: lines.append("One double root")
        case .complex: lines.append("Two complex roots (a conjugate pair)")
        case .linear: lines.append("Linear (a = 0): one root")
        case .allX: lines.append("Every x is a solution (0 = 0)")
        case .none: lines.append("No solution (a = b = 0 but c ≠ 0)")
        }
        for root in solution.roots {
            var text = root.real.numberText
            if !root.imaginary.isZero {
                let sign = root.imaginary.isNegative ? " - " : " + "
                text += sign + root.imaginary.magnitude.numberText + "i"
            }
            lines.append("  x = " + text)
        }
        if let exact = solution.exact, solution.kind != .allX, solution.kind != .none {
            lines.append("Exact:         " + exact)
        }
        if let discriminant = solution.discriminant {
            lines.append("Discriminant:  " + discriminant.numberText)
        }
        if let vertex = solution.vertex {
            lines.append("Vertex:        (" + vertex.x.numberText + ", " + vertex.y.numberText + ")")
        }
        var intercept = JSONWriter()
        intercept.number(solution.yIntercept)
        lines.append("y-intercept:   " + intercept.text)
        return lines.joined(separator: "\n") + "\n"
    }
}
