import ReckonCore

extension QuadraticSolution {
    /// The terminal's block (`reckon quadratic`): what kind of solution, the roots one a line, then the rest.
    public var text: String {
        var lines: [String] = []
        switch kind {
        case .twoReal: lines.append("Two real roots")
        case .double: lines.append("One double root")
        case .complex: lines.append("Two complex roots (a conjugate pair)")
        case .linear: lines.append("Linear (a = 0): one root")
        case .allX: lines.append("Every x is a solution (0 = 0)")
        case .none: lines.append("No solution (a = b = 0 but c ≠ 0)")
        }
        for root in roots {
            var text = root.real.numberText
            if !root.imaginary.isZero {
                let sign = root.imaginary.isNegative ? " - " : " + "
                text += sign + root.imaginary.magnitude.numberText + "i"
            }
            lines.append("  x = " + text)
        }
        if let exact = exact, kind != .allX, kind != .none {
            lines.append("Exact:         " + exact)
        }
        if let discriminant = discriminant {
            lines.append("Discriminant:  " + discriminant.numberText)
        }
        if let vertex = vertex {
            lines.append("Vertex:        (" + vertex.x.numberText + ", " + vertex.y.numberText + ")")
        }
        var intercept = JSONWriter()
        intercept.number(yIntercept)
        lines.append("y-intercept:   " + intercept.text)
        return lines.joined(separator: "\n") + "\n"
    }
}
