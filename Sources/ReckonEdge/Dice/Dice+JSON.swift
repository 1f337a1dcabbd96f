import ReckonCore

extension DiceDistribution {
    /// `{"pool":"2d6","distribution":[{"sum":2,"probability":0.027777777777777776,"log10":-1.5563025007672873,
    /// "atLeast":1},…],"statistics":{"min":2,"max":12,"mean":7,"sd":2.41522945769824,"median":7,"mode":7}}`
    ///
    /// Every sum from the minimum to the maximum is listed, with the chance of rolling it or more
    /// ("atLeast"); a sum the pool cannot roll between them (`2d6*10` rolls 20, 30, …) has
    /// probability 0 and "log10" null. "explosionCapped" is the chance some exploding die
    /// reached the cap (`DicePool.maximumExplosions`) and would have gone on: 0 without `!`.
    /// An opposed pool's sums are its margins, and `"opposed":{"win","tie","loss"}` follows
    /// (`opposedChances`). A probability below the `Double`
    /// range (under 2.2e−308, e.g. 20^−1000 for 1000 ones on 1000d20) is written as a string
    /// holding its decimal (see `JSONWriter.number(_: WideDouble)`), e.g.
    /// `"9.3326361850322e-1302"`; "log10" is always a plain number.
    public var json: String {
        var out = JSONWriter()
        out.beginObject()
        out.field("pool", pool.notation)
        out.key("distribution")
        out.beginArray()
        let atLeast = self.atLeast
        for (i, probability) in probabilities.enumerated() {
            out.beginObject()
            out.field("sum", integer: lowest + Int64(i))
            out.key("probability")
            out.number(probability)
            if probability.isZero {
                out.key("log10")
                out.null()
            } else {
                out.field("log10", probability.log10)
            }
            out.key("atLeast")
            out.number(atLeast[i])
            out.endObject()
        }
        out.endArray()
        out.key("statistics")
        out.dice(statistics)
        out.field("explosionCapped", explosionCapped)
        if let (win, tie, loss) = opposedChances {
            out.key("opposed")
            out.beginObject()
            for (name, chance) in [("win", win), ("tie", tie), ("loss", loss)] {
                out.key(name)
                out.number(chance)
            }
            out.endObject()
        }
        out.endObject()
        return out.text
    }
}

extension DiceSimulation {
    /// `{"pool":"3d6+2d20","trials":1000000,"seed":"1","distribution":[{"sum":5,"count":2},…],
    /// "statistics":{…},"tvDistance":0.0021,"typicalTvDistance":0.0023}`
    ///
    /// `tally` is this simulation's finished tally. The distribution lists every sum from the
    /// smallest to the largest rolled (zeros in between included). The seed is a string because
    /// a `UInt64` can exceed what JSON readers hold exactly. "tvDistance" is the total variation
    /// distance to `exact`, "typicalTvDistance" what chance alone typically gives for this many
    /// trials (`DiceTally.typicalTotalVariationDistance`); both null when the exact distribution
    /// is beyond its limits. An opposed pool adds `"opposed":{"win","tie","loss"}`, the trials
    /// its first side won, tied and lost.
    public func json(_ tally: DiceTally, exact: DiceDistribution?) -> String {
        let statistics = tally.statistics
        var out = JSONWriter()
        out.beginObject()
        out.field("pool", pool.notation)
        out.field("trials", integer: trials)
        out.field("seed", String(seed))
        out.key("distribution")
        out.beginArray()
        for sum in statistics.minimum...statistics.maximum {
            out.beginObject()
            out.field("sum", integer: sum)
            out.field("count", integer: tally.counts[Int(sum - tally.lowest)])
            out.endObject()
        }
        out.endArray()
        out.key("statistics")
        out.dice(statistics)
        out.key("tvDistance")
        if let exact { out.number(tally.totalVariationDistance(to: exact)) } else { out.null() }
        out.key("typicalTvDistance")
        if let exact { out.number(tally.typicalTotalVariationDistance(from: exact)) } else { out.null() }
        if pool.isOpposed {
            let counts = tally.opposedCounts
            out.key("opposed")
            out.beginObject()
            out.field("win", integer: counts.win)
            out.field("tie", integer: counts.tie)
            out.field("loss", integer: counts.loss)
            out.endObject()
        }
        out.endObject()
        return out.text
    }
}

extension DiceTally {
    /// The trials an opposed pool's first side won, tied and lost: margins above, at and below 0.
    var opposedCounts: (win: Int64, tie: Int64, loss: Int64) {
        var result = (win: Int64(0), tie: Int64(0), loss: Int64(0))
        for (i, count) in counts.enumerated() {
            let margin = lowest + Int64(i)
            if margin > 0 { result.win += count } else if margin == 0 { result.tie += count } else { result.loss += count }
        }
        return result
    }
}

