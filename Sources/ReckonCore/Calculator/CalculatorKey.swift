/// A key of the calculator: the iPhone's keypad in portrait and its scientific keys in
/// landscape (iOS 17 and 18), CS193p's variable M and undo, and `num:`, a whole number entered
/// at once (as a pasted number or a reused result is).
public enum CalculatorKey: Equatable, Sendable {
    case digit(Int)
    case point
    /// EE: what follows is the entry's power of ten (`2 EE 3` is 2e3).
    case exponent
    case operation(CalculatorOperation)
    case equals
    case percent
    case changeSign
    /// C while an entry is being typed, AC otherwise.
    case clear
    case function(CalculatorFunction)
    case constant(CalculatorConstant)
    /// `num:VALUE`: a finite number entered whole.
    case number(Double)
    /// Rand: a number drawn uniformly from [0, 1).
    case random
    case openParenthesis, closeParenthesis
    /// mc, m+, m−, mr: the iPhone's memory register, which AC keeps.
    case registerClear, registerAdd, registerSubtract, registerRecall
    /// 2nd: sin cos tan sinh cosh tanh eˣ 10ˣ ln log₁₀ act as sin⁻¹ … tanh⁻¹, yˣ, 2ˣ, logᵧ, log₂
    /// until it is pressed again.
    case second
    /// Rad, Deg: the angle unit from now on.
    case angle(CalculatorAngle)
    /// →M: store the display in M and evaluate the whole entry again with it.
    case storeMemory
    /// M: enter the variable.
    case recallMemory
    case undo
    /// Backspace, or a swipe across the display: the last typed digit.
    case delete

    /// The most keys read at once: far beyond any session by hand, and it bounds the work to
    /// about a second (`Calculator.cost(keyCount:trace:)`).
    public static let maximumKeys = 5_000

    /// Reads space-separated keys (see `init?(name:)`); a token of digits and points types them
    /// in turn, so `12.5 × 2 =` is seven keys.
    public static func sequence(parsing text: String) throws(CalculatorKeyError) -> [CalculatorKey] {
        var keys: [CalculatorKey] = []
        var position = 0
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
            position += 1
            let name = String(token)
            if let key = CalculatorKey(name: name) {
                keys.append(key)
            } else if name.hasPrefix(Self.numberPrefix) {
                keys.append(.number(try Self.number(reading: name, position: position)))
            } else if token.allSatisfy({ ("0"..."9").contains($0) || $0 == "." }) {
                for character in token.unicodeScalars {
                    keys.append(character == "." ? .point : .digit(Int(character.value) - 48))
                }
            } else {
                throw .unknownKey(name, position: position)
            }
            guard keys.count <= maximumKeys else { throw .tooMany }
        }
        guard evaluations(of: keys) <= maximumEvaluations else { throw .tooMuchWork }
        return keys
    }

    /// The most functions the keys may ask to evaluate, counted by `evaluations(of:)`: a
    /// correctly rounded function takes up to 250 µs (Γ; most take 5–60 µs, `CorrectlyRounded`),
    /// so 8,000 are at most 2 s of one core, the direct budget. A session by hand is far below:
    /// 50 functions and 20 →M make 1,050.
    public static let maximumEvaluations = 8_000

    /// At most how many functions (and powers, roots and logarithms: `=` may repeat one) the keys
    /// evaluate: each →M and undo replays the calculation since AC, so every one of them may
    /// evaluate every function again.
    static func evaluations(of keys: [CalculatorKey]) -> Int {
        var functions = 0
        var replays = 0
        for key in keys {
            switch key {
            case .function, .operation(.power), .operation(.reversePower), .operation(.root), .operation(.logarithm), .equals:
                functions += 1
            case .storeMemory, .undo:
                replays += 1
            default:
                break
            }
        }
        return functions * (replays + 1)
    }

    /// The key this one acts as while 2nd is on: sin → sin⁻¹, eˣ → yˣ, 10ˣ → 2ˣ, ln → logᵧ,
    /// log₁₀ → log₂ and so on (the iPhone's second functions); any other key is itself.
    public func second(_ isOn: Bool) -> CalculatorKey {
        guard isOn, case .function(let function) = self else { return self }
        switch function {
        case .sin: return .function(.asin)
        case .cos: return .function(.acos)
        case .tan: return .function(.atan)
        case .sinh: return .function(.asinh)
        case .cosh: return .function(.acosh)
        case .tanh: return .function(.atanh)
        case .exp: return .operation(.reversePower)
        case .exp10: return .function(.exp2)
        case .ln: return .operation(.logarithm)
        case .log10: return .function(.log2)
        default: return self
        }
    }
}

public enum CalculatorConstant: Equatable, Sendable {
    case pi, e

    var value: Double { self == .pi ? Double.pi : 2.718281828459045 }
}
