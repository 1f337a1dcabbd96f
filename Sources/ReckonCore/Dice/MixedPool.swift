/// Dice of several kinds in one pool, kept or dropped together: a group's members (members
/// written alike are one kind), or dice exploding into dice of their own, where a first roll
/// and an extra one, exploding or not, are four kinds with their own values and numbers that
/// vary with the chains' shapes.
///
/// Within a kind the dice are alike and independent. `DiceRoll.selected` is the one-kind case,
/// kept apart because its states are plain arrays indexed by the dice placed.
struct MixedPool {
    /// The ways one die of each kind shows each value.
    let kinds: [DiceCounts]

    /// A pool of these kinds: how many dice of each, and the weight it carries.
    typealias Shape = (numbers: [Int], weight: WideDouble)

    /// The ways of the total of `contribution` over the run of the dice (`run` seen from its
    /// nearer end, the same for every shape), summed over the shapes, each pool's ways times its
    /// weight; `total` the ways of everything.
    ///
    /// By order statistics over kinds: the values any die can take are visited from the run's
    /// end, and at each, for each kind in turn, every number c of its dice showing it. A state
    /// is (dice of each kind placed, kept total) while fewer than skip + K are placed, and it
    /// is weighted ways^c / c! at each step, so the states serve every shape: a pool of N dice
    /// of a kind picks its p placed in N!/(N − p)! orders over those c!s. The step that
    /// completes the run finishes the state at once, weighted by its shapes summed: for each, the
    /// weight, every kind's N!/(N − p)! and its other dice beyond the value (the kind completing
    /// the run: at least the c it needs at the value, the rest beyond; the kinds before it beyond
    /// it too, the kinds after it at it or beyond). Those sums are taken over the shapes grouped
    /// by every number but the most varied kind's, whose sums are kept per value and count
    /// placed. Sums of products only, no subtraction. An empty run gives 0 in every way.
    func keptTotal(over shapes: [Shape], run: (skip: Int64, count: Int64, highest: Bool), outOf total: WideDouble,
                   contribution: (Int64) -> Int64) -> DiceCounts {
        guard run.count > 0 else {
            return DiceCounts(lowest: 0, counts: [shapes.reduce(.zero) { $0 + $1.weight * self.outcomes(of: $1.numbers) }], total: total)
        }
        let reach = Int(run.skip + run.count), skip = Int(run.skip)
        var valueSet = Set<Int64>()
        for kind in kinds {
            for (i, ways) in kind.counts.enumerated() where !ways.isZero { valueSet.insert(kind.lowest + Int64(i)) }
        }
        let values = run.highest ? valueSet.sorted(by: >) : valueSet.sorted()
        let contributions = values.map(contribution)
        let lowContribution = contributions.min()!
        // Ways of each kind at each value, beyond it, and at it or beyond (summed from the far end).
        let ways = kinds.map { kind in values.map { kind.ways($0) } }
        let beyond = ways.map { row -> [WideDouble] in
            var out = [WideDouble](repeating: .zero, count: row.count)
            for j in row.indices.dropLast().reversed() { out[j] = out[j + 1] + row[j + 1] }
            return out
        }
        var sums = ShapeSums(kinds: kinds.count, shapes: shapes, reach: reach)
        var states = [(placed: [Int], row: KeptTotals)]()
        states.append((Array(repeating: 0, count: kinds.count), KeptTotals(first: .one)))
        var finished = KeptTotals()
        for j in values.indices {
            let step = Int(contributions[j] - lowContribution)
            for k in kinds.indices where !ways[k][j].isZero {
                var powers = [WideDouble.one]  // ways^c / c!
                for c in 1..<max(reach, 1) { powers.append(powers[c - 1] * ways[k][j] / WideDouble(Double(c))) }
                // The kind completing the run and those before it: beyond; those after: at or beyond.
                let bases = kinds.indices.map { $0 <= k ? beyond[$0][j] : beyond[$0][j] + ways[$0][j] }
                var next = [(placed: [Int], row: KeptTotals)]()
                var slots: [[Int]: Int] = [:]
                for (placed, row) in states {
                    let before = placed.reduce(0, +)
                    let toReach = reach - before
                    let weight = sums.finishing(placed, kind: k, at: j, needing: toReach, ways: ways[k][j], bases: bases)
                    if !weight.isZero {
                        finished.add(row, shift: (reach - max(before, skip)) * step, times: weight)
                    }
                    // A key per state: its placed counts (a number in mixed radix would overflow
                    // with many kinds).
                    var key = placed
                    for c in 0..<min(toReach, sums.most[k] - placed[k] + 1) {
                        let kept = max(0, before + c - max(before, skip))
                        if let slot = slots[key] {
                            next[slot].row.add(row, shift: kept * step, times: powers[c])
                        } else {
                            slots[key] = next.count
                            var fresh = KeptTotals()
                            fresh.add(row, shift: kept * step, times: powers[c])
                            next.append((key, fresh))
                        }
                        key[k] += 1
                    }
                }
                states = next
            }
        }
        return DiceCounts(lowest: run.count * lowContribution + Int64(finished.low), counts: finished.values, total: total).trimmed()
    }

