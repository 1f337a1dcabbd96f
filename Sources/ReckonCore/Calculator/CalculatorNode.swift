/// A number entered whole (typed, `num:`, Rand's draw, mr), with its two written forms made
/// once when it is entered, so that replaying the program (→M, undo) formats nothing.
struct CalculatorOperand: Equatable, Sendable {
    let value: Double
    /// As the display writes it: `1,234.5`.
    let text: String
    /// As the expression language reads it back: `1234.5`.
    let numeral: String

    init(_ value: Double) {
        // A value out of range (an entry typed past 1e308) makes the run fail at once and is
        // never written.
        self.init(value: value, text: value.isFinite ? CalculatorNumber.text(value) : "",
                  numeral: value.isFinite ? CalculatorNumber.numeral(value) : "")
    }

    private init(value: Double, text: String, numeral: String) {
        self.value = value
        self.text = text
        self.numeral = numeral
    }

    /// The number with the other sign: both forms gain or lose their leading "-".
    var negated: CalculatorOperand {
        func flipped(_ form: String) -> String { form.hasPrefix("-") ? String(form.dropFirst()) : "-" + form }
        return CalculatorOperand(value: -value, text: flipped(text), numeral: flipped(numeral))
    }
}

/// How a value came about: one node of the calculation's tree. The tree is written out — as
/// the description line, or in the expression language for the graph — only when asked, so a
/// replay of the program (→M, undo) costs a few operations a step and no text.
///
/// Children always come before their parents in the run's list of nodes, so one pass over the
/// list works out every node's written length before anything is written: values are shared
/// (the display is the missing operand of `5 × =`, the operand `=` repeats), so the written
/// forms of a few hundred keys could otherwise grow without bound (`1 + 1 = × = × = …` doubles
/// them).
struct CalculatorNode: Sendable {
    enum Kind: Sendable {
        case operand(CalculatorOperand)
        case memory
        case constant(CalculatorConstant)
        /// The operation and its left and right nodes.
        case operation(CalculatorOperation, Int, Int)
        case function(CalculatorFunction, CalculatorAngle, Int)
        /// b%: b/100.
        case percent(Int)
        /// b% after `a +` or `a −`: a·b/100, b percent of a (b, then a).
        case percentOf(Int, base: Int)
        /// ± of a value that is not a plain number.
        case negated(Int)
        /// A parenthesized group.
        case group(Int)
    }

    let kind: Kind
    let value: Double

    /// How tightly the description's form holds together: 1 sum, 2 product, 3 power, 4 a term.
    var textPrecedence: Int {
        switch kind {
        case .operand(let operand): operand.value.sign == .minus ? 2 : 4
        case .memory, .constant, .group: 4
        case .operation(let operation, _, _): operation.precedence
        case .function(let function, _, _):
            switch function {
            case .square, .cube, .factorial: 3
            case .reciprocal: 2
            default: 4
            }
        case .percent, .percentOf, .negated: 2
        }
    }

    /// How tightly the expression language's form holds together.
    var expressionPrecedence: Int {
        switch kind {
        case .operation(let operation, _, _):
            operation == .root || operation == .logarithm ? 4 : operation.precedence
        case .function(let function, let angle, _):
            switch function {
            case .square, .cube, .exp10, .exp2: 3
            case .reciprocal: 2
            case .asin, .acos, .atan: angle == .degrees ? 2 : 4
            default: 4
            }
        default: textPrecedence
        }
    }
}

/// A node's written form: `prefix first infix second suffix`, each child in parentheses
/// when it holds together less tightly than its place needs.
struct CalculatorTemplate {
    var prefix = ""
    var first: Int? = nil
    var wrapsFirst = false
    var infix = ""
    var second: Int? = nil
    var wrapsSecond = false
    var suffix = ""
}

extension CalculatorRun {
    /// Adds a node for `kind`, its value computed (`CalculatorMath`) unless the run replayed
    /// had the same node on the same inputs, and returns its index.
    mutating func add(_ kind: CalculatorNode.Kind) -> Int {
        let index = nodes.count
        let value = index < previous.count && reuses(previous[index], for: kind) ? previous[index].value : value(of: kind)
        nodes.append(CalculatorNode(kind: kind, value: value))
        return index
    }

    private func value(of kind: CalculatorNode.Kind) -> Double {
        switch kind {
        case .operand(let operand): operand.value
        case .memory: memory
        case .constant(let constant): constant.value
        case .operation(let operation, let left, let right): operation.apply(nodes[left].value, nodes[right].value)
        case .function(let function, let angle, let child): function.apply(nodes[child].value, angle: angle)
        case .percent(let child): nodes[child].value / 100
        case .percentOf(let child, let base): nodes[base].value * nodes[child].value / 100
        case .negated(let child): -nodes[child].value
        case .group(let child): nodes[child].value
        }
    }

