extension DiceGroup {
    /// The ways of the group's value from its members' ways (`members[i]` the i-th member's).
    ///
    /// Without a keep or drop, the members' totals (or what they count) add up. With one, by
    /// order statistics over the members, as `DiceRoll.selected` does for dice of one kind but
    /// with members of several kinds (members written alike are one kind, counted): the values
    /// any member can take are visited from the nearer end of the kept run, and at each, for
    /// each kind in turn, every number c of its unplaced members showing it, weighted
    /// C(unplaced, c) × ways^c. A state is (members of each kind placed, kept total) while fewer
    /// than skip + K are placed; the step that completes the run finishes it at once: the kind's
    /// other members lie beyond the value, the kinds before it beyond it too, the kinds after it
    /// at it or beyond. Sums of products only, no subtraction.
    func counts(of members: [DiceCounts]) -> DiceCounts {
        guard !selections.isEmpty else {
            var out = DiceCounts.constant(0)
            for member in members {
                let counted = success == nil ? member : member.mapped(low: -1, high: 1) { contribution(of: $0) }
                out = out.adding(counted)
            }
            return out
        }
        // Kinds of member: the first of each notation and how many are written alike.
        var kinds: [(counts: DiceCounts, number: Int)] = []
        var seen: [String: Int] = [:]
        for (index, member) in self.members.enumerated() {
            if let at = seen[member.notation] { kinds[at].number += 1 } else {
                seen[member.notation] = kinds.count
                kinds.append((members[index], 1))
            }
        }
        let total = Int64(members.count)
        let (skip, keep, highest) = DiceRoll.nearerEnd(of: keptRun, among: total)
        let reach = Int(skip + keep)
        var valueSet = Set<Int64>()
        for kind in kinds {
            for (i, ways) in kind.counts.counts.enumerated() where !ways.isZero { valueSet.insert(kind.counts.lowest + Int64(i)) }
        }
        let values = highest ? valueSet.sorted(by: >) : valueSet.sorted()
        let contributions = values.map { contribution(of: $0) }
        let lowContribution = contributions.min()!
        // Ways of each kind at each value, and beyond it (summed from the far end).
        let ways = kinds.map { kind in values.map { kind.counts.ways($0) } }
        let beyond = ways.map { row -> [WideDouble] in
            var out = [WideDouble](repeating: .zero, count: row.count)
            for j in row.indices.dropLast().reversed() { out[j] = out[j + 1] + row[j + 1] }
            return out
        }
        var binomials: [[WideDouble]] = []
        for r in 0...members.count {
            var row = [WideDouble.one]
            for k in 0..<r { row.append(row[k] * WideDouble(Double(r - k)) / WideDouble(Double(k + 1))) }
            binomials.append(row)
        }
        // The states: members of each kind placed, and their kept totals.
        var states = [(placed: [Int], row: KeptTotals)]()
        states.append((Array(repeating: 0, count: kinds.count), KeptTotals(first: .one)))
        var finished = KeptTotals()
        for (j, _) in values.enumerated() {
            let step = Int(contributions[j] - lowContribution)
            for (k, kind) in kinds.enumerated() {
                var next = [(placed: [Int], row: KeptTotals)]()
                var slots: [[Int]: Int] = [:]
                for (placed, row) in states {
                    let before = placed.reduce(0, +)
                    let unplaced = kind.number - placed[k]
                    // The other kinds' members when the run completes here: beyond this value for
                    // the kinds already visited at it, at it or beyond for those still to come.
                    var rest = WideDouble.one
                    for (other, otherKind) in kinds.enumerated() where other != k {
                        let left = otherKind.number - placed[other]
                        let base = other < k ? beyond[other][j] : beyond[other][j] + ways[other][j]
                        rest *= WideDouble.power(base, Int64(left))
                    }
                    for c in 0...unplaced {
                        if c > 0 && ways[k][j].isZero { break }
                        let weight = binomials[unplaced][c] * WideDouble.power(ways[k][j], Int64(c))
                        let kept = max(0, min(before + c, reach) - max(before, Int(skip)))
                        if before + c >= reach {
                            finished.add(row, shift: kept * step, times: weight * WideDouble.power(beyond[k][j], Int64(unplaced - c)) * rest)
                        } else {
                            var key = placed
                            key[k] += c
                            // Few states are looked up in a line, many through a table.
                            let found = next.count < 32 ? next.firstIndex { $0.placed == key } : slots[key]
                            if let slot = found {
                                next[slot].row.add(row, shift: kept * step, times: weight)
                            } else {
                                if next.count >= 31 {
                                    if slots.isEmpty { for (i, state) in next.enumerated() { slots[state.placed] = i } }
                                    slots[key] = next.count
                                }
                                var fresh = KeptTotals()
                                fresh.add(row, shift: kept * step, times: weight)
                                next.append((key, fresh))
                            }
                        }
                    }
                }
                states = next
            }
        }
        var outcomes = WideDouble.one
        for kind in kinds { outcomes *= WideDouble.power(kind.counts.total, Int64(kind.number)) }
        return DiceCounts(lowest: keep * lowContribution + Int64(finished.low), counts: finished.values, total: outcomes).trimmed()
    }

