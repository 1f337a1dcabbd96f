import ReckonCore

extension FunctionPlot {
    /// The plot of `expression` in `variable` (default `x`) over [from, to] at `points` samples
    /// (default 400), each read as the CLI reads it.
    public init(
        expression: String, variable: String?, from: String, to: String, points: String?
    ) throws(FieldError) {
        let low = try NumberText.finiteDouble(from, field: "from")
        let high = try NumberText.finiteDouble(to, field: "to")
        let count = try points.map { text throws(FieldError) in
            Int(try NumberText.integer(text, field: "points", in: 2...Int64(FunctionPlot.maximumPoints)))
        } ?? 400
        let parsed: Expression
        do {
            parsed = try Expression(parsing: expression)
        } catch {
            throw FieldError(error)
        }
        do {
            try self.init(parsed, variable: variable ?? "x", from: low, to: high, points: count)
        } catch {
            throw FieldError(error)
        }
    }

    /// `{"segments":[[x0,y0,x1,y1,…],…],"points":[{"kind","x","y","functions"},…]}`: each
    /// polyline as a flat list of coordinates, then the points of interest.
    public var json: String {
        var out = JSONWriter()
        out.beginObject()
        out.key("segments")
        out.beginArray()
        for segment in segments {
            out.beginArray()
            for point in segment {
                out.number(point.x)
                out.number(point.y)
            }
            out.endArray()
        }
        out.endArray()
        out.key("points")
        out.beginArray()
        for point in points {
            out.beginObject()
            out.field("kind", point.kind.rawValue)
            out.field("x", point.x)
            out.field("y", point.y)
            out.key("functions")
            out.beginArray()
            for function in point.functions { out.integer(function) }
            out.endArray()
            out.endObject()
        }
        out.endArray()
        out.endObject()
        return out.text
    }
}
