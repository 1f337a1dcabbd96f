import ReckonCore

extension RightTriangle {
    /// The triangle as one JSON object, the same for `reckon triangle --json` and the API:
    /// `{"given":["a","b"],"a":3,"b":4,"c":5,"alpha":36.86989764584402,
    /// "beta":53.13010235415598,"area":6,"perimeter":12,"h":2.4,"mirrorImageFits":false}`.
    ///
    /// `mirrorImageFits` is true when the given pair does not tell a from b; the values then
    /// have `a ≤ b`. An area beyond the `Double` range is written as a number literal
    /// (`5e+599`), which JSON allows though some readers round it to infinity or zero.
    public var json: String {
        var writer = JSONWriter()
        writeJSON(into: &writer)
        return writer.text
    }

    public func writeJSON(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("given")
        writer.beginArray()
        writer.string(given.0.name)
        writer.string(given.1.name)
        writer.endArray()
        for quantity in Quantity.allCases {
            writer.key(quantity.name)
            writer.number(self[quantity])
        }
        writer.key("mirrorImageFits")
        writer.bool(mirrorImageFits)
        writer.endObject()
    }

    /// One of the eight values, with the Doubles widened so all eight read alike.
    public subscript(quantity: Quantity) -> WideDouble {
        switch quantity {
        case .a: WideDouble(a)
        case .b: WideDouble(b)
        case .c: WideDouble(c)
        case .alpha: WideDouble(alpha)
        case .beta: WideDouble(beta)
        case .area: area
        case .perimeter: WideDouble(perimeter)
        case .h: WideDouble(h)
        }
    }
}
