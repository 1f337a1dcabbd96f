/// An equation in x and y (`x^2 + y^2 = 25`, `y^2 = x^3 - x`) drawn as its curves: where
/// F(x, y) = left − right is 0 in a rectangle, by marching squares on a grid of cells.
///
/// F is sampled at the grid's corners; a corner where F is 0 counts as positive, so a curve
/// through corners (x² − y² = 0 on a grid centred on the origin) is the boundary of F ≥ 0 there
/// and is drawn without a gap where its branches cross. A cell whose corners alternate in sign (a
/// saddle) is cut as F at its centre says. Each crossing of a cell's edge is bisected along the
/// edge (`crossingSteps` times, while the work lasts) and placed by interpolation between the
/// last two points; a change of sign where |F| does not shrink towards it is a pole or a jump
/// (1/x = y at x = 0, floor(x) = y), not a crossing, and the cells beside it draw nothing there
/// (once the work is spent, crossings are placed between corners untested).
/// The pieces are joined through their shared edges into polylines, a closed curve's first point
/// repeated at its end.
///
/// Limits: a curve that enters and leaves a cell through one edge (a feature smaller than a cell)
/// is not seen, so the grid should be about a cell per 2 to 4 pixels; at most `maximumCells`.
public struct ImplicitPlot: Sendable, Equatable {
    public typealias Point = FunctionPlot.Point

    /// Cells in the grid, columns × rows: the work is bounded by it (`cost`).
    public static let maximumCells = 40_000
    /// Cells along a side, either way.
    public static let maximumSide = 400
    /// Bisections of an edge's crossing (about 6 digits of a cell's side), while the work lasts.
    static let crossingSteps = 20
    /// Operations (evaluations × the expression's nodes) a plot may spend refining crossings
    /// beyond the grid; then crossings are interpolated between corners.
    static let refiningWork = 20_000_000

    /// The curves, each a polyline of points.
    public let segments: [[Point]]

    /// Plots `equation` (`left = right`, in x and y, every other name a value in `parameters`)
    /// over [xFrom, xTo] × [yFrom, yTo] on `columns` × `rows` cells.
    public init(
        _ equation: Expression, parameters: [String: Double] = [:],
        xFrom: Double, xTo: Double, yFrom: Double, yTo: Double, columns: Int, rows: Int
    ) throws(ImplicitPlotError) {
        guard case .comparison(let relation, let left, let right, _) = equation else { throw .notAnEquation }
        guard relation == .equal else { throw .inequality }
        for (value, field) in [(xFrom, "from"), (xTo, "to"), (yFrom, "bottom"), (yTo, "top")] where !value.isFinite {
            throw .notFinite(field)
        }
        guard xFrom < xTo, (xTo - xFrom).isFinite else { throw .emptyRange("to", "from") }
        guard yFrom < yTo, (yTo - yFrom).isFinite else { throw .emptyRange("top", "bottom") }
        guard (2...Self.maximumSide).contains(columns) else { throw .sideOutOfRange("columns", columns) }
        guard (2...Self.maximumSide).contains(rows) else { throw .sideOutOfRange("rows", rows) }
        guard columns * rows <= Self.maximumCells else { throw .tooManyCells(columns * rows) }
        let f = Expression.difference(left, right).substituting { name, _ in
            name == "x" || name == "y" ? nil : parameters[name].map { .number($0) }
        }
        do {
            try f.checkVariables(allowed: ["x", "y"])
        } catch {
            throw .expression(error)
        }
        var grid = Grid(f, xFrom: xFrom, xTo: xTo, yFrom: yFrom, yTo: yTo, columns: columns, rows: rows)
        segments = grid.contours()
    }

    /// What a plot of an expression of `nodes` operations costs on `columns` × `rows` cells: every
    /// corner and at most every cell's centre evaluated, and the refining budget, at 25 ns an
    /// operation (release, one core, fitted in `scripts/bench`'s prices), and at most four points
    /// a cell of 50 bytes in JSON.
    public static func cost(columns: Int, rows: Int, nodes: Int) -> WorkCost {
        let evaluations = Double((columns + 1) * (rows + 1) + columns * rows)
        let work = evaluations * Double(nodes) + Swift.min(Double(refiningWork), 64 * evaluations * Double(nodes))
        return WorkCost(seconds: 2.5e-8 * work, answerBytes: 200 * Double(columns * rows) + 100)
    }
}

/// Why an equation could not be drawn.
public enum ImplicitPlotError: InputError, Equatable {
    case expression(ExpressionError)
    case notAnEquation
    case inequality
    case notFinite(String)
    /// The range's upper end (its field) is not above the lower (named in the message).
    case emptyRange(String, String)
    case sideOutOfRange(String, Int)
    case tooManyCells(Int)

    public var field: String {
        switch self {
        case .expression(let error): error.field
        case .notAnEquation, .inequality: "equation"
        case .notFinite(let field), .emptyRange(let field, _), .sideOutOfRange(let field, _): field
        case .tooManyCells: "rows"
        }
    }

    public var code: ErrorCode {
        switch self {
        case .expression(let error): error.code
        case .notAnEquation, .inequality: .impossible
        case .notFinite: .notFinite
        case .emptyRange, .sideOutOfRange: .outOfRange
        case .tooManyCells: .overLimit
        }
    }

    public var message: String {
        switch self {
        case .expression(let error): error.message
        case .notAnEquation: "must be an equation in x and y, such as x^2 + y^2 = 25"
        case .inequality: "must be an equation (=): inequalities are not drawn"
        case .notFinite: "must be a finite number"
        case .emptyRange(_, let lower): "must be greater than \(lower), within 1.797e308 of it"
        case .sideOutOfRange(_, let count): "must be from 2 to \(ImplicitPlot.maximumSide), not \(count)"
        case .tooManyCells(let cells): "columns × rows must be at most \(ImplicitPlot.maximumCells), not \(cells)"
        }
    }
}
