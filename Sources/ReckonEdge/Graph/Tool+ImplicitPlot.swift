import ReckonCore

extension Tool {
    /// `POST /api/plot/implicit {"equation","from","to","bottom","top","columns"?,"rows"?,"parameters"?}`:
    /// the curves of an equation in x and y (`ImplicitPlot`) over a rectangle, priced by its cells
    /// and its expression's size (`ImplicitPlot.cost`).
    static let plotImplicit = Tool(
        "plot/implicit", keys: ["equation", "from", "to", "bottom", "top", "columns", "rows", "parameters"],
        price: .perRequest { input throws(ToolError) in
            let equation = try input.requiredText("equation")
            // Read as the plot reads them; a size it refuses is priced at the largest.
            let side = { (field: String) throws(ToolError) -> Int in
                let text = try input.text(field)
                return (try? ImplicitPlot.side(text, field: field)) ?? ImplicitPlot.maximumSide
            }
            let nodes = (try? Expression(parsing: equation))?.nodeCount ?? 1
            return ImplicitPlot.cost(columns: try side("columns"), rows: try side("rows"), nodes: nodes)
        },
        limits: ("implicit", [
            ("maximumCells", .integer(Int64(ImplicitPlot.maximumCells))),
            ("maximumSide", .integer(Int64(ImplicitPlot.maximumSide))),
        ])
    ) { input, _ throws(ToolError) in
        let equation = try input.requiredText("equation")
        let (from, to) = (try input.requiredText("from"), try input.requiredText("to"))
        let (bottom, top) = (try input.requiredText("bottom"), try input.requiredText("top"))
        let (columns, rows) = (try input.text("columns"), try input.text("rows"))
        let parameters = try input.namedTexts("parameters")
        return try ToolError.ruling { () throws(FieldError) in
            try ImplicitPlot(
                equation: equation, parameters: parameters, from: from, to: to, bottom: bottom, top: top,
                columns: columns, rows: rows
            ).json
        }
    }
}
