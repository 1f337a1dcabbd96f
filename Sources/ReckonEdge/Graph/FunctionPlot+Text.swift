import ReckonCore

extension FunctionPlot {
    /// The terminal's table (`reckon plot`): "x y" a line, a blank line between segments (the
    /// form gnuplot reads).
    public var text: String {
        var text = ""
        for (index, segment) in segments.enumerated() {
            if index > 0 { text += "\n" }
            for point in segment {
                text += CalculatorNumber.numeral(point.x) + " " + CalculatorNumber.numeral(point.y) + "\n"
            }
        }
        return text
    }
}
