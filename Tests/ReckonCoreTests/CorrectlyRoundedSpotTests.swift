import ReckonCore
import Testing

/// Values worked by hand: the calculator's everyday cases, which must come out exact.
@Suite struct CorrectlyRoundedSpotTests {
    @Test func degreesGiveTheirExactValues() {
        #expect(CorrectlyRounded.sin(degrees: 30) == 0.5)
        #expect(CorrectlyRounded.cos(degrees: 60) == 0.5)
        #expect(CorrectlyRounded.tan(degrees: 45) == 1)
        #expect(CorrectlyRounded.sin(degrees: 90) == 1)
        #expect(CorrectlyRounded.cos(degrees: 180) == -1)
        #expect(CorrectlyRounded.sin(degrees: 180).bitPattern == (0.0).bitPattern)
        #expect(CorrectlyRounded.sin(degrees: -180).bitPattern == (-0.0).bitPattern)
        #expect(CorrectlyRounded.cos(degrees: 90).bitPattern == (0.0).bitPattern)
        #expect(CorrectlyRounded.cos(degrees: 270).bitPattern == (0.0).bitPattern)
        #expect(CorrectlyRounded.tan(degrees: 90) == .infinity)
        #expect(CorrectlyRounded.tan(degrees: -90) == -.infinity)
        #expect(CorrectlyRounded.tan(degrees: 270) == -.infinity)
        #expect(CorrectlyRounded.tan(degrees: 180).bitPattern == (-0.0).bitPattern)
        #expect(CorrectlyRounded.tan(degrees: 360).bitPattern == (0.0).bitPattern)
        // 390° is 30°, and 1e22 = 360·27777777777777777777 + 280, so sin(1e22°) = sin 280° = −sin 80°.
        #expect(CorrectlyRounded.sin(degrees: 390) == 0.5)
        #expect(CorrectlyRounded.sin(degrees: 1e22) == -CorrectlyRounded.sin(degrees: 80))
        #expect(CorrectlyRounded.asinDegrees(0.5) == 30)
        #expect(CorrectlyRounded.asinDegrees(1) == 90)
        #expect(CorrectlyRounded.acosDegrees(0.5) == 60)
        #expect(CorrectlyRounded.acosDegrees(-1) == 180)
        #expect(CorrectlyRounded.acosDegrees(0) == 90)
        #expect(CorrectlyRounded.atanDegrees(1) == 45)
        #expect(CorrectlyRounded.atanDegrees(-.infinity) == -90)
    }

    @Test func exactResultsComeOutExact() {
        #expect(CorrectlyRounded.factorial(20) == 2432902008176640000)
        #expect(CorrectlyRounded.factorial(0) == 1)
        #expect(CorrectlyRounded.gamma(6) == 120)
        #expect(CorrectlyRounded.cube(3) == 27)
        #expect(CorrectlyRounded.cube(-0.5) == -0.125)
        #expect(CorrectlyRounded.root(8, 3) == 2)
        #expect(CorrectlyRounded.root(-8, 3) == -2)
        #expect(CorrectlyRounded.root(16, 4) == 2)
        #expect(CorrectlyRounded.cbrt(27) == 3)
        #expect(CorrectlyRounded.cbrt(-0.125) == -0.5)
        #expect(CorrectlyRounded.log(8, base: 2) == 3)
        #expect(CorrectlyRounded.log(8, base: 4) == 1.5)
        #expect(CorrectlyRounded.log(1000, base: 10) == 3)
        #expect(CorrectlyRounded.log2(1024) == 10)
        #expect(CorrectlyRounded.log10(1e22) == 22)
        #expect(CorrectlyRounded.exp10(3) == 1000)
        #expect(CorrectlyRounded.exp10(-1) == 0.1)
        #expect(CorrectlyRounded.exp2(10) == 1024)
        #expect(CorrectlyRounded.exp2(-1074) == 0x1p-1074)
        #expect(CorrectlyRounded.pow(2, 10) == 1024)
        #expect(CorrectlyRounded.pow(2.25, 1.5) == 3.375)
        #expect(CorrectlyRounded.pow(-2, 3) == -8)
        #expect(CorrectlyRounded.exp(0) == 1)
        #expect(CorrectlyRounded.log(1).bitPattern == (0.0).bitPattern)
        #expect(CorrectlyRounded.acos(1).bitPattern == (0.0).bitPattern)
    }

