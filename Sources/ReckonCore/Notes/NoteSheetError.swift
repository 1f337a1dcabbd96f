/// Why a note was refused as a whole (a line's own problem is its `NoteProblem`).
public enum NoteSheetError: InputError, Equatable {
    case tooManyLines(Int)
    case tooManyCharacters(Int)

    public var field: String { "text" }

    public var code: ErrorCode { .overLimit }

    public var message: String {
        switch self {
        case .tooManyLines(let count): "must be at most \(NoteSheet.maximumLines) lines, not \(count)"
        case .tooManyCharacters(let count): "must be at most \(NoteSheet.maximumCharacters) characters, not \(count)"
        }
    }
}
