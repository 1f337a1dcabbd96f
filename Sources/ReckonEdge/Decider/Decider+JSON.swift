import ReckonCore

extension Decider {
    /// `{"answer":"Maybe"}`
    public static func json(answer: String) -> String {
        var out = JSONWriter()
        out.beginObject()
        out.field("answer", answer)
        out.endObject()
        return out.text
    }
}
