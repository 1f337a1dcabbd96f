import ReckonCore

extension Tool {
    /// `POST /api/plot {"expression"|"expressions","from","to","points"?,"variable"?,"parameters"?,
    /// "pointsOfInterest"?}`: the function's samples (`FunctionPlot`), or with `expressions` each
    /// function's (at most 1,000 characters in all, so the work is one long expression's), with
    /// `parameters` the sliders' values; `"pointsOfInterest": false` leaves the points out. 4,000
    /// points take about a second (`FunctionPlot.cost`).
    static let plot = Tool(
        "plot", keys: ["expression", "expressions", "from", "to", "points", "variable", "parameters", "pointsOfInterest"], price: .atMost(seconds: 1),
        limits: ("plot", [
            ("maximumPoints", .integer(Int64(FunctionPlot.maximumPoints))),
            ("maximumFunctions", .integer(Int64(FunctionPlot.maximumFunctions))),
            ("maximumParameters", .integer(Int64(FunctionPlot.maximumParameters))),
        ])
    ) { input, _ throws(ToolError) in
        let expression = try input.text("expression")
        let expressions = try input.texts("expressions")
        let variable = try input.text("variable")
        let parameters = try input.namedTexts("parameters")
        let findingPoints = input.has("pointsOfInterest") ? try input.flag("pointsOfInterest") : true
        let (from, to, points) = (try input.requiredText("from"), try input.requiredText("to"), try input.text("points"))
        switch (expression, input.has("expressions")) {
        case (nil, false): throw .badRequest(.missing, field: "expression", "must be given")
        case (_?, true): throw .badRequest(.conflict, field: "expressions", "goes without expression")
        case (let expression?, false):
            return try ToolError.ruling { () throws(FieldError) in
                try FunctionPlot(
                    expression: expression, variable: variable, parameters: parameters, from: from, to: to, points: points,
                    findingPoints: findingPoints
                ).json
            }
        case (nil, true):
            return try ToolError.ruling { () throws(FieldError) in
                try FunctionPlot(
                    expressions: expressions, variable: variable, parameters: parameters, from: from, to: to, points: points,
                    findingPoints: findingPoints
                ).curvesJSON
            }
        }
    }

    /// `plot/variable {"expression"}` → `{"variable":"x"|"M","kind":"function"|"equation",
    /// "parameters":[…]}`: the variable the Graph plots the expression against, whether it is an
    /// equation in x and y drawn as an implicit curve (`plot/implicit`), and the other names it
    /// gives sliders, asked while it is typed.
    static let plotVariable = Tool("plot/variable", keys: ["expression"]) { input, _ throws(ToolError) in
        let expression = try input.requiredText("expression")
        return try ToolError.ruling { () throws(FieldError) in
            let parsed: Expression
            do throws(ExpressionError) {
                parsed = try Expression(parsing: expression)
            } catch {
                throw FieldError(error)
            }
            var out = JSONWriter()
            out.beginObject()
            out.field("variable", parsed.graphVariable)
            out.field("kind", parsed.isImplicitEquation ? "equation" : "function")
            out.key("parameters")
            out.beginArray()
            for name in parsed.graphParameters { out.string(name) }
            out.endArray()
            out.endObject()
            return out.text
        }
    }

    /// `plot/ticks {"from","to","spacing","perCharacter"?}`: an axis's round ticks and their
    /// labels (`AxisTicks`), which every drawing of the screens places.
    static let plotTicks = Tool(
        "plot/ticks", keys: ["from", "to", "spacing", "perCharacter"],
        limits: ("ticks", [("maximumTicks", .integer(Int64(AxisTicks.maximumTicks)))])
    ) { input, _ throws(ToolError) in
        let (from, to, spacing) = (try input.requiredText("from"), try input.requiredText("to"), try input.requiredText("spacing"))
        let perCharacter = try input.text("perCharacter")
        return try ToolError.ruling { () throws(FieldError) in
            try AxisTicks(from: from, to: to, spacing: spacing, perCharacter: perCharacter).json
        }
    }
}