    /// The steps `counts(of:)` takes for members whose values lie within `bounds`: with a keep or
    /// drop, for each value any member takes, each state (the product over kinds of the members
    /// placed, 0 to the run's reach), each kind, each count of it placed there and each kept
    /// total, a twentieth of those counted: a state's kept totals are walked only where they
    /// are not zero (release, one core: {80d6,80d8,80d10}kh2, 5e7 before the twentieth, 14 ms);
    /// without, the sums. Each member costs 500 steps more, a keep or drop 10,000 (the tables
    /// set up: {d6,d8,d10}kh2 takes 0.1 ms).
    func work(_ bounds: [(low: Int64, high: Int64)]) -> Double {
        let spans = bounds.map { Double($0.high - $0.low + 1) }
        let setUp = Double(members.count) * 500 + (selections.isEmpty ? 0 : 10_000)
        guard !selections.isEmpty else {
            var sum = 1.0, steps = setUp
            for span in spans {
                steps += sum * (success == nil ? span : 3)
                sum += success == nil ? span - 1 : 2
            }
            return steps
        }
        var numbers: [String: Double] = [:]
        for member in members { numbers[member.notation, default: 0] += 1 }
        let (lower, upper) = keptRun
        let reach = Double(min(lower, Int64(members.count) - upper) + upper - lower)
        let values = Double(bounds.map { $0.high }.max()! - bounds.map { $0.low }.min()! + 1)
        let states = numbers.values.reduce(1.0) { $0 * (min($1, reach) + 1) }
        let counts = numbers.values.reduce(0.0) { $0 + $1 + 1 }
        let width = (success == nil ? values : 3) * Double(upper - lower)
        return setUp + values * states * counts * width / 20
    }
}

/// Ways by kept total over the span they reach: `values[i]` for the total `low + i` (a state
/// holds a few totals, not the whole width, so making one costs little).
private struct KeptTotals {
    var low = 0
    var values: [WideDouble] = []

    init() {}

    init(first: WideDouble) { values = [first] }

    /// Adds `other` × `weight`, each total moved up `shift`.
    mutating func add(_ other: KeptTotals, shift: Int, times weight: WideDouble) {
        guard !other.values.isEmpty else { return }
        let start = other.low + shift
        if values.isEmpty {
            low = start
            values = [WideDouble](repeating: .zero, count: other.values.count)
        } else {
            if start < low {
                values.insert(contentsOf: [WideDouble](repeating: .zero, count: low - start), at: 0)
                low = start
            }
            let end = start + other.values.count - low
            if end > values.count { values.append(contentsOf: [WideDouble](repeating: .zero, count: end - values.count)) }
        }
        for (i, ways) in other.values.enumerated() where !ways.isZero { values[start - low + i] += ways * weight }
    }
}
