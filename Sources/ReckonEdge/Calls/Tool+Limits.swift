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
        // By the section's name, inserted in place: a generic sort would add its code to the
        // module every page loads, for eight sections.
        for tool in all {
            guard let limits = tool.limits else { continue }
            var at = sections.count
            while at > 1, limits.section < sections[at - 1].section { at -= 1 }
            sections.insert(limits, at: at)
        }
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
