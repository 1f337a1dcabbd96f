import Testing
@testable import ReckonCore

// Expected forms worked by hand (quadratic formula, then simplifying), checked with sympy's
// solve() on the decimal coefficients.
@Suite struct QuadraticExactFormTests {
    func exact(_ a: Double, _ b: Double, _ c: Double) throws -> String? {
        try Quadratic(a: a, b: b, c: c).exactForm
    }

    @Test func issueExamples() throws {
        #expect(try exact(1, -3, 1) == "x = (3 ± √5)/2")
        #expect(try exact(1, 2, 5) == "x = −1 ± 2i")
    }

    @Test func rationalRootsAscending() throws {
        #expect(try exact(1, -3, 2) == "x = 1 or x = 2")
        #expect(try exact(2, -5, -3) == "x = −1/2 or x = 3")
        #expect(try exact(-2, 5, 3) == "x = −1/2 or x = 3")
        #expect(try exact(4, 0, -1) == "x = −1/2 or x = 1/2")
        #expect(try exact(1, 5, 0) == "x = −5 or x = 0")
        // Kahan's case in lowest terms: 759250125x² − 1518500272x + 759250147 (÷125000).
        #expect(try exact(94906265.625, -189812534, 94906268.375) == "x = 1 or x = 759250147/759250125")
    }

    @Test func doubleRoots() throws {
        #expect(try exact(1, 2, 1) == "x = −1")
        #expect(try exact(4, -12, 9) == "x = 3/2")
        #expect(try exact(1, 0, 0) == "x = 0")
        #expect(try exact(1, 0.2, 0.01) == "x = −1/10")
    }

    @Test func surdsAreSimplified() throws {
        #expect(try exact(1, -2, -11) == "x = 1 ± 2√3")       // √48 = 4√3, then ÷2
        #expect(try exact(2, 0, -5) == "x = ±√10/2")          // √40 = 2√10 over 4
        #expect(try exact(1, 0, -2) == "x = ±√2")
        #expect(try exact(7, -2, -1) == "x = (1 ± 2√2)/7")     // √32 = 4√2 over 14
        #expect(try exact(-1, -3, 2.5) == "x = (−3 ± √19)/2")  // decimals: 2x² + 6x − 5
        // 1e6·x² − 1 = 0 with D = 4e6 = 2000²: rational.
        #expect(try exact(1e6, 0, -1) == "x = −1/1000 or x = 1/1000")
        // D = 4·10^12 − 4 = 4·(10^12 − 1) = 2²·3³·7·11·13·37·101·9901, square part 2·3.
        #expect(try exact(1, -2000000, 1) == "x = 1000000 ± 3√111111111111")
    }

    @Test func sixDecimalsScaleToIntegers() throws {
        // x² + x + 0.000001 = (10^6x² + 10^6x + 1)/10^6; sympy: −1/2 ± √249999/1000.
        #expect(try exact(1, 1, 0.000001) == "x = (−500 ± √249999)/1000")
    }

    @Test func complexPairs() throws {
        #expect(try exact(1, 1, 1) == "x = (−1 ± i√3)/2")
        #expect(try exact(1, 0, 1) == "x = ±i")
        #expect(try exact(1, 0, 3) == "x = ±i√3")
        #expect(try exact(4, 0, 3) == "x = ±i√3/2")
        #expect(try exact(1, -2, 5) == "x = 1 ± 2i")
        #expect(try exact(2, 2, 5) == "x = (−1 ± 3i)/2")
        #expect(try exact(1, 0, 12) == "x = ±2i√3")
    }

    @Test func linear() throws {
        #expect(try exact(0, 3, 2) == "x = −2/3")
        #expect(try exact(0, -0.5, 2) == "x = 4")
        #expect(try exact(0, 2, 0) == "x = 0")
    }

    @Test func absentForLongDecimalsOrHugeIntegers() throws {
        #expect(try exact(1, 0.1234567, 1) == nil)  // 7 decimals
        #expect(try exact(1e300, 3e300, 2e300) == nil)  // does not fit Int64
        #expect(try exact(1, 3.1e9, 1) == nil)  // b² overflows Int64 after scaling by 10^6
        // The largest b that still fits: D = 9·10^18 − 4 = 2²·36017·41647·1500000001 (sympy).
        #expect(try exact(1, 3.0e9, 1) == "x = −1500000000 ± √2249999999999999999")
    }

    @Test func squareFactoring() {
        #expect(Quadratic.squareFactored(48) == (4, 3))
        #expect(Quadratic.squareFactored(1) == (1, 1))
        #expect(Quadratic.squareFactored(999_999_999_999 * 4) == (6, 111_111_111_111))
        // 2^62 = (2^31)², and the square of a prime above the cube root (sympy.isprime(3037000493)).
        #expect(Quadratic.squareFactored(1 << 62) == (1 << 31, 1))
        #expect(Quadratic.squareFactored(3037000493 * 3037000493) == (3037000493, 1))
        // Two distinct primes above the cube root: 3037000493 · 3037000453 stays square-free.
        #expect(Quadratic.squareFactored(3037000493 * 3037000453) == (1, 3037000493 * 3037000453))
    }
}
