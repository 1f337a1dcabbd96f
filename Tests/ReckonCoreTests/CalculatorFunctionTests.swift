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

    /// n! for n = 0 … 170, mpmath's at 300 bits rounded to the nearest double: the product with
    /// its roundings kept gives every one to the bit.
    static let factorials: [Double] = [
        1.0, 1.0, 2.0, 6.0,
        24.0, 120.0, 720.0, 5040.0,
        40320.0, 362880.0, 3628800.0, 39916800.0,
        479001600.0, 6227020800.0, 87178291200.0, 1307674368000.0,
        20922789888000.0, 355687428096000.0, 6402373705728000.0, 1.21645100408832e+17,
        2.43290200817664e+18, 5.109094217170944e+19, 1.1240007277776077e+21, 2.585201673888498e+22,
        6.204484017332394e+23, 1.5511210043330986e+25, 4.0329146112660565e+26, 1.0888869450418352e+28,
        3.0488834461171387e+29, 8.841761993739702e+30, 2.6525285981219107e+32, 8.222838654177922e+33,
        2.631308369336935e+35, 8.683317618811886e+36, 2.9523279903960416e+38, 1.0333147966386145e+40,
        3.7199332678990125e+41, 1.3763753091226346e+43, 5.230226174666011e+44, 2.0397882081197444e+46,
        8.159152832478977e+47, 3.345252661316381e+49, 1.40500611775288e+51, 6.041526306337383e+52,
        2.658271574788449e+54, 1.1962222086548019e+56, 5.502622159812089e+57, 2.5862324151116818e+59,
        1.2413915592536073e+61, 6.082818640342675e+62, 3.0414093201713376e+64, 1.5511187532873822e+66,
        8.065817517094388e+67, 4.2748832840600255e+69, 2.308436973392414e+71, 1.2696403353658276e+73,
        7.109985878048635e+74, 4.0526919504877214e+76, 2.3505613312828785e+78, 1.3868311854568984e+80,
        8.32098711274139e+81, 5.075802138772248e+83, 3.146997326038794e+85, 1.98260831540444e+87,
        1.2688693218588417e+89, 8.247650592082472e+90, 5.443449390774431e+92, 3.647111091818868e+94,
        2.4800355424368305e+96, 1.711224524281413e+98, 1.1978571669969892e+100, 8.504785885678623e+101,
        6.1234458376886085e+103, 4.4701154615126844e+105, 3.307885441519386e+107, 2.48091408113954e+109,
        1.8854947016660504e+111, 1.4518309202828587e+113, 1.1324281178206297e+115, 8.946182130782976e+116,
        7.156945704626381e+118, 5.797126020747368e+120, 4.753643337012842e+122, 3.945523969720659e+124,
        3.314240134565353e+126, 2.81710411438055e+128, 2.4227095383672734e+130, 2.107757298379528e+132,
        1.8548264225739844e+134, 1.650795516090846e+136, 1.4857159644817615e+138, 1.352001527678403e+140,
        1.2438414054641308e+142, 1.1567725070816416e+144, 1.087366156656743e+146, 1.032997848823906e+148,
        9.916779348709496e+149, 9.619275968248212e+151, 9.426890448883248e+153, 9.332621544394415e+155,
        9.332621544394415e+157, 9.42594775983836e+159, 9.614466715035127e+161, 9.90290071648618e+163,
        1.0299016745145628e+166, 1.081396758240291e+168, 1.1462805637347084e+170, 1.226520203196138e+172,
        1.324641819451829e+174, 1.4438595832024937e+176, 1.588245541522743e+178, 1.7629525510902446e+180,
        1.974506857221074e+182, 2.2311927486598138e+184, 2.5435597334721877e+186, 2.925093693493016e+188,
        3.393108684451898e+190, 3.969937160808721e+192, 4.684525849754291e+194, 5.574585761207606e+196,
        6.689502913449127e+198, 8.094298525273444e+200, 9.875044200833601e+202, 1.214630436702533e+205,
        1.506141741511141e+207, 1.882677176888926e+209, 2.372173242880047e+211, 3.0126600184576594e+213,
        3.856204823625804e+215, 4.974504222477287e+217, 6.466855489220474e+219, 8.47158069087882e+221,
        1.1182486511960043e+224, 1.4872707060906857e+226, 1.9929427461615188e+228, 2.6904727073180504e+230,
        3.659042881952549e+232, 5.012888748274992e+234, 6.917786472619489e+236, 9.615723196941089e+238,
        1.3462012475717526e+241, 1.898143759076171e+243, 2.695364137888163e+245, 3.854370717180073e+247,
        5.5502938327393044e+249, 8.047926057471992e+251, 1.1749972043909107e+254, 1.727245890454639e+256,
        2.5563239178728654e+258, 3.80892263763057e+260, 5.713383956445855e+262, 8.62720977423324e+264,
        1.3113358856834524e+267, 2.0063439050956823e+269, 3.0897696138473508e+271, 4.789142901463394e+273,
        7.471062926282894e+275, 1.1729568794264145e+278, 1.853271869493735e+280, 2.9467022724950384e+282,
        4.7147236359920616e+284, 7.590705053947219e+286, 1.2296942187394494e+289, 2.0044015765453026e+291,
        3.287218585534296e+293, 5.423910666131589e+295, 9.003691705778438e+297, 1.503616514864999e+300,
        2.5260757449731984e+302, 4.269068009004705e+304, 7.257415615307999e+306,
    ]

    @Test func everyWholeFactorialIsCorrectlyRounded() {
        let wrong = (0...170).filter { factorial(Double($0)) != Self.factorials[$0] }
        #expect(wrong.isEmpty, "n! off for n in \(wrong)")
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
