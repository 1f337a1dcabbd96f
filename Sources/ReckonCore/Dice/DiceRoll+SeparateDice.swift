extension DiceRoll {
    /// The ways one roll shows each face after the reroll rule, split into the faces that
    /// explode and those that stop, each out of its own ways (nil without an explosion).
    var explosionSplit: (exploding: DiceCounts, stopping: DiceCounts)? {
        guard let explosion else { return nil }
        let roll = rollCounts
        var exploding = roll, stopping = roll
        for i in roll.counts.indices {
            if explosion.holds(for: roll.lowest + Int64(i)) { stopping.counts[i] = .zero } else { exploding.counts[i] = .zero }
        }
        exploding.total = exploding.counts.reduce(.zero, +)
        stopping.total = stopping.counts.reduce(.zero, +)
        return (exploding.trimmed(), stopping.trimmed())
    }

    /// The values (`heldValue`) of the faces in `faces`, for a first roll or an extra one.
    func held(_ faces: DiceCounts, first: Bool) -> DiceCounts {
        guard faces.counts.contains(where: { !$0.isZero }) else { return faces }
        let values = faces.counts.indices.map { heldValue(faces.lowest + Int64($0), first: first) }
        return faces.mapped(low: values.min()!, high: values.max()!) { heldValue($0, first: first) }
    }

    /// Whether every exploding face's value (clamped) is at least every other's (`true`), at most
    /// (`false`), or neither (nil, and for penetrating dice, whose extra rolls count less). Equal
    /// values may fall on either side: they add the same.
    var explodingBlock: Bool? {
        guard !penetrates, let split = explosionSplit else { return nil }
        let (e, s) = (held(split.exploding, first: true), held(split.stopping, first: true))
        guard e.total != .zero, s.total != .zero else { return true }
        if e.lowest >= s.highest { return true }
        if e.highest <= s.lowest { return false }
        return nil
    }

    /// The shapes the `count` chains of rolls take together, each with its ways: `exploding`
    /// dice showing an exploding face (for penetrating dice the extra ones only, the first ones
    /// being `first`), `cut` chains cut at the cap on an exploding roll. A chain of k explosions
    /// and a stop weighs rolls^(cap − k) (the rolls it never made), one cut at the cap 1: the
    /// faces' own ways are left to the dice. Built one chain at a time, as icepool's
    /// `explode_to_pool` weighs its pools.
    private func chainShapes() -> [(first: Int, exploding: Int, cut: Int, weight: WideDouble)] {
        let n = Int(count), depth = Int(DicePool.maximumExplosions)
        let firsts = penetrates ? n + 1 : 1, most = n * (depth + 1) + 1, cuts = n + 1
        let unrolled = (0...depth).map { WideDouble.power(rollCounts.total, Int64(depth - $0)) }
        var table = [WideDouble](repeating: .zero, count: firsts * most * cuts)
        table[0] = .one
        let first = penetrates ? 1 : 0
        for chains in 0..<n {
            var next = [WideDouble](repeating: .zero, count: table.count)
            for f in 0...min(chains, firsts - 1) {
                for x in 0...(chains * (depth + 1)) {
                    for c in 0...chains {
                        let w = table[(f * most + x) * cuts + c]
                        guard !w.isZero else { continue }
                        next[(f * most + x) * cuts + c] += w * unrolled[0]
                        for k in 1...depth { next[((f + first) * most + x + k - first) * cuts + c] += w * unrolled[k] }
                        next[((f + first) * most + x + depth + 1 - first) * cuts + c + 1] += w
                    }
                }
            }
            table = next
        }
        var shapes: [(first: Int, exploding: Int, cut: Int, weight: WideDouble)] = []
        for (i, w) in table.enumerated() where !w.isZero { shapes.append((i / (most * cuts), i / cuts % most, i % cuts, w)) }
        return shapes
    }

    /// The ways of the kept dice's total when each explosion is a die of its own.
    ///
    /// Each die rolled starts a chain: k rolls on exploding faces, then one that stops (or, at
    /// the cap, none). Given the chains' shapes (`chainShapes`), the dice of each kind are
    /// independent and alike: exploding or stopping, and for penetrating dice first or extra
    /// (an extra one counts 1 less). So the kept total is a weighted sum over the shapes of
    /// `MixedPool`'s kept total, the run the selections' of all the dice rolled.
    ///
    /// When the exploding faces' values sort as a block above the others (or below), the kept
    /// run is a run of each block, found as `selected` finds it for one kind of die, and the two
    /// add up; each block's answer is kept for the other shapes that need it.
    func separateDiceSelected() -> DiceCounts {
        guard let split = explosionSplit else { return selected(dieCounts.counts) }
        let (exploding, stopping) = split
        let n = Int64(count)
        let shapes = chainShapes()
        var out = DiceSum()
        guard let onTop = explodingBlock else {
            if let (low, high) = dropsAtTheEnds { return chainsDropping(low: low, high: high) }
            // Exploding and stopping dice, first and extra (the same kinds when not penetrating);
            // the shapes with the same run from its nearer end share one pass.
            let pool = MixedPool(kinds: [held(exploding, first: true), held(stopping, first: true),
                                         held(exploding, first: false), held(stopping, first: false)])
            var byRun: [Int64: [MixedPool.Shape]] = [:]
            for shape in shapes {
                let numbers = penetrates ? [shape.first, Int(n) - shape.first, shape.exploding, shape.first - shape.cut]
                    : [shape.exploding, Int(n) - shape.cut, 0, 0]
                byRun[Int64(numbers.reduce(0, +)), default: []].append((numbers, shape.weight))
            }
            var runs: [Int64: (run: (skip: Int64, count: Int64, highest: Bool), shapes: [MixedPool.Shape])] = [:]
            // In order of the number of dice, so the sums add up alike everywhere (a dictionary's
            // order differs between the native build and the module).
            for dice in byRun.keys.sorted() {
                let run = Self.nearerEnd(of: keptRun(of: dice), among: dice)
                let key = (run.skip << 32 | run.count) << 1 | (run.highest ? 1 : 0)
                runs[key, default: (run, [])].shapes += byRun[dice]!
            }
            let all = WideDouble.power(rollCounts.total, n * (DicePool.maximumExplosions + 1))
            for key in runs.keys.sorted() {
                let (run, alike) = runs[key]!
                out.add(pool.keptTotal(over: alike, run: run, outOf: all) { contribution(of: $0) }, times: .one)
            }
            return out.counts(total: all)
        }
        let blockA = held(exploding, first: true), blockB = held(stopping, first: true)
        var answers: [Int64: DiceCounts] = [:]
        // `m` dice of `block` keeping the run [lower, upper) counted from the highest.
        func part(_ block: DiceCounts, _ isA: Bool, _ m: Int64, _ lower: Int64, _ upper: Int64) -> DiceCounts {
            let key = (((m << 14) | lower) << 14 | upper) << 1 | (isA ? 1 : 0)
            if let known = answers[key] { return known }
            let answer: DiceCounts
            if upper <= lower {
                answer = DiceCounts(lowest: 0, counts: [WideDouble.power(block.total, m)], total: WideDouble.power(block.total, m))
            } else if lower == 0 && upper == m {
                let values = block.counts.indices.filter { !block.counts[$0].isZero }.map { contribution(of: block.lowest + Int64($0)) }
                answer = block.mapped(low: values.min()!, high: values.max()!) { contribution(of: $0) }.sumOfCopies(m)
            } else {
                answer = selected(block, dice: m, run: Self.nearerEnd(of: (lower, upper), among: m))
            }
            answers[key] = answer
            return answer
        }
        for shape in shapes {
            let (a, b) = (Int64(shape.exploding), n - Int64(shape.cut))
            let (lower, upper) = keptRun(of: a + b)
            // From the highest: the top block's dice first.
            let (topCount, bottomCount) = onTop ? (a, b) : (b, a)
            let top = part(onTop ? blockA : blockB, onTop, topCount, min(lower, topCount), min(upper, topCount))
            let bottom = part(onTop ? blockB : blockA, !onTop, bottomCount, max(0, lower - topCount), max(0, upper - topCount))
            out.add(top.adding(bottom), times: shape.weight)
        }
        return out.counts(total: WideDouble.power(rollCounts.total, n * (DicePool.maximumExplosions + 1)))
    }
}

