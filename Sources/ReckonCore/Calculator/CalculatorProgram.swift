/// One step of what was entered: the calculator keeps them (CS193p's program) so that →M can
/// evaluate the whole entry again with a new M, undo can take the last one back, and the graph
/// can plot the entry as a function of M.
enum CalculatorStep: Equatable, Sendable {
    case operand(Double)
    case memory
    case constant(CalculatorConstant)
    case operation(CalculatorOperation)
    case equals
    case percent
    case negate
    case function(CalculatorFunction)
}

/// A value with how it came about, for the description line and for the graph.
struct CalculatorValue: Sendable {
    var number: Double
    /// As the description line writes it: `√(9 + M)`.
    var text: String
    /// In the expression language, with M as the variable: `sqrt(9 + M)`.
    var expression: String
    /// How tightly it holds together: 1 sum, 2 product, 3 power, 4 a single term.
    var precedence: Int

    static func term(_ number: Double) -> CalculatorValue {
        let text = CalculatorNumber.text(number)
        let expression = CalculatorNumber.numeral(number)
        // A negative literal is a sign applied to a term: (-2)^2 needs its parentheses.
        return CalculatorValue(number: number, text: text, expression: expression, precedence: number.sign == .minus ? 2 : 4)
    }

    static func wrapped(_ text: String, _ needed: Bool) -> String { needed ? "(" + text + ")" : text }
}

/// The program run from the start with a value for M: the iPhone's rules of precedence,
/// repeated "=", "%" and operator replacement, as a state that takes one step at a time.
struct CalculatorRun: Sendable {
    /// Operands waiting for their right side, lowest precedence first.
    var pending: [(value: CalculatorValue, operation: CalculatorOperation)] = []
    /// The right-hand value since the last operator; nil right after an operator.
    var current: CalculatorValue? = nil
    /// What the display shows when nothing is being typed.
    var shown = CalculatorValue.term(0)
    /// The operation and operand "=" repeats.
    var last: (operation: CalculatorOperation, operand: CalculatorValue)? = nil
    var finished = false
    var failed = false
    let memory: Double

    init(memory: Double) { self.memory = memory }

    init(_ steps: [CalculatorStep], memory: Double) {
        self.init(memory: memory)
        for step in steps { take(step) }
    }

    mutating func take(_ step: CalculatorStep) {
        guard !failed else { return }
        switch step {
        case .operand(let number):
            start(.term(number))
        case .memory:
            start(CalculatorValue(number: memory, text: "M", expression: "M", precedence: 4))
        case .constant(let constant):
            start(CalculatorValue(number: constant.value, text: constant == .pi ? "π" : "e",
                                  expression: constant == .pi ? "pi" : "e", precedence: 4))
        case .operation(let operation):
            var right: CalculatorValue
            if let current {
                right = current
            } else if let top = pending.popLast() {
                // An operator right after another replaces it.
                right = top.value
            } else {
                right = shown
            }
            while let top = pending.last, top.operation.precedence >= operation.precedence {
                pending.removeLast()
                right = combine(top.value, top.operation, right)
            }
            pending.append((right, operation))
            shown = right
            current = nil
            finished = false
        case .equals:
            if let top = pending.last {
                let operand = current ?? shown
                last = (top.operation, operand)
                var right = operand
                while let top = pending.popLast() { right = combine(top.value, top.operation, right) }
                settle(right)
            } else if let last {
                settle(combine(current ?? shown, last.operation, last.operand))
            } else {
                settle(current ?? shown)
            }
            finished = true
        case .percent:
            let value = current ?? shown
            let text = CalculatorValue.wrapped(value.text, value.precedence < 4) + "%"
            if let top = pending.last, top.operation == .add || top.operation == .subtract {
                // a + b% is a + a·b/100: b percent of a.
                let base = top.value
                settle(CalculatorValue(
                    number: base.number * value.number / 100, text: text,
                    expression: "(" + base.expression + ")*(" + value.expression + ")/100", precedence: 2))
            } else {
                settle(CalculatorValue(number: value.number / 100, text: text,
                                       expression: "(" + value.expression + ")/100", precedence: 2))
            }
        case .negate:
            let value = current ?? shown
            if value.text == CalculatorNumber.text(value.number), value.expression == CalculatorNumber.numeral(value.number) {
                settle(.term(-value.number))
            } else {
                settle(CalculatorValue(number: -value.number, text: "−(" + value.text + ")",
                                       expression: "-(" + value.expression + ")", precedence: 2))
            }
        case .function(let function):
            let value = current ?? shown
            settle(apply(function, to: value))
        }
    }

