/// Why a quadratic's coefficients were refused.
public enum QuadraticError: InputError, Equatable {
    /// NaN or ±infinity in the named coefficient (`"a"`, `"b"` or `"c"`).
    case notFinite(String)

    public var field: String {
        switch self {
        case .notFinite(let name): name
        }
    }

    public var code: ErrorCode { .notFinite }

    public var message: String {
        switch self {
        case .notFinite: "must be a finite number"
        }
    }
}
