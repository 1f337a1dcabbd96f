import Testing
@testable import ReckonCore

/// Distance from `x` to `expected` in units of `expected`'s ulp.
private func ulps(_ x: Double, from expected: Double) -> Double {
    (x - expected).magnitude / expected.ulp
}

private func solve(_ a: Double, _ b: Double, _ c: Double) throws -> QuadraticSolution {
    try Quadratic(a: a, b: b, c: c).solution
}

private func realRoots(_ s: QuadraticSolution) -> [Double] {
    s.roots.map { $0.real.doubleValue }
}

// Expected roots: mpmath at 60 digits from the exact values of the doubles, rounded to the nearest
// double (tools-scratch/literals.py); the kind from the exact rational discriminant (Python Fraction).
@Suite struct QuadraticTests {
    @Test func issueExampleTwoRealRoots() throws {
        let s = try solve(1, -3, 2)
        #expect(s.kind == .twoReal)
        #expect(realRoots(s) == [1, 2])
        #expect(s.roots.allSatisfy { $0.imaginary.isZero })
        #expect(s.discriminant?.doubleValue == 1)
        #expect(s.vertex?.x.doubleValue == 1.5)
        #expect(s.vertex?.y.doubleValue == -0.25)
        #expect(s.yIntercept == 2)
    }

    @Test func kahansHardCaseGetsBothRootsToTheLastBit() throws {
        // Issue text: roots 1 and 1.0000000289759583 (numpy.roots gets 8 digits).
        // Exact discriminant 7.5625 (Fraction); vertex y −1.9920971366320157e−8 (mpmath).
        let s = try solve(94906265.625, -189812534, 94906268.375)
        #expect(s.kind == .twoReal)
        #expect(realRoots(s) == [1, 1.0000000289759583])
        #expect(s.discriminant?.doubleValue == 7.5625)
        #expect(ulps(s.vertex!.y.doubleValue, from: -1.9920971366320157e-8) <= 1)
    }

    @Test func kahansNearDoubleCaseIsAComplexPair() throws {
        // c one ulp above 94906267: exact discriminant −5.656854331493378 < 0;
        // roots 1 ± 1.2530332940205247e−8 i (mpmath).
        let s = try solve(94906267, -189812534, 94906267.000000015)
        #expect(s.kind == .complex)
        #expect(s.roots.map { $0.real.doubleValue } == [1, 1])
        #expect(s.roots.map { $0.imaginary.doubleValue } == [-1.2530332940205247e-08, 1.2530332940205247e-08])
    }

    @Test func oneUlpAboveADoubleRootIsComplex() throws {
        // x² − 2x + (1 + 2^−52): D = −2^−50 exactly; im = 2^−26 = 1.4901161193847656e−8.
        let s = try solve(1, -2, 1.0000000000000002)
        #expect(s.kind == .complex)
        #expect(s.roots.map { $0.imaginary.doubleValue } == [-1.4901161193847656e-08, 1.4901161193847656e-08])
    }

    @Test func hugeCoefficientsDoNotOverflow() throws {
        // Issue text: 1e300x² + 3e300x + 2e300 gives −2 and −1. Discriminant 1.1148556564758039·2^1993
        // ≈ 1.0000000000000001e600 (mpmath), far outside the Double range.
        let s = try solve(1e300, 3e300, 2e300)
        #expect(s.kind == .twoReal)
        #expect(realRoots(s) == [-2, -1])
        #expect(s.discriminant!.exponent == 1993)
        #expect(ulps(s.discriminant!.significand, from: 1.1148556564758039) <= 1)
        #expect(s.vertex?.x.doubleValue == -1.5)
        #expect(s.vertex!.y.exponent == 994)
        #expect(ulps(s.vertex!.y.significand, from: -1.4932217896051503) <= 1)
    }

    @Test func rootsBeyondTheDoubleRangeKeepTheirDigits() throws {
        // 1e−308x² + 1e300x + 1: roots −1.6612643845018802·2^2019 (≈ −1e608) and
        // −1.3393857589828342·2^−997 (≈ −1e−300) (mpmath).
        let s = try solve(1e-308, 1e300, 1)
        #expect(s.kind == .twoReal)
        #expect(s.roots[0].real.exponent == 2019)
        #expect(ulps(s.roots[0].real.significand, from: -1.6612643845018802) <= 2)
        #expect(s.roots[1].real.exponent == -997)
        #expect(ulps(s.roots[1].real.significand, from: -1.3393857589828342) <= 2)
    }

    @Test func tinyLeadingCoefficientWithNearlySymmetricRoots() throws {
        // 3e−320x² + 1e−300x − 2e300: roots ∓1.4193557115037183·2^1029 (mpmath, equal to 17 digits).
        let s = try solve(6072 * .leastNonzeroMagnitude, 1e-300, -2e300)  // the double nearest 3e−320
        #expect(s.kind == .twoReal)
        #expect(s.roots.map(\.real.exponent) == [1029, 1029])
        #expect(ulps(s.roots[0].real.significand, from: -1.4193557115037183) <= 2)
        #expect(ulps(s.roots[1].real.significand, from: 1.4193557115037183) <= 2)
    }

