import ArgumentParser
import ReckonCore
import ReckonEdge

struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Sample y = f(x), or several functions, for drawing: x y pairs, a blank line where a curve breaks.",
        discussion: """
            The output is what gnuplot reads (plot "file" with lines). The curve breaks where f \
            has no finite value and at jumps (poles of tan x and 1/x, steps of floor x), found \
            by bisection, so no line crosses them. Then come the roots, minima, maxima and \
            the y-intercept in range, as comments (# root 3.141592653589793 0): each x the \
            double nearest the true one, decided in exact arithmetic. --json prints \
            {"segments":[[x0,y0,x1,y1,…],…],"points":[{"kind","x","y","functions"},…]}.
            With several functions (up to \(FunctionPlot.maximumFunctions), 1000 characters in \
            all) each curve follows a "# y = EXPR" line, two blank lines apart (gnuplot's \
            index), the points include where they meet ("intersection"), and --json prints \
            {"curves":[{"segments":…},…],"points":[…]}, each point with the functions it lies \
            on, counted from 0.
            Example: reckon plot "tan(x)" --from -5 --to 5 --points 400
            An equation in x and y (x^2 + y^2 = 25; y = f is the function f) is drawn \
            alone as its curves over --from … --to and --bottom … --top, by marching \
            squares on --columns × --rows cells; --json prints {"segments":[…]}.
            Example: reckon plot "exp(x)" "x + 2" --from -3 --to 3
            Example: reckon plot "y^2 = x^3 - x" --from -2 --to 3 --bottom -4 --top 4
            """)

    @Argument(help: "The expressions in x (or in --variable): one or more.")
    var expressions: [String]

    @Option(help: "Left end of the range.")
    var from = "-10"

    @Option(help: "Right end of the range, above --from.")
    var to = "10"

    @Option(help: "Samples spread evenly over the range: 2 to \(FunctionPlot.maximumPoints).")
    var points = "400"

    @OptionGroup(title: "An equation in x and y") var grid: EquationGrid

    @Option(help: "The variable plotted against (by default x, or M for an expression in M alone).")
    var variable: String?

    @Option(name: .customLong("let"), help: ArgumentHelp(
        "A value for another name in the expressions (a slider's), as NAME=VALUE; repeatable.", valueName: "name=value"))
    var parameters: [String] = []

    @Flag(name: .customLong("no-points"), help: "Leave out the roots, turns, y-intercepts and meetings (the curves alone, faster).")
    var noPoints = false

    @OptionGroup var output: OutputOptions

    func run() throws {
        let values = try reading { () throws(FieldError) in try parameters.map(Self.named) }
        if expressions.count == 1, (try? Expression(parsing: expressions[0]))?.isImplicitEquation == true {
            let plot = try reading {
                try ImplicitPlot(
                    equation: expressions[0], parameters: values, from: from, to: to, bottom: grid.bottom, top: grid.top,
                    columns: grid.columns, rows: grid.rows)
            }
            return output.write(json: { plot.json }, text: { plot.text })
        }
        guard expressions.count > 1 else {
            let plot = try reading {
                try FunctionPlot(
                    expression: expressions[0], variable: variable, parameters: values, from: from, to: to, points: points,
                    findingPoints: !noPoints)
            }
            return output.write(json: { plot.json }, text: { plot.text })
        }
        let plot = try reading {
            try FunctionPlot(
                expressions: expressions, variable: variable, parameters: values, from: from, to: to, points: points,
                findingPoints: !noPoints)
        }
        output.write(json: { plot.curvesJSON }, text: { plot.text(naming: expressions) })
    }

    /// `a=2` as the name and its value's text.
    private static func named(_ text: String) throws(FieldError) -> (name: String, text: String) {
        guard let equals = text.firstIndex(of: "=") else {
            throw FieldError(.syntax, field: "let", "must be NAME=VALUE, not '\(text)'")
        }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }
}