    /// Whether `old`, the node at this index in the run replayed, is `kind` on inputs of the
    /// same values (to the bit), so that its value stands. Only the operations and functions
    /// are worth the look: the rest cost no more to compute than to check.
    private func reuses(_ old: CalculatorNode, for kind: CalculatorNode.Kind) -> Bool {
        func same(_ child: Int) -> Bool { nodes[child].value.bitPattern == previous[child].value.bitPattern }
        switch (old.kind, kind) {
        case let (.operation(o1, l1, r1), .operation(o2, l2, r2)):
            return o1 == o2 && l1 == l2 && r1 == r2 && same(l2) && same(r2)
        case let (.function(f1, a1, c1), .function(f2, a2, c2)):
            return f1 == f2 && a1 == a2 && c1 == c2 && same(c2)
        default:
            return false
        }
    }

    /// Every node's written length in Unicode scalars (at most `lengthCap`), in the
    /// description's form or the expression language's: one pass, children first.
    func writtenLengths(expression: Bool) -> [Int] {
        var lengths: [Int] = []
        lengths.reserveCapacity(nodes.count)
        for node in nodes {
            let template = expression ? expressionTemplate(node.kind) : textTemplate(node.kind)
            func childLength(_ child: Int?, wraps: Bool) -> Int {
                guard let child else { return 0 }
                return lengths[child] + (wraps ? 2 : 0)
            }
            let total = template.prefix.unicodeScalars.count + template.infix.unicodeScalars.count
                + template.suffix.unicodeScalars.count + childLength(template.first, wraps: template.wrapsFirst)
                + childLength(template.second, wraps: template.wrapsSecond)
            lengths.append(Swift.min(total, Self.lengthCap))
        }
        return lengths
    }

    /// Lengths stop growing here, far beyond any form written out (and a sum of two stays
    /// within wasm32's Int).
    static let lengthCap = 1 << 28

    /// The description line's form of a node.
    func textTemplate(_ kind: CalculatorNode.Kind) -> CalculatorTemplate {
        switch kind {
        case .operand(let operand): return CalculatorTemplate(prefix: operand.text)
        case .memory: return CalculatorTemplate(prefix: "M")
        case .constant(let constant): return CalculatorTemplate(prefix: constant == .pi ? "π" : "e")
        case .operation(let operation, let left, let right):
            return infix(operation, left, right, symbol: " " + operation.symbol + " ", text: true)
        case .function(let function, _, let child):
            switch function {
            case .square: return postfix(child, "²")
            case .cube: return postfix(child, "³")
            case .factorial: return postfix(child, "!")
            case .reciprocal: return CalculatorTemplate(prefix: "1/(", first: child, suffix: ")")
            default: return CalculatorTemplate(prefix: function.callName + "(", first: child, suffix: ")")
            }
        case .percent(let child), .percentOf(let child, _): return postfix(child, "%")
        case .negated(let child): return CalculatorTemplate(prefix: "−(", first: child, suffix: ")")
        case .group(let child): return CalculatorTemplate(prefix: "(", first: child, suffix: ")")
        }
    }

    /// The graph's form of a node, in the expression language with M as the variable.
    func expressionTemplate(_ kind: CalculatorNode.Kind) -> CalculatorTemplate {
        switch kind {
        case .operand(let operand): return CalculatorTemplate(prefix: operand.numeral)
        case .memory: return CalculatorTemplate(prefix: "M")
        case .constant(let constant): return CalculatorTemplate(prefix: constant == .pi ? "pi" : "e")
        case .operation(let operation, let left, let right):
            switch operation {
            case .add: return infix(operation, left, right, symbol: " + ", text: false)
            case .subtract: return infix(operation, left, right, symbol: " - ", text: false)
            case .multiply: return infix(operation, left, right, symbol: " * ", text: false)
            case .divide: return infix(operation, left, right, symbol: " / ", text: false)
            case .power: return infix(operation, left, right, symbol: " ^ ", text: false)
            case .reversePower: return infix(operation, right, left, symbol: " ^ ", text: false)
            case .root: return CalculatorTemplate(prefix: "root(", first: left, infix: ", ", second: right, suffix: ")")
            case .logarithm: return CalculatorTemplate(prefix: "log(", first: left, infix: ", ", second: right, suffix: ")")
            }
        case .function(let function, let angle, let child):
            let degrees = angle == .degrees
            switch function {
            case .square: return CalculatorTemplate(prefix: "(", first: child, suffix: ")^2")
            case .cube: return CalculatorTemplate(prefix: "(", first: child, suffix: ")^3")
            case .reciprocal: return CalculatorTemplate(prefix: "1/(", first: child, suffix: ")")
            case .exp10: return CalculatorTemplate(prefix: "10^(", first: child, suffix: ")")
            case .exp2: return CalculatorTemplate(prefix: "2^(", first: child, suffix: ")")
            case .sin, .cos, .tan:
                // In degrees the argument is converted: sin(M * pi / 180).
                return CalculatorTemplate(prefix: function.expressionName + "(", first: child,
                                          wrapsFirst: degrees && nodes[child].expressionPrecedence < 2,
                                          suffix: degrees ? " * pi / 180)" : ")")
            case .asin, .acos, .atan:
                return CalculatorTemplate(prefix: function.expressionName + "(", first: child,
                                          suffix: degrees ? ") * 180 / pi" : ")")
            default: return CalculatorTemplate(prefix: function.expressionName + "(", first: child, suffix: ")")
            }
        case .percent(let child): return CalculatorTemplate(prefix: "(", first: child, suffix: ")/100")
        case .percentOf(let child, let base):
            return CalculatorTemplate(prefix: "(", first: base, infix: ")*(", second: child, suffix: ")/100")
        case .negated(let child): return CalculatorTemplate(prefix: "-(", first: child, suffix: ")")
        case .group(let child): return CalculatorTemplate(prefix: "(", first: child, suffix: ")")
        }
    }

