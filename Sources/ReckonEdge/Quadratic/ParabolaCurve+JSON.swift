import ReckonCore

extension ParabolaCurve {
    /// `{"from":0.08578643762690485,"to":2.914213562373095,"points":[[0.08578643762690485,1.7499999999999998],…]}`:
    /// the window and the samples as [x, y] pairs, what the Equation screen draws.
    public var json: String {
        var out = JSONWriter()
        out.beginObject()
        out.field("from", from)
        out.field("to", to)
        out.key("points")
        out.beginArray()
        for i in xs.indices {
            out.beginArray()
            out.number(xs[i])
            out.number(ys[i])
            out.endArray()
        }
        out.endArray()
        out.endObject()
        return out.text
    }

    /// `{"from":null,"to":null,"points":[]}`: a parabola whose roots, vertex or window lie beyond
    /// the doubles, which a screen says it cannot draw.
    public static let undrawableJSON = #"{"from":null,"to":null,"points":[]}"#
}
