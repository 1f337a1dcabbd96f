/// Why a range of whole numbers cannot be searched for primes.
public enum PrimeRangeError: InputError, Equatable {
    /// The range's low end lies above its high end (the range is inclusive, so `lo == hi` is fine).
    case loAboveHi(lo: UInt64, hi: UInt64)

    public var field: String {
        switch self {
        case .loAboveHi: "lo"
        }
    }

    public var code: ErrorCode { .outOfRange }

    public var message: String {
        switch self {
        case let .loAboveHi(lo, hi): "must be at most hi (\(hi)), not \(lo)"
        }
    }
}
