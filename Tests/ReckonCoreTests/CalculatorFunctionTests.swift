import Testing
@testable import ReckonCore

/// The functions behind the calculator's scientific keys (Support/Libm+*.swift). Exact cases
/// are worked by hand; the others are mpmath's values at 200 bits rounded to the nearest double
/// (written here as literals), which ours must equal or neighbour (2 ulps for the functions
/// built from several roundings).
@Suite struct CalculatorFunctionTests {
    /// How many doubles apart two doubles are (0 for equal, 1 for neighbours; −0 and +0 are 0).
    static func ulps(_ x: Double, _ y: Double) -> UInt64 {
        func ordinal(_ v: Double) -> Int64 {
            let bits = Int64(bitPattern: v.bitPattern)
            return bits < 0 ? Int64.min - bits : bits
        }
        return (ordinal(x) - ordinal(y)).magnitude
    }

    static func within(_ ulps: UInt64, _ cases: [(Double, Double, Double)], _ function: (Double) -> Double) -> [String] {
        cases.compactMap { (x, _, expected) in
            let got = function(x)
            return Self.ulps(got, expected) <= ulps ? nil : "f(\(x)) = \(got), expected \(expected)"
        }
    }

    // MARK: degrees

    @Test func theExactDegreeCasesAreExact() {
        #expect(sin(degrees: 30) == 0.5)
        #expect(sin(degrees: 150) == 0.5)
        #expect(sin(degrees: -30) == -0.5)
        #expect(cos(degrees: 60) == 0.5)
        #expect(cos(degrees: 120) == -0.5)
        #expect(tan(degrees: 45) == 1)
        #expect(tan(degrees: 135) == -1)
        #expect(tan(degrees: -45) == -1)
        #expect(sin(degrees: 90) == 1)
        #expect(cos(degrees: 180) == -1)
        #expect(sin(degrees: 270) == -1)
        #expect(sin(degrees: 450) == 1)
        // √½ and √¾ correctly rounded, equal where they should be.
        #expect(sin(degrees: 45) == 0.7071067811865476)
        #expect(cos(degrees: 45) == sin(degrees: 45))
        #expect(cos(degrees: 30) == 0.8660254037844386)
        #expect(sin(degrees: 60) == cos(degrees: 30))
    }

    @Test func zerosOfTheDegreeFunctionsAreZeros() {
        #expect(sin(degrees: 180) == 0 && sin(degrees: 180).sign == .plus)
        #expect(sin(degrees: 360) == 0 && sin(degrees: 360).sign == .plus)
        #expect(sin(degrees: -180) == 0 && sin(degrees: -180).sign == .minus)
        #expect(sin(degrees: -0.0).sign == .minus)
        #expect(cos(degrees: 90) == 0 && cos(degrees: 90).sign == .plus)
        #expect(cos(degrees: 270) == 0 && cos(degrees: 270).sign == .plus)
        #expect(cos(degrees: -90) == 0 && cos(degrees: -90).sign == .plus)
        #expect(tan(degrees: 180) == 0 && tan(degrees: 180).sign == .plus)
        #expect(tan(degrees: 90).isInfinite)
        #expect(tan(degrees: -270).isInfinite)
        #expect(sin(degrees: .infinity).isNaN)
    }

    @Test func theInverseFunctionsGiveExactDegrees() {
        #expect(asinDegrees(0.5) == 30)
        #expect(asinDegrees(-0.5) == -30)
        #expect(asinDegrees(1) == 90)
        #expect(asinDegrees(-1) == -90)
        #expect(acosDegrees(0.5) == 60)
        #expect(acosDegrees(-0.5) == 120)
        #expect(acosDegrees(0) == 90)
        #expect(acosDegrees(-1) == 180)
        #expect(acosDegrees(1) == 0)
        #expect(atanDegrees(1) == 45)
        #expect(atanDegrees(-1) == -45)
        #expect(atanDegrees(0) == 0)
        #expect(asinDegrees(1.5).isNaN)
    }

