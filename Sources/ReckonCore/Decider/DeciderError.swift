/// Why a list of options was refused.
public enum DeciderError: InputError, Equatable {
    case noOptions
    case blankOption(position: Int)

    public var field: String { "options" }

    public var code: ErrorCode { .missing }

    public var item: Int? {
        if case .blankOption(let position) = self { return position }
        return nil
    }

    public var message: String {
        switch self {
        case .noOptions: "must list at least one option"
        case .blankOption(let position): "option \(position) is blank"
        }
    }
}
