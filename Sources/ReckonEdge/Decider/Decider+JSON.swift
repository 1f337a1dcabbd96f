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

    /// `{"options":["Yes","No","Maybe","Definitely","Not a chance","Ask again later"]}`
    public static var defaultsJSON: String {
        var out = JSONWriter()
        out.beginObject()
        out.key("options")
        out.beginArray()
        for option in executiveAnswers { out.string(option) }
        out.endArray()
        out.endObject()
        return out.text
    }
}