    /// mpmath: sin/cos/tan((x mod 360)·π/180) and asin/acos/atan(x)·180/π.
    @Test func degreesElsewhereAreWithinAnUlp() {
        let sines: [(Double, Double, Double)] = [
            (1, 0, 0.01745240643728351), (10, 0, 0.17364817766693036), (37.5, 0, 0.6087614290087207),
            (89, 0, 0.9998476951563913), (91, 0, 0.9998476951563913), (123.456, 0, 0.8343094333148066),
            (-200, 0, 0.3420201433256687), (1000000.5, 0, -0.9832549075639546), (359.9, 0, -0.0017453283658987056),
        ]
        let cosines: [(Double, Double, Double)] = [
            (1, 0, 0.9998476951563913), (10, 0, 0.984807753012208), (37.5, 0, 0.7933533402912352),
            (89, 0, 0.01745240643728351), (91, 0, -0.01745240643728351), (123.456, 0, -0.5512964442855824),
            (-200, 0, -0.9396926207859084), (1000000.5, 0, 0.18223552549214744), (359.9, 0, 0.9999984769132877),
        ]
        let tangents: [(Double, Double, Double)] = [
            (1, 0, 0.017455064928217585), (10, 0, 0.17632698070846498), (37.5, 0, 0.7673269879789604),
            (89, 0, 57.28996163075942), (91, 0, -57.28996163075942), (123.456, 0, -1.5133589958048372),
            (-200, 0, -0.36397023426620234), (1000000.5, 0, -5.395517174319138), (359.9, 0, -0.0017453310241891972),
        ]
        #expect(Self.within(1, sines) { sin(degrees: $0) } == [])
        #expect(Self.within(1, cosines) { cos(degrees: $0) } == [])
        #expect(Self.within(2, tangents) { tan(degrees: $0) } == [])
        #expect(sin(degrees: 1e300) == 0 && cos(degrees: 1e300) == 1)  // 1e300 is a multiple of 360
        let arcsines: [(Double, Double, Double)] = [
            (0.1, 0, 5.739170477266787), (0.7, 0, 44.4270040008057), (-0.3, 0, -17.45760312372209), (0.99, 0, 81.89038554400582),
        ]
        let arccosines: [(Double, Double, Double)] = [
            (0.1, 0, 84.26082952273322), (0.7, 0, 45.5729959991943), (-0.3, 0, 107.4576031237221), (0.99, 0, 8.109614455994182),
        ]
        let arctangents: [(Double, Double, Double)] = [
            (0.1, 0, 5.710593137499643), (3, 0, 71.56505117707799), (-1e10, 0, -89.99999999427042), (2.5, 0, 68.19859051364818),
        ]
        #expect(Self.within(1, arcsines, asinDegrees) == [])
        #expect(Self.within(1, arccosines, acosDegrees) == [])
        #expect(Self.within(1, arctangents, atanDegrees) == [])
    }

    // MARK: hyperbolic

