import ReckonCore

extension Tool {
    /// `POST /api/decide {"options"?,"seed"?}`: one of the options, or of the executive decision
    /// maker's answers (`Decider`).
    static let decide = Tool("decide", keys: ["options", "seed"]) { input, _ throws(ToolError) in
        let (options, seed) = (try input.texts("options"), try input.text("seed"))
        return try ToolError.ruling { () throws(FieldError) in
            Decider.json(answer: try Decider.answer(options: options, seed: seed))
        }
    }

    /// `GET /api/decide/defaults`: the answers `decide` draws from when given no options, which
    /// the Decider screen starts with and restores.
    static let decideDefaults = Tool("decide/defaults", .get) { _, _ throws(ToolError) in Decider.defaultsJSON }
}