    @Test func widelySpreadRootsFromAHugeMiddleCoefficient() throws {
        // 2x² + 1e300x + 1e−300: roots −5e299 and −1.7939542113660227·2^−1994 ≈ −1e−600 (mpmath).
        let s = try solve(2, 1e300, 1e-300)
        #expect(s.roots[0].real.doubleValue == -5e299)
        #expect(s.roots[1].real.exponent == -1994)
        #expect(ulps(s.roots[1].real.significand, from: -1.7939542113660227) <= 2)
    }

    @Test func complexRootsWithExtremeScale() throws {
        // 1e−300x² + 1e300 = 0: x = ±1e300 i (mpmath: 1.0000000000000000137e300 rounds to 1e300).
        let s = try solve(1e-300, 0, 1e300)
        #expect(s.kind == .complex)
        #expect(s.roots.map { $0.real.doubleValue } == [0, 0])
        #expect(s.roots.map { $0.imaginary.doubleValue } == [-1e300, 1e300])
        #expect(s.discriminant!.doubleValue == -4.0000000000000003)
    }

    @Test func subnormalCoefficientsFindTheDoubleRoot() throws {
        // 5e−324·(x² − 2x + 1), the smallest subnormal as a: exactly a double root at 1.
        let s = try solve(.leastNonzeroMagnitude, -2 * .leastNonzeroMagnitude, .leastNonzeroMagnitude)
        #expect(s.kind == .double)
        #expect(realRoots(s) == [1])
    }

    @Test func aDoubleRootNeedsAnExactlyZeroDiscriminant() throws {
        // 0.1x² + 0.2x + 0.1: the doubles are 0.1·(1+δ)(x+1)², exactly a double root −1.
        let double = try solve(0.1, 0.2, 0.1)
        #expect(double.kind == .double)
        #expect(realRoots(double) == [-1])
        // x² + 0.2x + 0.01 reads as (x + 0.1)² but its doubles have D = 3.6082248300317589e−18 > 0;
        // roots −0.1000000009497664 and −0.09999999905023362 (mpmath).
        let near = try solve(1, 0.2, 0.01)
        #expect(near.kind == .twoReal)
        #expect(realRoots(near) == [-0.1000000009497664, -0.09999999905023362])
        #expect(near.exact == "x = −1/10")
    }

    @Test func negativeLeadingCoefficientSortsAscending() throws {
        // −1e307x² + 1e−307x + 1e307: roots −1 and 1 (mpmath), vertex y 1e307.
        let s = try solve(-1e307, 1e-307, 1e307)
        #expect(realRoots(s) == [-1, 1])
        #expect(s.vertex?.y.doubleValue == 1e307)
    }

    @Test func zeroConstantGivesZeroAsARoot() throws {
        let s = try solve(2, 3, 0)
        #expect(s.kind == .twoReal)
        #expect(realRoots(s) == [-1.5, 0])
        #expect(s.vertex?.y.doubleValue == -1.125)  // −9/8
        let t = try solve(-2, 3, 0)
        #expect(realRoots(t) == [0, 1.5])
        let u = try solve(4, 0, 0)
        #expect(u.kind == .double)
        #expect(realRoots(u) == [0])
    }

    @Test func linearAllXAndNone() throws {
        let linear = try solve(0, 2, -3)
        #expect(linear.kind == .linear)
        #expect(realRoots(linear) == [1.5])
        #expect(linear.discriminant == nil && linear.vertex == nil)
        #expect(linear.exact == "x = 3/2")
        let everything = try solve(0, 0, 0)
        #expect(everything.kind == .allX && everything.roots.isEmpty)
        #expect(everything.exact == "every x")
        let nothing = try solve(0, 0, 5)
        #expect(nothing.kind == .none && nothing.roots.isEmpty)
        #expect(nothing.exact == "no solution")
        #expect(nothing.yIntercept == 5)
    }

    @Test func linearRootOutsideTheDoubleRange() throws {
        // 1e−300x + 1e300 = 0: x = −1e600 = −1.1148556564758039·2^1993 to one rounding (mpmath).
        let s = try solve(0, 1e-300, 1e300)
        #expect(s.roots[0].real.exponent == 1993)
        #expect(ulps(s.roots[0].real.significand, from: -1.1148556564758039) <= 2)
    }

    @Test func kindNames() {
        let names = [QuadraticSolution.Kind.twoReal, .double, .complex, .linear, .allX, .none].map(\.name)
        #expect(names == ["two-real", "double", "complex", "linear", "all-x", "none"])
    }

    @Test func nonFiniteCoefficientsAreRefusedByName() {
        #expect(throws: QuadraticError.notFinite("a")) { try Quadratic(a: .nan, b: 1, c: 1) }
        #expect(throws: QuadraticError.notFinite("b")) { try Quadratic(a: 1, b: .infinity, c: 1) }
        #expect(throws: QuadraticError.notFinite("c")) { try Quadratic(a: 1, b: 1, c: -.infinity) }
        #expect(QuadraticError.notFinite("b").line == "b: must be a finite number")
    }
}
