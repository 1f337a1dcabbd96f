/// Why an estimate was refused: the catalog's own messages where it has them.
public enum CeilingError: InputError, Equatable {
    case unknownPath(String, known: [String])
    case unknownInput(String, known: [String])
    /// A required number without a value: the original's "Please complete the required fields".
    case missing(input: String)
    /// A number outside its range, where the catalog has no alert of its own for it.
    case outOfRange(input: String, message: String)
    case notWhole(input: String)
    /// A rule of the leaf refused the combination, or a number its range, with the catalog's
    /// message (the original's alert).
    case refused(field: String, message: String)
    case areaAndRooms
    case noRooms
    case roomOutOfRange(index: Int)
    case tooManyRooms
    case wasteOutOfRange(Double)
    /// A formula gave no finite number for these inputs.
    case notFinite(component: String)

    public var field: String {
        switch self {
        case .unknownPath: "path"
        case .unknownInput(let name, _): name
        case .missing(let input), .outOfRange(let input, _), .notWhole(let input): input
        case .refused(let field, _): field
        case .areaAndRooms, .noRooms: "area"
        case .roomOutOfRange, .tooManyRooms: "rooms"
        case .wasteOutOfRange: "waste"
        case .notFinite: "formula"
        }
    }

    public var code: ErrorCode {
        switch self {
        case .unknownPath, .unknownInput: .unknownName
        // The original's own alerts: its rules, and "Please complete the required fields".
        case .missing, .noRooms, .refused: .catalogRule
        case .notWhole: .notWhole
        case .areaAndRooms: .conflict
        case .outOfRange, .roomOutOfRange, .wasteOutOfRange: .outOfRange
        case .tooManyRooms: .overLimit
        case .notFinite: .noValue
        }
    }

    public var item: Int? {
        if case .roomOutOfRange(let index) = self { return index }
        return nil
    }

    public var message: String {
        switch self {
        case .unknownPath(let path, let known):
            "no leaf '\(path)' in the catalog; leaves are " + known.joined(separator: ", ")
        case .unknownInput(_, let known):
            "is not an input of this leaf; inputs are " + known.joined(separator: ", ")
        case .missing: "Please complete the required fields"
        case .outOfRange(_, let message): message
        case .notWhole: "must be a whole number"
        case .refused(_, let message): message
        case .areaAndRooms: "give either the area or the rooms, not both"
        case .noRooms: "Please complete the required fields"
        case .roomOutOfRange(let index):
            "room \(index): length and width must be from 0.1 to \(CalculatorNumber.numeral(CeilingEstimate.longestWall)) m"
        case .tooManyRooms: "at most \(CeilingEstimate.maximumRooms) rooms"
        case .wasteOutOfRange: "must be from 0 to \(CalculatorNumber.numeral(CeilingEstimate.maximumWastePercent)) percent"
        case .notFinite(let component): "the formula for \(component) has no finite value for these inputs"
        }
    }
}
