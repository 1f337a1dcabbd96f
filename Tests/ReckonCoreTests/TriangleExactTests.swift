import Testing
@testable import ReckonCore

/// Values exact in binary come out exact (hand-worked: 3-4-5, 5-12-13, 30-60-90 with
/// sin 30° = 1/2, 45-45-90 with a = b).
@Suite struct TriangleExactTests {
    @Test func threeFourFive() throws {
        let t = try RightTriangle(a: 3, b: 4)
        #expect(t.c == 5)
        #expect(t.area == WideDouble(6))
        #expect(t.perimeter == 12)
        #expect(t.h == 2.4)
        // mpmath: degrees(atan2(3, 4)) = 36.869897645844021297
        #expect(t.alpha == 36.86989764584402)
        #expect(t.beta == 53.13010235415598)
        #expect(t.given == (.a, .b))
        #expect(!t.mirrorImageFits)
    }

    @Test func symmetricPairsTakeTheShorterLegAsA() throws {
        for t in [
            try RightTriangle(c: 5, area: 6), try RightTriangle(area: 6, perimeter: 12),
            try RightTriangle(c: 13, perimeter: 30),
        ] {
            #expect(t.a < t.b)
            #expect(t.mirrorImageFits)
        }
        let t = try RightTriangle(c: 5, area: 6)
        #expect(t.a == 3 && t.b == 4)
        let u = try RightTriangle(c: 13, perimeter: 30)
        #expect(u.a == 5 && u.b == 12)
    }

    @Test func thirtySixtyNinety() throws {
        let t = try RightTriangle(c: 2, alpha: 30)
        #expect(t.a == 1)
        #expect(t.b == 3.0.squareRoot())
        #expect(t.beta == 60)
        let u = try RightTriangle(a: 1, alpha: 30)
        #expect(u.c == 2)
        let v = try RightTriangle(b: 1, alpha: 60)
        #expect(v.c == 2)
    }

    @Test func fortyFiveDegreesGivesEqualLegs() throws {
        for t in [
            try RightTriangle(a: 1, alpha: 45), try RightTriangle(b: 1, beta: 45),
            try RightTriangle(c: 2, alpha: 45), try RightTriangle(alpha: 45, area: 8),
            try RightTriangle(beta: 45, perimeter: 1), try RightTriangle(alpha: 45, h: 1),
        ] {
            #expect(t.a == t.b)
            #expect(t.alpha == 45 && t.beta == 45)
        }
        #expect(try RightTriangle(a: 1, alpha: 45).b == 1)
        #expect(try RightTriangle(alpha: 45, area: 8).a == 4)
        #expect(try RightTriangle(a: 7, b: 7).alpha == 45)
    }

    // The isosceles limit itself: area = c²/4, h = c/2, area = P²(3 − 2√2)/4 up to rounding.
    @Test func theIsoscelesLimitIsATriangle() throws {
        let t = try RightTriangle(c: 2, area: 1)
        #expect(t.a == t.b && t.a == 2.0.squareRoot())
        let u = try RightTriangle(c: 2, h: 1)
        #expect(u.a == u.b)
        let v = try RightTriangle(area: 0.5, perimeter: 2 + 2.0.squareRoot())
        #expect((v.a - 1).magnitude < 1e-7 && (v.b - 1).magnitude < 1e-7)
    }

    @Test func givenValuesComeBackAsGiven() throws {
        let t = try RightTriangle(area: 30, h: 4.615384615384615)
        #expect(t.area == WideDouble(30))
        #expect(t.h == 4.615384615384615)
        #expect(t.given == (.area, .h))
        let u = try RightTriangle(beta: 10, h: 3)
        #expect(u.beta == 10 && u.h == 3 && u.alpha == 80)
    }
}
