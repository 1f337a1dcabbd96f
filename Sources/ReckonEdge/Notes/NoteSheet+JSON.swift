import ReckonCore

extension NoteSheet {
    /// `{"lines":[{"line":1,"input":"rent = 1200 EUR","kind":"assignment","name":"rent","value":1200,"unit":"EUR","text":"1,200.00 EUR"},…]}`:
    /// each line with its kind (`text`, `heading`, `expression`, `assignment` with its `name`,
    /// `label` with its `label`, `rate`), and its value (`value`, its `unit` when it has one, and
    /// `text` as the calculator shows the number, then the unit) or its problem
    /// (`"error":{"code","message","position"}`, the position in the line).
    public var json: String {
        var out = JSONWriter()
        out.beginObject()
        out.key("lines")
        out.beginArray()
        for (index, line) in lines.enumerated() {
            out.beginObject()
            out.field("line", integer: index + 1)
            out.field("input", line.input)
            switch line.kind {
            case .text: out.field("kind", "text")
            case .heading: out.field("kind", "heading")
            case .expression: out.field("kind", "expression")
            case .assignment(let name):
                out.field("kind", "assignment")
                out.field("name", name)
            case .label(let label):
                out.field("kind", "label")
                out.field("label", label)
            case .rate: out.field("kind", "rate")
            }
            if let value = line.value {
                out.field("value", value)
                if !line.unit.isEmpty { out.field("unit", line.unit) }
                out.field("text", line.answer)
            }
            if let problem = line.problem {
                out.key("error")
                out.beginObject()
                out.field("code", problem.code.name)
                out.field("message", problem.message)
                if let position = problem.position { out.field("position", integer: position) }
                out.endObject()
            }
            out.endObject()
        }
        out.endArray()
        out.endObject()
        return out.text
    }
}
