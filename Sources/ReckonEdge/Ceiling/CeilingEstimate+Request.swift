import ReckonCore

extension CeilingEstimate {
    /// An estimate from text as typed: `name=value` settings (numbers as `NumberText` reads them;
    /// switches yes/no, true/false, on/off or 1/0), rooms as `LENGTHxWIDTH` in metres (`5x4`,
    /// `3.2 x 2.5`), and a waste percentage.
    public init(leaf: CeilingLeaf, settings: [String], rooms: [String], waste: String?) throws(FieldError) {
        var given: [String: Double] = [:]
        for typed in settings {
            let (name, text) = try setting(typed, example: "area=100")
            switch leaf.inputs.first(where: { $0.name == name })?.kind {
            case .toggle:
                switch text.asciiLowercased {
                case "yes", "true", "on", "1": given[name] = 1
                case "no", "false", "off", "0": given[name] = 0
                default: throw FieldError(.notANumber, field: name, "must be yes or no, not '\(text)'")
                }
            case .number:
                // An empty field is a value not given: the catalog's defaults and required rule apply.
                if !text.isEmpty { given[name] = try NumberText.finiteDouble(text, field: name) }
            case nil:
                throw FieldError(CeilingError.unknownInput(name, known: leaf.inputs.map { $0.name }))
            }
        }
        let parsedRooms = try Self.rooms(reading: rooms)
        let percent = try waste.map { text throws(FieldError) in try NumberText.finiteDouble(text, field: "waste") } ?? 0
        do {
            try self.init(leaf: leaf, given: given, rooms: parsedRooms, wastePercent: percent)
        } catch {
            throw FieldError(error)
        }
    }

    /// Rooms as typed, `LENGTHxWIDTH` in metres (`5x4`, `3.2 x 2.5`).
    public static func rooms(reading rooms: [String]) throws(FieldError) -> [Room] {
        var parsed: [Room] = []
        for (index, room) in rooms.enumerated() {
            // Empty sides count: "3xx4" is not 3 × 4, nor "5x" a room.
            let sides = room.asciiLowercased.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "×" })
            guard sides.count == 2, !sides.contains(where: { side in side.unicodeScalars.allSatisfy { $0.isWhiteSpace } }) else {
                throw FieldError(
                    .notANumber, field: "rooms", "room \(index + 1): write length x width in metres, like 5x4, not '\(room)'",
                    item: index + 1)
            }
            parsed.append(Room(length: try NumberText.finiteDouble(String(sides[0]), field: "rooms"),
                               width: try NumberText.finiteDouble(String(sides[1]), field: "rooms")))
        }
        return parsed
    }

    /// `{"area":20,"perimeter":18}` for rooms as typed (`["5x4"]`): what the ceiling screen shows
    /// in its Area field while rooms are typed.
    public static func roomsJSON(_ rooms: [String]) throws(FieldError) -> String {
        let parsed = try Self.rooms(reading: rooms)
        let measured: (area: Double, perimeter: Double)
        do throws(CeilingError) {
            measured = try measure(parsed)
        } catch {
            throw FieldError(error)
        }
        var out = JSONWriter()
        out.beginObject()
        out.field("area", measured.area)
        out.field("perimeter", measured.perimeter)
        out.endObject()
        return out.text
    }
}
