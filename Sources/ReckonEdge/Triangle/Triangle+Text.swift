import ReckonCore

extension RightTriangle {
    /// The terminal's table (`reckon triangle`): the eight values, one a line, the given two marked.
    public var text: String {
        var out = ""
        for quantity in RightTriangle.Quantity.allCases {
            let name = quantity.name
            var line = name + String(repeating: " ", count: 11 - name.count)
                + self[quantity].numberText
            if quantity == .alpha || quantity == .beta { line += "°" }
            if quantity == given.0 || quantity == given.1 { line += "  (given)" }
            out += line + "\n"
        }
        if mirrorImageFits {
            out += "The given values do not tell a from b: shown with a <= b; swapping a with b "
                + "and alpha with beta fits too.\n"
        }
        return out
    }
}
