import Testing
import PropertyBased
@testable import ReckonCore

// Expected values from mpmath at 40 digits.
@Suite struct WideDoubleTests {
    @Test func twentyToTheMinusThousandKeepsItsLogarithm() {
        let p = WideDouble.power(WideDouble(1) / WideDouble(20), 1000)
        #expect(p.doubleValue == 0)
        #expect(abs(p.log10 - -1301.029995663981195213738894724493) < 1e-12)
    }

    @Test func decimalFormOfAValueFarBelowTheDoubleRange() {
        // 1.5 × 2^−4321 = 2.6636673968142956295e−1301
        let d = WideDouble(significand: 1.5, exponent: -4321).decimal
        #expect(d.exponent == -1301)
        #expect(abs(d.significand - 2.6636673968142956295) < 3e-15)
    }

    @Test func decimalFormOfAValueFarAboveTheDoubleRange() {
        // (1e300)² / 2 = 5e599
        let half = WideDouble(1e300) * WideDouble(1e300) / WideDouble(2)
        #expect(half.decimal.exponent == 599)
        #expect(abs(half.decimal.significand - 5) < 5e-15)
        #expect(half.doubleValue == .infinity)
    }

    @Test func subnormalsNormalize() {
        let tiny = WideDouble(5e-324)
        #expect(tiny.significand == 1)
        #expect(tiny.exponent == -1074)
        #expect(tiny.doubleValue == 5e-324)
    }

    @Test func additionAlignsExponents() {
        #expect((WideDouble(0.75) + WideDouble(0.5)).doubleValue == 1.25)
        #expect((WideDouble(1) - WideDouble(1)).isZero)
        // A term 2^−100 below the other cannot change it.
        #expect((WideDouble(1) + WideDouble(significand: 1, exponent: -100)) == WideDouble(1))
        #expect((WideDouble(3) - WideDouble(5)).doubleValue == -2)
    }

    @Test func orderingAcrossSignsAndExponents() {
        let values = [-1e300, -2.0, -0.5, 0, 1e-300, 0.5, 3, 1e300].map(WideDouble.init)
        for (i, a) in values.enumerated() {
            for (j, b) in values.enumerated() {
                #expect((a < b) == (i < j))
            }
        }
    }

    @Test func squareRootOfOddExponent() {
        #expect(WideDouble(8).squareRoot().doubleValue == 8.0.squareRoot())
        let root = (WideDouble(1e300) * WideDouble(1e300)).squareRoot()
        #expect(root.doubleValue == 1e300)
    }

    @Test func productsMatchDoubleInRange() async {
        await propertyCheck(input: Gen.double(in: -1e100...1e100), Gen.double(in: -1e100...1e100)) { x, y in
            #expect((WideDouble(x) * WideDouble(y)).doubleValue == x * y)
            #expect((WideDouble(x) + WideDouble(y)).doubleValue == x + y)
        }
    }
}
