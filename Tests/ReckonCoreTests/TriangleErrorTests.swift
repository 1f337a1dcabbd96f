import Testing
@testable import ReckonCore

/// Every rule, with its line as the issue words it. Bounds hand-worked: c²/4 = 6.25 for c = 5;
/// P²(3 − 2√2)/4 = 6.17662… for P = 12; √6 = 2.44949…; 12(√2 − 1)/2 = 2.48528…;
/// (1 + √2)·5 = 12.0710…; shown to 4 digits rounded toward the allowed side.
@Suite struct TriangleErrorTests {
    static func line(_ make: () throws(RightTriangleError) -> RightTriangle) -> String? {
        do { _ = try make(); return nil } catch { return error.line }
    }

    @Test func exactlyTwoValues() {
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle() }
            == "triangle: give exactly two of a, b, c, alpha, beta, area, perimeter, or h")
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(perimeter: 3) }
            == "perimeter: give one more value, one of a, b, c, alpha, beta, area, or h")
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(a: 3, b: 4, c: 5) }
            == "c: give exactly two values, not 3 (a, b, and c)")
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(.a, 3, .a, 4) }
            == "a: give one more value, one of b, c, alpha, beta, area, perimeter, or h")
    }

    @Test func eachValueOnItsOwn() {
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(a: 0, b: 4) } == "a: must be greater than 0")
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(b: 4, area: -1) } == "area: must be greater than 0")
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(a: 3, h: -0.0) } == "h: must be greater than 0")
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(a: .infinity, b: 4) } == "a: must be a finite number")
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(c: .nan, beta: 4) } == "c: must be a finite number")
        for angle: Double in [0, 90, -5, 120] {
            #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(c: 1, alpha: angle) }
                == "alpha: must be between 0 and 90 degrees (exclusive)")
            #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(beta: angle, perimeter: 1) }
                == "beta: must be between 0 and 90 degrees (exclusive)")
        }
    }

    @Test func anglesAloneFixOnlyTheShape() {
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(alpha: 30, beta: 60) }
            == "beta: alpha and beta together fix only the shape; give a length too")
        #expect(throws: RightTriangleError.shapeOnly) { try RightTriangle(alpha: 10, beta: 10) }
    }

    @Test func legsAndTheHypotenuse() {
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(a: 5, c: 5) } == "a: must be shorter than the hypotenuse c")
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(b: 6, c: 5) } == "b: must be shorter than the hypotenuse c")
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(a: 2, h: 2) } == "h: must be shorter than the leg a")
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(b: 1, h: 3) } == "h: must be shorter than the leg b")
    }

    @Test func impossiblePairs() {
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(area: 7, perimeter: 12) }
            == "area: too large for perimeter 12 (at most 6.176 for a right triangle)")
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(c: 5, area: 6.3) }
            == "area: too large for hypotenuse c = 5 (at most 6.25 for a right triangle)")
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(c: 5, h: 2.6) }
            == "h: too large for hypotenuse c = 5 (at most 2.5 for a right triangle)")
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(area: 6, h: 2.5) }
            == "h: too large for area 6 (at most 2.449 for a right triangle)")
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(perimeter: 12, h: 2.5) }
            == "h: too large for perimeter 12 (at most 2.485 for a right triangle)")
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(c: 5, perimeter: 12.1) }
            == "perimeter: too large for hypotenuse c = 5 (at most 12.07 for a right triangle)")
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(c: 5, perimeter: 10) }
            == "perimeter: too small for hypotenuse c = 5 (must be more than 10)")
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(a: 3, perimeter: 6) }
            == "perimeter: too small for leg a = 3 (must be more than 6)")
        #expect(Self.line { () throws(RightTriangleError) in try RightTriangle(b: 2.5, perimeter: 4) }
            == "perimeter: too small for leg b = 2.5 (must be more than 5)")
    }

    // Just inside each bound is still a triangle (the bounds above are not off by one step).
    @Test func justInsideTheBounds() throws {
        _ = try RightTriangle(area: 6.176, perimeter: 12)
        _ = try RightTriangle(c: 5, area: 6.25)
        _ = try RightTriangle(area: 6, h: 2.449)
        _ = try RightTriangle(perimeter: 12, h: 2.485)
        _ = try RightTriangle(c: 5, perimeter: 12.07)
        _ = try RightTriangle(c: 5, perimeter: 10.000001)
        _ = try RightTriangle(a: 3, perimeter: 6.000001)
    }

    @Test func messageNumbers() {
        typealias E = RightTriangleError
        #expect(E.text(WideDouble(12), digits: 6, rounding: .toNearestOrAwayFromZero) == "12")
        #expect(E.text(WideDouble(0.1), digits: 6, rounding: .toNearestOrAwayFromZero) == "0.1")
        #expect(E.text(WideDouble(0.00025), digits: 6, rounding: .toNearestOrAwayFromZero) == "0.00025")
        #expect(E.text(WideDouble(1234567), digits: 4, rounding: .down) == "1234000")
        #expect(E.text(WideDouble(6.176623), digits: 4, rounding: .up) == "6.177")
        #expect(E.text(WideDouble(1.5e300), digits: 6, rounding: .toNearestOrAwayFromZero) == "1.5e+300")
        #expect(E.text(WideDouble(1e300) * WideDouble(1e300), digits: 4, rounding: .down) == "1e+600")
        #expect(E.text(WideDouble(3.2e-7), digits: 6, rounding: .toNearestOrAwayFromZero) == "3.2e-7")
        #expect(E.text(WideDouble(9.99999), digits: 4, rounding: .up) == "10")
    }
}
