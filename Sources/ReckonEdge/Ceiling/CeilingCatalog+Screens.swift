import ReckonCore

extension CeilingCatalog {
    /// The tree as the web app's screens walk it, templates resolved:
    /// `{"name","disclaimer","lines":[{"id","title","subtitle","menus":[…],"leaves":[{"id","title",
    /// "subtitle","inputs":[{"name","label","type":"number","unit","min","max","whole","required",
    /// "default"}|{"name","label","type":"switch","default"}],"corrections":[{"component","original","reason"}]}]}]}`.
    public var screensJSON: String {
        var out = JSONWriter()
        out.beginObject()
        out.field("name", name)
        out.field("disclaimer", disclaimer)
        out.key("lines")
        out.beginArray()
        for line in lines { Self.write(line, to: &out) }
        out.endArray()
        out.endObject()
        return out.text
    }

    // One field after another, as each JSON writer is: lines of the same shape, each its own field.
    private static func write(_ menu: CeilingMenu, to out: inout JSONWriter) {
        out.beginObject()
        out.field("id", menu.id)
        out.field("title", menu.title)
        out.field("subtitle", menu.subtitle)
        out.key("menus")
        out.beginArray()
        for child in menu.menus { write(child, to: &out) }
        out.endArray()
        out.key("leaves")
        out.beginArray()
        for leaf in menu.leaves {
            out.beginObject()
            out.field("id", leaf.id)
            out.field("title", leaf.title)
            out.field("subtitle", leaf.subtitle)
            out.key("inputs")
            out.beginArray()
            for input in leaf.inputs {
                out.beginObject()
                out.field("name", input.name)
                out.field("label", input.label)
                switch input.kind {
                case .number(let unit, let minimum, let maximum, let whole, let required, let defaultValue):
                    out.field("type", "number")
                    out.field("unit", unit)
                    out.field("min", minimum)
                    out.field("max", maximum)
                    out.key("whole")
                    out.bool(whole)
                    out.key("required")
                    out.bool(required)
                    out.key("default")
                    if let defaultValue { out.number(defaultValue) } else { out.null() }
                case .toggle(let defaultOn):
                    out.field("type", "switch")
                    out.key("default")
                    out.bool(defaultOn)
                }
                out.endObject()
            }
            out.endArray()
            out.key("corrections")
            out.beginArray()
            for correction in leaf.corrections {
                out.beginObject()
                out.field("component", correction.component)
                out.field("original", correction.original)
                out.field("reason", correction.reason)
                out.endObject()
            }
            out.endArray()
            out.endObject()
        }
        out.endArray()
        out.endObject()
    }
}