    /// `left op right`: the calculator evaluates left to right, so a right side of the same
    /// precedence needs parentheses unless the operation is + or ×, and a power-like operation
    /// wraps a power-like left side too.
    private func infix(_ operation: CalculatorOperation, _ left: Int, _ right: Int, symbol: String, text: Bool) -> CalculatorTemplate {
        let p = operation.precedence
        let leftPrecedence = text ? nodes[left].textPrecedence : nodes[left].expressionPrecedence
        let rightPrecedence = text ? nodes[right].textPrecedence : nodes[right].expressionPrecedence
        return CalculatorTemplate(
            first: left, wrapsFirst: leftPrecedence < p || (p == 3 && leftPrecedence == 3), infix: symbol,
            second: right, wrapsSecond: rightPrecedence < p || (rightPrecedence == p && operation != .add && operation != .multiply))
    }

    private func postfix(_ child: Int, _ mark: String) -> CalculatorTemplate {
        CalculatorTemplate(first: child, wrapsFirst: nodes[child].textPrecedence < 4, suffix: mark)
    }

    /// A node written out, in the description's form or the expression language's. In the
    /// description a part longer than `longestPart` is written as its value (`lengths` are the
    /// description's, from `writtenLengths`), so the line stays within a few of those; the
    /// expression is never shortened (its caller checks its length first).
    func written(_ root: Int, expression: Bool, lengths: [Int]) -> String {
        enum Piece {
            case text(String)
            case node(Int, wraps: Bool)
        }
        var out = ""
        var pieces: [Piece] = [.node(root, wraps: false)]
        while let piece = pieces.popLast() {
            switch piece {
            case .text(let text):
                out += text
            case .node(let index, let wraps):
                let node = nodes[index]
                if wraps {
                    pieces.append(.text(")"))
                    pieces.append(.node(index, wraps: false))
                    out += "("
                } else if !expression, index != root, lengths[index] > Self.longestPart, node.value.isFinite {
                    out += CalculatorNumber.text(node.value)
                } else {
                    let template = expression ? expressionTemplate(node.kind) : textTemplate(node.kind)
                    out += template.prefix
                    pieces.append(.text(template.suffix))
                    if let second = template.second { pieces.append(.node(second, wraps: template.wrapsSecond)) }
                    pieces.append(.text(template.infix))
                    if let first = template.first { pieces.append(.node(first, wraps: template.wrapsFirst)) }
                }
            }
        }
        return out
    }

    /// The longest part of the description written out in full (in Unicode scalars); a longer
    /// one is written as its value.
    static let longestPart = 300
}

extension CalculatorFunction {
    /// As the description line writes the call: `√(9)`, `sin⁻¹(0.5)`, `log(100)`.
    var callName: String {
        switch self {
        case .squareRoot: "√"
        case .cubeRoot: "∛"
        case .asin: "sin⁻¹"
        case .acos: "cos⁻¹"
        case .atan: "tan⁻¹"
        case .asinh: "sinh⁻¹"
        case .acosh: "cosh⁻¹"
        case .atanh: "tanh⁻¹"
        case .log2: "log₂"
        case .exp: "e^"
        case .exp10: "10^"
        case .exp2: "2^"
        default: expressionName
        }
    }

    /// The expression language's name for it (`sqrt`, `log` for base 10, `factorial`); empty
    /// for those written as powers and quotients (x², 1/x, 10ˣ).
    var expressionName: String {
        MathFunction.allCases.first { $0.calculatorFunction == self }?.name ?? ""
    }
}