    @Test func irrationalResultsAreTheNearestDouble() {
        // √2 = 1.41421356237309504880…; the nearest double is 0x1.6A09E667F3BCDp+0.
        #expect(CorrectlyRounded.pow(2, 0.5) == 0x1.6A09E667F3BCDp+0)
        #expect(CorrectlyRounded.root(2, 2) == 0x1.6A09E667F3BCDp+0)
        // 0.5! = Γ(1.5) = √π/2 = 0.88622692545275801364…
        #expect(CorrectlyRounded.factorial(0.5) == 0.886226925452758)
        // e = 2.71828182845904523536…, π/4 = 0.78539816339744830961…, ln 2 = 0.69314718055994530941…
        #expect(CorrectlyRounded.exp(1) == 2.718281828459045)
        #expect(CorrectlyRounded.atan(1) == 0.7853981633974483)
        #expect(CorrectlyRounded.log(2) == 0.6931471805599453)
        #expect(CorrectlyRounded.atan(.infinity) == 1.5707963267948966)
        #expect(CorrectlyRounded.acos(-1) == 3.141592653589793)
    }

    @Test func tiesGoToTheEvenNeighbour() {
        // 10^23 = 99999999999999991611392 + 2^23 exactly: midway between two doubles; the even
        // one is 99999999999999991611392, the literal 1e23.
        #expect(CorrectlyRounded.exp10(23) == 1e23)
        #expect(CorrectlyRounded.exp10(23).bitPattern & 1 == 0)
        // (2^18 − 1)³ = 18014192351838207 has 54 significant bits, one more than a double: midway
        // between 18014192351838206 and …208, and …208 has the even significand.
        #expect(CorrectlyRounded.cube(262143) == 18014192351838208)
        #expect(CorrectlyRounded.pow(262143, 3) == 18014192351838208)
        // (2^17 + 1)³ = 2251851353686017 has 52 bits: exact.
        #expect(CorrectlyRounded.cube(131073) == 2251851353686017)
        // 2^−1075 is midway between 0 and the least subnormal: to the even 0.
        #expect(CorrectlyRounded.exp2(-1075).bitPattern == (0.0).bitPattern)
        #expect(CorrectlyRounded.pow(2, -1075).bitPattern == (0.0).bitPattern)
    }

    @Test func overflowAndUnderflowAtTheirEdges() {
        // 170! = 7.257415615307999e306 is finite; 171! = 1.24e309 is not. Γ(171.6243769563027) =
        // 1.79769313486222987…e308 is finite, Γ of the next double, 1.7976931348624926…e308, is not.
        #expect(CorrectlyRounded.factorial(170) == 7.257415615307999e306)
        #expect(CorrectlyRounded.factorial(171) == .infinity)
        #expect(CorrectlyRounded.gamma(171.6243769563027) == 1.7976931348622299e308)
        #expect(CorrectlyRounded.gamma(171.62437695630274) == .infinity)
        #expect(CorrectlyRounded.exp(709.782712893384) == 1.7976931348622732e308)
        #expect(CorrectlyRounded.exp(709.7827128933841) == .infinity)
        #expect(CorrectlyRounded.exp(-745.1332191019411) == 0x1p-1074)
        #expect(CorrectlyRounded.exp(-745.1332191019412) == 0)
        // 5.643803094122361e102³ = 1.7976931348623151e308; the next double's cube overflows.
        #expect(CorrectlyRounded.cube(5.643803094122361e102) == 1.7976931348623151e308)
        #expect(CorrectlyRounded.cube(5.643803094122362e102) == .infinity)
    }
}
