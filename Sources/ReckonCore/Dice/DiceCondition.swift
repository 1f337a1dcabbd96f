/// A test of one die's value, as the notation writes it after `r`, `rr`, `!`, `f` or as a success
/// threshold: `1` (equal to 1), `=6`, `<3`, `<=3`, `>4`, `>=4`.
///
/// The comparisons are the mathematical ones: `>4` holds for 5 and up, not 4 (some virtual
/// tabletops read `>` as "at least"; `>=4` says that here).
public struct DiceCondition: Sendable, Equatable {
    public enum Comparison: Sendable, Equatable {
        case equal, less, lessOrEqual, greater, greaterOrEqual
    }

    public let comparison: Comparison
    public let value: Int64

    public init(_ comparison: Comparison, _ value: Int64) {
        self.comparison = comparison
        self.value = value
    }

    /// Whether `x` passes the test.
    @inline(__always)
    public func holds(for x: Int64) -> Bool {
        switch comparison {
        case .equal: x == value
        case .less: x < value
        case .lessOrEqual: x <= value
        case .greater: x > value
        case .greaterOrEqual: x >= value
        }
    }

    /// The condition as written in normal form; an equality is a bare number unless `marked`
    /// (a success threshold needs its `=`, a reroll's does not: `r1`, `=6`).
    func notation(markingEquality marked: Bool) -> String {
        let sign = switch comparison {
        case .equal: marked ? "=" : ""
        case .less: "<"
        case .lessOrEqual: "<="
        case .greater: ">"
        case .greaterOrEqual: ">="
        }
        return sign + "\(value)"
    }
}
