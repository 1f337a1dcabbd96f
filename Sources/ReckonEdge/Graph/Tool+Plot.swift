import ReckonCore

extension Tool {
    /// `POST /api/plot {"expression","from","to","points"?,"variable"?}`: the function's samples
    /// (`FunctionPlot`). 4,000 points take about a second (`FunctionPlot.cost`).
    static let plot = Tool(
        "plot", keys: ["expression", "from", "to", "points", "variable"], price: .atMost(seconds: 1),
        limits: ("plot", [("maximumPoints", .integer(Int64(FunctionPlot.maximumPoints)))])
    ) { input, _ throws(ToolError) in
        let expression = try input.requiredText("expression")
        let variable = try input.text("variable")
        let (from, to, points) = (try input.requiredText("from"), try input.requiredText("to"), try input.text("points"))
        return try ToolError.ruling { () throws(FieldError) in
            try FunctionPlot(expression: expression, variable: variable, from: from, to: to, points: points).json
        }
    }

    /// `plot/variable {"expression"}` → `{"variable":"x"|"M"}`: the variable the Graph plots the
    /// expression against, asked while it is typed.
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
