import ArgumentParser
import ReckonCore

/// `reckon plot`'s options for an equation in x and y: the y range beside --from and --to, and
/// the grid its curves are found on (`ImplicitPlot`).
struct EquationGrid: ParsableArguments {
    @Option(help: ArgumentHelp("The bottom of the y range.", valueName: "y"))
    var bottom = "-10"

    @Option(help: ArgumentHelp("The top of the y range, above --bottom.", valueName: "y"))
    var top = "10"

    @Option(help: ArgumentHelp(
        "Cells across: 2 to \(ImplicitPlot.maximumSide), at most \(ImplicitPlot.maximumCells) cells in all.", valueName: "n"))
    var columns = "100"

    @Option(help: ArgumentHelp("Cells up.", valueName: "n"))
    var rows = "100"
}
