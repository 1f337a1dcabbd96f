import ReckonCore

extension FunctionPlot {
    /// The terminal's table (`reckon plot`): "x y" a line, a blank line between segments (the
    /// form gnuplot reads), then the points of interest as comments gnuplot skips
    /// (`# root 3.141592653589793 0`).
    public var text: String {
        var text = ""
        for (index, segment) in segments.enumerated() {
            if index > 0 { text += "\n" }
            for point in segment {
                text += CalculatorNumber.numeral(point.x) + " " + CalculatorNumber.numeral(point.y) + "\n"
            }
        }
        if !points.isEmpty { text += "\n" }
        for point in points {
            text += "# " + point.kind.rawValue + " " + CalculatorNumber.numeral(point.x) + " " + CalculatorNumber.numeral(point.y) + "\n"
        }
        return text
    }
}
