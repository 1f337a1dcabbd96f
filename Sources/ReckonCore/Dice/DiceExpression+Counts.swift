extension DiceExpression {
    /// The ways of every value of the pool and the chance some exploding die was cut short at
    /// the cap (see `DiceRoll.dieCounts`), built from the leaves up: independent parts combine
    /// by convolution (`+`, `-`), by every pair of values (`*`, `/`), or by the order of the
    /// values (`max`, `min`).
    func counts() -> (counts: DiceCounts, capped: Double) {
        switch self {
        case .number(let value):
            return (.constant(value), 0)
        case .roll(let roll):
            return roll.termCounts
        case .negation(let inner):
            let (counts, capped) = inner.counts()
            return (counts.negated(), capped)
        case let .binary(op, lhs, rhs):
            let (a, cappedA) = lhs.counts()
            let (b, cappedB) = rhs.counts()
            let capped = cappedA + cappedB - cappedA * cappedB
            switch op {
            case .add: return (a.adding(b), capped)
            case .subtract: return (a.adding(b.negated()), capped)
            case .multiply, .divide:
                let (low, high) = op.bounds((a.lowest, a.highest), (b.lowest, b.highest))
                return (a.combined(op, with: b, low: low, high: high), capped)
            }
        case let .extreme(highest, parts):
            var (out, capped) = parts[0].counts()
            for part in parts.dropFirst() {
                let (next, more) = part.counts()
                out = out.extreme(with: next, highest: highest)
                capped = capped + more - capped * more
            }
            return (out, capped)
        case .group(let group):
            var capped = 0.0
            let members = group.members.map { member in
                let (counts, more) = member.counts()
                capped = capped + more - capped * more
                return counts
            }
            return (group.counts(of: members), capped)
        }
    }

    /// The steps `counts()` takes, about one multiply-add of counts each, and the bounds of the
    /// values, worked out from the pool's shape alone so a request is priced before any work.
    func work() -> (steps: Double, low: Int64, high: Int64) {
        switch self {
        case .number(let value):
            return (0, value, value)
        case .roll(let roll):
            let (low, high) = roll.termBounds
            return (roll.work, low, high)
        case .negation(let inner):
            let (steps, low, high) = inner.work()
            return (steps + Double(high - low + 1), -high, -low)
        case let .binary(op, lhs, rhs):
            let a = lhs.work()
            let b = rhs.work()
            let (low, high) = op.bounds((a.low, a.high), (b.low, b.high))
            // A product or quotient pair (a division and a scattered store) costs about two steps.
            let pairs = Double(a.high - a.low + 1) * Double(b.high - b.low + 1)
            return (a.steps + b.steps + pairs * (op == .add || op == .subtract ? 1 : 2), low, high)
        case let .extreme(highest, parts):
            let works = parts.map { $0.work() }
            let steps = works.reduce(0.0) { $0 + $1.steps + Double($1.high - $1.low + 1) }
            let (low, high) = DiceExpression.extremeBounds(works.map { ($0.low, $0.high) }, highest: highest)
            return (steps, low, high)
        case .group(let group):
            let works = group.members.map { $0.work() }
            let (low, high) = group.bounds(works.map { ($0.low, $0.high) })
            return (works.reduce(0) { $0 + $1.steps } + group.work(works.map { ($0.low, $0.high) }), low, high)
        }
    }
}

extension DiceRoll {
    /// The steps `termCounts` takes (see `DiceExpression.work()`).
    var work: Double {
        let faces = Double(die.faces.count)
        let (dieLow, dieHigh) = dieBounds
        let dieSpan = Double(dieHigh - dieLow + 1)
        // A table over the faces' range of values, then the reroll's pass over it.
        let rollSpan = Double(die.faces.max()! - die.faces.min()! + 1)
        var steps = faces + rollSpan * 2
        if let explosion {
            // Chains still exploding after k rolls: at most k × the range totals, or e^k for e
            // exploding faces; each meets every face, and each level walks its table.
            let exploding = Double(rolledFaces.filter { explosion.holds(for: $0) }.count)
            var chains = 1.0
            for k in 1...DicePool.maximumExplosions {
                steps += chains * faces + Double(k) * rollSpan
                chains = min(chains * exploding, Double(k) * rollSpan + 1)
            }
        }
        let n = Double(count)
        guard !selections.isEmpty else {
            // One die's values: its span (2 or 3 when counting successes on a die, the chain's
            // count when its explosions are dice of their own).
            let span = success == nil || separatesDice ? dieSpan : 3
            let uniform = explosion == nil && reroll == nil && clamp == nil && die.kind != .custom
            // Window sums: n additions of one more die's span; a convolution: span × the sums so far.
            return steps + (uniform ? n * n * span / 2 : n * n * span * span / 2)
        }
        if separatesDice { return steps + separateDiceWork }
        let values = dieSpan
        let contributionSpan = success == nil ? dieSpan : 3
        let keep = Double(kept.count), reach = Double(kept.skip + kept.count)
        // Per value: every state (placed < skip + keep, a kept total of up to keep × span) and
        // each count of dice placed there, plus the finishing sums.
        return steps + values * (contributionSpan * keep * keep * reach / 6 + reach * reach + reach * n)
    }
}

