/// A key of the calculator: the iPhone's portrait keypad, its landscape scientific keys and
/// CS193p's memory and undo.
public enum CalculatorKey: Equatable, Sendable {
    case digit(Int)
    case point
    case operation(CalculatorOperation)
    case equals
    case percent
    case changeSign
    /// C while an entry is being typed, AC otherwise.
    case clear
    case function(CalculatorFunction)
    case constant(CalculatorConstant)
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
            if let key = CalculatorKey(name: String(token)) {
                keys.append(key)
            } else if token.allSatisfy({ ("0"..."9").contains($0) || $0 == "." }) {
                for character in token.unicodeScalars {
                    keys.append(character == "." ? .point : .digit(Int(character.value) - 48))
                }
            } else {
                throw .unknownKey(String(token), position: position)
            }
            guard keys.count <= maximumKeys else { throw .tooMany }
        }
        return keys
    }

    /// The key's label on the keypad: `7`, `×`, `→M`, `⌫`.
    public var label: String {
        switch self {
        case .digit(let digit): String(Unicode.Scalar(UInt8(48 + digit)))
        case .point: "."
        case .operation(let operation): operation == .power ? "xʸ" : operation.symbol
        case .equals: "="
        case .percent: "%"
        case .changeSign: "±"
        case .clear: "C"
        case .function(let function):
            switch function {
            case .squareRoot: "√"
            case .square: "x²"
            case .reciprocal: "1/x"
            case .sin: "sin"
            case .cos: "cos"
            case .tan: "tan"
            case .ln: "ln"
            case .log10: "log"
            case .exp: "eˣ"
            }
        case .constant(let constant): constant == .pi ? "π" : "e"
        case .storeMemory: "→M"
        case .recallMemory: "M"
        case .undo: "undo"
        case .delete: "⌫"
        }
    }

    /// A key by its label or a plain-keyboard spelling: `+`, `−` or `-`, `×` `*` or `x`, `÷` or
    /// `/`, `=`, `%`, `±` or `+/-`, `C` or `AC`, `.`, `√`, `x²`, `xʸ` or `^`, `1/x`, `sin`, `cos`,
    /// `tan`, `ln`, `log`, `eˣ`, `π` or `pi`, `e`, `→M` or `->M`, `M`, `undo`, `⌫` or `del`.
    public init?(name: String) {
        switch name {
        case "0", "1", "2", "3", "4", "5", "6", "7", "8", "9":
            self = .digit(Int(name.unicodeScalars.first!.value) - 48)
        case ".": self = .point
        case "+": self = .operation(.add)
        case "−", "-": self = .operation(.subtract)
        case "×", "*", "x": self = .operation(.multiply)
        case "÷", "/": self = .operation(.divide)
        case "xʸ", "^": self = .operation(.power)
        case "=": self = .equals
        case "%": self = .percent
        case "±", "+/-": self = .changeSign
        case "C", "AC": self = .clear
        case "√": self = .function(.squareRoot)
        case "x²": self = .function(.square)
        case "1/x": self = .function(.reciprocal)
        case "sin": self = .function(.sin)
        case "cos": self = .function(.cos)
        case "tan": self = .function(.tan)
        case "ln": self = .function(.ln)
        case "log", "log₁₀": self = .function(.log10)
        case "eˣ": self = .function(.exp)
        case "π", "pi": self = .constant(.pi)
        case "e": self = .constant(.e)
        case "→M", "->M": self = .storeMemory
        case "M": self = .recallMemory
        case "undo": self = .undo
        case "⌫", "del": self = .delete
        default: return nil
        }
    }
}

/// The binary operations: the expression language's own (`Expression.BinaryOperator`, whose
/// `apply` computes them for both), with the iPhone's precedence: xʸ before × ÷ before + −.
public typealias CalculatorOperation = Expression.BinaryOperator

extension Expression.BinaryOperator {
    var precedence: Int {
        switch self {
        case .add, .subtract: 1
        case .multiply, .divide: 2
        case .power: 3
        }
    }

    /// The key's label, as the description line shows it.
    public var symbol: String {
        switch self {
        case .add: "+"
        case .subtract: "−"
        case .multiply: "×"
        case .divide: "÷"
        case .power: "^"
        }
    }

    var expressionSymbol: String {
        switch self {
        case .add: "+"
        case .subtract: "-"
        case .multiply: "*"
        case .divide: "/"
        case .power: "^"
        }
    }
}

/// The scientific keys that act on the display at once. Angles in radians.
public enum CalculatorFunction: Equatable, Sendable {
    case squareRoot, square, reciprocal, sin, cos, tan, ln, log10, exp

    func apply(_ x: Double) -> Double {
        switch self {
        case .squareRoot: x.squareRoot()
        case .square: x * x
        case .reciprocal: 1 / x
        case .sin: ReckonCore.sin(x)
        case .cos: ReckonCore.cos(x)
        case .tan: ReckonCore.tan(x)
        case .ln: ReckonCore.log(x)
        case .log10: ReckonCore.log10(x)
        case .exp: ReckonCore.exp(x)
        }
    }
}

public enum CalculatorConstant: Equatable, Sendable {
    case pi, e

    var value: Double { self == .pi ? Double.pi : 2.718281828459045 }
}

/// Why a key sequence was refused.
public enum CalculatorKeyError: InputError, Equatable {
    case unknownKey(String, position: Int)
    case tooMany

    public var field: String { "keys" }

    public var message: String {
        switch self {
        case .unknownKey(let token, let position):
            "unknown key '\(token)' (key \(position)); keys are digits, ., + − × ÷ = % ± C AC √ x² xʸ 1/x sin cos tan ln log eˣ π e →M M undo ⌫"
        case .tooMany: "must be at most \(CalculatorKey.maximumKeys) keys"
        }
    }
}
