import Testing
@testable import ReckonCore

/// Sides from 1e-300 to 1e300, where c² and the area leave the Double range. Expected values
/// from mpmath at 400 digits (same textbook formulas as TrianglePairTests); the area as a
/// decimal significand and exponent because it lies beyond a Double.
@Suite struct TriangleRangeTests {
    typealias Q = RightTriangle.Quantity

    static let cases: [(Q, Double, Q, Double, [Double], area: (Double, Int64))] = [
        (.a, 1e300, .b, 1e300, [1.0000000000000001e+300, 1.0000000000000001e+300, 1.4142135623730951e+300, 45.0, 45.0, 3.4142135623730952e+300, 7.0710678118654756e+299], area: (5.0000000000000005, 599)),
        (.a, 1e-300, .b, 1e-300, [1.0e-300, 1.0e-300, 1.4142135623730951e-300, 45.0, 45.0, 3.4142135623730951e-300, 7.0710678118654754e-301], area: (5.0000000000000003, -601)),
        (.a, 1e-300, .c, 2e-300, [1.0e-300, 1.7320508075688773e-300, 2.0000000000000001e-300, 30.0, 60.0, 4.7320508075688774e-300, 8.6602540378443867e-301], area: (8.6602540378443869, -601)),
        (.c, 1e300, .h, 4e299, [4.4721359549995796e+299, 8.9442719099991593e+299, 1.0000000000000001e+300, 26.565051177077989, 63.434948822922011, 2.3416407864998739e+300, 4.0000000000000002e+299], area: (2.0000000000000002, 599)),
        (.a, 1e300, .perimeter, 3e300, [1.0000000000000001e+300, 7.5000000000000004e+299, 1.2500000000000001e+300, 53.130102354155979, 36.869897645844021, 3.0000000000000002e+300, 6.0000000000000003e+299], area: (3.7500000000000004, 599)),
        (.a, 1e-300, .h, 5e-301, [1.0e-300, 5.7735026918962578e-301, 1.1547005383792516e-300, 60.0, 30.0, 2.7320508075688774e-300, 5.0000000000000001e-301], area: (2.886751345948129, -601)),
        (.alpha, 30, .area, 1e308, [1.0745699318235419e+154, 1.8612097182041992e+154, 2.1491398636470839e+154, 30.0, 60.0, 5.084919513674825e+154, 9.306048591020996e+153], area: (1.0, 308)),
        (.alpha, 1e-10, .perimeter, 1e300, [8.7266462599640332e+287, 4.9999999999956369e+299, 4.9999999999956369e+299, 0.0000000001, 89.9999999999, 1.0000000000000001e+300, 8.7266462599640332e+287], area: (2.1816615649891046, 587)),
        (.perimeter, 1e200, .area, 1e308, [4.0000000000000002e+108, 4.9999999999999998e+199, 4.9999999999999998e+199, 4.583662361046586e-90, 90.0, 9.9999999999999997e+199, 4.0000000000000002e+108], area: (1.0, 308)),
        (.c, 1e-300, .perimeter, 2.2e-300, [2.2583426132260582e-301, 9.7416573867739417e-301, 1.0e-300, 13.051940568669947, 76.948059431330053, 2.2e-300, 2.1999999999999997e-301], area: (1.0999999999999999, -601)),
    ]

    @Test func extremeSidesNeitherOverflowNorUnderflow() throws {
        for (p, x, q, y, expected, area) in Self.cases {
            let t = try RightTriangle(p, x, q, y)
            let got = [t.a, t.b, t.c, t.alpha, t.beta, t.perimeter, t.h]
            let names = ["a", "b", "c", "alpha", "beta", "perimeter", "h"]
            for (index, (value, want)) in zip(got, expected).enumerated() {
                #expect(
                    (value - want).magnitude <= 1e-15 * want,
                    "\(p.name)=\(x), \(q.name)=\(y): \(names[index]) is \(value), want \(want)")
            }
            let decimal = t.area.decimal
            #expect(decimal.exponent == area.1, "\(p.name)=\(x), \(q.name)=\(y): area exponent")
            #expect((decimal.significand - area.0).magnitude <= 1e-14 * area.0, "\(p.name)=\(x), \(q.name)=\(y): area")
        }
    }

    // Hand-worked: the perimeter 1e308 + 1e308 + 1.41e308 passes 1.797e308.
    @Test func aPerimeterBeyondTheDoubleRangeIsRefused() {
        #expect(throws: RightTriangleError.beyondRange(.b, result: .perimeter, tooLarge: true)) {
            try RightTriangle(a: 1e308, b: 1e308)
        }
    }

    // Hand-worked: alpha = atan(1e-600) ≈ 5.7e-599 degrees, below the smallest Double.
    @Test func anAngleBelowTheDoubleRangeIsRefused() {
        #expect(throws: RightTriangleError.beyondRange(.b, result: .alpha, tooLarge: false)) {
            try RightTriangle(a: 1e-300, b: 1e300)
        }
    }

    // Hand-worked: c = 2·1e308/1e-10 = 2e318.
    @Test func aHypotenuseBeyondTheDoubleRangeIsRefused() {
        #expect(throws: RightTriangleError.beyondRange(.h, result: .c, tooLarge: true)) {
            try RightTriangle(area: 1e308, h: 1e-10)
        }
    }

    // Hand-worked: b = cot(1e-320°) ≈ 5.7e321; and a = 1e-300·sin(1e-30°) ≈ 1.7e-332.
    @Test func tinyAnglesGiveSidesOutsideTheRange() {
        #expect(throws: RightTriangleError.beyondRange(.alpha, result: .b, tooLarge: true)) {
            try RightTriangle(a: 1, alpha: 1e-320)
        }
        #expect(throws: RightTriangleError.beyondRange(.alpha, result: .a, tooLarge: false)) {
            try RightTriangle(c: 1e-300, alpha: 1e-30)
        }
    }
}