    /// A new operand: after "=" it starts a new calculation (keeping the operation "=" repeats).
    private mutating func start(_ value: CalculatorValue) {
        current = value
        shown = value
        finished = false
    }

    /// The value now shown as the right-hand side (or the result); an infinite or NaN one is Error.
    private mutating func settle(_ value: CalculatorValue) {
        current = value
        shown = value
        if !value.number.isFinite { failed = true }
    }

    private mutating func combine(
        _ left: CalculatorValue, _ operation: CalculatorOperation, _ right: CalculatorValue
    ) -> CalculatorValue {
        let p = operation.precedence
        // The calculator is left-associative, so a right side of equal precedence needs
        // parentheses unless the operation is + or ×; a power always wraps a power.
        let leftWrap = left.precedence < p || (operation == .power && left.precedence == 3)
        let rightWrap = right.precedence < p
            || (right.precedence == p && operation != .add && operation != .multiply)
        let value = CalculatorValue(
            number: operation.apply(left.number, right.number),
            text: CalculatorValue.wrapped(left.text, leftWrap) + " " + operation.symbol + " "
                + CalculatorValue.wrapped(right.text, rightWrap),
            expression: CalculatorValue.wrapped(left.expression, leftWrap) + " " + operation.expressionSymbol + " "
                + CalculatorValue.wrapped(right.expression, rightWrap),
            precedence: p)
        if !value.number.isFinite { failed = true }
        return value
    }

    private func apply(_ function: CalculatorFunction, to value: CalculatorValue) -> CalculatorValue {
        let number = function.apply(value.number)
        let (inner, expression) = (value.text, value.expression)
        // Most keys read as a call: how the description line writes it, and the language's name.
        let call: (text: String, name: String)
        switch function {
        case .square:
            return CalculatorValue(number: number, text: CalculatorValue.wrapped(inner, value.precedence < 4) + "²",
                                   expression: "(" + expression + ")^2", precedence: 3)
        case .reciprocal:
            return CalculatorValue(number: number, text: "1/(" + inner + ")", expression: "1/(" + expression + ")", precedence: 2)
        case .squareRoot: call = ("√", "sqrt")
        case .sin: call = ("sin", "sin")
        case .cos: call = ("cos", "cos")
        case .tan: call = ("tan", "tan")
        case .ln: call = ("ln", "ln")
        case .log10: call = ("log", "log")
        case .exp: call = ("e^", "exp")
        }
        return CalculatorValue(number: number, text: call.text + "(" + inner + ")",
                               expression: call.name + "(" + expression + ")", precedence: 4)
    }

    /// The description line: `7 + …` while an operation waits, `√(7 + 9) =` when done.
    var description: String {
        if !pending.isEmpty {
            var parts: [String] = []
            for (value, operation) in pending {
                parts.append(CalculatorValue.wrapped(value.text, value.precedence < operation.precedence) + " " + operation.symbol)
            }
            if let current { parts.append(current.text) }
            return parts.joined(separator: " ") + " …"
        }
        // A bare number typed and committed (then its operator undone) is not yet a calculation.
        if let current, finished || current.text != CalculatorNumber.text(current.number) {
            return current.text + " ="
        }
        return ""
    }
}
