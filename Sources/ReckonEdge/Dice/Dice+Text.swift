import ReckonCore

extension DiceDistribution {
    /// The terminal's report (`reckon dice POOL --exact`): the pool, its statistics, the cap's
    /// share for exploding dice, and a histogram.
    public var text: String {
        var text = "Pool:       \(pool.notation)\n"
        text += "Exact distribution of \(probabilities.count) sums\n"
        text += DiceText.describe(statistics) + "\n"
        if let (win, tie, loss) = opposedChances {
            text += "The first side wins \(DiceText.percent(win)), ties \(DiceText.percent(tie)), loses \(DiceText.percent(loss)) (sums below are its margins)\n"
        }
        if explosionCapped > 0 {
            text += "Explosions stop after \(DicePool.maximumExplosions) extra rolls; the chance one would have gone on: "
                + (explosionCapped * 100).fixedText(decimals: 8) + "%\n"
        }
        return text + "\n" + DiceText.histogram(lowest: lowest, shares: probabilities.map { $0.doubleValue })
    }
}

extension DiceSimulation {
    /// The terminal's report of a finished simulation (`reckon dice POOL --trials N`): the run,
    /// its statistics, the distance to `exact` when there is one, and a histogram of `tally`.
    public func text(_ tally: DiceTally, exact: DiceDistribution?) -> String {
        var text = "Pool:       \(pool.notation)\n"
        text += "Simulated:  \(trials) trials, seed \(seed) (repeat with --seed \(seed))\n"
        text += DiceText.describe(tally.statistics) + "\n"
        if pool.isOpposed {
            let counts = tally.opposedCounts
            let share = { (count: Int64) in DiceText.percent(WideDouble(Double(count) / Double(self.trials))) }
            text += "The first side won \(share(counts.win)), tied \(share(counts.tie)), lost \(share(counts.loss)) (sums below are its margins)\n"
        }
        if let exact {
            text += "Total variation distance to the exact distribution: "
                + tally.totalVariationDistance(to: exact).fixedText(decimals: 6) + "\n"
        } else {
            text += "(The exact distribution is beyond its limits: no distance to it.)\n"
        }
        let total = Double(trials)
        return text + "\n" + DiceText.histogram(lowest: tally.lowest, shares: tally.counts.map { Double($0) / total })
    }
}

/// The pieces of the dice reports.
enum DiceText {
    static func describe(_ s: DiceStatistics) -> String {
        var text = "Min \(s.minimum), max \(s.maximum), mean \(s.mean.fixedText(decimals: 4)), "
            + "sd \(s.standardDeviation.fixedText(decimals: 4))\nMedian \(s.median), mode \(s.mode)"
        if s.modeTies > 1 { text += " (the smallest of \(s.modeTies) equally likely sums)" }
        return text
    }

    /// One row per sum, or per run of sums when there are more than 60, with its share in percent
    /// and a bar scaled so the longest fills the line to 60 columns. Tails holding at most a
    /// millionth of the total on each side are left out (1000d20's first 5000 sums hold 1e−180
    /// together), and a last line says which sums are not shown.
    static func histogram(lowest: Int64, shares: [Double]) -> String {
        let negligible = 1e-6
        var first = 0, last = shares.count - 1, tail = 0.0
        while first < last, tail + shares[first] <= negligible { tail += shares[first]; first += 1 }
        tail = 0
        while last > first, tail + shares[last] <= negligible { tail += shares[last]; last -= 1 }
        let perRow = (last - first + 60) / 60
        var rows: [(label: String, share: Double)] = []
        var start = first
        while start <= last {
            let end = min(start + perRow - 1, last)
            let label = start == end
                ? "\(lowest + Int64(start))" : "\(lowest + Int64(start))..\(lowest + Int64(end))"
            rows.append((label, shares[start...end].reduce(0, +)))
            start = end + 1
        }
        let labelWidth = rows.map { $0.label.count }.max() ?? 0
        let barWidth = max(10, 60 - labelWidth - 10)
        let largest = rows.map { $0.share }.max() ?? 0
        var text = ""
        for row in rows {
            let percent = row.share == 0 ? "0%" : row.share < 0.00005 ? "<0.01%" : (row.share * 100).fixedText(decimals: 2, trimmingZeros: false) + "%"
            let bar = largest > 0 ? Int((row.share / largest * Double(barWidth)).rounded()) : 0
            text += pad(row.label, labelWidth) + " " + pad(percent, 7) + "  " + String(repeating: "#", count: bar) + "\n"
        }
        if first > 0 || last < shares.count - 1 {
            text += "Not shown: sums below \(lowest + Int64(first)) and above \(lowest + Int64(last)), "
                + "under 0.0001% on each side\n"
        }
        return text
    }

