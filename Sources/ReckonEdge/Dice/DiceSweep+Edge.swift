import ReckonCore

extension DiceSweep {
    /// The modifiers as typed, `FROM..TO` (`0..10`, `-3..3`, a lone `5` for one): whole numbers
    /// within ±`DicePool.maximumConstant`, FROM at most TO, at most `maximumModifiers` of them.
    public static func modifiers(_ text: String) throws(FieldError) -> ClosedRange<Int64> {
        let rule = "write the modifiers as FROM..TO, like 0..10"
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 1 || (parts.count == 3 && parts[1].isEmpty) else { throw FieldError(.syntax, field: "sweep", rule) }
        let bounds = DicePool.maximumConstant
        let from = try NumberText.integer(String(parts[0]), field: "sweep", in: -bounds...bounds)
        let to = try NumberText.integer(String(parts[parts.count - 1]), field: "sweep", in: -bounds...bounds)
        guard from <= to else { throw FieldError(.impossible, field: "sweep", "\(from) is above \(to); \(rule)") }
        guard to - from < maximumModifiers else {
            throw FieldError(.overLimit, field: "sweep", "at most \(maximumModifiers) modifiers, not \(to - from + 1)")
        }
        return from...to
    }

    /// What the chances are of: a target as typed (a whole number within
    /// ±`DicePool.maximumValue`), or without one, for an opposed pool, winning.
    public static func goal(target: String?, for pool: DicePool) throws(FieldError) -> Goal {
        guard let target else {
            guard pool.isOpposed else { throw FieldError(.missing, field: "target", "give the total to reach, like 15") }
            return .win
        }
        return .reach(try NumberText.integer(target, field: "target", in: -DicePool.maximumValue...DicePool.maximumValue))
    }

    /// The price of a sweep of `pool`: its exact distribution's time, and 100 bytes a row and
    /// 300 more (`{"modifier":-1000000000,"win":…,"tie":…,"loss":…}` is at most 96).
    public static func cost(for pool: DicePool, modifiers: ClosedRange<Int64>) -> WorkCost {
        let rows = Double(modifiers.upperBound - modifiers.lowerBound + 1)
        return WorkCost(seconds: DiceDistribution.cost(for: pool).seconds, answerBytes: rows * 100 + 300)
    }

    /// `{"pool":"1d20","target":15,"sweep":[{"modifier":0,"chance":0.3},…]}`, or for the chances
    /// of winning, `"target":null` and rows `{"modifier":0,"win":…,"tie":…,"loss":…}`.
    /// Chances below the `Double` range are strings, as in the distribution's JSON.
    public var json: String {
        var out = JSONWriter()
        out.beginObject()
        out.field("pool", distribution.pool.notation)
        out.key("target")
        if case .reach(let target) = goal { out.integer(target) } else { out.null() }
        out.key("sweep")
        out.beginArray()
        for row in rows {
            out.beginObject()
            out.field("modifier", integer: row.modifier)
            out.key(row.tie == nil ? "chance" : "win")
            out.number(row.chance)
            if let tie = row.tie, let loss = row.loss {
                out.key("tie")
                out.number(tie)
                out.key("loss")
                out.number(loss)
            }
            out.endObject()
        }
        out.endArray()
        out.endObject()
        return out.text
    }

    /// The terminal's table (`reckon dice POOL --sweep 0..10 --target 15`): a row for each
    /// modifier with its chance and a bar, or its chances of winning, tying and losing.
    public var text: String {
        var text = "Pool:       \(distribution.pool.notation)\n"
        switch goal {
        case .reach(let target):
            text += "Chance of \(target) or more with each modifier added\n\n"
            text += "Modifier   Chance\n"
        case .win:
            text += "Chances of the first side, each modifier added to it\n\n"
            text += "Modifier   Win      Tie      Loss\n"
        }
        for row in rows {
            let modifier = DiceText.pad((row.modifier >= 0 ? "+" : "") + "\(row.modifier)", 8)
            var line = modifier + "  " + DiceText.pad(DiceText.percent(row.chance), 7)
            if let tie = row.tie, let loss = row.loss {
                line += "  " + DiceText.pad(DiceText.percent(tie), 7) + "  " + DiceText.pad(DiceText.percent(loss), 7)
            }
            line += "  " + String(repeating: "#", count: Int((row.chance.doubleValue * 40).rounded()))
            text += line + "\n"
        }
        return text
    }
}