    /// The ways of every roll of a pool with `numbers` dice of each kind.
    func outcomes(of numbers: [Int]) -> WideDouble {
        var out = WideDouble.one
        for (kind, number) in zip(kinds, numbers) { out *= WideDouble.power(kind.total, Int64(number)) }
        return out
    }

    /// The steps `keptTotal` takes for at most `numbers` dice of each kind, `shapes` shapes in
    /// `groups` groups (`ShapeSums`), `pairs` (value, kind) pairs with ways, the run reaching
    /// `reach` dice and keeping `keep`, and contributions spanning `width` a die: for each pair,
    /// each state (the placed counts summing below the reach, each at most its number), each
    /// count placed there (on average) and a kept total's span (taken as at most 6 dice wide),
    /// a tenth of those (a state's kept totals are walked only where they are not zero); for
    /// each pair and count placed, a sum over the shapes; for each state met, a tenth of one
    /// over the groups, and each kind's factors looked up, two steps each (release, one core:
    /// 20d6!pkh10 15 ms, priced 0.18 s; {80d6,80d8,80d10}kh2 14 ms, 41 ms; seventy kinds,
    /// {d2,…,d71}kh2, where the lookups are most of it). The tables' set-up, 10,000.
    static func work(numbers: [Double], shapes: Double, groups: Double, pairs: Double, reach: Double, keep: Double, width: Double) -> Double {
        var states = 1.0
        for (i, number) in numbers.enumerated() { states *= min(number + 1, (reach + Double(i)) / Double(i + 1)) }
        let kinds = Double(numbers.count)
        let counts = numbers.reduce(0) { $0 + min($1 + 1, reach) } / kinds
        let walk = pairs * states * counts * min(keep, 6) * width / 10
        let sums = pairs * reach * shapes + pairs * states * kinds * (groups / 10 + 2)
        return 10_000 + walk + sums
    }
}

/// The shapes' weights summed for `MixedPool.keptTotal`: grouped by the numbers of every kind
/// but `last`, the most varied, whose sums over each group are kept per value, kind completing
/// the run and count placed.
private struct ShapeSums {
    let last: Int
    /// Each group: the others' numbers, and its shapes' (number of `last`, weight).
    var groups: [(numbers: [Int], inner: [(number: Int, weight: WideDouble)])] = []
    let most: [Int]
    let reach: Int
    // Keyed by 64-bit numbers: the module's Int has 32 bits.
    private var inner: [Int64: [WideDouble]] = [:]
    private var falling: [Int64: [WideDouble]] = [:]
    private var kindFactors: [Int64: [WideDouble]] = [:]

