import ReckonCore

extension CeilingEstimate {
    /// `{"path","title":["KWIKLOC One Way","24mm T Bar","1350x450"],"inputs":{"area":100,"c-spline":true,…},
    /// "area","perimeter","rooms":[{"length","width"}],"wastePercent","components":[{"name","quantity"
    /// (,"withWaste")(,"pack","packs")(,"unverified")}],"disclaimer"}`
    public func json(path: String, titles: [String], disclaimer: String) -> String {
        var out = JSONWriter()
        out.beginObject()
        out.field("path", path)
        out.key("title")
        out.beginArray()
        for title in titles { out.string(title) }
        out.endArray()
        out.key("inputs")
        out.beginObject()
        for (input, value) in values {
            out.key(input.name)
            if case .toggle = input.kind { out.bool(value != 0) } else { out.number(value) }
        }
        out.endObject()
        out.field("area", area)
        out.key("perimeter")
        if let perimeter { out.number(perimeter) } else { out.null() }
        out.key("rooms")
        out.beginArray()
        for room in rooms {
            out.beginObject()
            out.field("length", room.length)
            out.field("width", room.width)
            out.endObject()
        }
        out.endArray()
        out.field("wastePercent", wastePercent)
        out.key("components")
        out.beginArray()
        for line in lines {
            out.beginObject()
            out.field("name", line.name)
            out.field("quantity", integer: line.quantity)
            if wastePercent > 0 { out.field("withWaste", integer: line.withWaste) }
            if let pack = line.pack, let packs = line.packs {
                out.field("pack", integer: pack)
                out.field("packs", integer: packs)
            }
            if let unverified = line.unverified { out.field("unverified", unverified) }
            out.endObject()
        }
        out.endArray()
        out.field("disclaimer", disclaimer)
        out.endObject()
        return out.text
    }
}