    /// mpmath's values; near 0 the functions are x (or 1) to the last bit.
    @Test func hyperbolicFunctionsAreWithinTwoUlps() {
        #expect(sinh(1e-10) == 1e-10)
        #expect(tanh(1e-10) == 1e-10)
        #expect(asinh(1e-10) == 1e-10)
        #expect(atanh(1e-10) == 1e-10)
        #expect(cosh(1e-10) == 1)
        #expect(sinh(-0.0).sign == .minus)
        let sines: [(Double, Double, Double)] = [
            (0.3, 0, 0.3045202934471426), (-0.9, 0, -1.0265167257081753), (1.5, 0, 2.1292794550948173),
            (21.9, 0, 1621881641.7888238), (30, 0, 5343237290762.231), (700, 0, 5.0711602736750225e+303),
            (710.4, 0, 1.6663642832806496e+308),
        ]
        let cosines: [(Double, Double, Double)] = [
            (0.3, 0, 1.0453385141288605), (-0.9, 0, 1.4330863854487743), (1.5, 0, 2.352409615243247),
            (21.9, 0, 1621881641.7888238), (30, 0, 5343237290762.231), (700, 0, 5.0711602736750225e+303),
            (710.4, 0, 1.6663642832806496e+308),
        ]
        let tangents: [(Double, Double, Double)] = [
            (0.3, 0, 0.2913126124515909), (-0.9, 0, -0.7162978701990245), (1.5, 0, 0.9051482536448664),
            (21.9, 0, 1.0), (700, 0, 1.0),
        ]
        let inverseSines: [(Double, Double, Double)] = [
            (0.5, 0, 0.48121182505960347), (-1.9, 0, -1.3979983651114343), (3, 0, 1.8184464592320668),
            (1e10, 0, 23.7189981105004), (1e300, 0, 691.4686750787737),
        ]
        let inverseCosines: [(Double, Double, Double)] = [
            (1.0000001, 0, 0.0004472135919037347), (1.5, 0, 0.9624236501192069), (2.5, 0, 1.566799236972411),
            (1e10, 0, 23.7189981105004),
        ]
        let inverseTangents: [(Double, Double, Double)] = [
            (0.3, 0, 0.3095196042031117), (-0.7, 0, -0.8673005276940531), (0.999999, 0, 7.254328619247669),
        ]
        #expect(Self.within(2, sines, sinh) == [])
        #expect(Self.within(2, cosines, cosh) == [])
        #expect(Self.within(2, tangents, tanh) == [])
        #expect(Self.within(2, inverseSines, asinh) == [])
        // acosh near 1 takes an argument 1 + 1e-7 that is itself rounded: 2 ulps.
        #expect(Self.within(2, inverseCosines, acosh) == [])
        #expect(Self.within(2, inverseTangents, atanh) == [])
    }

    @Test func hyperbolicEdges() {
        #expect(sinh(710.5) == .infinity)
        #expect(sinh(-710.5) == -.infinity)
        #expect(cosh(-710.5) == .infinity)
        #expect(sinh(710.4758600739439).isFinite)
        #expect(acosh(0.5).isNaN)
        #expect(acosh(1) == 0)
        #expect(atanh(1) == .infinity)
        #expect(atanh(-1) == -.infinity)
        #expect(atanh(1.5).isNaN)
    }

    // MARK: factorial

    @Test func factorialsOfWholeNumbersAreTheProductRoundedOnce() {
        #expect(factorial(0) == 1)
        #expect(factorial(-0.0) == 1)
        #expect(factorial(5) == 120)
        #expect(factorial(20) == 2432902008176640000)
        #expect(factorial(22) == 1124000727777607680000)  // the last exact one
        // mpmath's n! rounded to the nearest double.
        #expect(factorial(23) == 2.585201673888498e+22)
        #expect(factorial(25) == 1.5511210043330986e+25)
        #expect(factorial(100) == 9.332621544394415e+157)
        #expect(factorial(170) == 7.257415615307999e+306)
        #expect(factorial(171) == .infinity)
        #expect(factorial(1e300) == .infinity)
        #expect(factorial(-1).isNaN)
        #expect(factorial(-2).isNaN)
        #expect(factorial(-1e300).isNaN)
    }

    /// mpmath's Γ(x + 1).
    @Test func factorialsOfOtherNumbersAreGammaWithinTwoUlps() {
        let cases: [(Double, Double, Double)] = [
            (0.5, 0, 0.886226925452758), (0.1, 0, 0.9513507698668732), (3.7, 0, 15.431411600047436),
            (10.5, 0, 11899423.083962249), (100.25, 0, 2.9558374475433667e+158), (170.5, 0, 9.4833675668248e+307),
            (-0.5, 0, 1.772453850905516), (-1.5, 0, -3.544907701811032), (-2.5, 0, 2.363271801207355),
            (-10.3, 0, 5.420234136721678e-06), (-170.5, 0, 5.6482208842233253e-306), (1e-20, 0, 1.0),
            (0.999, 0, 0.9995776274237292),
        ]
        #expect(Self.within(2, cases, factorial) == [])
        #expect(factorial(170.7) == .infinity)  // Γ(171.7) is past the largest double
        #expect(factorial(-250.5) == 0)
    }