/// A sum of weighted parts over values not known in advance: the range grows to take each.
struct DiceSum {
    var lowest: Int64 = 0
    var counts: [WideDouble] = []

    init() {}

    init(_ first: DiceCounts) { self.init(); add(first, times: .one) }

    /// Adds `part` × `weight`, each value moved up `shift`.
    mutating func add(_ part: DiceCounts, shift: Int64 = 0, times weight: WideDouble) {
        let low = part.lowest + shift
        if counts.isEmpty { lowest = low }
        if low < lowest {
            counts.insert(contentsOf: [WideDouble](repeating: .zero, count: Int(lowest - low)), at: 0)
            lowest = low
        }
        let end = Int(part.highest + shift - lowest) + 1
        if end > counts.count { counts.append(contentsOf: [WideDouble](repeating: .zero, count: end - counts.count)) }
        for (i, ways) in part.counts.enumerated() where !ways.isZero {
            counts[Int(low - lowest) + i] += ways * weight
        }
    }

    /// `add` for another sum.
    mutating func add(_ part: DiceSum, shift: Int64, times weight: WideDouble) {
        add(DiceCounts(lowest: part.lowest, counts: part.counts, total: .one), shift: shift, times: weight)
    }

    func counts(total: WideDouble) -> DiceCounts {
        DiceCounts(lowest: lowest, counts: counts, total: total).trimmed()
    }
}
