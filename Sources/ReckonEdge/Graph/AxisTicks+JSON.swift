import ReckonCore

extension AxisTicks {
    /// The ticks of [from, to] at least `spacing` apart, with `perCharacter` (default 0) the
    /// width of a label's character, each number read as the CLI reads it.
    public init(from: String, to: String, spacing: String, perCharacter: String?) throws(FieldError) {
        let low = try NumberText.finiteDouble(from, field: "from")
        let high = try NumberText.finiteDouble(to, field: "to")
        let least = try NumberText.finiteDouble(spacing, field: "spacing")
        let width = try perCharacter.map { text throws(FieldError) in
            try NumberText.finiteDouble(text, field: "perCharacter")
        } ?? 0
        do {
            try self.init(from: low, to: high, spacing: least, perCharacter: width)
        } catch {
            throw FieldError(error)
        }
    }

    /// `{"step":0.5,"finer":0.2,"ticks":[{"value":-1.5,"label":"-1.5"},…]}`.
    public var json: String {
        var out = JSONWriter()
        out.beginObject()
        out.field("step", step)
        out.field("finer", finer)
        out.key("ticks")
        out.beginArray()
        for tick in ticks {
            out.beginObject()
            out.field("value", tick.value)
            out.field("label", tick.label)
            out.endObject()
        }
        out.endArray()
        out.endObject()
        return out.text
    }
}
