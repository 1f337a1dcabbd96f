/// The calculator behind the keypad: Apple's iPhone calculator (portrait keys, the landscape
/// scientific keys) with CS193p's description line, variable M and undo. The rules it follows are
/// numbered in docs/calculator.md and tested key by key.
///
/// It knows nothing of a screen: press keys, read `display`, `description`, `clearKeyLabel`,
/// `pendingOperation` (the operator key to highlight) and `graphExpression`.
public struct Calculator: Sendable {
    /// The value of M (0 until →M).
    public private(set) var memory: Double = 0
    private var program: [CalculatorStep] = []
    private var run = CalculatorRun(memory: 0)
    /// The digits being typed, as typed: "0.", "12", "-0".
    private var entry: String? = nil
    /// The clear key reads C: something was entered since the last clear.
    private var clearsEntry = false
    /// How many of the keys pressed last the state depends on: those since the last all clear
    /// (AC, or a digit after Error), which starts afresh. Pressing these keys on a new calculator
    /// gives this state again, so a page that keeps them can restore it.
    public private(set) var keysSinceAllClear = 0

    public init() {}

    /// The display: the entry being typed with separators, a result, or `Error`.
    public var display: String {
        if run.failed { return "Error" }
        if let entry { return Self.grouped(entry) }
        return CalculatorNumber.text(run.shown.number)
    }

    /// What was entered, CS193p's description: `7 + …` while pending, `√(7 + 9) =` when done,
    /// empty at the start.
    public var description: String { run.description }

    /// "C" or "AC".
    public var clearKeyLabel: String { clearsEntry && !run.failed ? "C" : "AC" }

    /// The operator waiting for its right side, until a digit is typed: its key is highlighted.
    public var pendingOperation: CalculatorOperation? {
        guard entry == nil, run.current == nil, !run.failed else { return nil }
        return run.pending.last?.operation
    }

    public var isError: Bool { run.failed }

    /// The entry as a function of M in the expression language (`sqrt(9 + M)`), for the graph;
    /// nil while an operation waits for its operand, after Error, or before anything is entered.
    public var graphExpression: String? {
        guard !run.failed, run.pending.isEmpty else { return nil }
        if let entry { return CalculatorNumber.numeral(Self.value(of: entry)) }
        guard !program.isEmpty else { return nil }
        return run.shown.expression
    }

    public mutating func press(_ key: CalculatorKey) {
        keysSinceAllClear += 1
        if run.failed {
            switch key {
            case .digit, .point:
                allClear()
                keysSinceAllClear = 1
            case .clear: return allClear()
            case .undo: return undoStep()
            default: return
            }
        }
        switch key {
        case .digit(let digit):
            var typed = entry ?? "0"
            let character = String(Unicode.Scalar(UInt8(48 + digit)))
            if typed == "0" || typed == "-0" {
                // Leading zeros are dropped.
                typed = typed.dropLast() + character
            } else if Self.digitCount(typed) < CalculatorNumber.displayDigits {
                typed += character
            }
            entry = typed
            clearsEntry = true
        case .point:
            var typed = entry ?? "0"
            if !typed.contains("."), Self.digitCount(typed) < CalculatorNumber.displayDigits { typed += "." }
            entry = typed
            clearsEntry = true
        case .changeSign:
            if let typed = entry {
                entry = typed.hasPrefix("-") ? String(typed.dropFirst()) : "-" + typed
            } else if run.current == nil {
                // Right after an operator (or at the start): a negative entry begins, "-0".
                entry = "-0"
                clearsEntry = true
            } else {
                append(.negate)
            }
        case .operation(let operation):
            commitEntry()
            append(.operation(operation))
        case .equals:
            commitEntry()
            append(.equals)
        case .percent:
            commitEntry()
            append(.percent)
        case .function(let function):
            commitEntry()
            append(.function(function))
        case .constant(let constant):
            entry = nil
            append(.constant(constant))
            clearsEntry = true
        case .recallMemory:
            entry = nil
            append(.memory)
            clearsEntry = true
        case .storeMemory:
            if let typed = entry {
                memory = Self.value(of: typed)
                entry = nil
            } else {
                memory = run.shown.number
            }
            replay()
        case .clear:
            if clearsEntry {
                // C: the entry goes, the pending operation stays; the key now reads AC.
                entry = "0"
                clearsEntry = false
            } else {
                allClear()
            }
        case .undo:
            if let typed = entry {
                let shorter = String(typed.dropLast())
                entry = shorter.isEmpty || shorter == "-" ? nil : shorter
            } else {
                undoStep()
            }
        case .delete:
            if let typed = entry {
                let shorter = String(typed.dropLast())
                entry = shorter.isEmpty ? "0" : shorter == "-" ? "-0" : shorter
            }
        }
    }

    public mutating func press(_ keys: [CalculatorKey]) {
        for key in keys { press(key) }
    }

    private mutating func commitEntry() {
        guard let typed = entry else { return }
        append(.operand(Self.value(of: typed)))
        entry = nil
    }

    private mutating func append(_ step: CalculatorStep) {
        program.append(step)
        run.take(step)
    }

    private mutating func undoStep() {
        guard !program.isEmpty else { return }
        program.removeLast()
        replay()
    }

    private mutating func replay() {
        run = CalculatorRun(program, memory: memory)
    }

    private mutating func allClear() {
        program = []
        memory = 0
        entry = nil
        clearsEntry = false
        keysSinceAllClear = 0
        replay()
    }

    private static func digitCount(_ typed: String) -> Int {
        typed.unicodeScalars.filter { $0.value >= 48 && $0.value <= 57 }.count
    }

    static func value(of typed: String) -> Double {
        let negative = typed.hasPrefix("-")
        var digits = negative ? String(typed.dropFirst()) : typed
        if digits.hasSuffix(".") { digits += "0" }
        let magnitude = decimalValue(digits)
        return negative ? -magnitude : magnitude
    }

    /// Typed digits with thousands separators in the whole part: "1234.50" → "1,234.50".
    static func grouped(_ typed: String) -> String {
        let negative = typed.hasPrefix("-")
        let body = negative ? String(typed.dropFirst()) : typed
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = Array(parts[0].unicodeScalars)
        var text = negative ? "-" : ""
        for (index, scalar) in whole.enumerated() {
            if index > 0 && (whole.count - index) % 3 == 0 { text += "," }
            text.unicodeScalars.append(scalar)
        }
        if parts.count > 1 { text += "." + parts[1] }
        return text
    }
}
