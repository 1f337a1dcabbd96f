import ReckonCore

extension Quadratic {
    /// `{"kind":"two-real","roots":[{"re":1,"im":0},{"re":2,"im":0}],"discriminant":1,
    /// "vertex":{"x":1.5,"y":-0.25},"yIntercept":2,"exact":"x = 1 or x = 2","equation":"x² − 3x + 2 = 0"}`
    ///
    /// `kind` is one of `two-real`, `double`, `complex`, `linear`, `all-x`, `none`; `roots` holds
    /// each distinct root once, sorted by `re` then `im`; `discriminant` and `vertex` are `null`
    /// when a = 0 and `exact` when the coefficients have more than 6 decimals. Numbers outside
    /// the `Double` range (the discriminant of 3e300·x² … is about 9e600) are written as strings
    /// holding their decimal, see `JSONWriter.number(_: WideDouble)`. `equation` is `equationText`.
    public var json: String {
        let solution = self.solution
        let (kind, roots, discriminant, vertex, yIntercept, exact) =
            (solution.kind, solution.roots, solution.discriminant, solution.vertex, solution.yIntercept, solution.exact)
        var out = JSONWriter()
        out.beginObject()
        out.field("kind", kind.name)
        out.key("roots")
        out.beginArray()
        for root in roots {
            out.beginObject()
            out.key("re"); out.number(root.real)
            out.key("im"); out.number(root.imaginary)
            out.endObject()
        }
        out.endArray()
        out.key("discriminant")
        if let discriminant { out.number(discriminant) } else { out.null() }
        out.key("vertex")
        if let vertex {
            out.beginObject()
            out.key("x"); out.number(vertex.x)
            out.key("y"); out.number(vertex.y)
            out.endObject()
        } else {
            out.null()
        }
        out.field("yIntercept", yIntercept)
        out.key("exact")
        if let exact { out.string(exact) } else { out.null() }
        out.field("equation", equationText)
        out.endObject()
        return out.text
    }
}
