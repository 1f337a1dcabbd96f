import ReckonCore

extension Tool {
    /// `POST /api/eval {"expression","set"?}`: the expression's value, with its unit if it has
    /// one (`Expression.quantity`).
    static let eval = Tool(
        "eval", keys: ["expression", "set"],
        limits: ("expression", [("maximumLength", .integer(Int64(Expression.maximumLength)))])
    ) { input, _ throws(ToolError) in
        let (expression, set) = (try input.requiredText("expression"), try input.texts("set"))
        return try ToolError.ruling { () throws(FieldError) in
            Expression.json(try Expression.evaluate(expression, setting: set))
        }
    }
}
