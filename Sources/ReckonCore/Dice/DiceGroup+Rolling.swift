extension DiceGroup {
    /// Rolls the group for the first `block` trials into `values`: each member for the whole
    /// block in turn (left to right), then each trial's members sorted when some are kept.
    func roll(into values: inout [Int64], block: Int, using generator: inout Xoshiro256StarStar) {
        var totals = [[Int64]](repeating: [Int64](repeating: 0, count: block), count: members.count)
        for (m, member) in members.enumerated() { member.roll(into: &totals[m], block: block, using: &generator) }
        let (lower, upper) = keptRun
        var row = [Int64](repeating: 0, count: members.count)
        for i in 0..<block {
            for m in row.indices { row[m] = totals[m][i] }
            if !selections.isEmpty { row.sort(by: >) }
            var total: Int64 = 0
            for m in Int(lower)..<Int(upper) { total += contribution(of: row[m]) }
            values[i] = total
        }
    }

    /// Rolls each member at `table` (their dice recorded as any), records the group and which
    /// members it kept, and returns its value.
    func roll(at table: inout DiceTable) -> Int64 {
        var totals: [Int64] = []
        for member in members { totals.append(member.roll(at: &table)) }
        let kept = DiceRoll.kept(totals, selections: selections)
        var total: Int64 = 0
        var counts: [Int64] = []
        for (m, value) in totals.enumerated() {
            let counted = kept[m] ? contribution(of: value) : 0
            counts.append(counted)
            total += counted
        }
        table.groups.append(RolledPool.Group(
            notation: notation, total: total, members: totals, kept: kept, counts: success == nil ? nil : counts))
        return total
    }
}
