import ReckonCore

extension DicePool {
    /// `dice/parse`'s answer: a pool as a dice chooser shows it while it is typed,
    /// `{"pool":"1d4+2d6+1","plain":true,"dice":[{"faces":4,"count":1},{"faces":6,"count":2}],"constant":1,"diceCount":3}`,
    /// the dice by faces ascending and `pool` written the same way. Any other pool (`4d6kh3`,
    /// `2d6*10`) is `"plain":false` with its normal form, no dice listed, a constant of 0 and
    /// its dice counted; the chooser cannot step it, so `change` is refused for it.
    ///
    /// With `faces` and `change` (a whole number, negative to remove), that many dice of those
    /// faces are added first (never below none; `pool` may then be empty, and the answer may
    /// hold no dice, which a simulation refuses). With `trials` (read as the simulation reads
    /// them), `"trials"` is their number and `"rolls"` the dice rolled in all, trials × dice.
    public static func chooserJSON(pool: String, faces: String?, change: String?, trials: String?) throws(FieldError) -> String {
        var groups: [(faces: Int64, count: Int64)] = []
        var constant: Int64 = 0
        var notation: String? = nil
        var otherDice: Int64 = 0
        let empty = pool.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" }
        if !(empty && change != nil) {
            do throws(DiceError) {
                let parsed = try DicePool(parsing: pool)
                for group in parsed.groups { groups.append((group.faces, group.count)) }
                constant = parsed.constant
                if !parsed.isPlain {
                    notation = parsed.notation
                    otherDice = parsed.diceCount
                }
            } catch {
                throw FieldError(error)
            }
        }
        guard notation == nil || change == nil else {
            throw FieldError(.conflict, field: "pool", "the chooser adds and removes plain dice only; edit this pool in the field")
        }
        if let change {
            guard let faces else { throw FieldError(.missing, field: "faces", "must be given with change") }
            let die = try NumberText.integer(faces, field: "faces", in: facesRange)
            let by = try NumberText.integer(change, field: "change", in: -maximumDice...maximumDice)
            if let at = groups.firstIndex(where: { $0.faces == die }) {
                groups[at].count = Swift.max(0, groups[at].count + by)
            } else if by > 0 {
                groups.append((die, by))
            }
            groups.removeAll { $0.count == 0 }
            guard groups.reduce(0, { $0 + $1.count }) <= maximumDice else {
                throw FieldError(.overLimit, field: "pool", "must hold at most \(maximumDice) dice")
            }
        }
        groups.sort { $0.faces < $1.faces }
        let written = DicePool(groups: groups.map { Group(count: $0.count, faces: $0.faces) }, constant: constant).notation
        let diceCount = groups.reduce(otherDice) { $0 + $1.count }

        var out = JSONWriter()
        out.beginObject()
        out.field("pool", notation ?? written)
        out.key("plain")
        out.bool(notation == nil)
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
