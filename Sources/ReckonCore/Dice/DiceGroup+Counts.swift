extension DiceGroup {
    /// The ways of the group's value from its members' ways (`members[i]` the i-th member's).
    ///
    /// Without a keep or drop, the members' totals (or what they count) add up. With one, by
    /// order statistics over the members (`MixedPool`), members written alike one kind, counted.
    func counts(of members: [DiceCounts]) -> DiceCounts {
        guard !selections.isEmpty else {
            var out = DiceCounts.constant(0)
            for member in members {
                let counted = success == nil ? member : member.mapped(low: -1, high: 1) { contribution(of: $0) }
                out = out.adding(counted)
            }
            return out
        }
        var kinds: [DiceCounts] = [], numbers: [Int] = []
        var seen: [String: Int] = [:]
        for (index, member) in self.members.enumerated() {
            if let at = seen[member.notation] { numbers[at] += 1 } else {
                seen[member.notation] = kinds.count
                kinds.append(members[index])
                numbers.append(1)
            }
        }
        let pool = MixedPool(kinds: kinds)
        let run = DiceRoll.nearerEnd(of: keptRun, among: Int64(members.count))
        return pool.keptTotal(over: [(numbers, .one)], run: run, outOf: pool.outcomes(of: numbers)) { contribution(of: $0) }
    }

    /// The steps `counts(of:)` takes for members whose values lie within `bounds`: with a keep
    /// or drop, `MixedPool.work`; without, the sums. Each member costs 500 steps more.
    func work(_ bounds: [(low: Int64, high: Int64)]) -> Double {
        let setUp = Double(members.count) * 500
        guard !selections.isEmpty else {
            var sum = 1.0, steps = setUp
            for span in bounds.map({ Double($0.high - $0.low + 1) }) {
                steps += sum * (success == nil ? span : 3)
                sum += success == nil ? span - 1 : 2
            }
            return steps
        }
        var numbers: [String: Double] = [:], spans: [String: Double] = [:]
        for (member, bound) in zip(members, bounds) {
            numbers[member.notation, default: 0] += 1
            spans[member.notation] = Double(bound.high - bound.low + 1)
        }
        let values = Double(bounds.map { $0.high }.max()! - bounds.map { $0.low }.min()! + 1)
        let run = DiceRoll.nearerEnd(of: keptRun, among: Int64(members.count))
        return setUp + MixedPool.work(numbers: Array(numbers.values), shapes: 1, groups: 1, pairs: spans.values.reduce(0, +),
                                      reach: Double(run.skip + run.count), keep: Double(run.count), width: success == nil ? values : 3)
    }
}
