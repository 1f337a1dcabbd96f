import ReckonCore

extension Tool {
    /// `GET /api/limits`: the core's limits, which the screens show and check against
    /// (`{"direct":{"seconds":2,"answerBytes":50331648},"calculator":{"maximumKeys":5000,…},…}`):
    /// the direct budget, then each tool's section (`Tool.limits`) by the section's name.
    static let limits = Tool("limits", .get) { _, _ throws(ToolError) in limitsJSON }

    static var limitsJSON: String {
        var sections: [(section: String, [(String, Limit)])] = [
            ("direct", [
                ("seconds", .number(WorkCost.directBudget.seconds)),
                ("answerBytes", .integer(Int64(WorkCost.directBudget.answerBytes))),
            ]),
        ]
        var tools: [(section: String, [(String, Limit)])] = []
        for tool in all {
            if let limits = tool.limits { tools.append(limits) }
        }
        sections += tools.sorted { $0.section < $1.section }
        var out = JSONWriter()
        out.beginObject()
        for (section, limits) in sections {
            out.key(section)
            out.beginObject()
            for (name, limit) in limits {
                out.key(name)
                switch limit {
                case .integer(let value): out.integer(value)
                case .number(let value): out.number(value)
                case .text(let value): out.string(value)
                }
            }
            out.endObject()
        }
        out.endObject()
        return out.text
    }
}
