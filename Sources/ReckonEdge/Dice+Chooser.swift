import ReckonCore

extension DicePool {
    /// `dice/parse`'s answer: a pool as a dice chooser shows it while it is typed,
    /// `{"pool":"1d4+2d6+1","dice":[{"faces":4,"count":1},{"faces":6,"count":2}],"constant":1,"diceCount":3}`,
    /// the dice by faces ascending and `pool` written the same way.
    ///
    /// With `faces` and `change` (a whole number, negative to remove), that many dice of those
    /// faces are added first (never below none; `pool` may then be empty, and the answer may
    /// hold no dice, which a simulation refuses). With `trials` (read as the simulation reads
    /// them), `"trials"` is their number and `"rolls"` the dice rolled in all, trials × dice.
    public static func chooserJSON(pool: String, faces: String?, change: String?, trials: String?) throws(FieldError) -> String {
        var groups: [(faces: Int64, count: Int64)] = []
        var constant: Int64 = 0
        let empty = pool.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" }
        if !(empty && change != nil) {
            do throws(DiceError) {
                let parsed = try DicePool(parsing: pool)
                for group in parsed.groups { groups.append((group.faces, group.count)) }
                constant = parsed.constant
            } catch {
                throw FieldError(error)
            }
        }
        if let change {
            guard let faces else { throw FieldError(field: "faces", "must be given with change") }
            let die = try NumberText.integer(faces, field: "faces", in: facesRange)
            let by = try NumberText.integer(change, field: "change", in: -maximumDice...maximumDice)
            if let at = groups.firstIndex(where: { $0.faces == die }) {
                groups[at].count = Swift.max(0, groups[at].count + by)
            } else if by > 0 {
                groups.append((die, by))
            }
            groups.removeAll { $0.count == 0 }
            guard groups.reduce(0, { $0 + $1.count }) <= maximumDice else {
                throw FieldError(field: "pool", "must hold at most \(maximumDice) dice")
            }
        }
        groups.sort { $0.faces < $1.faces }
        var notation = ""
        for group in groups {
            if !notation.isEmpty { notation += "+" }
            notation += "\(group.count)d\(group.faces)"
        }
        if constant > 0 && !notation.isEmpty { notation += "+" }
        if constant != 0 { notation += "\(constant)" }
        let diceCount = groups.reduce(0) { $0 + $1.count }

        var out = JSONWriter()
        out.beginObject()
        out.field("pool", notation)
        out.key("dice")
        out.beginArray()
        for group in groups {
            out.beginObject()
            out.field("faces", integer: group.faces)
            out.field("count", integer: group.count)
            out.endObject()
        }
        out.endArray()
        out.field("constant", integer: constant)
        out.field("diceCount", integer: diceCount)
        if let trials {
            let count = try DiceSimulation.trials(trials)
            let (rolls, overflow) = count.multipliedReportingOverflow(by: UInt64(diceCount))
            out.field("trials", integer: count)
            out.field("rolls", integer: overflow ? UInt64.max : rolls)
        }
        out.endObject()
        return out.text
    }
}
