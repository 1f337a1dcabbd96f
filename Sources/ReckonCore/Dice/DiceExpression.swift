/// A dice pool as a tree: numbers and dice terms combined by `+`, `-`, `*`, `/` (rounding down),
/// a leading minus, `max(…)` / `min(…)` and groups `{…}`. Every term is rolled independently.
public indirect enum DiceExpression: Sendable, Equatable {
    public enum Operator: Sendable, Equatable {
        case add, subtract, multiply, divide

        var symbol: String {
            switch self {
            case .add: "+"
            case .subtract: "-"
            case .multiply: "*"
            case .divide: "/"
            }
        }

        /// The smallest and largest result for operands within `a` and `b` (independent, so
        /// every pair of values can meet): sums and differences add bounds; products and
        /// quotients are monotone in each operand over such boxes, so the corners hold the
        /// extremes. A divisor's bounds must not hold 0.
        func bounds(_ a: (Int64, Int64), _ b: (Int64, Int64)) -> (Int64, Int64) {
            switch self {
            case .add: return (a.0 + b.0, a.1 + b.1)
            case .subtract: return (a.0 - b.1, a.1 - b.0)
            case .multiply, .divide:
                let corners = [apply(a.0, b.0), apply(a.0, b.1), apply(a.1, b.0), apply(a.1, b.1)]
                return (corners.min()!, corners.max()!)
            }
        }

        /// `/` rounds down (toward −∞, as in "halve it, rounding down"); the divisor is never 0.
        @inline(__always)
        func apply(_ a: Int64, _ b: Int64) -> Int64 {
            switch self {
            case .add: return a + b
            case .subtract: return a - b
            case .multiply: return a * b
            case .divide:
                let q = a / b
                return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
            }
        }
    }

    case number(Int64)
    case roll(DiceRoll)
    case negation(DiceExpression)
    case binary(Operator, DiceExpression, DiceExpression)
    /// `max(…)` (`highest`) or `min(…)` of one or more parts.
    case extreme(highest: Bool, [DiceExpression])
    /// `{…}`: members kept, dropped or counted by their totals.
    case group(DiceGroup)

    /// The smallest and largest value of `max(…)` (`highest`) or `min(…)` of independent parts
    /// within `bounds` (at least one): the extreme of their lows and of their highs, since every
    /// part can show its own low or high whatever the others show.
    static func extremeBounds(_ bounds: [(low: Int64, high: Int64)], highest: Bool) -> (low: Int64, high: Int64) {
        let lows = bounds.map { $0.low }, highs = bounds.map { $0.high }
        return highest ? (lows.max()!, highs.max()!) : (lows.min()!, highs.min()!)
    }

    /// The pool in normal form, with only the parentheses it needs: `2*(1d6+1)`, `max(1d6,1d8)`.
    public var notation: String { written(within: 0, rightOfOperator: false) }

    private var precedence: Int {
        switch self {
        case .binary(let op, _, _): op == .add || op == .subtract ? 1 : 2
        case .negation: 3
        default: 4
        }
    }

    private func written(within outer: Int, rightOfOperator right: Bool) -> String {
        let text: String
        switch self {
        case .number(let value):
            text = "\(value)"
        case .roll(let roll):
            text = roll.notation
        case .negation(let inner):
            // Only an atom goes bare after a sign: `-(-1d6)`, never `--1d6`, which reads as a typo.
            text = "-" + inner.written(within: 4, rightOfOperator: false)
        case let .binary(op, lhs, rhs):
            let level = precedence
            text = lhs.written(within: level, rightOfOperator: false) + op.symbol
                + rhs.written(within: level + 1, rightOfOperator: true)
        case let .extreme(highest, parts):
            text = (highest ? "max(" : "min(") + parts.map { $0.notation }.joined(separator: ",") + ")"
        case .group(let group):
            text = group.notation
        }
        // A sign may not follow `+` or `-` (`3d6++2` is refused as a typo), so a negated right
        // operand keeps its parentheses there.
        let signAfterSign = right && outer <= 2 && precedence == 3
        return precedence < outer || signAfterSign ? "(" + text + ")" : text
    }
}
