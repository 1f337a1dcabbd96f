/// y = f(x) sampled for drawing: polylines that stop where f has no finite value and break at
/// jumps, so no line is drawn across a pole (`tan x`, `1/x`) or a step (`floor x`).
///
/// `points` samples are spread evenly over [from, to]. Between two finite samples whose change
/// stands out from their neighbours' (a spike, or a slope that turns against both), the interval
/// is bisected towards its steeper half up to 52 times: a continuous function's change shrinks
/// away, a jump's does not, and a jump ends one polyline just before it and starts the next
/// just after. Where f stops being finite, bisection finds the edge of its domain, so `sqrt x`
/// starts at x = 0 rather than at the first sample right of it. Every point is finite.
///
/// Several functions (up to `maximumFunctions`) are sampled at the same xs, each its own curve,
/// and their points of interest include where they meet (`GraphPoints`).
public struct FunctionPlot: Sendable, Equatable {
    public struct Point: Sendable, Equatable {
        public let x: Double
        public let y: Double
    }

    /// Samples asked for: from 2 to `maximumPoints`.
    public static let maximumPoints = 4000

    /// Functions in one plot: as many as a graph shows at once.
    public static let maximumFunctions = 8

    /// Each function's polylines, in the order given.
    public let curves: [[[Point]]]

    /// The first (or only) function's polylines.
    public var segments: [[Point]] { curves[0] }

    /// The curves' roots, turns, y-intercepts and meetings in range (`GraphPoints`).
    public let points: [GraphPoints.Point]

    /// Plots `expression`, in which `variable` is the only name allowed, over [from, to].
    public init(
        _ expression: Expression, variable: String, from: Double, to: Double, points: Int
    ) throws(FunctionPlotError) {
        try self.init([expression], variable: variable, from: from, to: to, points: points)
    }

    /// Values a plot takes for its parameters (`a`, `b` of `a sin(b x)`): as many as sliders fit.
    public static let maximumParameters = 16

    /// Plots each of `expressions` (1 to `maximumFunctions`, `y = f` read as f) over [from, to]
    /// at the same `points` xs, each against `variable`, or when that is nil against its own
    /// `graphVariable` (so the Calculator's program, in M, is drawn beside functions of x and
    /// meets them). Every other name takes its value from `parameters` (a slider's); a name
    /// with none is refused. A parameter never stands for the variable plotted against, and
    /// parameters no function names are left unused. Without `findingPoints` the points of
    /// interest are left out (a slider's drag redraws the curves alone, then asks for them).
    public init(
        _ expressions: [Expression], variable: String?, parameters: [String: Double] = [:],
        from: Double, to: Double, points: Int, findingPoints: Bool = true
    ) throws(FunctionPlotError) {
        guard !expressions.isEmpty, expressions.count <= Self.maximumFunctions else {
            throw .functionsOutOfRange(expressions.count)
        }
        guard parameters.count <= Self.maximumParameters else { throw .parametersOutOfRange(parameters.count) }
        if let name = parameters.keys.sorted().first(where: { !parameters[$0]!.isFinite }) { throw .notFinite("parameters", name) }
        // One name for the horizontal axis, so that differences of functions (their meetings) are in one variable.
        let axis = variable ?? "x"
        let expressions = expressions.map { written in
            let expression = written.solvedForY ?? written  // y = f is f
            let own = variable ?? expression.graphVariable
            return expression.substituting { name, at in
                if name == own { return name == axis ? nil : .variable(axis, at: at) }
                return parameters[name].map { .number($0) }
            }
        }
        let variable = axis
        guard from.isFinite else { throw .notFinite("from") }
        guard to.isFinite else { throw .notFinite("to") }
        guard from < to else { throw .emptyRange }
        guard (to - from).isFinite else { throw .tooWide }
        guard points >= 2, points <= Self.maximumPoints else { throw .pointsOutOfRange(points) }
        for (index, expression) in expressions.enumerated() {
            do {
                try expression.checkVariables(allowed: [variable])
            } catch {
                throw .expression(error, item: expressions.count > 1 ? index + 1 : nil)
            }
        }
        let xs = GraphPoints.grid(from: from, to: to, samples: points)
        var curves: [[[Point]]] = []
        var values: [[Double]] = []
        for expression in expressions {
            let f = { (x: Double) in GraphPoints.Curve.ieee(expression, variable, x) }
            let ys = xs.map(f)
            curves.append(Self.trace(xs: xs, ys: ys, f: f))
            values.append(ys)
        }
        self.curves = curves
        self.points = findingPoints
            ? GraphPoints(expressions, variable: variable, from: from, to: to, samples: points, values: values).points : []
    }

