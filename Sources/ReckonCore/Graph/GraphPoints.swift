/// The points that matter on curves y = f(x) over [from, to]: where each crosses zero, turns,
/// meets the y axis, and where two of them meet — the grey dots of a graphing app, computed
/// rather than guessed from pixels.
///
/// Each curve is sampled as `FunctionPlot` samples it, so a point shows where its curve is drawn.
/// - A **root** is a sign change between samples, bisected to two neighbouring doubles and then
///   decided in exact (ball) arithmetic: its x is the double nearest the true root of the
///   expression (its numbers taken as the doubles they were read as). Where the expression has no
///   ball rule (`Expression.ball`) the doubles decide, within the functions' 1-ulp rounding. Its y
///   is 0. A sign change where |f| does not shrink towards the crossing is a pole or a jump (tan at
///   π/2, floor's steps, 1/x at 0) and is not a root.
/// - A **minimum** or **maximum** is a sign change of the derivative (`Expression.derivative`),
///   found to its nearest double the same way, or where there is no derivative by golden-section
///   search among the samples (about 8 digits: at a turn the values are too flat for more). It must lie below (above) the samples around it, so poles are not
///   turns. One whose value is 0 to 1e−12 of the curve's height is a **root** that touches the
///   axis without crossing it (x² at 0), unless a crossing was already found beside it.
/// - The **y-intercept** is f(0) when 0 is in range.
/// - An **intersection** of curves i < j is a root of fᵢ − fⱼ; its y is fᵢ(x). At most
///   `maximumMeetings` are searched in all (the pairs after them get none).
/// Every y is the correctly rounded value where the ball decides it. A curve with more than
/// `maximumPerCurve` candidates of one kind (sin 100x over a wide range) gets none of that kind:
/// the dots would hide the curve, and the work stays bounded. So does the exact arithmetic's:
/// `exactWork` operations in balls in all (a long expression's points may come from the doubles
/// alone), counted in operations so that every machine and the browser give the same points,
/// and the derivative's: where it is more than three times the curve's size (a product of many
/// factors), turns are searched among the samples instead.
public struct GraphPoints: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case root
        case minimum
        case maximum
        case yIntercept = "y-intercept"
        case intersection
    }

    public struct Point: Sendable, Equatable {
        public let kind: Kind
        public let x: Double
        public let y: Double
        /// The curves it lies on, by their index: one, two for an intersection.
        public let functions: [Int]
    }

    /// The most candidates of one kind a curve may have; beyond it that kind is left out.
    public static let maximumPerCurve = 50

    /// The most intersections of a plot, all pairs together: the pairs after them are left out.
    public static let maximumMeetings = 100

    /// The exact (ball) work a request may spend, in operations at 2 limbs
    /// (`Expression.ballWork`; at 4 limbs one counts 4, at 8 limbs 16).
    public static let exactWork = 300_000

    /// Every point, in order of x (then of kind).
    public let points: [Point]

    /// The points of `expressions`, each in `variable` alone (as `FunctionPlot` checks), sampled
    /// at `samples` points over [from, to] (a finite range, from < to), spending at most
    /// `exactWork` on exact evaluation. `values`: each curve's values at those samples, when the
    /// caller has them.
    public init(
        _ expressions: [Expression], variable: String, from: Double, to: Double, samples: Int,
        exactWork: Int = Self.exactWork, values: [[Double]]? = nil
    ) {
        let grid = Self.grid(from: from, to: to, samples: samples)
        let curves = expressions.enumerated().map { index, expression in
            Curve(expression, variable: variable, grid: grid, values: values?[index])
        }
        var points: [Point] = []
        var budget = exactWork
        for (index, curve) in curves.enumerated() {
            points += curve.points(index: index, grid: grid, budget: &budget)
            if from <= 0, 0 <= to, let y = curve.value(at: 0, budget: &budget) {
                points.append(Point(kind: .yIntercept, x: 0, y: y, functions: [index]))
            }
        }
        var meetings = 0
        for i in curves.indices {
            for j in curves.indices where j > i {
                guard meetings < Self.maximumMeetings else { continue }
                // fᵢ − fⱼ at the samples is the difference of their values: no new evaluation.
                let gaps = zip(curves[i].ys, curves[j].ys).map { $0 - $1 }
                let gap = Curve(Expression.difference(curves[i].expression, curves[j].expression), variable: variable, grid: grid, values: gaps)
                let crossings = gap.crossings(grid: grid, budget: &budget)
                meetings += crossings.count
                for x in crossings {
                    guard let y = curves[i].value(at: x, budget: &budget) else { continue }
                    points.append(Point(kind: .intersection, x: x, y: y, functions: [i, j]))
                }
            }
        }
        self.points = points.sorted { ($0.x, $0.kind.order) < ($1.x, $1.kind.order) }
    }

    /// Takes one exact evaluation of an expression of `size` (`Expression.ballWork`) at `limbs`
    /// limbs from `budget`: (limbs/2)² times its work at 2 limbs. False, taking nothing, when
    /// the budget cannot pay.
    static func spend(_ size: Int, limbs: Int, from budget: inout Int) -> Bool {
        let work = size * (limbs / 2) * (limbs / 2)
        guard budget >= work else { return false }
        budget -= work
        return true
    }

    /// The samples' xs, as `FunctionPlot` places them.
    static func grid(from: Double, to: Double, samples: Int) -> [Double] {
        let step = (to - from) / Double(samples - 1)
        return (0..<samples).map { $0 == samples - 1 ? to : from + step * Double($0) }
    }
}

extension GraphPoints.Kind {
    fileprivate var order: Int {
        switch self {
        case .root: 0
        case .minimum: 1
        case .maximum: 2
        case .yIntercept: 3
        case .intersection: 4
        }
    }
}

extension GraphPoints.Curve {
    /// The roots (crossings and touches), minima and maxima of one curve.
    func points(index: Int, grid: [Double], budget: inout Int) -> [GraphPoints.Point] {
        let roots = crossings(grid: grid, budget: &budget)
        var points = roots.map { GraphPoints.Point(kind: .root, x: $0, y: 0, functions: [index]) }
        let height = ys.reduce(0) { $1.isFinite ? Swift.max($0, $1.magnitude) : $0 }
        for turn in turns(grid: grid, budget: &budget) {
            let touches = turn.y.magnitude <= 1e-12 * height
                && !roots.contains { $0 >= turn.low && $0 <= turn.high }
            if touches {
                points.append(GraphPoints.Point(kind: .root, x: turn.x, y: 0, functions: [index]))
            } else {
                points.append(GraphPoints.Point(kind: turn.isMinimum ? .minimum : .maximum, x: turn.x, y: turn.y, functions: [index]))
            }
        }
        return points
    }
}
