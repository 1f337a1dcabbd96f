/// One step of what was entered: the calculator keeps them (CS193p's program) so that →M can
/// evaluate the whole entry again with a new M, undo can take the last one back, and the graph
/// can plot the entry as a function of M. A step holds what its key meant when it was pressed
/// (the function 2nd chose, the angle unit, the number Rand drew), so a replay gives the same.
enum CalculatorStep: Equatable, Sendable {
    case operand(CalculatorOperand)
    case memory
    case constant(CalculatorConstant)
    case operation(CalculatorOperation)
    case equals
    case percent
    case negate
    case function(CalculatorFunction, CalculatorAngle)
    case open
    case close
}

/// The program run from the start with a value for M: the iPhone's rules of precedence,
/// parentheses, repeated "=", "%" and operator replacement, as a state that takes one step at a
/// time. Values are nodes of a tree (`CalculatorNode`), written out only when asked.
struct CalculatorRun: Sendable {
    var nodes: [CalculatorNode] = []
    /// Operands waiting for their right side, lowest precedence first.
    var pending: [(node: Int, operation: CalculatorOperation)] = []
    /// Where each open parenthesis began: how many operands were pending then.
    var groups: [Int] = []
    /// The right-hand value since the last operator or "("; nil right after one.
    var current: Int? = nil
    /// What the display shows when nothing is being typed.
    var shown = 0
    /// The operation and operand "=" repeats.
    var last: (operation: CalculatorOperation, operand: Int)? = nil
    var finished = false
    var failed = false
    let memory: Double
    /// While replaying: the nodes of the run replayed, whose values it takes where nothing they
    /// depend on has changed (`add`).
    private(set) var previous: [CalculatorNode]

    init(memory: Double) {
        self.init([], memory: memory)
    }

    /// The steps run from the start; `previous`, a run of the same program (or of a longer one:
    /// undo), lends its values where they cannot have changed, so a replay computes again only
    /// what depends on M.
    init(_ steps: [CalculatorStep], memory: Double, reusing previous: CalculatorRun? = nil) {
        self.memory = memory
        self.previous = previous?.nodes ?? []
        shown = add(.operand(CalculatorOperand(0)))
        for step in steps { take(step) }
        self.previous = []
    }

    /// The number shown when nothing is being typed.
    var shownValue: Double { nodes[shown].value }

    /// Where the innermost open parenthesis began (0 outside any).
    private var floor: Int { groups.last ?? 0 }

    mutating func take(_ step: CalculatorStep) {
        guard !failed else { return }
        switch step {
        case .operand(let operand):
            start(add(.operand(operand)))
        case .memory:
            start(add(.memory))
        case .constant(let constant):
            start(add(.constant(constant)))
        case .operation(let operation):
            var right: Int
            if let current {
                right = current
            } else if pending.count > floor, let top = pending.popLast() {
                // An operator right after another replaces it.
                right = top.node
            } else {
                right = shown
            }
            while pending.count > floor, let top = pending.last, top.operation.precedence >= operation.precedence {
                pending.removeLast()
                right = combine(top.node, top.operation, right)
            }
            pending.append((right, operation))
            shown = right
            current = nil
            finished = false
        case .equals:
            if pending.isEmpty && groups.isEmpty {
                if let last {
                    settle(combine(current ?? shown, last.operation, last.operand))
                } else {
                    settle(current ?? shown)
                }
            } else {
                // Every open parenthesis closes; the first operation done is the one "=" repeats.
                var right = current ?? shown
                var repeats = true
                while !failed, !pending.isEmpty || !groups.isEmpty {
                    let start = floor
                    if pending.count > start, let top = pending.popLast() {
                        if repeats { last = (top.operation, right) }
                        repeats = false
                        right = combine(top.node, top.operation, right)
                    } else {
                        groups.removeLast()
                        right = add(.group(right))
                    }
                }
                settle(right)
            }
            finished = true
        case .percent:
            let value = current ?? shown
            if pending.count > floor, let top = pending.last, top.operation == .add || top.operation == .subtract {
                // a + b% is a + a·b/100: b percent of a.
                settle(add(.percentOf(value, base: top.node)))
            } else {
                settle(add(.percent(value)))
            }
        case .negate:
            let value = current ?? shown
            if case .operand(let operand) = nodes[value].kind {
                settle(add(.operand(operand.negated)))
            } else {
                settle(add(.negated(value)))
            }
        case .function(let function, let angle):
            let value = current ?? shown
            settle(add(.function(function, angle, value)))
        case .open:
            // A finished operand before "(" is dropped: the parenthesis starts a new operand
            // in its place (at the top level, a new calculation, which "=" does not repeat
            // into). The display keeps showing it until something is typed.
            if current != nil, pending.isEmpty, groups.isEmpty { last = nil }
            groups.append(pending.count)
            current = nil
            finished = false
        case .close:
            guard let start = groups.last else { return }
            var right = current ?? shown
            while !failed, pending.count > start, let top = pending.popLast() {
                right = combine(top.node, top.operation, right)
            }
            groups.removeLast()
            settle(add(.group(right)))
        }
    }

