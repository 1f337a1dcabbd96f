/// The calculator behind the keypad: Apple's iPhone calculator (the portrait keypad and the
/// landscape scientific keys of iOS 17 and 18) with CS193p's description line, variable M and
/// undo. The rules it follows are numbered in docs/calculator.md and tested key by key.
///
/// It knows nothing of a screen: press keys, read `display`, `description`, `clearKeyLabel`,
/// `pendingOperation` (the operator key to highlight), `graphExpression` and the rest.
public struct Calculator: Sendable {
    /// The value of M, CS193p's variable (0 until →M; AC clears it).
    public private(set) var memory: Double = 0
    /// The iPhone's memory register (mc m+ m− mr), which AC keeps.
    public private(set) var memoryRegister: Double = 0
    /// The angle unit: degrees until `rad`.
    public private(set) var angle: CalculatorAngle = .degrees
    /// Whether 2nd is on (sin acts as sin⁻¹ and so on).
    public private(set) var isSecond = false
    /// The calculation the last key completed (`=`), for a history; nil after any other key.
    public private(set) var completed: CalculatorCompletion? = nil
    private var program: [CalculatorStep] = []
    private var run = CalculatorRun(memory: 0)
    private var entry: CalculatorEntry? = nil
    /// The clear key reads C: something was entered since the last clear.
    private var clearsEntry = false
    private var random: Xoshiro256StarStar
    /// The keys pressed since the last all clear (Rand's as the number it drew), and the
    /// settings AC kept then: together they give this state again (`restoreKeys`).
    private(set) var keysSinceAllClear: [CalculatorKey] = []
    private(set) var settingsAtAllClear = CalculatorSettings()

    /// A calculator whose Rand draws from `seed` (the same seed, the same numbers).
    public init(seed: UInt64) {
        random = Xoshiro256StarStar(seed: seed)
    }

    /// A calculator whose Rand draws from a seed taken from the system's generator.
    public init() {
        var system = SystemRandomNumberGenerator()
        self.init(seed: system.next())
    }

    /// The display: the entry being typed with separators, a result, or `Error`.
    public var display: String {
        if run.failed { return "Error" }
        if let entry { return entry.display }
        return CalculatorNumber.text(run.shownValue)
    }

    /// What was entered, CS193p's description: `7 + …` while pending, `√(7 + 9) =` when done,
    /// empty at the start; never "=" and "…" together.
    public var description: String { run.description }

    /// "C" or "AC".
    public var clearKeyLabel: String { clearsEntry && !run.failed ? "C" : "AC" }

    /// Whether ⌫ would take a typed digit away (iOS 18 shows ⌫ in place of C then).
    public var deletes: Bool { !run.failed && entry?.canDelete == true }

    /// The operator waiting for its right side, until a digit is typed: its key is highlighted.
    public var pendingOperation: CalculatorOperation? {
        guard entry == nil, !run.failed else { return nil }
        return run.waitingOperation
    }

    /// How many parentheses are open.
    public var openParentheses: Int { run.groups.count }

    public var isError: Bool { run.failed }

    /// The entry as a function of M in the expression language (`sqrt(9 + M)`), for the graph;
    /// nil while an operation waits for its operand or a parenthesis is open, after Error,
    /// before anything is entered, or when it is longer than the expression language reads
    /// (`Expression.maximumLength` characters).
    public var graphExpression: String? {
        guard !run.failed, run.isComplete else { return nil }
        if let entry {
            let value = entry.value
            return value.isFinite ? CalculatorNumber.numeral(value) : nil
        }
        guard !program.isEmpty else { return nil }
        let lengths = run.writtenLengths(expression: true)
        guard lengths[run.shown] <= Expression.maximumLength else { return nil }
        return run.written(run.shown, expression: true, lengths: lengths)
    }

