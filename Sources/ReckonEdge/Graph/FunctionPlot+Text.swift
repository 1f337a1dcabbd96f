import ReckonCore

extension FunctionPlot {
    /// The terminal's table (`reckon plot`): "x y" a line, a blank line between segments (the
    /// form gnuplot reads), then the points of interest as comments gnuplot skips
    /// (`# root 3.141592653589793 0`).
    public var text: String {
        Self.text(segments) + pointsText
    }

    /// Several functions' table: each curve after a `# y = EXPR` line (its name in `expressions`;
    /// `# y = f` as written for one given so),
    /// two blank lines between curves (gnuplot's `index`), then the points, an intersection's
    /// with the two functions it joins (`# intersection 0 1 x y`, counted from 0).
    public func text(naming expressions: [String]) -> String {
        var text = ""
        for (index, curve) in curves.enumerated() {
            if index > 0 { text += "\n\n" }
            let written = expressions[index]
            text += (written.contains("=") ? "# " : "# y = ") + written + "\n" + Self.text(curve)
        }
        return text + pointsText
    }

    /// Polylines as "x y" lines, a blank line between them.
    static func text(_ segments: [[Point]]) -> String {
        var text = ""
        for (index, segment) in segments.enumerated() {
            if index > 0 { text += "\n" }
            for point in segment {
                text += CalculatorNumber.numeral(point.x) + " " + CalculatorNumber.numeral(point.y) + "\n"
            }
        }
        return text
    }

    private var pointsText: String {
        var text = points.isEmpty ? "" : "\n"
        for point in points {
            let functions = curves.count > 1 ? point.functions.map { " " + String($0) }.joined() : ""
            text += "# " + point.kind.rawValue + functions + " " + CalculatorNumber.numeral(point.x) + " " + CalculatorNumber.numeral(point.y) + "\n"
        }
        return text
    }
}
