import Testing
@testable import ReckonCore

/// Equations in x and y drawn as curves (issue 35, point 5): no gap where branches cross, no
/// segment across a pole or a jump, closed curves closed. Expected values worked by hand (the
/// curves' equations hold at every point drawn).
@Suite struct ImplicitPlotTests {
    private func plot(
        _ text: String, _ x: ClosedRange<Double>, _ y: ClosedRange<Double>, cells: (Int, Int), parameters: [String: Double] = [:]
    ) throws -> ImplicitPlot {
        try ImplicitPlot(
            try Expression(parsing: text), parameters: parameters,
            xFrom: x.lowerBound, xTo: x.upperBound, yFrom: y.lowerBound, yTo: y.upperBound, columns: cells.0, rows: cells.1)
    }

    /// The largest |F| at the points drawn.
    private func residual(_ plot: ImplicitPlot, _ f: (Double, Double) -> Double) -> Double {
        plot.segments.joined().map { f($0.x, $0.y).magnitude }.max() ?? 0
    }

    @Test func aCircleIsOneClosedCurve() throws {
        let circle = try plot("x^2 + y^2 = 25", -6...6, -6...6, cells: (48, 48))
        #expect(circle.segments.count == 1)
        #expect(circle.segments[0].first == circle.segments[0].last)
        #expect(circle.segments[0].count > 48)
        #expect(residual(circle) { $0 * $0 + $1 * $1 - 25 } < 1e-4)
    }

    @Test func branchesCrossingAtGridCornersLeaveNoGap() throws {
        // x² − y² = 0 on a grid with a corner on every point of both diagonals (F exactly 0 there):
        // the two lines, each from corner to corner of the square, through the origin.
        let cross = try plot("x^2 - y^2 = 0", -1...1, -1...1, cells: (40, 40))
        #expect(cross.segments.count == 2)
        let points = Array(cross.segments.joined())
        #expect(residual(cross) { $0 * $0 - $1 * $1 } < 1e-15)  // the grid's own rounding
        for corner in [(-1.0, -1.0), (1, 1), (-1, 1), (1, -1)] {
            #expect(points.contains(.init(x: corner.0, y: corner.1)))
        }
        #expect(cross.segments.allSatisfy { $0.contains(.init(x: 0, y: 0)) })
        // Every step along a curve is at most a cell's diagonal: no gap anywhere.
        for line in cross.segments {
            for (a, b) in zip(line, line.dropFirst()) {
                #expect(((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() <= 0.0708)
            }
        }
    }

    @Test func aNodeCrossedInsideACellIsJoined() throws {
        // y² = x²(x + 1), the nodal cubic, crosses itself at the origin; on 41 × 41 cells the
        // origin is a cell's centre (a saddle). Its four branches reach into that cell.
        let node = try plot("y^2 = x^2 (x + 1)", -2...2, -2...2, cells: (41, 41))
        #expect(residual(node) { $1 * $1 - $0 * $0 * ($0 + 1) } < 1e-5)
        let near = node.segments.joined().filter { $0.x.magnitude < 0.1 && $0.y.magnitude < 0.1 }
        for quadrant in [(1.0, 1.0), (1, -1), (-1, 1), (-1, -1)] {
            #expect(near.contains { $0.x * quadrant.0 > 0 && $0.y * quadrant.1 > 0 })
        }
        // The loop (x from −1 to 0) and the two arms: at most three polylines, none broken.
        #expect(node.segments.count <= 3)
    }

    @Test func anOvalAndABranch() throws {
        // y² = x³ − x: a closed oval for x in [−1, 0] and a branch from x = 1 up and down out of
        // the rectangle.
        let curve = try plot("y^2 = x^3 - x", -2...3, -4...4, cells: (100, 160))
        #expect(curve.segments.count == 2)
        let closed = curve.segments.filter { $0.first == $0.last }
        #expect(closed.count == 1)
        #expect(closed[0].allSatisfy { $0.x >= -1 && $0.x <= 0 })
        #expect(residual(curve) { $1 * $1 - ($0 * $0 * $0 - $0) } < 1e-4)
    }

    @Test func polesAndJumpsAreNotCrossings() throws {
        // 1/x = y: two branches, none across x = 0.
        let hyperbola = try plot("1/x = y", -1...1, -3...3, cells: (8, 8))
        #expect(hyperbola.segments.count == 2)
        for line in hyperbola.segments {
            #expect(line.allSatisfy { $0.x > 0 } || line.allSatisfy { $0.x < 0 })
        }
        // floor(x) = y + 0.5: level steps, no riser drawn at the jumps.
        let steps = try plot("floor(x) = y + 0.5", -2...2, -3...3, cells: (40, 60))
        #expect(residual(steps) { ($0.rounded(.down) - $1 - 0.5) } < 1e-9)
    }

    @Test func parametersAndTheFastPathOfYEquals() throws {
        let circle = try plot("x^2 + y^2 = r^2", -3...3, -3...3, cells: (30, 30), parameters: ["r": 2])
        #expect(residual(circle) { $0 * $0 + $1 * $1 - 4 } < 1e-4)
        let equation = try Expression(parsing: "y = a sin(x)")
        #expect(!equation.isImplicitEquation)
        #expect(equation.graphParameters == ["a"])
        #expect(try Expression(parsing: "x^2 + y^2 = r^2").graphParameters == ["r"])
        #expect(try Expression(parsing: "y = y + 1").isImplicitEquation)
    }

    @Test func refusals() throws {
        let e = { (text: String) in try Expression(parsing: text) }
        #expect(throws: ImplicitPlotError.notAnEquation) {
            try ImplicitPlot(try e("x^2 + y^2"), xFrom: 0, xTo: 1, yFrom: 0, yTo: 1, columns: 2, rows: 2)
        }
        #expect(throws: ImplicitPlotError.inequality) {
            try ImplicitPlot(try e("x < y"), xFrom: 0, xTo: 1, yFrom: 0, yTo: 1, columns: 2, rows: 2)
        }
        #expect(throws: ImplicitPlotError.expression(.unknownVariable("z", at: 7))) {
            try ImplicitPlot(try e("x = y z"), xFrom: 0, xTo: 1, yFrom: 0, yTo: 1, columns: 2, rows: 2)
        }
        #expect(throws: ImplicitPlotError.emptyRange("top", "bottom")) {
            try ImplicitPlot(try e("x = y"), xFrom: 0, xTo: 1, yFrom: 1, yTo: 1, columns: 2, rows: 2)
        }
        #expect(throws: ImplicitPlotError.sideOutOfRange("columns", 401)) {
            try ImplicitPlot(try e("x = y"), xFrom: 0, xTo: 1, yFrom: 0, yTo: 1, columns: 401, rows: 2)
        }
        #expect(throws: ImplicitPlotError.tooManyCells(40_200)) {
            try ImplicitPlot(try e("x = y"), xFrom: 0, xTo: 1, yFrom: 0, yTo: 1, columns: 201, rows: 200)
        }
        #expect(ImplicitPlotError.tooManyCells(40_200).line == "rows: columns × rows must be at most 40000, not 40200")
        _ = try ImplicitPlot(try e("x = y"), xFrom: 0, xTo: 1, yFrom: 0, yTo: 1, columns: 200, rows: 200)
    }
}
