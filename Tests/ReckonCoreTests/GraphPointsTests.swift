import Testing
@testable import ReckonCore

/// Expected values from mpmath at 200 bits, rounded once to a double (Tests/corpus/graph-points.py):
/// every x is compared to the last bit.
@Suite struct GraphPointsTests {
    private typealias Point = GraphPoints.Point

    private func points(_ texts: [String], _ from: Double, _ to: Double, samples: Int = 400) throws -> [Point] {
        GraphPoints(try texts.map { try Expression(parsing: $0) }, variable: "x", from: from, to: to, samples: samples).points
    }

    private func points(_ text: String, _ from: Double, _ to: Double, samples: Int = 400) throws -> [Point] {
        try points([text], from, to, samples: samples)
    }

    @Test func aCubicsRootsAreExactWhereItsTermsCancel() throws {
        // In doubles x³ − 6x² + 11x − 6 is noise for some ulps around 2; the exact signs are not.
        #expect(try points("x^3 - 6x^2 + 11x - 6", 0.5, 3.7) == [
            Point(kind: .root, x: 1, y: 0, functions: [0]),
            Point(kind: .maximum, x: 1.4226497308103743, y: 0.3849001794597505, functions: [0]),
            Point(kind: .root, x: 2, y: 0, functions: [0]),
            Point(kind: .minimum, x: 2.5773502691896257, y: -0.3849001794597505, functions: [0]),
            Point(kind: .root, x: 3, y: 0, functions: [0]),
        ])
    }

    @Test func aQuinticWrittenOutHasItsRootsAndTurnsToTheLastBit() throws {
        // (x + 3)(x + 1)(x − 0.5)(x − 2)(x − 4), multiplied out.
        #expect(try points("x^5 - 2.5x^4 - 12x^3 + 20.5x^2 + 17x - 12", -3.5, 4.5) == [
            Point(kind: .root, x: -3, y: 0, functions: [0]),
            Point(kind: .maximum, x: -2.330541765231545, y: 69.12015074855958, functions: [0]),
            Point(kind: .root, x: -1, y: 0, functions: [0]),
            Point(kind: .minimum, x: -0.3294777364582422, y: -14.97987585050015, functions: [0]),
            Point(kind: .yIntercept, x: 0, y: -12, functions: [0]),
            Point(kind: .root, x: 0.5, y: 0, functions: [0]),
            Point(kind: .maximum, x: 1.3294777364582422, y: 14.97987585050015, functions: [0]),
            Point(kind: .root, x: 2, y: 0, functions: [0]),
            Point(kind: .minimum, x: 3.330541765231545, y: -69.12015074855958, functions: [0]),
            Point(kind: .root, x: 4, y: 0, functions: [0]),
        ])
    }

    @Test func withoutExactWorkTheDoublesDecideNearby() throws {
        // The cubic's terms cancel around 2: the doubles' own signs land some ulps away.
        let cubic = try Expression(parsing: "x^3 - 6x^2 + 11x - 6")
        let roots = GraphPoints([cubic], variable: "x", from: 0.5, to: 3.7, samples: 400, exactWork: 0).points
            .filter { $0.kind == .root }.map(\.x)
        #expect(roots.count == 3)
        for (root, expected) in zip(roots, [1.0, 2, 3]) {
            #expect((root - expected).magnitude <= 16 * expected.ulp)
        }
    }

    @Test func sinesRootsAndTurnsAreTheNearestDoubles() throws {
        #expect(try points("sin(x)", -7, 7) == [
            Point(kind: .root, x: -6.283185307179586, y: 0, functions: [0]),
            Point(kind: .maximum, x: -4.71238898038469, y: 1, functions: [0]),
            Point(kind: .root, x: -3.141592653589793, y: 0, functions: [0]),
            Point(kind: .minimum, x: -1.5707963267948966, y: -1, functions: [0]),
            Point(kind: .root, x: 0, y: 0, functions: [0]),
            Point(kind: .yIntercept, x: 0, y: 0, functions: [0]),
            Point(kind: .maximum, x: 1.5707963267948966, y: 1, functions: [0]),
            Point(kind: .root, x: 3.141592653589793, y: 0, functions: [0]),
            Point(kind: .minimum, x: 4.71238898038469, y: -1, functions: [0]),
            Point(kind: .root, x: 6.283185307179586, y: 0, functions: [0]),
        ])
    }

    @Test func aZeroAtAnEndOfTheRangeIsARoot() throws {
        #expect(try points("sin(x)", 0, 3.5, samples: 8).filter { $0.kind == .root }.map(\.x) == [0, 3.141592653589793])
        #expect(try points("x^2", 0, 1).filter { $0.kind == .root }.map(\.x) == [0])
        // The double nearest 2π lies below it, where sin is −2.4e−16: the root is past the range.
        #expect(try points("sin(x)", 3, 6.283185307179586).filter { $0.kind == .root }.map(\.x) == [3.141592653589793])
    }

    @Test func theDottieNumber() throws {
        #expect(try points("cos(x) - x", 0, 2).filter { $0.kind == .root }.map(\.x) == [0.7390851332151607])
    }

    @Test func anExponentialMeetsALineTwice() throws {
        let meetings = try points(["exp(x)", "x + 2"], -3, 3).filter { $0.kind == .intersection }
        #expect(meetings == [
            Point(kind: .intersection, x: -1.8414056604369606, y: 0.15859433956303937, functions: [0, 1]),
            Point(kind: .intersection, x: 1.1461932206205825, y: 3.1461932206205825, functions: [0, 1]),
        ])
    }

    @Test func aLogarithmMeetsALineTwice() throws {
        let meetings = try points(["ln(x)", "x - 2"], 0.01, 5).filter { $0.kind == .intersection }
        #expect(meetings == [
            Point(kind: .intersection, x: 0.15859433956303937, y: -1.8414056604369606, functions: [0, 1]),
            Point(kind: .intersection, x: 3.1461932206205825, y: 1.1461932206205825, functions: [0, 1]),
        ])
    }

    @Test func rootsThatTouchTheAxisAreFoundAsTurns() throws {
        #expect(try points("x^2", -1, 2) == [
            Point(kind: .root, x: 0, y: 0, functions: [0]),
            Point(kind: .yIntercept, x: 0, y: 0, functions: [0]),
        ])
        #expect(try points("(x - 1)^2", -1, 2).filter { $0.kind == .root }.map(\.x) == [1])
        // sin x + 1 touches 0 at −π/2, which is no double: its nearest, where the value is 1.9e−33.
        #expect(try points("sin(x) + 1", -3, 0).filter { $0.kind == .root }.map(\.x) == [-1.5707963267948966])
    }

    @Test func multipleRootsOfOddOrderCross() throws {
        #expect(try points("(x - 1)^3", -1, 2.5).filter { $0.kind == .root }.map(\.x) == [1])
        #expect(try points("(x - 0.1)^5", -1, 2.5).filter { $0.kind == .root }.map(\.x) == [0.1])
    }

    @Test func polesAndJumpsAreNeverRoots() throws {
        #expect(try points("tan(x)", -2, 2).filter { $0.kind == .root }.map(\.x) == [0])
        #expect(try points("floor(x) - 0.5", -2, 2).filter { $0.kind == .root }.isEmpty)
        #expect(try points("1/x", -1, 1).isEmpty)
        // 1/x² has no turn at its pole either.
        #expect(try points("1/x^2", -1, 1).isEmpty)
    }

    @Test func aKinkIsATurn() throws {
        #expect(try points("abs(x) - 1", -2, 2) == [
            Point(kind: .root, x: -1, y: 0, functions: [0]),
            Point(kind: .minimum, x: 0, y: -1, functions: [0]),
            Point(kind: .yIntercept, x: 0, y: -1, functions: [0]),
            Point(kind: .root, x: 1, y: 0, functions: [0]),
        ])
    }

    @Test func withoutABallTheDoublesDecideWithinAnUlp() throws {
        // cosh has no ball rule: the doubles' bisection, within its 1-ulp rounding.
        let roots = try points("cosh(x) - 2", -2, 2).filter { $0.kind == .root }.map(\.x)
        #expect(roots.count == 2)
        for (root, expected) in zip(roots, [-1.3169578969248168, 1.3169578969248168]) {
            #expect((root - expected).magnitude <= expected.magnitude.ulp)
        }
    }

    @Test func withoutADerivativeTurnsAreSearchedAmongTheSamples() throws {
        // Γ(x + 1) has no derivative rule here: golden-section search, to about 8 digits of its
        // minimum at 0.4616321449683623 (mpmath: findroot of digamma(x + 1)).
        let turns = try points("factorial(x) - 3", -0.5, 4).filter { $0.kind == .minimum }
        #expect(turns.count == 1)
        #expect((turns[0].x - 0.4616321449683623).magnitude < 1e-7)
        // Counted before they are refined: thousands of turns give none, and no work on them.
        #expect(try points("factorial(sin(100x) + 1)", -100, 100, samples: 4000).filter { $0.kind == .minimum || $0.kind == .maximum }.isEmpty)
    }

    @Test func tooManyOfAKindGivesNoneOfIt() throws {
        // sin 100x crosses 6,366 times over [−100, 100]: no dots, and no work spent on them.
        #expect(try points("sin(100x)", -100, 100, samples: 4000).filter { $0.kind != .yIntercept }.isEmpty)
    }
}