    // MARK: powers, roots, logarithms

    @Test func powersOfTenAndTwoOfWholeNumbersAreExact() {
        #expect(exp10(3) == 1000)
        #expect(exp10(22) == 1e22)
        #expect(exp10(-3) == 0.001)
        #expect(exp10(0) == 1)
        #expect(exp10(309) == .infinity)
        #expect(exp2(10) == 1024)
        #expect(exp2(-1074) == 0x1p-1074)
        #expect(exp2(-1075) == 0)
        #expect(exp2(1024) == .infinity)
        let tens: [(Double, Double, Double)] = [
            (0.5, 0, 3.1622776601683795), (-3.3, 0, 0.0005011872336272725), (1.1, 0, 12.589254117941675),
            (300.7, 0, 5.0118723362725914e+300),
        ]
        let twos: [(Double, Double, Double)] = [
            (0.5, 0, 1.4142135623730951), (-3.3, 0, 0.10153154954452945), (1.1, 0, 2.1435469250725863),
            (300.7, 0, 3.3091747064830744e+90),
        ]
        #expect(Self.within(1, tens, exp10) == [])
        #expect(Self.within(1, twos, exp2) == [])
    }

    @Test func cubesAreRoundedOnce() {
        #expect(cube(3) == 27)
        #expect(cube(-2) == -8)
        #expect(cube(-0.0).sign == .minus)
        #expect(cube(1e103) == .infinity)
        // mpmath's x³ rounded once (the two-step x·x·x of −7.7 is −456.5330000000001).
        #expect(cube(1.1) == 1.3310000000000004)
        #expect(cube(-7.7) == -456.533)
        #expect(cube(1e100) == 1e300)
        #expect(cube(3e-100) == 2.7e-299)
    }

    @Test func rootsAreExactWhereTheRootIsADouble() {
        #expect(root(8, 3) == 2)
        #expect(root(-8, 3) == -2)
        #expect(root(-32, 5) == -2)
        #expect(root(16, 4) == 2)
        #expect(root(1e300, 3) == 1e100)
        #expect(root(0x1p640, 64) == 0x1p10)
        #expect(root(1024, 10) == 2)
        #expect(root(3.0517578125e-05, 5) == 0.125)
        #expect(root(1000, 0.5) == 1000000)
        #expect(root(9, 2) == 3)
        #expect(root(-16, 4).isNaN)
        #expect(root(-8, 2.5).isNaN)
        #expect(root(8, 0).isNaN)
        #expect(root(0, -2) == .infinity)
        let cases: [(Double, Double, Double)] = [
            (2, 5, 1.148698354997035), (10, 7, 1.3894954943731377), (5, 2.5, 1.9036539387158784),
            (2, -3, 0.7937005259840998),
        ]
        #expect(cases.filter { Self.ulps(root($0.0, $0.1), $0.2) > 1 }.isEmpty)
    }

    @Test func logarithmsToABaseAreWholeWhereTheyShouldBe() {
        #expect(log(8, base: 2) == 3)
        #expect(log(1000, base: 10) == 3)
        #expect(log(0.001, base: 10) == -3)
        #expect(log(1e22, base: 10) == 22)
        #expect(log(81, base: 3) == 4)
        #expect(log(0.125, base: 0.5) == 3)
        #expect(log(1, base: 7) == 0)
        #expect(log(100, base: 0.1) == -2)
        #expect(log(-8, base: 2).isNaN)
        #expect(log(8, base: 1).isNaN)
        #expect(log(8, base: 0).isNaN)
        #expect(log(0, base: 2) == -.infinity)
        let cases: [(Double, Double, Double)] = [
            (10, 2, 3.321928094887362), (2, 10, 0.3010299956639812), (1e300, 7, 354.9883987364815),
            (0.5, 3, -0.6309297535714574),
        ]
        #expect(cases.filter { Self.ulps(log($0.0, base: $0.1), $0.2) > 2 }.isEmpty)
    }
}