extension JSONWriter {
    /// `{"min","max","mean","sd","median","mode","modeTies"}`: `modeTies` sums share the top
    /// (exactly: a run of sums from `mode` on; simulated: anywhere).
    mutating func dice(_ statistics: DiceStatistics) {
        beginObject()
        field("min", integer: statistics.minimum)
        field("max", integer: statistics.maximum)
        field("mean", statistics.mean)
        field("sd", statistics.standardDeviation)
        field("median", integer: statistics.median)
        field("mode", integer: statistics.mode)
        field("modeTies", integer: statistics.modeTies)
        endObject()
    }
}

extension RolledPool {
    /// `{"pool":"4d6kh3","seed":"42","roll":{"total":13,"dice":[{"term":0,"face":5,"kept":true},…,
    /// {"term":0,"face":1,"kept":false,"rerolled":[1]}],"terms":[{"notation":"4d6kh3","total":13}],
    /// "atLeast":0.5,"atMost":0.6}}`
    ///
    /// Each die names its term (counted from 0 in written order); "rolled" (the value it showed
    /// when `min`/`max` held it or it penetrated), "rerolled" (the faces rerolls replaced),
    /// "chain" (a compounding die's rolls, which add up to its face), "capped" (it stopped at
    /// `DicePool.maximumExplosions`), "from" (for a die an explosion made, the index of the die
    /// that exploded) and "counts" (1, 0 or −1 with successes counted) appear only when they
    /// apply. A pool with groups (`{4d6kh3,1d20}kh1`) adds `"groups":[{"notation","total",
    /// "members":[{"total","kept","counts"?}]}]`, each member's total in written order, its
    /// dice among the others. An opposed pool's total is its margin: each term names its
    /// "side" (0 or 1) and `"sides":{"first","second","result","win","tie","loss"}` follows the
    /// terms, the result "win", "tie" or "loss" for the first side, then the first side's chances
    /// of each. "atLeast" and "atMost" are the chances of rolling the total (for an opposed pool,
    /// the margin) or more and or less; these and the sides' chances come from `exact` (null
    /// without it: beyond its limits).
    public func json(exact: DiceDistribution?) -> String {
        var out = JSONWriter()
        out.beginObject()
        out.field("pool", pool.notation)
        out.field("seed", String(seed))
        out.key("roll")
        out.beginObject()
        out.field("total", integer: total)
        out.key("dice")
        out.beginArray()
        for die in dice {
            out.beginObject()
            out.field("term", integer: Int64(die.term))
            out.field("face", integer: die.face)
            if let rolled = die.rolled { out.field("rolled", integer: rolled) }
            out.key("kept")
            out.bool(die.kept)
            if !die.rerolled.isEmpty { out.integers("rerolled", die.rerolled) }
            if !die.chain.isEmpty { out.integers("chain", die.chain) }
            if die.capped {
                out.key("capped")
                out.bool(true)
            }
            if let from = die.from { out.field("from", integer: Int64(from)) }
            if let counts = die.counts { out.field("counts", integer: counts) }
            out.endObject()
        }
        out.endArray()
        out.key("terms")
        out.beginArray()
        for (index, term) in terms.enumerated() {
            out.beginObject()
            out.field("notation", term.notation)
            out.field("total", integer: term.total)
            if let sides { out.field("side", integer: index < sides.firstTerms ? 0 : 1) }
            out.endObject()
        }
        out.endArray()
        if !groups.isEmpty {
            out.key("groups")
            out.beginArray()
            for group in groups {
                out.beginObject()
                out.field("notation", group.notation)
                out.field("total", integer: group.total)
                out.key("members")
                out.beginArray()
                for (m, value) in group.members.enumerated() {
                    out.beginObject()
                    out.field("total", integer: value)
                    out.key("kept")
                    out.bool(group.kept[m])
                    if let counts = group.counts { out.field("counts", integer: counts[m]) }
                    out.endObject()
                }
                out.endArray()
                out.endObject()
            }
            out.endArray()
        }
        if let sides {
            out.key("sides")
            out.beginObject()
            out.field("first", integer: sides.first)
            out.field("second", integer: sides.second)
            out.field("result", total > 0 ? "win" : total == 0 ? "tie" : "loss")
            let chances = exact?.opposedChances
            for (key, chance) in [("win", chances?.win), ("tie", chances?.tie), ("loss", chances?.loss)] {
                out.key(key)
                if let chance { out.number(chance) } else { out.null() }
            }
            out.endObject()
        }
        let tails = exact?.tails(at: total)
        out.key("atLeast")
        if let tails { out.number(tails.atLeast) } else { out.null() }
        out.key("atMost")
        if let tails { out.number(tails.atMost) } else { out.null() }
        out.endObject()
        out.endObject()
        return out.text
    }
}

extension JSONWriter {
    /// `"name":[1,2,3]`
    mutating func integers(_ name: String, _ values: [Int64]) {
        key(name)
        beginArray()
        for value in values { integer(value) }
        endArray()
    }
}