    private static func trace(xs: [Double], ys: [Double], f: (Double) -> Double) -> [[Point]] {
        var segments: [[Point]] = []
        var current: [Point] = []
        func finish() {
            if !current.isEmpty { segments.append(current) }
            current = []
        }
        let count = xs.count
        func change(_ i: Int) -> Double? {
            guard i >= 0, i + 1 < count, ys[i].isFinite, ys[i + 1].isFinite else { return nil }
            return ys[i + 1] - ys[i]
        }
        for i in 0..<count {
            let finite = ys[i].isFinite
            if finite {
                if current.isEmpty, i > 0, !ys[i - 1].isFinite,
                   let edge = edge(finite: xs[i], infinite: xs[i - 1], f: f) {
                    current.append(edge)
                }
                current.append(Point(x: xs[i], y: ys[i]))
            }
            guard i + 1 < count else { break }
            if finite && !ys[i + 1].isFinite {
                if let edge = edge(finite: xs[i], infinite: xs[i + 1], f: f) { current.append(edge) }
                finish()
            } else if let delta = change(i), delta != 0, standsOut(delta, before: change(i - 1), after: change(i + 1)),
                      let (left, right) = jump(a: xs[i], fa: ys[i], b: xs[i + 1], fb: ys[i + 1], f: f) {
                if left.x != xs[i] { current.append(left) }
                finish()
                if right.x != xs[i + 1] { current.append(right) }
            }
        }
        finish()
        return segments
    }

    /// Whether a change is worth bisecting: far larger than its neighbours', or against both.
    private static func standsOut(_ delta: Double, before: Double?, after: Double?) -> Bool {
        guard let before, let after else { return true }
        if (delta > 0) != (before > 0) && (delta > 0) != (after > 0) && before != 0 && after != 0 { return true }
        return delta.magnitude > 2 * Swift.max(before.magnitude, after.magnitude)
    }

    /// The two sides of a jump inside (a, b), or nil when f is continuous there.
    private static func jump(a: Double, fa: Double, b: Double, fb: Double, f: (Double) -> Double) -> (Point, Point)? {
        var (a, fa, b, fb) = (a, fa, b, fb)
        let total = (fb - fa).magnitude
        for _ in 0..<52 {
            let m = a + (b - a) / 2
            guard m > a, m < b else { break }
            let fm = f(m)
            // A point with no value inside: the domain has a hole here.
            guard fm.isFinite else { return (Point(x: a, y: fa), Point(x: b, y: fb)) }
            if (fm - fa).magnitude >= (fb - fm).magnitude { (b, fb) = (m, fm) } else { (a, fa) = (m, fm) }
        }
        guard (fb - fa).magnitude > total / 4 else { return nil }
        return (Point(x: a, y: fa), Point(x: b, y: fb))
    }

    /// The finite point nearest to where f stops being finite, between two samples.
    private static func edge(finite: Double, infinite: Double, f: (Double) -> Double) -> Point? {
        var (inside, outside) = (finite, infinite)
        var value = f(inside)
        for _ in 0..<52 {
            let m = inside + (outside - inside) / 2
            guard m != inside, m != outside else { break }
            let fm = f(m)
            if fm.isFinite { (inside, value) = (m, fm) } else { outside = m }
        }
        return inside == finite ? nil : Point(x: inside, y: value)
    }
}

/// Why a plot was refused.
public enum FunctionPlotError: InputError, Equatable {
    /// An expression's problem; with several functions, which one (from 1).
    case expression(ExpressionError, item: Int? = nil)
    /// A field that is not finite; for `parameters`, which one.
    case notFinite(String, String? = nil)
    case emptyRange
    case tooWide
    case pointsOutOfRange(Int)
    case functionsOutOfRange(Int)
    case parametersOutOfRange(Int)

    public var field: String {
        switch self {
        case .expression(let error, let item): item == nil ? error.field : "expressions"
        case .notFinite(let field, _): field
        case .emptyRange, .tooWide: "to"
        case .pointsOutOfRange: "points"
        case .functionsOutOfRange: "expressions"
        case .parametersOutOfRange: "parameters"
        }
    }

    public var item: Int? {
        if case .expression(_, let item) = self { return item }
        return nil
    }

    public var code: ErrorCode {
        switch self {
        case .expression(let error, _): error.code
        case .notFinite: .notFinite
        case .emptyRange, .tooWide, .pointsOutOfRange: .outOfRange
        case .functionsOutOfRange(let count): count == 0 ? .missing : .tooManyValues
        case .parametersOutOfRange: .tooManyValues
        }
    }

    public var message: String {
        switch self {
        case .expression(let error, let item): item.map { "function \($0): " + error.message } ?? error.message
        case .notFinite(_, let name): (name.map { "\($0): " } ?? "") + "must be a finite number"
        case .emptyRange: "must be greater than from"
        case .tooWide: "must be within 1.797e308 of from"
        case .pointsOutOfRange(let points): "must be from 2 to \(FunctionPlot.maximumPoints), not \(points)"
        case .functionsOutOfRange(let count):
            count == 0 ? "must hold at least one function" : "must hold at most \(FunctionPlot.maximumFunctions) functions, not \(count)"
        case .parametersOutOfRange(let count):
            "must hold at most \(FunctionPlot.maximumParameters) values, not \(count)"
        }
    }
}