    init(kinds: Int, shapes: [MixedPool.Shape], reach: Int) {
        var distinct = [Set<Int>](repeating: [], count: kinds)
        for shape in shapes { for k in 0..<kinds { distinct[k].insert(shape.numbers[k]) } }
        last = distinct.indices.max { distinct[$0].count < distinct[$1].count }!
        most = (0..<kinds).map { k in shapes.map { $0.numbers[k] }.max()! }
        self.reach = reach
        var index: [[Int]: Int] = [:]
        for shape in shapes {
            var key = shape.numbers
            key[last] = 0
            if let at = index[key] { groups[at].inner.append((shape.numbers[last], shape.weight)) } else {
                index[key] = groups.count
                groups.append((key, [(shape.numbers[last], shape.weight)]))
            }
        }
    }

    /// N!/(N − p)! for N from 0 to `most`.
    private mutating func fallingFactorials(_ p: Int, upTo most: Int) -> [WideDouble] {
        let key = Int64(p) << 32 | Int64(most)
        if let known = falling[key] { return known }
        let out = (0...most).map { n in n < p ? WideDouble.zero : (0..<p).reduce(WideDouble.one) { $0 * WideDouble(Double(n - $1)) } }
        falling[key] = out
        return out
    }

    /// For each N from 0 to `most`: N!/(N − p)! × base^(N − p), or for the kind completing the
    /// run N!/(N − p)! × the ways at least `needing` of its other N − p dice show `ways` and the
    /// rest lie beyond (`base`), by the count of the last die: at it, or beyond.
    private mutating func factors(_ p: Int, upTo most: Int, base: WideDouble, completing: (needing: Int, ways: WideDouble)?) -> [WideDouble] {
        let fall = fallingFactorials(p, upTo: most)
        var out = [WideDouble](repeating: .zero, count: most + 1)
        guard let (needing, ways) = completing else {
            var power = WideDouble.one
            for n in p...max(p, most) where n <= most {
                out[n] = fall[n] * power
                power *= base
            }
            return out
        }
        // tails[r]: ways of at least r of m dice at the value, the rest beyond, for m = 0, 1, …
        var tails = [WideDouble](repeating: .zero, count: needing + 1)
        tails[0] = .one
        for m in 0...max(0, most - p) {
            if p + m <= most { out[p + m] = fall[p + m] * tails[needing] }
            for r in stride(from: needing, through: 1, by: -1) { tails[r] = tails[r] * base + tails[r - 1] * ways }
            tails[0] *= ways + base
        }
        return out
    }

    /// The weight that finishes a state with `placed` dice of each kind when `kind` completes the
    /// run at value `j` (needing `needing` more there): over the shapes, each one's weight times
    /// every kind's factor (`bases` those not completing it).
    mutating func finishing(_ placed: [Int], kind k: Int, at j: Int, needing: Int, ways: WideDouble, bases: [WideDouble]) -> WideDouble {
        // A kind's factors depend on the value, its count placed, and whether it completes the
        // run (how many it needs), lies before the kind that does, or after.
        func key(_ o: Int) -> Int64 {
            let mode = Int64(o == k ? needing : o < k ? reach + 1 : reach + 2), span = Int64(reach)
            return ((Int64(j) * (span + 3) + mode) * (span + 1) + Int64(placed[o])) * Int64(most.count) + Int64(o)
        }
        let lastKey = key(last)
        let sums: [WideDouble]
        if let known = inner[lastKey] { sums = known } else {
            let f = factors(placed[last], upTo: most[last], base: bases[last], completing: k == last ? (needing, ways) : nil)
            sums = groups.map { group in group.inner.reduce(WideDouble.zero) { $0 + $1.weight * f[$1.number] } }
            inner[lastKey] = sums
        }
        var perKind: [[WideDouble]] = []
        for o in placed.indices where o != last {
            if let known = kindFactors[key(o)] { perKind.append(known); continue }
            let f = factors(placed[o], upTo: most[o], base: bases[o], completing: o == k ? (needing, ways) : nil)
            kindFactors[key(o)] = f
            perKind.append(f)
        }
        var out = WideDouble.zero
        for (g, group) in groups.enumerated() where !sums[g].isZero {
            var term = sums[g]
            var i = 0
            for o in placed.indices where o != last {
                term *= perKind[i][group.numbers[o]]
                i += 1
            }
            out += term
        }
        return out
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
