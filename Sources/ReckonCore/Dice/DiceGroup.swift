/// A group of parts in braces, `{4d6kh3, 1d20}kh1`, `{d6, d8, d10}kh2`, `{2d6+2, 1d12, 1d20}>=10`:
/// each part (a member) is rolled, and the group keeps or drops members by their totals, or
/// counts those passing a success threshold (1 each, −1 for a failure), as Foundry's pool terms
/// and rpg-dice-roller's groups do. Without a modifier a group is the sum of its members.
///
/// A member is always a whole part: `{4d6+2d8}kh1` is one member, kept or not (Roll20 would
/// keep dice across it).
public struct DiceGroup: Sendable, Equatable {
    public let members: [DiceExpression]
    /// At most two, each keeping a run of the members in order of their totals.
    public let selections: [DiceRoll.Selection]
    public let success: DiceCondition?
    public let failure: DiceCondition?

    /// The run of members, in order of total from the highest, that every selection keeps.
    var keptRun: (lower: Int64, upper: Int64) { DiceRoll.keptRun(selections, of: Int64(members.count)) }

    /// What a kept member adds: its total, or 1, 0 or −1 when successes are counted.
    @inline(__always)
    func contribution(of total: Int64) -> Int64 {
        DiceRoll.counted(total, success: success, failure: failure)
    }

    /// `{4d6kh3,1d20}kh1`
    public var notation: String {
        "{" + members.map { $0.notation }.joined(separator: ",") + "}"
            + DiceRoll.notation(of: selections) + (success.map { $0.notation(markingEquality: true) } ?? "")
            + (failure.map { "f" + $0.notation(markingEquality: false) } ?? "")
    }

    /// The smallest and largest value of the group from its members' bounds: the kept run of the
    /// members' lows sorted, and of their highs (each order statistic is monotone in every
    /// member); with successes, −1 (with failures) or 0 to 1 a kept member.
    func bounds(_ members: [(low: Int64, high: Int64)]) -> (Int64, Int64) {
        let (lower, upper) = keptRun
        if success != nil {
            let kept = upper - lower
            return (failure == nil ? 0 : -kept, kept)
        }
        let lows = members.map { $0.low }.sorted(by: >), highs = members.map { $0.high }.sorted(by: >)
        return (lows[Int(lower)..<Int(upper)].reduce(0, +), highs[Int(lower)..<Int(upper)].reduce(0, +))
    }
}
