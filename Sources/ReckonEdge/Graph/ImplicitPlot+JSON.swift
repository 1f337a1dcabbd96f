import ReckonCore

extension ImplicitPlot {
    /// The plot of `equation` over [from, to] × [bottom, top] on `columns` × `rows` cells (default
    /// 100 each), each read as the CLI reads it; `parameters` are the values of its other names.
    public init(
        equation: String, parameters: [(name: String, text: String)] = [],
        from: String, to: String, bottom: String, top: String, columns: String?, rows: String?
    ) throws(FieldError) {
        let (x0, x1) = (try NumberText.finiteDouble(from, field: "from"), try NumberText.finiteDouble(to, field: "to"))
        let (y0, y1) = (try NumberText.finiteDouble(bottom, field: "bottom"), try NumberText.finiteDouble(top, field: "top"))
        let (c, r) = (try Self.side(columns, field: "columns"), try Self.side(rows, field: "rows"))
        let values = try FunctionPlot.values(of: parameters)
        let parsed: Expression
        do {
            parsed = try Expression(parsing: equation)
        } catch {
            throw FieldError(error.code, field: "equation", error.message)
        }
        do {
            try self.init(parsed, parameters: values, xFrom: x0, xTo: x1, yFrom: y0, yTo: y1, columns: c, rows: r)
        } catch {
            // The expression's own errors are the equation field's, as the API names it.
            guard case .expression(let problem) = error else { throw FieldError(error) }
            throw FieldError(problem.code, field: "equation", problem.message)
        }
    }

    /// Cells along a side as the CLI reads them: a whole number from 2 to `maximumSide`, 100 when
    /// not given.
    static func side(_ text: String?, field: String) throws(FieldError) -> Int {
        guard let text else { return 100 }
        return Int(try NumberText.integer(text, field: field, in: 2...Int64(ImplicitPlot.maximumSide)))
    }

    /// `{"segments":[[x0,y0,x1,y1,…],…]}`: each curve a flat list of coordinates.
    public var json: String {
        var out = JSONWriter()
        out.beginObject()
        FunctionPlot.write(segments: segments, to: &out)
        out.endObject()
        return out.text
    }

    /// The terminal's table (`reckon plot EQUATION`): "x y" a line, a blank line between curves.
    public var text: String { FunctionPlot.text(segments) }
}