    public mutating func press(_ key: CalculatorKey) {
        completed = nil
        // Every key is kept for a restore but AC, after which nothing before matters.
        var kept: CalculatorKey? = key
        defer { if let kept { keysSinceAllClear.append(kept) } }
        let acting = key.second(isSecond)
        if run.failed {
            switch acting {
            case .digit, .point, .exponent, .constant, .number, .random, .registerRecall, .openParenthesis:
                // A new number after Error starts afresh.
                allClear()
            case .clear:
                kept = nil
                return allClear()
            case .undo:
                return undoStep()
            case .second, .angle, .registerClear:
                break  // settings, which Error leaves alone
            default:
                return
            }
        }
        switch acting {
        case .digit(let digit):
            typing { $0.type(digit) }
        case .point:
            typing { $0.typePoint() }
        case .exponent:
            typing { $0.typeExponent() }
        case .changeSign:
            if entry != nil {
                entry?.changeSign()
            } else if run.current == nil {
                // Right after an operator (or at the start): a negative entry begins, "-0".
                entry = .negativeZero
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
            completed = completion
        case .percent:
            commitEntry()
            append(.percent)
        case .function(let function):
            commitEntry()
            append(.function(function, angle))
        case .constant(let constant):
            enter(.constant(constant))
        case .number(let value):
            enter(.operand(CalculatorOperand(value)))
        case .random:
            // A double in [0, 1): 53 random bits. Kept as the number drawn, so a replay or a
            // restore gives the same number rather than drawing again.
            let value = Double(random.next() >> 11) * 0x1p-53
            kept = .number(value)
            enter(.operand(CalculatorOperand(value)))
        case .registerRecall:
            enter(.operand(CalculatorOperand(memoryRegister)))
        case .registerClear:
            memoryRegister = 0
        case .registerAdd, .registerSubtract:
            // The number shown goes into the register; a typed one is finished first.
            commitEntry()
            guard !run.failed else { break }
            let shown = run.shownValue
            let sum = acting == .registerAdd ? memoryRegister + shown : memoryRegister - shown
            if sum.isFinite { memoryRegister = sum } else { run.fail() }
        case .openParenthesis:
            commitEntry()
            append(.open)
            clearsEntry = true
        case .closeParenthesis:
            guard !run.groups.isEmpty else { break }  // none open: ignored
            commitEntry()
            append(.close)
        case .second:
            isSecond.toggle()
        case .angle(let unit):
            angle = unit
        case .recallMemory:
            enter(.memory)
        case .storeMemory:
            if let typed = entry {
                guard typed.value.isFinite else { return commitEntry() }  // out of range: Error
                memory = typed.value
                entry = nil
            } else {
                memory = run.shownValue
            }
            replay()
        case .clear:
            if clearsEntry {
                // C: the entry goes, the pending operation stays; the key now reads AC.
                entry = CalculatorEntry()
                clearsEntry = false
            } else {
                kept = nil
                allClear()
            }
        case .undo:
            if let typed = entry {
                entry = typed.shortened
            } else {
                undoStep()
            }
        case .delete:
            entry = entry?.deleted
        }
    }

    public mutating func press(_ keys: [CalculatorKey]) {
        for key in keys { press(key) }
    }

    private mutating func typing(_ change: (inout CalculatorEntry) -> Void) {
        var typed = entry ?? CalculatorEntry()
        change(&typed)
        entry = typed
        clearsEntry = true
    }

    /// A value entered whole (π, M, mr, Rand, num:): a typed entry is dropped for it.
    private mutating func enter(_ step: CalculatorStep) {
        entry = nil
        append(step)
        clearsEntry = true
    }

    private mutating func commitEntry() {
        guard let typed = entry else { return }
        append(.operand(CalculatorOperand(typed.value)))
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
        run = CalculatorRun(program, memory: memory, reusing: run)
    }

    /// AC: the calculation, the entry and M go; the register, the angle unit and 2nd stay.
    private mutating func allClear() {
        program = []
        memory = 0
        entry = nil
        clearsEntry = false
        keysSinceAllClear = []
        settingsAtAllClear = CalculatorSettings(angle: angle, isSecond: isSecond, memoryRegister: memoryRegister)
        replay()
    }

    /// What "=" just completed, if it calculated anything and gave a number.
    private var completion: CalculatorCompletion? {
        guard !run.failed, let current = run.current, !run.isPlainNumber(current) else { return nil }
        return CalculatorCompletion(
            expression: run.written(current, expression: false, lengths: run.writtenLengths(expression: false)),
            result: display,
            value: CalculatorNumber.numeral(run.shownValue))
    }
}

/// A calculation "=" completed: `(2 + 3) × 4`, `20`, and the value as a numeral that `num:`
/// reads back to the same double (`20`, `0.1`, `1e-07`), for a history whose results can be
/// used again.
public struct CalculatorCompletion: Equatable, Sendable {
    /// As the description line writes it, without " =".
    public let expression: String
    /// As the display writes it.
    public let result: String
    public let value: String
}

/// What AC keeps: the angle unit, 2nd and the memory register.
struct CalculatorSettings: Equatable, Sendable {
    var angle: CalculatorAngle = .degrees
    var isSecond = false
    var memoryRegister: Double = 0
}
