extension RightTriangle {
    /// (sin x, cos x) for `x` in degrees, 0 < x < 90.
    ///
    /// Exact (correctly rounded) at 30, 45 and 60 degrees, where the radian route is off by an
    /// ulp: sin(30°) would be 0.49999999999999994, and sin(45°) ≠ cos(45°), breaking the symmetry
    /// of the isosceles triangle. Elsewhere a few ulps: above 45 degrees the complement
    /// 90 − x is exact and its sine and cosine swap roles.
    static func sinCos(degrees x: Double) -> (sine: Double, cosine: Double) {
        switch x {
        case 30: return (0.5, 0.75.squareRoot())
        case 45: return (0.5.squareRoot(), 0.5.squareRoot())
        case 60: return (0.75.squareRoot(), 0.5)
        case ..<45:
            let t = x * radiansPerDegree
            return (sin(t), cos(t))
        default:
            let t = (90 - x) * radiansPerDegree
            return (cos(t), sin(t))
        }
    }

    /// Radians to degrees.
    static func degrees(_ radians: Double) -> Double { radians * (180 / Double.pi) }

    private static let radiansPerDegree = Double.pi / 180
}
