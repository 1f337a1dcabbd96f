/// The equation a·x² + b·x + c = 0 with finite coefficients (the math-solver seed's first tab).
///
/// `solution` classifies it and finds every root, each within 2 ulp of the exact root of the
/// given `Double` coefficients — also for Kahan's hard cases, where the roots nearly coincide and
/// the textbook formula loses half the digits, and for coefficients anywhere in the `Double`
/// range (1e300·x² + 3e300·x + 2e300 has the roots −2 and −1; no intermediate overflows).
public struct Quadratic: Sendable, Equatable {
    public let a: Double
    public let b: Double
    public let c: Double

    /// Refuses NaN and infinite coefficients, naming the first one: `b: must be a finite number`.
    public init(a: Double, b: Double, c: Double) throws(QuadraticError) {
        guard a.isFinite else { throw .notFinite("a") }
        guard b.isFinite else { throw .notFinite("b") }
        guard c.isFinite else { throw .notFinite("c") }
        self.a = a
        self.b = b
        self.c = c
    }

    /// Roots, discriminant, vertex, y-intercept and (for short decimals) the exact form.
    public var solution: QuadraticSolution {
        let exact = exactForm
        guard a != 0 else {
            if b != 0 {
                return QuadraticSolution(
                    kind: .linear, roots: [QuadraticRoot(real: WideDouble(-c) / WideDouble(b))],
                    discriminant: nil, vertex: nil, yIntercept: c, exact: exact)
            }
            return QuadraticSolution(
                kind: c == 0 ? .allX : .none, roots: [], discriminant: nil, vertex: nil,
                yIntercept: c, exact: exact)
        }
        let found = c == 0 ? rootsWithZeroConstant : rootsOfFullEquation
        return QuadraticSolution(
            kind: found.kind, roots: found.roots, discriminant: found.discriminant,
            vertex: QuadraticVertex(x: vertexX, y: found.vertexY), yIntercept: c, exact: exact)
    }

    /// −b / 2a, the axis of symmetry (and the double root, and the complex roots' real part).
    var vertexX: WideDouble {
        WideDouble(-b) / (WideDouble(a) * WideDouble(2))
    }
}
