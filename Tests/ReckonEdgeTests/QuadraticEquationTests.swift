import ReckonCore
import ReckonEdge
import Testing

/// The equation the Solution screen and `--json` show, written by hand from the coefficients.
@Suite struct QuadraticEquationTests {
    private func written(_ a: Double, _ b: Double, _ c: Double) throws -> String {
        try Quadratic(a: a, b: b, c: c).equationText
    }

    @Test func onesAreLeftOutAndZerosDropped() throws {
        #expect(try written(1, -3, 2) == "x² − 3x + 2 = 0")
        #expect(try written(-1, 0, 4) == "−x² + 4 = 0")
        #expect(try written(2, -1, 0) == "2x² − x = 0")
        #expect(try written(0, 2, -1) == "2x − 1 = 0")
        #expect(try written(0, 0, 5) == "5 = 0")
        #expect(try written(0, 0, 0) == "0 = 0")
        #expect(try written(-0.0, -1, -1) == "−x − 1 = 0")
    }

    @Test func decimalsAsShortAsTheyRoundTrip() throws {
        #expect(try written(0.5, 1, 1) == "0.5x² + x + 1 = 0")
        #expect(try written(0.0025, -0.1, 1e15) == "0.0025x² − 0.1x + 1000000000000000 = 0")
        #expect(try written(1e16, 0, 0) == "(1\u{a0}×\u{a0}10¹⁶)x² = 0")
    }

    @Test func exponentsAreTypesetAsPowersOfTen() throws {
        #expect(try written(1e-5, 1, 0) == "(1\u{a0}×\u{a0}10⁻⁵)x² + x = 0")
        #expect(try written(-2.5e-300, 0, 1.5e300) == "−(2.5\u{a0}×\u{a0}10⁻³⁰⁰)x² + 1.5\u{a0}×\u{a0}10³⁰⁰ = 0")
    }
}
