/// The materials for one job: every component of a leaf with its quantity in whole pieces.
///
/// Quantities are rounded up (a job short of parts is worse than one spare), allowing 1e-9 for
/// floating point so 23 × 1.0 stays 23. Waste adds a percentage before rounding; both totals are
/// kept. Rooms (length × width, metres) may replace the bare area: the area is their sum and the
/// perimeter (the sum of each room's, shared walls counted twice) is there for the formulas
/// (the wall angle follows it). Components whose quantity is 0 are left out.
public struct CeilingEstimate: Sendable {
    public static let maximumRooms = 100
    /// The longest wall of a room, in metres.
    public static let longestWall = 1000.0
    /// The shortest wall of a room, in metres.
    public static let shortestWall = 0.1
    public static let maximumWastePercent = 50.0

    public struct Room: Sendable, Equatable {
        public let length: Double
        public let width: Double

        public init(length: Double, width: Double) {
            self.length = length
            self.width = width
        }
    }

    public struct Line: Sendable, Equatable {
        public let name: String
        public let quantity: Int64
        public let withWaste: Int64
        public let pack: Int?
        /// Packs to order (with waste), where the catalog gives a pack size.
        public let packs: Int64?
        public let unverified: String?
    }

    public let area: Double
    /// Known only from rooms.
    public let perimeter: Double?
    public let rooms: [Room]
    public let wastePercent: Double
    /// Every input as used (defaults filled in), in the leaf's order.
    public let values: [(input: CeilingInput, value: Double)]
    public let lines: [Line]

    /// `given` maps input names to numbers (a switch is 1 or 0).
    public init(
        leaf: CeilingLeaf, given: [String: Double], rooms: [Room] = [], wastePercent: Double = 0
    ) throws(CeilingError) {
        let names = leaf.inputs.map { $0.name }
        for name in given.keys.sorted() where !names.contains(name) {
            throw .unknownInput(name, known: names)
        }
        guard wastePercent >= 0, wastePercent <= Self.maximumWastePercent else { throw .wasteOutOfRange(wastePercent) }
        var roomArea: Double? = nil
        var perimeter: Double? = nil
        if !rooms.isEmpty {
            guard given["area"] == nil else { throw .areaAndRooms }
            let measured = try Self.measure(rooms)
            roomArea = measured.area
            perimeter = measured.perimeter
        }

        var variables: [String: Double] = ["perimeter": perimeter ?? 0]
        var values: [(input: CeilingInput, value: Double)] = []
        for input in leaf.inputs {
            let value: Double
            switch input.kind {
            case .number(_, let minimum, let maximum, let whole, let required, let defaultValue):
                guard let given = given[input.name] ?? (input.name == "area" ? roomArea : nil) ?? defaultValue else {
                    if required { throw .missing(input: input.name) }
                    values.append((input, 0))
                    variables[CeilingLeaf.variable(for: input.name)] = 0
                    continue
                }
                guard given >= minimum, given <= maximum else {
                    // The catalog's own alert, where it has one, is one of its checks, like its rules.
                    if let alert = input.rangeMessage { throw .refused(field: input.name, message: alert) }
                    throw .outOfRange(input: input.name, message:
                        "must be from \(Self.text(minimum)) to \(Self.text(maximum)), not \(Self.text(given))")
                }
                guard !whole || given == given.rounded() else { throw .notWhole(input: input.name) }
                value = given
            case .toggle(let defaultOn):
                value = (given[input.name] ?? (defaultOn ? 1 : 0)) != 0 ? 1 : 0
            }
            values.append((input, value))
            variables[CeilingLeaf.variable(for: input.name)] = value
        }
        for (name, formula) in leaf.definitions {
            let value = (try? formula.value(variables)) ?? .nan
            guard value.isFinite else { throw .notFinite(component: name) }
            variables[name] = value
        }
        for rule in leaf.rules {
            // A rule with no finite value for these inputs (a division by zero in it) cannot vouch
            // for them: it refuses, as it did when its infinity compared as not 0.
            let verdict = (try? rule.refuse.value(variables)) ?? 1
            if verdict != 0 { throw .refused(field: rule.field, message: rule.message) }
        }
        var lines: [Line] = []
        for component in leaf.components {
            let raw = (try? component.formula.value(variables)) ?? .nan
            guard raw.isFinite, raw < 1e15 else { throw .notFinite(component: component.name) }
            let quantity = Self.wholePieces(raw)
            guard quantity > 0 else { continue }
            let withWaste = Self.wholePieces(raw * (1 + wastePercent / 100))
            let packs = component.pack.map { (withWaste + Int64($0) - 1) / Int64($0) }
            lines.append(Line(name: component.name, quantity: quantity, withWaste: withWaste,
                              pack: component.pack, packs: packs, unverified: component.unverified))
        }
        self.area = variables["area"] ?? roomArea ?? 0
        self.perimeter = perimeter
        self.rooms = rooms
        self.wastePercent = wastePercent
        self.values = values
        self.lines = lines
    }

    /// The rooms' area (the sum of length × width) and perimeter (the sum of each room's, shared
    /// walls counted twice), after checking each side (0.1 to `longestWall` metres) and the
    /// number of rooms. A screen shows the area as the rooms are typed from this.
    public static func measure(_ rooms: [Room]) throws(CeilingError) -> (area: Double, perimeter: Double) {
        guard rooms.count <= maximumRooms else { throw .tooManyRooms }
        var area = 0.0
        var walls = 0.0
        for (index, room) in rooms.enumerated() {
            let sides = shortestWall...longestWall
            guard sides.contains(room.length), sides.contains(room.width) else { throw .roomOutOfRange(index: index + 1) }
            area += room.length * room.width
            walls += 2 * (room.length + room.width)
        }
        return (area, walls)
    }

    /// Rounded up to whole pieces, forgiving the last bits of floating point (23.000000000000004 is 23).
    public static func wholePieces(_ quantity: Double) -> Int64 {
        guard quantity > 0 else { return 0 }
        return Int64((quantity - 1e-9 * Swift.max(1, quantity)).rounded(.up))
    }

    static func text(_ value: Double) -> String { CalculatorNumber.numeral(value) }
}
