/// What a quantity measures: a power of each base dimension (`speed` is length¹·time⁻¹).
///
/// Ten bases, each an `Int8` field rather than an array's element, because dimensions are
/// copied and compared at every operation on quantities. Beyond the SI's seven:
/// - **information** (bits), so that a byte is 8 bits and `MB/s` is a data rate, not a frequency;
/// - **angle**, so that `rad` and `deg` convert while `Hz` stays 1/s: an angle is not a plain
///   number here (`1 rad` does not equal 1);
/// - **currency**, one base for every currency: each currency's scale is a rate the user gives
///   relative to a reference currency (`UnitCatalog.settingRate`), so money converts like any
///   other unit and `EUR/h` is a rate of pay.
///
/// Exponents stay within ±`maximumExponent`; the operations that could leave that range
/// (`UnitDimension.multiplied`, `raised`) return nil there, and the callers turn it into an error.
public struct UnitDimension: Equatable, Sendable {
    public var length: Int8 = 0
    public var mass: Int8 = 0
    public var time: Int8 = 0
    public var current: Int8 = 0
    public var temperature: Int8 = 0
    public var amount: Int8 = 0
    public var luminousIntensity: Int8 = 0
    public var information: Int8 = 0
    public var angle: Int8 = 0
    public var currency: Int8 = 0

    /// The largest power of a base a unit may carry (`m^60`), well inside `Int8`.
    public static let maximumExponent: Int8 = 60

    /// A plain number's dimension.
    public static let none = UnitDimension()

    public init() {}

    /// The dimension of one base to the first power; `base` counts in the order of the fields
    /// (0 length … 9 currency).
    init(base: Int) {
        self.init()
        self[base] = 1
    }

    static let baseCount = 10

    /// The bases' names, in the fields' order, as messages print them.
    static let baseNames = [
        "length", "mass", "time", "current", "temperature", "amount", "luminous intensity",
        "information", "angle", "currency",
    ]

    /// The exponent of base `i` (the fields' order), so the operations loop over bases.
    subscript(i: Int) -> Int8 {
        get {
            switch i {
            case 0: length
            case 1: mass
            case 2: time
            case 3: current
            case 4: temperature
            case 5: amount
            case 6: luminousIntensity
            case 7: information
            case 8: angle
            default: currency
            }
        }
        set {
            switch i {
            case 0: length = newValue
            case 1: mass = newValue
            case 2: time = newValue
            case 3: current = newValue
            case 4: temperature = newValue
            case 5: amount = newValue
            case 6: luminousIntensity = newValue
            case 7: information = newValue
            case 8: angle = newValue
            default: currency = newValue
            }
        }
    }

    public var isNone: Bool { self == .none }

    /// The product's dimension (exponents add), nil when one would pass ±`maximumExponent`.
    public func multiplied(by other: UnitDimension, power: Int8 = 1) -> UnitDimension? {
        var result = self
        for i in 0..<Self.baseCount {
            let sum = Int(self[i]) + Int(other[i]) * Int(power)
            guard abs(sum) <= Int(Self.maximumExponent) else { return nil }
            result[i] = Int8(sum)
        }
        return result
    }

    /// The dimension to the power `n` (exponents multiply), nil when one would pass
    /// ±`maximumExponent`.
    public func raised(to n: Int) -> UnitDimension? {
        guard abs(n) <= Int(Self.maximumExponent) else { return isNone ? self : nil }
        return UnitDimension.none.multiplied(by: self, power: Int8(n))
    }

    /// The reciprocal's dimension: every exponent negated.
    public var reciprocal: UnitDimension {
        var result = self
        for i in 0..<Self.baseCount { result[i] = -self[i] }
        return result
    }
}
