import ReckonCore

extension FunctionPlot {
    /// The plot of `expression` in `variable` (by default its own: x, or M for the Calculator's
    /// program) over [from, to] at `points` samples (default 400), each read as the CLI reads
    /// it; `parameters` are the values of its other names; `findingPoints` as the core's.
    public init(
        expression: String, variable: String?, parameters: [(name: String, text: String)] = [],
        from: String, to: String, points: String?, findingPoints: Bool = true
    ) throws(FieldError) {
        try self.init(
            expressions: [expression], variable: variable, parameters: parameters, from: from, to: to, points: points,
            findingPoints: findingPoints, field: "expression")
    }

    /// The plot of several functions, `expressions`, at most `Expression.maximumLength`
    /// characters in all (so that one plot's work is one long expression's).
    public init(
        expressions: [String], variable: String?, parameters: [(name: String, text: String)] = [],
        from: String, to: String, points: String?, findingPoints: Bool = true, field: String = "expressions"
    ) throws(FieldError) {
        let low = try NumberText.finiteDouble(from, field: "from")
        let high = try NumberText.finiteDouble(to, field: "to")
        let count = try points.map { text throws(FieldError) in
            Int(try NumberText.integer(text, field: "points", in: 2...Int64(FunctionPlot.maximumPoints)))
        } ?? 400
        let values = try Self.values(of: parameters)
        let length = expressions.reduce(0) { $0 + $1.unicodeScalars.count }
        if expressions.count > 1, length > Expression.maximumLength {
            throw FieldError(.overLimit, field: field, "must be at most \(Expression.maximumLength) characters in all, not \(length)")
        }
        var parsed: [Expression] = []
        for (index, expression) in expressions.enumerated() {
            let named = { (message: String) in expressions.count > 1 ? "function \(index + 1): " + message : message }
            let item = expressions.count > 1 ? index + 1 : nil
            do {
                parsed.append(try Expression(parsing: expression))
            } catch {
                guard expressions.count > 1 else { throw FieldError(error) }
                throw FieldError(error.code, field: field, named(error.message), item: item)
            }
            // Its curves are not a function's samples: plot/implicit draws them.
            if parsed[index].isImplicitEquation {
                throw FieldError(.impossible, field: field, named("is an equation in x and y: draw it alone (plot/implicit)"), item: item)
            }
        }
        do {
            try self.init(
                parsed, variable: variable, parameters: values, from: low, to: high, points: count, findingPoints: findingPoints)
        } catch {
            throw FieldError(error)
        }
    }

    /// The sliders' values: names of variables, finite numbers, at most `maximumParameters`.
    static func values(of parameters: [(name: String, text: String)]) throws(FieldError) -> [String: Double] {
        guard parameters.count <= FunctionPlot.maximumParameters else {
            throw FieldError(FunctionPlotError.parametersOutOfRange(parameters.count))
        }
        var values: [String: Double] = [:]
        for (name, text) in parameters {
            guard Expression.isName(name), MathFunction(name: name) == nil else {
                throw FieldError(.syntax, field: "parameters", "'\(name)' is not a variable's name")
            }
            do {
                values[name] = try NumberText.finiteDouble(text, field: "parameters")
            } catch {
                throw FieldError(error.code, field: "parameters", "\(name): " + error.message)
            }
        }
        return values
    }

    /// `{"curves":[{"segments":[…]},…],"points":[…]}`: several functions' plot, each curve's
    /// polylines as `json` gives one's.
    public var curvesJSON: String {
        var out = JSONWriter()
        out.beginObject()
        out.key("curves")
        out.beginArray()
        for curve in curves {
            out.beginObject()
            Self.write(segments: curve, to: &out)
            out.endObject()
        }
        out.endArray()
        Self.write(points: points, to: &out)
        out.endObject()
        return out.text
    }

    static func write(segments: [[Point]], to out: inout JSONWriter) {
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
    }

    private static func write(points: [GraphPoints.Point], to out: inout JSONWriter) {
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
    }

    /// `{"segments":[[x0,y0,x1,y1,…],…],"points":[{"kind","x","y","functions"},…]}`: each
    /// polyline as a flat list of coordinates, then the points of interest.
    public var json: String {
        var out = JSONWriter()
        out.beginObject()
        Self.write(segments: segments, to: &out)
        Self.write(points: points, to: &out)
        out.endObject()
        return out.text
    }
}
