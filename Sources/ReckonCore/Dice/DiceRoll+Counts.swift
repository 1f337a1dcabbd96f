extension DiceRoll {
    /// The ways one roll of the die can show each face after the reroll rule: `r` weights a
    /// face by (faces − rerolled) when it stands and adds the rerolled ways × its ways for the
    /// second roll (out of faces²); `rr` leaves the faces it never stops on out.
    var rollCounts: DiceCounts {
        let faces = DiceCounts(faces: die.faces)
        guard let reroll else { return faces }
        if reroll.untilItStops { return DiceCounts(faces: rolledFaces) }
        var rerolled = WideDouble.zero
        for face in die.faces where reroll.condition.holds(for: face) { rerolled += .one }
        var counts = faces.counts
        for (i, ways) in counts.enumerated() where !ways.isZero {
            let stands = reroll.condition.holds(for: faces.lowest + Int64(i)) ? WideDouble.zero : faces.total
            counts[i] = ways * stands + rerolled * ways
        }
        return DiceCounts(lowest: faces.lowest, counts: counts, total: faces.total * faces.total)
    }

    /// The ways one die's value (clamped) comes out each value, and the chance the cap cut an
    /// explosion short (`chainCounts`); for separate dice, of one die and its explosions' values
    /// added up (each clamped and counted).
    var dieCounts: (counts: DiceCounts, capped: Double) {
        let (counts, capped) = chainCounts
        guard let clamp, !separatesDice else { return (counts, capped) }
        let (low, high) = dieBounds
        return (counts.mapped(low: low, high: high) { clamp.apply($0) }, capped)
    }

    /// The ways one die's chain of rolls adds up to each value (`rollValue` each roll): its roll,
    /// and when it explodes, the rolls after it (at most `DicePool.maximumExplosions`). Out of
    /// rolls^(cap + 1): a chain that stops after k rolls stands for every way the unrolled ones
    /// could have gone. Also the chance the cap cut a chain short (its last roll would have
    /// exploded again).
    var chainCounts: (counts: DiceCounts, capped: Double) {
        let roll = rollCounts
        var explodingWays = WideDouble.zero
        if let explosion {
            for (i, ways) in roll.counts.enumerated() where explosion.holds(for: roll.lowest + Int64(i)) {
                explodingWays += ways
            }
        }
        guard !explodingWays.isZero, let explosion else {
            let (low, high) = chainBounds
            return (roll.mapped(low: low, high: high) { rollValue($0, first: true) }, 0)
        }
        let depth = DicePool.maximumExplosions
        let (low, high) = chainBounds
        var out = [WideDouble](repeating: .zero, count: Int(high - low + 1))
        // The faces a roll can show, listed once, so a custom die spread over a wide range of
        // values costs its faces, not its range, for each chain.
        var shown: [(face: Int64, ways: WideDouble, explodes: Bool)] = []
        for (j, ways) in roll.counts.enumerated() where !ways.isZero {
            let face = roll.lowest + Int64(j)
            shown.append((face, ways, explosion.holds(for: face)))
        }
        // `pending`: the ways of the chains still exploding after k rolls, by their running total.
        var pending = DiceCounts(lowest: 0, counts: [.one], total: .one)
        for k in 0...depth {
            let unrolled = WideDouble.power(roll.total, depth - k)
            let values = shown.map { rollValue($0.face, first: k == 0) }
            let exploding = shown.indices.filter { k < depth && shown[$0].explodes }.map { values[$0] }
            let nextLow = pending.lowest + (exploding.min() ?? 0)
            var next = [WideDouble](repeating: .zero, count: exploding.isEmpty ? 0 : pending.counts.count + Int(exploding.max()! - exploding.min()!))
            for (i, chain) in pending.counts.enumerated() where !chain.isZero {
                let total = pending.lowest + Int64(i)
                for (index, face) in shown.enumerated() {
                    if k < depth && face.explodes {
                        next[Int(total + values[index] - nextLow)] += chain * face.ways
                    } else {
                        out[Int(total + values[index] - low)] += chain * face.ways * unrolled
                    }
                }
            }
            pending = DiceCounts(lowest: nextLow, counts: next, total: .one)
        }
        // (exploding ways / ways)^(cap + 1): whole numbers while small, so one rounding.
        let capped = (WideDouble.power(explodingWays, depth + 1) / WideDouble.power(roll.total, depth + 1)).doubleValue
        let all = DiceCounts(lowest: low, counts: out, total: WideDouble.power(roll.total, depth + 1))
        return (all.trimmed(), capped)
    }

    /// The ways of the term's total and the chance some die's explosions were cut at the cap.
    var termCounts: (counts: DiceCounts, capped: Double) {
        let (die, perDie) = dieCounts
        var capped = 0.0
        for _ in 0..<count { capped = capped + perDie - capped * perDie }
        guard !selections.isEmpty else {
            let values = success == nil || separatesDice ? die : die.mapped(low: -1, high: 1) { contribution(of: $0) }
            return (values.sumOfCopies(count), capped)
        }
        guard !separatesDice else { return (separateDiceSelected(), capped) }
        return (selected(die), capped)
    }

    /// The ways of the total of the kept dice among `count` dice showing `die`'s values (see
    /// `selected(_:dice:run:)`), the kept run the selections'.
    func selected(_ die: DiceCounts) -> DiceCounts { selected(die, dice: count, run: kept) }

    /// The ways of the total of the kept dice, by order statistics over multisets rather than
    /// by listing rolls: the die's values are visited from the nearer end of the kept run (the
    /// top for the highest) and, for each, every number c of the dice still unplaced that show
    /// it, weighted by C(unplaced, c) × ways^c; of the dice placed, those past the first `skip`
    /// count. A state is (dice placed, total kept so far) while fewer than skip + K are placed;
    /// once they are, the rest must lie beyond the current value, which has
    /// (ways beyond)^(unplaced − c) ways, so the state is finished at once.
    func selected(_ die: DiceCounts, dice n: Int64, run: (skip: Int64, count: Int64, highest: Bool)) -> DiceCounts {
        let (skip, keep, highest) = run
        let reach = skip + keep  // the dice placed when the kept run is complete
        var values: [(value: Int64, ways: WideDouble)] = []
        for (i, ways) in die.counts.enumerated() where !ways.isZero { values.append((die.lowest + Int64(i), ways)) }
        if highest { values.reverse() }
        let contributions = values.map { contribution(of: $0.value) }
        let lowContribution = contributions.min()!
        let span = Int(contributions.max()! - lowContribution)
        // The kept total is stored from keep × the smallest contribution.
        let width = Int(keep) * span + 1
        var finished = [WideDouble](repeating: .zero, count: width)
        var states = [[WideDouble]](repeating: [WideDouble](repeating: .zero, count: width), count: Int(reach))
        states[0][0] = .one
        // The ways beyond each value, summed from the far end (no subtraction from the total).
        var beyondAll = [WideDouble](repeating: .zero, count: values.count)
        for index in values.indices.dropLast().reversed() { beyondAll[index] = beyondAll[index + 1] + values[index + 1].ways }
        var binomials: [[WideDouble]] = (0...n).map { _ in [] }
        func binomial(_ r: Int64, _ c: Int64) -> WideDouble {
            if binomials[Int(r)].isEmpty {
                var row = [WideDouble.one]
                for k in 0..<r { row.append(row[Int(k)] * WideDouble(Double(r - k)) / WideDouble(Double(k + 1))) }
                binomials[Int(r)] = row
            }
            return binomials[Int(r)][Int(c)]
        }
        for (index, entry) in values.enumerated() {
            let beyond = beyondAll[index]
            let step = Int(contributions[index] - lowContribution)
            var powers = [WideDouble.one]
            var beyondPowers = [WideDouble.one]
            for _ in 0..<n {
                powers.append(powers[powers.count - 1] * entry.ways)
                beyondPowers.append(beyondPowers[beyondPowers.count - 1] * beyond)
            }
            var next = [[WideDouble]](repeating: [WideDouble](repeating: .zero, count: width), count: Int(reach))
            for placed in 0..<reach {
                let unplaced = n - placed
                let toReach = reach - placed
                // The kept dice among the next c placed: those past the first `skip`.
                let keptAmong = { (c: Int64) in max(0, placed + c - max(placed, skip)) }
                // Every way to place at least `toReach` more here, the rest beyond.
                var finishing = WideDouble.zero
                for c in toReach...unplaced {
                    finishing += binomial(unplaced, c) * powers[Int(c)] * beyondPowers[Int(unplaced - c)]
                }
                let row = states[Int(placed)]
                for (s, ways) in row.enumerated() where !ways.isZero {
                    finished[s + Int(keptAmong(toReach)) * step] += ways * finishing
                    var c: Int64 = 0
                    while c < toReach {
                        next[Int(placed + c)][s + Int(keptAmong(c)) * step] += ways * binomial(unplaced, c) * powers[Int(c)]
                        c += 1
                    }
                }
            }
            states = next
        }
        return DiceCounts(lowest: keep * lowContribution, counts: finished, total: WideDouble.power(die.total, n)).trimmed()
    }
}
