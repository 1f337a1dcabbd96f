extension DiceExpression {
    /// Why the exact distribution of this part is not computed (a term's
    /// `DiceRoll.separateDiceRefusal`), or nil.
    var exactRefusal: String? {
        switch self {
        case .number: nil
        case .roll(let roll): roll.separateDiceRefusal
        case .negation(let inner): inner.exactRefusal
        case let .binary(_, lhs, rhs): lhs.exactRefusal ?? rhs.exactRefusal
        case let .extreme(_, parts): parts.lazy.compactMap { $0.exactRefusal }.first
        case .group(let group): group.members.lazy.compactMap { $0.exactRefusal }.first
        }
    }
}

extension DiceRoll {
    /// For dice exploding into dice of their own (`!`) and kept or dropped: why the exact
    /// distribution is not computed, or nil when it is. The method below needs the exploding
    /// faces' values all at or above the others' (an explosion on the top faces, the usual
    /// kind) or all at or below, and no penetration (whose extra dice mix among the others).
    var separateDiceRefusal: String? {
        guard separatesDice, !selections.isEmpty else { return nil }
        if penetrates { return "keeping or dropping penetrating dice" }
        guard explodingBlock != nil else { return "keeping or dropping dice that explode on faces between others" }
        return nil
    }

    /// Whether every exploding face's value (clamped) is at least every other's (`true`), at most
    /// (`false`), or neither (nil). Equal values may fall on either side: they add the same.
    var explodingBlock: Bool? {
        guard let explosion else { return nil }
        let faces = rolledFaces
        let exploding = faces.filter { explosion.holds(for: $0) }.map { clamp?.apply($0) ?? $0 }
        let stopping = faces.filter { !explosion.holds(for: $0) }.map { clamp?.apply($0) ?? $0 }
        guard let lowE = exploding.min(), let highE = exploding.max(), let lowS = stopping.min(), let highS = stopping.max() else {
            return true
        }
        if lowE >= highS { return true }
        if highE <= lowS { return false }
        return nil
    }

    /// The ways of the kept dice's total when each explosion is a die of its own.
    ///
    /// Each die rolled starts a chain: k rolls on exploding faces, then one that stops (or, at
    /// the cap, any). So the pool is X dice showing exploding faces and Y showing stopping ones,
    /// independent given (X, Y), whose chances come from the chains alone: a chain of k
    /// explosions and a stop weighs rolls^(cap − k) (the rolls it never made), one cut at the cap
    /// with an exploding last roll 1, the faces' own ways left to the dice. Sorted, the exploding
    /// dice form a block above the others (or below): the kept run of the X + Y dice is a run of
    /// each block, found as `selected` finds it for one kind of die, and the two add up. The
    /// (X, capped chains) table is built one chain at a time; each block's answer is kept for the
    /// other pairs that need it.
    func separateDiceSelected() -> DiceCounts {
        let roll = rollCounts
        guard let explosion, let onTop = explodingBlock else { return selected(dieCounts.counts) }
        let depth = DicePool.maximumExplosions
        var exploding = roll, stopping = roll
        for (i, _) in roll.counts.enumerated() {
            if explosion.holds(for: roll.lowest + Int64(i)) { stopping.counts[i] = .zero } else { exploding.counts[i] = .zero }
        }
        let held = { (counts: DiceCounts) -> DiceCounts in
            let values = counts.counts.indices.map { self.clamp?.apply(counts.lowest + Int64($0)) ?? counts.lowest + Int64($0) }
            return counts.mapped(low: values.min()!, high: values.max()!) { self.clamp?.apply($0) ?? $0 }
        }
        var blockA = held(exploding.trimmed()), blockB = held(stopping.trimmed())
        blockA.total = blockA.counts.reduce(.zero, +)
        blockB.total = blockB.counts.reduce(.zero, +)

        // weights[x][c]: the ways (of the chains' shapes) of x exploding rolls and c chains cut
        // at the cap on an exploding roll, so Y = count − c.
        let n = Int(count), most = n * Int(depth + 1)
        var weights = [[WideDouble]](repeating: [WideDouble](repeating: .zero, count: n + 1), count: most + 1)
        weights[0][0] = .one
        let chainWays = (0...depth).map { WideDouble.power(roll.total, depth - $0) }
        for chains in 0..<n {
            var next = [[WideDouble]](repeating: [WideDouble](repeating: .zero, count: n + 1), count: most + 1)
            for x in 0...(chains * Int(depth + 1)) {
                for c in 0...chains where !weights[x][c].isZero {
                    let w = weights[x][c]
                    for k in 0...Int(depth) { next[x + k][c] += w * chainWays[k] }
                    next[x + Int(depth) + 1][c + 1] += w
                }
            }
            weights = next
        }

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
        var out = DiceSum()
        for x in 0...most {
            for c in 0...n where !weights[x][c].isZero {
                let (a, b) = (Int64(x), Int64(n - c))
                let (lower, upper) = keptRun(of: a + b)
                // From the highest: the top block's dice first.
                let (topCount, bottomCount) = onTop ? (a, b) : (b, a)
                let top = part(onTop ? blockA : blockB, onTop, topCount, min(lower, topCount), min(upper, topCount))
                let bottom = part(onTop ? blockB : blockA, !onTop, bottomCount, max(0, lower - topCount), max(0, upper - topCount))
                out.add(top.adding(bottom), times: weights[x][c])
            }
        }
        return out.counts(total: WideDouble.power(roll.total, Int64(n) * (depth + 1)))
    }
}

/// A sum of weighted parts over values not known in advance: the range grows to take each.
private struct DiceSum {
    var lowest: Int64 = 0
    var counts: [WideDouble] = []

    mutating func add(_ part: DiceCounts, times weight: WideDouble) {
        if counts.isEmpty { lowest = part.lowest }
        if part.lowest < lowest {
            counts.insert(contentsOf: [WideDouble](repeating: .zero, count: Int(lowest - part.lowest)), at: 0)
            lowest = part.lowest
        }
        let end = Int(part.highest - lowest) + 1
        if end > counts.count { counts.append(contentsOf: [WideDouble](repeating: .zero, count: end - counts.count)) }
        for (i, ways) in part.counts.enumerated() where !ways.isZero {
            counts[Int(part.lowest - lowest) + i] += ways * weight
        }
    }

    func counts(total: WideDouble) -> DiceCounts {
        DiceCounts(lowest: lowest, counts: counts, total: total).trimmed()
    }
}
