import Testing
@testable import ReckonCore

/// The parabola the Equation screen draws. Expected values worked in Python with exact fractions
/// (each fused multiply-add rounded once from the exact product and sum).
@Suite struct ParabolaCurveTests {
    @Test func rootsAndVertexWithRoomAround() throws {
        // x² − 3x + 2: roots 1 and 2, vertex (1.5, −0.25); 1 apart, but the curve needs √2 to
        // rise 2 above its vertex, so the window is 1.5 ± √2.
        let curve = try #require(try Quadratic(a: 1, b: -3, c: 2).curve)
        #expect(curve.from == 0.08578643762690485)
        #expect(curve.to == 2.914213562373095)
        #expect(curve.xs.count == 241 && curve.ys.count == 241)
        #expect(curve.xs[0] == 0.08578643762690485 && curve.ys[0] == 1.7500000000000002)
        #expect(curve.xs[120] == 1.4999999999999998 && curve.ys[120] == -0.25)
        #expect(curve.xs[240] == 2.914213562373095 && curve.ys[240] == 1.7499999999999996)
    }

    @Test func aLineShowsOneEitherSideOfItsRoot() throws {
        let curve = try #require(try Quadratic(a: 0, b: 3, c: 2).curve)
        #expect(curve.from == -1.6666666666666665)
        #expect(curve.to == 0.33333333333333337)
        #expect(curve.ys[0] == -2.9999999999999996 && curve.ys[240] == 3.0000000000000004)
    }

    @Test func nothingToDrawBeyondTheDoubles() throws {
        // Roots 0 and −1e600.
        #expect(try Quadratic(a: 1e-300, b: 1e300, c: 0).curve == nil)
    }

    @Test func fusedStepsDoNotOverflowOnTheWay() throws {
        // 1e308·x − 1e308 over [0, 2]: at x = 2 the product alone is 2e308, beyond the doubles,
        // but with its sum fused the sample is 1e308 (an unfused (a·x + b)·x + c gave infinity).
        let curve = try #require(try Quadratic(a: 0, b: 1e308, c: -1e308).curve)
        #expect(curve.from == 0 && curve.to == 2)
        #expect(curve.ys.count == 241)
        #expect(curve.ys[0] == -1e308 && curve.ys[120] == 0 && curve.ys[240] == 1e308)
    }
}
