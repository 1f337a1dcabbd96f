import ArgumentParser
import ReckonCore
import ReckonEdge

struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Sample y = f(x) for drawing: x y pairs, a blank line where the curve breaks.",
        discussion: """
            The output is what gnuplot reads (plot "file" with lines). The curve breaks where f \
            has no finite value and at jumps (poles of tan x and 1/x, steps of floor x), found \
            by bisection, so no line crosses them.
            Example: reckon plot "tan(x)" --from -5 --to 5 --points 400
            """)

    @Argument(help: "The expression in x (or in --variable).")
    var expression: String

    @Option(help: "Left end of the range.")
    var from = "-10"

    @Option(help: "Right end of the range, above --from.")
    var to = "10"

    @Option(help: "Samples spread evenly over the range: 2 to \(FunctionPlot.maximumPoints).")
    var points = "400"

    @Option(help: "The variable's name.")
    var variable = "x"

    @Flag(help: "Print {\"segments\":[[x0,y0,x1,y1,…],…]} instead.")
    var json = false

    func run() throws {
        let plot: FunctionPlot
        do {
            plot = try FunctionPlot(expression: expression, variable: variable, from: from, to: to, points: points)
        } catch {
            throw InvalidValue(error)
        }
        let out = Terminal.standardOutput
        if json {
            out.write(plot.json + "\n")
        } else {
            for (index, segment) in plot.segments.enumerated() {
                if index > 0 { out.write("\n") }
                for point in segment {
                    out.write(CalculatorNumber.numeral(point.x) + " " + CalculatorNumber.numeral(point.y) + "\n")
                }
            }
        }
        out.flush()
    }
}