    /// A chance as a percentage to two decimals, "under 0.01%" for a smaller one that is not 0.
    static func percent(_ chance: WideDouble) -> String {
        let value = chance.doubleValue * 100
        return value > 0 && value < 0.01 ? "under 0.01%" : value.fixedText(decimals: 2, trimmingZeros: false) + "%"
    }

    static func pad(_ s: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - s.count)) + s
    }
}

extension RolledPool {
    /// The terminal's report of a roll (`reckon dice POOL --roll`): each term's dice and total,
    /// the pool's total, where it stands in `exact` (when there is one) and the seed.
    ///
    /// A die shows its face, a dropped one in parentheses, a reroll as `1→4` (the faces
    /// replaced, then the one that stood), a die whose explosion rolled the next as `6!` (`6!…`
    /// where the cap stopped it), a compounding die as its rolls added up (`6+6+2`, and `+…` at
    /// the cap), a value `min` raised, `max` lowered or penetration took 1 from as `1↑2` or
    /// `6↓5`, a success `✓`, a failure `✗`.
    public func text(exact: DiceDistribution?) -> String {
        var lines = ["Pool:       \(pool.notation)"]
        let exploded = Set(dice.compactMap { $0.from })
        for (index, term) in terms.enumerated() {
            let shown = dice.indices.filter { dice[$0].term == index }
                .map { Self.shown(dice[$0], exploded: exploded.contains($0)) }.joined(separator: " ")
            let label = terms.count == 1 ? "Rolled:     " : "Rolled:     \(term.notation): "
            lines.append(label + shown + " = \(term.total)")
        }
        for group in groups {
            let members = group.members.indices.map { m in
                let shown = "\(group.members[m])" + (group.counts?[m] == 1 ? "✓" : group.counts?[m] == -1 ? "✗" : "")
                return group.kept[m] ? shown : "(" + shown + ")"
            }
            lines.append("Group:      \(group.notation): " + members.joined(separator: " ") + " = \(group.total)")
        }
        if let sides {
            let result = total > 0 ? "the first side wins" : total == 0 ? "a tie" : "the second side wins"
            lines.append("Sides:      \(sides.first) against \(sides.second): \(result) by \(total.magnitude)")
        } else if terms.count != 1 {
            lines.append("Total:      \(total)")
        }
        if let tails = exact?.tails(at: total) {
            if let (win, tie, loss) = exact?.opposedChances {
                lines.append("Chances:    the first side wins \(DiceText.percent(win)), ties \(DiceText.percent(tie)), loses \(DiceText.percent(loss))")
            }
            let label = sides == nil ? "Chances:    " : "Margin:     "
            lines.append(label + "\(total) or more \(DiceText.percent(tails.atLeast)), \(total) or less \(DiceText.percent(tails.atMost))")
        } else {
            lines.append("Chances:    (the exact distribution is beyond its limits)")
        }
        lines.append("Seed:       \(seed) (roll it again with --seed \(seed))")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func shown(_ die: Die, exploded: Bool) -> String {
        var text = die.chain.count > 1
            ? die.chain.map { "\($0)" }.joined(separator: "+") + (die.capped ? "+…" : "") : "\(die.rolled ?? die.face)"
        if let rolled = die.rolled { text += (rolled < die.face ? "↑" : "↓") + "\(die.face)" }
        if exploded { text += "!" } else if die.capped && die.chain.isEmpty { text += "!…" }
        if !die.rerolled.isEmpty { text = die.rerolled.map { "\($0)→" }.joined() + text }
        if die.counts == 1 { text += "✓" } else if die.counts == -1 { text += "✗" }
        return die.kept ? text : "(" + text + ")"
    }

}