    /// A new operand: after "=" it starts a new calculation (keeping the operation "=" repeats).
    private mutating func start(_ node: Int) {
        current = node
        shown = node
        finished = false
        if !nodes[node].value.isFinite { failed = true }
    }

    /// The value now shown as the right-hand side (or the result); an infinite or NaN one is Error.
    private mutating func settle(_ node: Int) {
        current = node
        shown = node
        if !nodes[node].value.isFinite { failed = true }
    }

    private mutating func combine(_ left: Int, _ operation: CalculatorOperation, _ right: Int) -> Int {
        let node = add(.operation(operation, left, right))
        if !nodes[node].value.isFinite { failed = true }
        return node
    }

    /// Marks the run failed (the memory register overflowed): Error until a digit, AC or undo.
    mutating func fail() { failed = true }

    /// The operator waiting for its right side within the innermost parenthesis, if any.
    var waitingOperation: CalculatorOperation? {
        guard current == nil, pending.count > floor else { return nil }
        return pending.last?.operation
    }

    /// Whether the program so far is one finished expression (nothing pending, no parenthesis
    /// open), which the graph can plot.
    var isComplete: Bool { pending.isEmpty && groups.isEmpty }

    /// The description line: `7 + …` while an operation waits or a parenthesis is open,
    /// `√(7 + 9) =` when done. A waiting one longer than `longestDescription` keeps its end, the
    /// latest keys, after a leading "… " (operands and parentheses can wait in any number).
    var description: String {
        let lengths = writtenLengths(expression: false)
        if !isComplete {
            // Pieces from the end back, until the line is long enough.
            var pieces: [String] = ["…"]
            var length = 1
            func prepend(_ piece: String) -> Bool {
                pieces.append(piece)
                length += piece.unicodeScalars.count
                return length <= Self.longestDescription
            }
            var opened = groups.count
            var full = true
            if let current { full = prepend(written(current, expression: false, lengths: lengths) + " ") }
            var index = pending.count
            while full, index > 0 || opened > 0 {
                if opened > 0, groups[opened - 1] == index {
                    opened -= 1
                    full = prepend("(")
                    continue
                }
                index -= 1
                let (node, operation) = pending[index]
                let part = written(node, expression: false, lengths: lengths)
                let wraps = nodes[node].textPrecedence < operation.precedence
                full = prepend((wraps ? "(" + part + ")" : part) + " " + operation.symbol + " ")
            }
            if !full { pieces.append("… ") }
            return pieces.reversed().joined()
        }
        // A bare number typed and committed (then its operator undone) is not yet a calculation.
        if let current, finished || !isPlainNumber(current) {
            return written(current, expression: false, lengths: lengths) + " ="
        }
        return ""
    }

    /// The longest description of a waiting calculation, in Unicode scalars (a finished one is
    /// at most two parts of `longestPart` and what joins them).
    static let longestDescription = 1_000

    /// Whether a node is a number entered whole rather than a calculation.
    func isPlainNumber(_ node: Int) -> Bool {
        if case .operand = nodes[node].kind { return true }
        return false
    }
}
