import ReckonCore

extension Tool {
    /// `POST /api/ceiling {"path","set"?,"rooms"?,"waste"?}`: the materials for the ceiling at
    /// `path` in the catalog (`CeilingEstimate`).
    static let ceiling = Tool(
        "ceiling", keys: ["path", "set", "rooms", "waste"],
        limits: ("ceiling", [
            ("maximumRooms", .integer(Int64(CeilingEstimate.maximumRooms))),
            ("shortestWall", .number(CeilingEstimate.shortestWall)),
            ("longestWall", .number(CeilingEstimate.longestWall)),
            ("maximumWastePercent", .number(CeilingEstimate.maximumWastePercent)),
        ])
    ) { input, catalog throws(ToolError) in
        let path = try input.requiredText("path")
        let (set, rooms, waste) = (try input.texts("set"), try input.texts("rooms"), try input.text("waste"))
        return try ToolError.ruling { () throws(FieldError) in
            let found: (leaf: CeilingLeaf, titles: [String])
            do throws(CeilingError) {
                found = try catalog.leaf(at: path)
            } catch {
                throw FieldError(error)
            }
            let estimate = try CeilingEstimate(leaf: found.leaf, settings: set, rooms: rooms, waste: waste)
            return estimate.json(path: path, titles: found.titles, disclaimer: catalog.disclaimer)
        }
    }

    /// `ceiling/rooms {"rooms"}` → `{"area","perimeter"}` (`CeilingEstimate.measure`), asked
    /// while the rooms are typed.
    static let ceilingRooms = Tool("ceiling/rooms", keys: ["rooms"]) { input, _ throws(ToolError) in
        let rooms = try input.texts("rooms")
        return try ToolError.ruling { () throws(FieldError) in try CeilingEstimate.roomsJSON(rooms) }
    }

    /// `GET /api/ceiling/catalog`: the catalog as the screens need it.
    static let ceilingCatalog = Tool("ceiling/catalog", .get) { _, catalog throws(ToolError) in catalog.screensJSON }
}
