extension DiceRoll {
    /// For separate dice whose selections keep all but the lowest `low` and the highest `high`
    /// dice (`dl2`, `dh1`, `dl1dh1`), whatever the number of extra dice: the two counts; else nil.
    var dropsAtTheEnds: (low: Int, high: Int)? {
        guard separatesDice, !selections.isEmpty else { return nil }
        let first = keptRun(of: count)
        let (low, high) = (count - first.upper, first.lower)
        guard low + high > 0 else { return nil }
        for dice in count...count * (DicePool.maximumExplosions + 1) {
            guard keptRun(of: dice) == (high, dice - low) else { return nil }
        }
        return (Int(low), Int(high))
    }

    /// The ways of the kept total when all but the lowest `low` and the highest `high` dice are
    /// kept, the chains of rolls as the units rather than the dice, so the extra dice need no
    /// count.
    ///
    /// For each value v the `low`-th lowest die can show and u the `high`-th highest (v ≤ u), the
    /// rolls where they do: b < low dice below v and at least low − b at it, b' < high above u
    /// and at least high − b' at it. One chain's ways are found by its rolls, each below v, at
    /// it, between, at u or above, with those counts (the dice at v or u capped at what the
    /// test needs) and the kept total of the dice from v to u as its state; the chains are then
    /// added one at a time, and the total less the dice at v and at u dropped is the pair's
    /// part. Sums of products only.
    func chainsDropping(low: Int, high: Int) -> DiceCounts {
        let roll = rollCounts, depth = Int(DicePool.maximumExplosions)
        let unrolled = (0...depth).map { WideDouble.power(roll.total, Int64(depth - $0)) }
        var shown: [(face: Int64, ways: WideDouble)] = []
        for (i, ways) in roll.counts.enumerated() where !ways.isZero { shown.append((roll.lowest + Int64(i), ways)) }
        let values = Set(shown.flatMap { [heldValue($0.face, first: true), heldValue($0.face, first: false)] }).sorted()
        var thresholds: [(v: Int64?, u: Int64?)] = []
        for v in values where low > 0 {
            if high == 0 { thresholds.append((v, nil)) } else { for u in values where u >= v { thresholds.append((v, u)) } }
        }
        if low == 0 { thresholds = values.map { (nil, $0) } }
        var out = DiceSum()
        for (v, u) in thresholds {
            let counts = DropCounts(low: low, high: high, sameValue: v != nil && v == u)
            // A chain's ways by state, its rolls one at a time.
            var done = [DiceSum](repeating: DiceSum(), count: counts.states)
            var pending = [DiceSum](repeating: DiceSum(), count: counts.states)
            pending[0] = DiceSum(.constant(0))
            for k in 0...depth {
                var next = [DiceSum](repeating: DiceSum(), count: counts.states)
                for (face, ways) in shown {
                    let held = heldValue(face, first: k == 0)
                    let explodes = k < depth && explosion!.holds(for: face)
                    let side = v.map { held < $0 } == true ? -1 : u.map { held > $0 } == true ? 1 : 0
                    let at = (v == held ? 1 : 0, u == held && v != held ? 1 : 0)
                    let shift = side == 0 ? contribution(of: held) : 0
                    for (s, chain) in pending.enumerated() where !chain.counts.isEmpty {
                        guard let t = counts.adding(s, (side < 0 ? 1 : 0, at.0, side > 0 ? 1 : 0, at.1)) else { continue }
                        if explodes {
                            next[t].add(chain, shift: shift, times: ways)
                        } else {
                            done[t].add(chain, shift: shift, times: ways * unrolled[k])
                        }
                    }
                }
                pending = next
            }
            // The chains added one at a time.
            let chains = done.map { $0.counts.isEmpty ? nil : $0.counts(total: .one) }
            var pool = [DiceCounts?](repeating: nil, count: counts.states)
            pool[0] = .constant(0)
            for _ in 0..<count {
                var next = [DiceSum](repeating: DiceSum(), count: counts.states)
                for (s, sofar) in pool.enumerated() {
                    guard let sofar else { continue }
                    for (t, chain) in chains.enumerated() {
                        guard let chain, let both = counts.adding(s, counts.parts(t)) else { continue }
                        next[both].add(sofar.adding(chain), times: .one)
                    }
                }
                pool = next.map { $0.counts.isEmpty ? nil : $0.counts(total: .one) }
            }
            for (s, part) in pool.enumerated() {
                guard let part, let (belowV, aboveU) = counts.finished(s) else { continue }
                let dropped = Int64(low - belowV) * (v.map { contribution(of: $0) } ?? 0) + Int64(high - aboveU) * (u.map { contribution(of: $0) } ?? 0)
                out.add(part, shift: -dropped, times: .one)
            }
        }
        return out.counts(total: WideDouble.power(roll.total, count * (DicePool.maximumExplosions + 1)))
    }
}

/// The states of `chainsDropping`: dice below v (fewer than `low`), at v (capped at what the test
/// needs: `low`, or `low + high` when v = u), above u (fewer than `high`) and at u (capped at
/// `high`), numbered in mixed radix.
private struct DropCounts {
    let low: Int, high: Int, sameValue: Bool
    let capV: Int, capU: Int

    init(low: Int, high: Int, sameValue: Bool) {
        (self.low, self.high, self.sameValue) = (low, high, sameValue)
        capV = sameValue ? low + high : low
        capU = sameValue ? 0 : high
    }

    var states: Int { max(low, 1) * (capV + 1) * max(high, 1) * (capU + 1) }

    /// The four counts of state `s`.
    func parts(_ s: Int) -> (Int, Int, Int, Int) {
        let atU = s % (capU + 1), aboveU = s / (capU + 1) % max(high, 1)
        let rest = s / (capU + 1) / max(high, 1)
        return (rest / (capV + 1), rest % (capV + 1), aboveU, atU)
    }

    /// State `s` with `more` added (below v, at v, above u, at u), or nil when too many lie below
    /// v or above u.
    func adding(_ s: Int, _ more: (Int, Int, Int, Int)) -> Int? {
        let (b, a, c, d) = parts(s)
        let (below, above) = (b + more.0, c + more.2)
        guard below < max(low, 1), above < max(high, 1) else { return nil }
        let atV = min(a + more.1, capV), atU = min(d + more.3, capU)
        return ((below * (capV + 1) + atV) * max(high, 1) + above) * (capU + 1) + atU
    }

    /// For a state where v is the `low`-th lowest and u the `high`-th highest: the dice below v
    /// and above u; else nil.
    func finished(_ s: Int) -> (Int, Int)? {
        let (below, atV, above, atU) = parts(s)
        guard low == 0 || below + atV >= low else { return nil }
        guard high == 0 || above + (sameValue ? atV : atU) >= high else { return nil }
        return (below, above)
    }
}
