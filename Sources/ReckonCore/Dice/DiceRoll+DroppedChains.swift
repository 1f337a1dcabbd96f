extension DiceRoll {
    /// For separate dice whose selections keep all but the lowest d dice (`dl2`) or all but the
    /// highest (`dh1`), whatever the number of extra dice: d and which end; else nil.
    var dropsAtOneEnd: (count: Int, lowest: Bool)? {
        guard separatesDice, !selections.isEmpty else { return nil }
        let first = keptRun(of: count)
        let (d, lowest) = first.lower == 0 ? (count - first.upper, true) : (first.lower, false)
        guard d > 0 else { return nil }
        for dice in count...count * (DicePool.maximumExplosions + 1) {
            let run = keptRun(of: dice)
            guard lowest ? run == (0, dice - d) : run == (d, dice) else { return nil }
        }
        return (Int(d), lowest)
    }

    /// The ways of the kept total when all but the lowest `d` dice are kept (or the highest),
    /// the chains of rolls as the units rather than the dice, so the extra dice need no count.
    ///
    /// For each value v, the rolls where the d-th lowest die shows v: b dice below it (b < d)
    /// and at least d − b at it. One chain's ways are found by its rolls, each below v, at it
    /// or above, with the kept total of those at or above (b and the dice at v, at most d, as
    /// the state); the chains are then added one at a time, and the total less the d − b dice
    /// at v dropped is this value's part. Sums of products only.
    func chainsDropping(_ d: Int, lowest: Bool) -> DiceCounts {
        let roll = rollCounts, depth = Int(DicePool.maximumExplosions)
        let unrolled = (0...depth).map { WideDouble.power(roll.total, Int64(depth - $0)) }
        var shown: [(face: Int64, ways: WideDouble)] = []
        for (i, ways) in roll.counts.enumerated() where !ways.isZero { shown.append((roll.lowest + Int64(i), ways)) }
        let values = Set(shown.flatMap { [heldValue($0.face, first: true), heldValue($0.face, first: false)] }).sorted()
        // A state: b below (0..<d) and at (0...d, d meaning d or more), at b × (d + 1) + at.
        let states = d * (d + 1)
        var out = DiceSum()
        for v in values {
            var done = [DiceSum](repeating: DiceSum(), count: states)
            var pending = [DiceSum](repeating: DiceSum(), count: states)
            pending[0] = DiceSum(.constant(0))
            for k in 0...depth {
                var next = [DiceSum](repeating: DiceSum(), count: states)
                for (face, ways) in shown {
                    let held = heldValue(face, first: k == 0)
                    let explodes = k < depth && explosion!.holds(for: face)
                    let below = lowest ? held < v : held > v
                    for (s, chain) in pending.enumerated() where !chain.counts.isEmpty {
                        let shift = below ? 0 : contribution(of: held)
                        var (b, at) = (s / (d + 1), s % (d + 1))
                        if below { b += 1 } else if held == v { at = min(at + 1, d) }
                        guard b < d else { continue }
                        if explodes {
                            next[b * (d + 1) + at].add(chain, shift: shift, times: ways)
                        } else {
                            done[b * (d + 1) + at].add(chain, shift: shift, times: ways * unrolled[k])
                        }
                    }
                }
                pending = next
            }
            // The chains added one at a time.
            let chains = done.map { $0.counts.isEmpty ? nil : $0.counts(total: .one) }
            var pool = [DiceCounts?](repeating: nil, count: states)
            pool[0] = .constant(0)
            for _ in 0..<count {
                var next = [DiceSum](repeating: DiceSum(), count: states)
                for (s, sofar) in pool.enumerated() {
                    guard let sofar else { continue }
                    for (t, chain) in chains.enumerated() {
                        guard let chain else { continue }
                        let b = s / (d + 1) + t / (d + 1)
                        guard b < d else { continue }
                        next[b * (d + 1) + min(s % (d + 1) + t % (d + 1), d)].add(sofar.adding(chain), times: .one)
                    }
                }
                pool = next.map { $0.counts.isEmpty ? nil : $0.counts(total: .one) }
            }
            for b in 0..<d {
                for at in (d - b)...d {
                    guard let part = pool[b * (d + 1) + at] else { continue }
                    out.add(part, shift: -Int64(d - b) * contribution(of: v), times: .one)
                }
            }
        }
        return out.counts(total: WideDouble.power(roll.total, count * (DicePool.maximumExplosions + 1)))
    }
}
