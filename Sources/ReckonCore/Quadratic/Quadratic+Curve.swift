/// The parabola y = a·x² + b·x + c as a screen draws it: an x-window that shows the real roots
/// and the vertex with room around them, and the curve sampled across it.
public struct ParabolaCurve: Sendable, Equatable {
    /// Samples across the window, both ends included: 240 steps draw a smooth curve at any
    /// phone or desktop width.
    public static let sampleCount = 241

    public let from: Double
    public let to: Double
    /// The samples' x and y, in order; a sample whose y lies beyond the doubles is left out.
    public let xs: [Double]
    public let ys: [Double]
}

extension Quadratic {
    /// The curve over its window, or nil when a root, the vertex or the window lies beyond the
    /// doubles (nothing a screen can draw).
    ///
    /// The window is centred between the extreme real roots and the vertex (−5…5 with none),
    /// and reaches twice as far as they lie apart, or, for a parabola, at least as far as its
    /// curve takes to rise by the vertex's height (or by a times the roots' span squared) above
    /// it, so a parabola never shows as a straight line. Each y is a·x² + b·x + c by Horner's
    /// rule with fused multiply-adds: one rounding a step.
    public var curve: ParabolaCurve? {
        let solution = solution
        var low = Double.infinity, high = -Double.infinity
        var marked = solution.roots.filter { $0.imaginary == .zero }.map { $0.real.doubleValue }
        if let vertex = solution.vertex { marked.append(vertex.x.doubleValue) }
        for x in marked {
            guard x.isFinite else { return nil }
            low = min(low, x)
            high = max(high, x)
        }
        if marked.isEmpty { (low, high) = (-5, 5) }
        var span = high - low
        if a != 0, let vertex = solution.vertex {
            let height = vertex.y.doubleValue
            guard height.isFinite else { return nil }
            span = max(span, (2 * max(abs(height), 1e-300, abs(a) * span * span) / abs(a)).squareRoot())
        }
        if !(span > 0) { span = max(1, abs(low)) }
        let middle = (low + high) / 2
        let from = middle - span, to = middle + span
        guard from.isFinite, to.isFinite, (to - from).isFinite, to > from else { return nil }
        var xs: [Double] = [], ys: [Double] = []
        let steps = Double(ParabolaCurve.sampleCount - 1)
        for i in 0..<ParabolaCurve.sampleCount {
            let x = from + (to - from) * Double(i) / steps
            let y = c.addingProduct(b.addingProduct(a, x), x)
            guard y.isFinite else { continue }
            xs.append(x)
            ys.append(y)
        }
        return ParabolaCurve(from: from, to: to, xs: xs, ys: ys)
    }
}
