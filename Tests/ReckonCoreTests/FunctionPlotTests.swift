import Testing
@testable import ReckonCore

@Suite struct FunctionPlotTests {
    private func plot(_ text: String, _ from: Double, _ to: Double, points: Int = 201) throws -> FunctionPlot {
        try FunctionPlot(try Expression(parsing: text), variable: "x", from: from, to: to, points: points)
    }

    @Test func severalFunctionsShareTheSamplesAndMeet() throws {
        let expressions = try ["x", "1 - x", "x^2"].map { try Expression(parsing: $0) }
        let plot = try FunctionPlot(expressions, variable: "x", from: -1, to: 1, points: 5)
        #expect(plot.curves.count == 3)
        #expect(plot.curves[1] == [[.init(x: -1, y: 2), .init(x: -0.5, y: 1.5), .init(x: 0, y: 1), .init(x: 0.5, y: 0.5), .init(x: 1, y: 0)]])
        // x = 1 − x at ½; x = x² at 0 and 1 (the range's end); 1 − x = x² at (√5 − 1)/2, whose
        // nearest double is 0.6180339887498949 (mpmath); an intersection's y is the first
        // function's, 1 − x there: 0.3819660112501051, exactly.
        let meetings = plot.points.filter { $0.kind == .intersection }
        #expect(meetings == [
            .init(kind: .intersection, x: 0, y: 0, functions: [0, 2]),
            .init(kind: .intersection, x: 0.5, y: 0.5, functions: [0, 1]),
            .init(kind: .intersection, x: 0.6180339887498949, y: 0.3819660112501051, functions: [1, 2]),
            .init(kind: .intersection, x: 1, y: 1, functions: [0, 2]),
        ])
    }

    @Test func oneToEightFunctions() throws {
        #expect(throws: FunctionPlotError.functionsOutOfRange(0)) { try FunctionPlot([], variable: "x", from: 0, to: 1, points: 2) }
        let nine = try (1...9).map { try Expression(parsing: "x + \($0)") }
        #expect(throws: FunctionPlotError.functionsOutOfRange(9)) { try FunctionPlot(nine, variable: "x", from: 0, to: 1, points: 2) }
        #expect(FunctionPlotError.functionsOutOfRange(9).line == "expressions: must hold at most 8 functions, not 9")
    }

    @Test func parametersAreTheSlidersValues() throws {
        let wave = try Expression(parsing: "a sin(b x)")
        #expect(wave.graphParameters == ["a", "b"])
        #expect(try Expression(parsing: "k x + k - M").graphParameters == ["k", "M"])
        #expect(try Expression(parsing: "sqrt(9 + M)").graphParameters == [])
        let plot = try FunctionPlot([wave], variable: nil, parameters: ["a": 2, "b": 3, "unused": 1], from: 0, to: 1, points: 3)
        // 2 sin(3x): 2 sin 1.5 = 1.994989973208109 and 2 sin 3 = 0.2822400161197344, its first
        // maximum at π/6, whose nearest double is 0.5235987755982989 (mpmath).
        #expect(plot.segments[0].map(\.y) == [0, 1.994989973208109, 0.2822400161197344])
        #expect(plot.points.contains(.init(kind: .maximum, x: 0.5235987755982989, y: 2, functions: [0])))
        #expect(throws: FunctionPlotError.expression(.unknownVariable("b", at: 7))) {
            try FunctionPlot([wave], variable: nil, parameters: ["a": 2], from: 0, to: 1, points: 3)
        }
        #expect(throws: FunctionPlotError.notFinite("parameters", "a")) {
            try FunctionPlot([wave], variable: nil, parameters: ["a": .infinity, "b": 1], from: 0, to: 1, points: 3)
        }
        let many = Dictionary(uniqueKeysWithValues: (0...16).map { ("p\($0)", 1.0) })
        #expect(throws: FunctionPlotError.parametersOutOfRange(17)) {
            try FunctionPlot([wave], variable: nil, parameters: many, from: 0, to: 1, points: 3)
        }
        #expect(FunctionPlotError.notFinite("parameters", "a").line == "parameters: a: must be a finite number")
    }

    @Test func eachFunctionInItsOwnVariableMeetsTheOthers() throws {
        // The Calculator's program in M beside a function of x: sqrt(9 + M) = x where x² − x − 9
        // = 0, x = (1 + √37)/2 = 3.5413812651491097 to the nearest double (mpmath).
        let program = try Expression(parsing: "sqrt(9 + M)")
        let line = try Expression(parsing: "x")
        let plot = try FunctionPlot([program, line], variable: nil, from: 0, to: 7, points: 3)
        #expect(plot.curves[0] == [[.init(x: 0, y: 3), .init(x: 3.5, y: 3.5355339059327378), .init(x: 7, y: 4)]])
        #expect(plot.points.contains(.init(kind: .intersection, x: 3.5413812651491097, y: 3.5413812651491097, functions: [0, 1])))
        // Named, the variable is every function's: M in a function of x is then unknown.
        #expect(throws: FunctionPlotError.expression(.unknownVariable("M", at: 10), item: 1)) {
            try FunctionPlot([program, line], variable: "x", from: 0, to: 7, points: 3)
        }
    }

    @Test func aLineIsOneSegmentThroughEverySample() throws {
        let line = try plot("2x + 1", -1, 1, points: 5)
        #expect(line.segments == [[
            .init(x: -1, y: -1), .init(x: -0.5, y: 0), .init(x: 0, y: 1), .init(x: 0.5, y: 2), .init(x: 1, y: 3),
        ]])
    }

    @Test func tanBreaksAtEveryPoleAndNowhereElse() throws {
        // Poles at ±π/2 and ±3π/2 lie inside [-5, 5]: five pieces.
        let tan = try plot("tan(x)", -5, 5)
        #expect(tan.segments.count == 5)
        for (left, right) in zip(tan.segments, tan.segments.dropFirst()) {
            let pole = (left.last!.x + right.first!.x) / 2
            let nearest = (pole / Double.pi - 0.5).rounded() * Double.pi + Double.pi / 2
            #expect(abs(pole - nearest) < 1e-9)
            #expect(left.last!.y > 1e6 && right.first!.y < -1e6)
        }
    }

    @Test func reciprocalBreaksAtZero() throws {
        let reciprocal = try plot("1/x", -1, 1, points: 200)
        #expect(reciprocal.segments.count == 2)
        #expect(reciprocal.segments[0].last!.y < -1e6)
        #expect(reciprocal.segments[1].first!.y > 1e6)
    }

    @Test func stepsAreNotJoined() throws {
        #expect(try plot("floor(x)", 0, 3.5, points: 50).segments.count == 4)
    }

    @Test func steepButContinuousStaysJoined() throws {
        #expect(try plot("atan(50x)", -1, 1, points: 40).segments.count == 1)
        #expect(try plot("x^3", -10, 10).segments.count == 1)
    }

    @Test func theDomainEdgeIsFound() throws {
        let root = try plot("sqrt(x)", -1, 1, points: 10)
        #expect(root.segments.count == 1)
        #expect(root.segments[0].first!.x < 1e-12)
        #expect(root.segments[0].first!.x >= 0)
        #expect(try plot("sqrt(-1)", 0, 1).segments.isEmpty)
    }

    @Test func refusesBadRanges() throws {
        let x = try Expression(parsing: "x")
        #expect(throws: FunctionPlotError.emptyRange) { try FunctionPlot(x, variable: "x", from: 1, to: 1, points: 10) }
        #expect(throws: FunctionPlotError.notFinite("from")) { try FunctionPlot(x, variable: "x", from: .nan, to: 1, points: 10) }
        #expect(throws: FunctionPlotError.tooWide) { try FunctionPlot(x, variable: "x", from: -1e308, to: 1e308, points: 10) }
        #expect(throws: FunctionPlotError.pointsOutOfRange(1)) { try FunctionPlot(x, variable: "x", from: 0, to: 1, points: 1) }
        #expect(throws: FunctionPlotError.expression(.unknownVariable("y", at: 5))) {
            try FunctionPlot(try Expression(parsing: "x + y"), variable: "x", from: 0, to: 1, points: 10)
        }
        #expect(FunctionPlotError.emptyRange.line == "to: must be greater than from")
    }
}
