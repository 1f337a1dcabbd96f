/// Why a bill, tip or party size was refused.
public enum TipError: InputError, Equatable {
    case negativeBill
    case billTooLarge
    case tipNotOffered(Int)
    case partySizeOutOfRange(Int)

    public var field: String {
        switch self {
        case .negativeBill, .billTooLarge: "bill"
        case .tipNotOffered: "tip"
        case .partySizeOutOfRange: "party"
        }
    }

    public var code: ErrorCode { .outOfRange }

    public var message: String {
        switch self {
        case .negativeBill: "must not be negative"
        case .billTooLarge: "must be at most 999999999999.99"
        case .tipNotOffered(let p): "must be 0 to 40 percent in steps of 5, not \(p)"
        case .partySizeOutOfRange(let n): "must be a whole number from 1 to 10, not \(n)"
        }
    }
}