extension DiceRoll {
    /// The steps `separateDiceSelected` takes: the (X, capped chains) table, one chain at a
    /// time (n chains × X up to n·d × c up to n, d + 1 ways each, d the rolls a chain can make);
    /// for each of its pairs a sum of the two blocks' answers (the kept totals' span); and the
    /// blocks' runs, `selected`'s steps (see `work`) for each count of exploding dice (at most
    /// n·d) and, a quarter of the kept run on average, for each count of the others (n + 1).
    /// The table's steps count a quarter and the runs' a tenth of these: their loops skip the
    /// empty states (release, one core: 100d6!kh3, mostly the table, 0.24 s; 60d6!kh30, mostly
    /// the runs, 0.14 s; priced so, 0.31 s each, where the formula's full count was 1.2 and 1.8 s).
    var separateDiceWork: Double {
        let n = Double(count), d = Double(DicePool.maximumExplosions + 1)
        let (low, high) = termBounds
        let span = Double(high - low + 1)
        guard explodingBlock != nil else { return mixedSeparateDiceWork }
        let reach = Double(kept.skip + kept.count)
        let faces = rolledFaces
        let exploding = faces.filter { explosion?.holds(for: $0) ?? false }, stopping = faces.filter { !(explosion?.holds(for: $0) ?? false) }
        // One block's `selected`: per value, the states times the counts placed, and the finishing sums.
        func run(_ faces: [Int64], dice: Double) -> Double {
            guard let lowest = faces.min(), let highest = faces.max() else { return 0 }
            let values = Double(Set(faces).count), valueSpan = Double(highest - lowest + 1)
            return values * (valueSpan * reach * reach * reach / 6 + reach * reach + reach * dice)
        }
        let table = n * (n * d) * (n / 2) * (d + 1)
        let pairs = (n * d + 1) * (n + 1) * span
        let runs = n * d * run(exploding, dice: n * d) + (n + 1) * run(stopping, dice: n) * reach / 4
        return table / 4 + pairs + runs / 10
    }

    /// The steps of `separateDiceSelected` when the exploding faces do not sort as a block (or
    /// the dice penetrate): the chains' table, each chain over its (first, exploding, cut)
    /// cells, d + 1 ways each, a quarter counted (empty cells are skipped); then for each kept
    /// run the numbers of dice rolled give, `MixedPool.work` over their shapes (spread evenly
    /// over the numbers), each kind at most the dice it can have among them; and the sum of the
    /// answers.
    private var mixedSeparateDiceWork: Double {
        let n = Int(count), d = Int(DicePool.maximumExplosions)
        let held = Set(rolledFaces.flatMap { [heldValue($0, first: true), heldValue($0, first: false)] })
        let width = success == nil ? Double(held.max()! - held.min()! + 1) : 3
        if let (lowest, highest) = dropsAtTheEnds {
            // `chainsDropping`: for each value (or pair of values, dropping at both ends), a
            // chain's rolls over its states and kept totals (up to d + 1 rolls' width), then n
            // chains added, each sum over pairs of states, the longer sums slower a step
            // (1 + n/20: their arrays outgrow the caches); a sixteenth of those (release, one
            // core: 4d6!pdl1 0.7 ms, 50d6!pdl1 0.30 s, 60d6!p>=5dl1 1.06 s, each priced 1 to 3
            // times that). A pair of values counts as one: the totals run only from v to u.
            let states = Double(max(lowest, 1) * (lowest + 1) * max(highest, 1) * (highest + 1)), chain = Double(d + 1) * width
            let pool = Double(n * n) * chain * chain * states * states / 2 * (1 + Double(n) / 20)
            return Double(held.count) * (Double(d + 1) * Double(rolledFaces.count) * states * chain + pool) / 16
        }
        let firsts = penetrates ? Double(n + 1) : 1
        let table = Double(n) * firsts * Double(n * (d + 1) + 1) * Double(n + 1) * Double(d + 1) / 4
        // Shapes: for f chains exploding (or, not penetrating, x exploding dice), the cuts and extras.
        var shapes = 0.0
        if penetrates { for f in 0...n { shapes += Double(f + 1) * Double(f * d + 1) } } else { shapes = Double(n * (d + 1) + 1) * Double(n + 1) / 2 }
        let perTotal = shapes / Double(n * d + 1)
        let pairs = Double(rolledFaces.count * (penetrates ? 2 : 1))
        var runs: [Int64: (run: (skip: Int64, count: Int64, highest: Bool), shapes: Double, numbers: [Double])] = [:]
        for dice in n...(n * (d + 1)) {
            let run = Self.nearerEnd(of: keptRun(of: Int64(dice)), among: Int64(dice))
            let numbers = penetrates ? [min(n, dice), n, dice - n, n].map(Double.init) : [dice, n].map(Double.init)
            let key = (run.skip << 32 | run.count) << 1 | (run.highest ? 1 : 0)
            let known = runs[key] ?? (run, 0, numbers)
            runs[key] = (run, known.shapes + perTotal, zip(known.numbers, numbers).map { max($0, $1) })
        }
        var steps = table
        for (run, alike, numbers) in runs.keys.sorted().map({ runs[$0]! }) {
            steps += MixedPool.work(numbers: numbers, shapes: alike, groups: min(alike, Double((n + 1) * (n + 2) / 2)), pairs: pairs,
                                    reach: Double(run.skip + run.count), keep: Double(run.count), width: width)
        }
        let (low, high) = termBounds
        return steps + Double(runs.count) * Double(high - low + 1)
    }
}
