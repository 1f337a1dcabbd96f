/// Everything Reckon says about a·x² + b·x + c = 0.
public struct QuadraticSolution: Sendable, Equatable {
    /// What the solution set looks like.
    public enum Kind: Sendable, Equatable {
        /// a ≠ 0 and b² − 4ac > 0.
        case twoReal
        /// a ≠ 0 and b² − 4ac is exactly 0 (for the exact values of the given doubles).
        case double
        /// a ≠ 0 and b² − 4ac < 0: a conjugate pair.
        case complex
        /// a = 0, b ≠ 0: the single root −c/b.
        case linear
        /// a = b = c = 0: every x solves it.
        case allX
        /// a = b = 0 ≠ c: nothing solves it.
        case none

        /// The JSON spelling: `two-real`, `double`, `complex`, `linear`, `all-x`, `none`.
        public var name: String {
            switch self {
            case .twoReal: "two-real"
            case .double: "double"
            case .complex: "complex"
            case .linear: "linear"
            case .allX: "all-x"
            case .none: "none"
            }
        }
    }

    public let kind: Kind
    /// Each distinct root once, sorted by real part, then imaginary part: two for `twoReal`
    /// and `complex`, one for `double` and `linear`, none for `allX` and `none`.
    public let roots: [QuadraticRoot]
    /// b² − 4ac, faithfully rounded; `nil` when a = 0. It may lie outside the `Double` range.
    public let discriminant: WideDouble?
    /// The parabola's turning point (−b/2a, c − b²/4a); `nil` when a = 0.
    public let vertex: QuadraticVertex?
    /// Where the graph crosses the y-axis: c.
    public let yIntercept: Double
    /// The roots in closed form, e.g. `x = (3 ± √5)/2`, `x = −1 ± 2i`, `x = 1/2 or x = 3`;
    /// `nil` when a coefficient has more than 6 decimals or the integers get too large.
    /// See `Quadratic.exactForm`.
    public let exact: String?
}

/// One root, `real + imaginary·i`, each part within 2 ulp of the exact root's. Parts may lie
/// outside the `Double` range: 1e−308·x² + 1e300·x + 1 has a root near −1e608, and
/// 2x² + 1e300·x + 1e−300 one near −1e−600.
public struct QuadraticRoot: Sendable, Equatable {
    public let real: WideDouble
    public let imaginary: WideDouble

    public init(real: WideDouble, imaginary: WideDouble = .zero) {
        self.real = real
        self.imaginary = imaginary
    }
}

/// The parabola's turning point.
public struct QuadraticVertex: Sendable, Equatable {
    public let x: WideDouble
    public let y: WideDouble
}
