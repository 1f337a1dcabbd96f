extension DicePool {
    /// The pool rolled once from `seed`, every die recorded (`RolledPool`, which gives the order
    /// of the draws). The work is bounded by the pool's limits: at most 1000 dice, each at most
    /// `maximumExplosions` + 1 rolls, and an `rr` die rerolls only faces some other face
    /// follows (the parser refuses one that rerolls them all).
    public func roll(seed: UInt64) -> RolledPool {
        var table = DiceTable(generator: Xoshiro256StarStar(seed: seed))
        guard let (first, second) = sides else {
            let total = expression.roll(at: &table)
            return RolledPool(pool: self, seed: seed, total: total, dice: table.dice, terms: table.terms, groups: table.groups, sides: nil)
        }
        // The same draws as the margin's `expression`: the first side, then the second.
        let a = first.roll(at: &table)
        let firstTerms = table.terms.count
        let b = second.roll(at: &table)
        return RolledPool(
            pool: self, seed: seed, total: a - b, dice: table.dice, terms: table.terms, groups: table.groups,
            sides: RolledPool.Sides(first: a, second: b, firstTerms: firstTerms))
    }
}

extension DicePool {
    /// The most faces an `rr` die rerolls at the table before it draws among those it keeps.
    public static let rerollsShown = 20

    /// The cost of `roll(seed:)` and of the chances of its total (the exact distribution, when
    /// within `DiceDistribution.maximumWork`): the draws at `DiceExpression.secondsPerTrial`,
    /// and the JSON at most 80 bytes a die's record (with `!` each extra roll has one) and 12 a
    /// number it records (each of its rolls, and up to `rerollsShown` faces each replaced), 40 a
    /// term and 200 more, written at 10 ns a
    /// byte (1000d1000rr<1000!>999, 0.89 MB of dice, took 22 ms; priced by its draws alone, it
    /// took twice its price).
    public var rollCost: WorkCost {
        let exact = DiceDistribution.costIfComputed(for: self)?.seconds ?? 0
        let bytes = expression.rolledBytes + 200
        return WorkCost(seconds: expression.secondsPerTrial + exact + bytes * 1e-8, answerBytes: bytes)
    }
}

extension DiceExpression {
    /// The most bytes a roll's JSON takes for this part's dice (see `DicePool.rollCost`).
    var rolledBytes: Double {
        switch self {
        case .number: return 0
        case .roll(let roll):
            let rolls = Double(roll.explosion == nil ? 1 : DicePool.maximumExplosions + 1)
            // A roll's face and the faces it replaced.
            let numbers = 12 * Double(1 + (roll.reroll.map { $0.untilItStops ? DicePool.rerollsShown : 1 } ?? 0))
            // With `!` each roll is a record of its own; with `!!` one record holds them all.
            return Double(roll.count) * (roll.separatesDice ? rolls * (80 + numbers) : 80 + rolls * numbers) + 40
        case .negation(let inner): return inner.rolledBytes
        case let .binary(_, lhs, rhs): return lhs.rolledBytes + rhs.rolledBytes
        case let .extreme(_, parts): return parts.reduce(0) { $0 + $1.rolledBytes }
        case .group(let group):
            // Its members' dice, and a record of it: 60 bytes and 40 a member.
            return group.members.reduce(60 + 40 * Double(group.members.count)) { $0 + $1.rolledBytes }
        }
    }
}

/// A roll in progress: the stream that draws the faces, and the dice and terms so far.
struct DiceTable {
    var generator: Xoshiro256StarStar
    var dice: [RolledPool.Die] = []
    var terms: [RolledPool.Term] = []
    var groups: [RolledPool.Group] = []

    /// One face of `faces`, each equally likely.
    mutating func draw(_ faces: [Int64]) -> Int64 {
        faces[Int(generator.bounded(UInt64(faces.count)))]
    }
}

extension DiceExpression {
    /// Rolls this part at `table`, left operands before right ones, and returns its value.
    func roll(at table: inout DiceTable) -> Int64 {
        switch self {
        case .number(let value):
            return value
        case .roll(let roll):
            return roll.roll(at: &table)
        case .negation(let inner):
            return -inner.roll(at: &table)
        case let .binary(op, lhs, rhs):
            let left = lhs.roll(at: &table)
            return op.apply(left, rhs.roll(at: &table))
        case let .extreme(highest, parts):
            var value = parts[0].roll(at: &table)
            for part in parts.dropFirst() {
                let other = part.roll(at: &table)
                value = highest ? max(value, other) : min(value, other)
            }
            return value
        case .group(let group):
            return group.roll(at: &table)
        }
    }
}

extension DiceRoll {
    /// Rolls the term's dice at `table`, records them and the term, and returns its total.
    func roll(at table: inout DiceTable) -> Int64 {
        var rolled: [(face: Int64, rolled: Int64?, rerolled: [Int64], chain: [Int64], capped: Bool, from: Int?)] = []
        let first = table.dice.count  // the term's first die among the roll's
        for _ in 0..<count {
            var rerolled: [Int64] = []
            var face = rollOnce(at: &table, rerolled: &rerolled)
            if separatesDice, let explosion {
                // The die, then each explosion as a die of its own, made by the one before it.
                var held = heldValue(face, first: true)
                rolled.append((held, held == face ? nil : face, rerolled, [], false, nil))
                var k: Int64 = 0
                while k < DicePool.maximumExplosions && explosion.holds(for: face) {
                    var again: [Int64] = []
                    face = rollOnce(at: &table, rerolled: &again)
                    held = heldValue(face, first: false)
                    rolled.append((held, held == face ? nil : face, again, [], false, first + rolled.count - 1))
                    k += 1
                }
                rolled[rolled.count - 1].capped = explosion.holds(for: face)
                continue
            }
            var chain: [Int64] = []
            if let explosion {
                chain = [face]
                while chain.count <= DicePool.maximumExplosions && explosion.holds(for: face) {
                    face = rollOnce(at: &table, rerolled: &rerolled)
                    chain.append(rollValue(face, first: false))
                }
            }
            let value = chain.isEmpty ? face : chain.reduce(0, +)
            let held = clamp?.apply(value) ?? value
            let capped = explosion?.holds(for: face) ?? false
            rolled.append((held, held == value ? nil : value, rerolled, chain, capped, nil))
        }
        let kept = keptDice(rolled.map { $0.face })
        var total: Int64 = 0
        let term = table.terms.count
        for (index, die) in rolled.enumerated() {
            let counts = success == nil ? nil : kept[index] ? contribution(of: die.face) : 0
            if kept[index] { total += counts ?? die.face }
            table.dice.append(RolledPool.Die(
                term: term, face: die.face, rolled: die.rolled, kept: kept[index], rerolled: die.rerolled,
                chain: die.chain, capped: die.capped, from: die.from, counts: counts))
        }
        table.terms.append(RolledPool.Term(notation: notation, total: total))
        return total
    }

    /// One roll of a die after the reroll rule, the faces it replaced added to `rerolled`. `rr`
    /// rerolls at most `DicePool.rerollsShown` times as at the table, then draws among the faces
    /// it keeps (the same chances: the next face it keeps is any of them alike), so that a die
    /// like `d1000rr<1000` is not a thousand draws a roll.
    private func rollOnce(at table: inout DiceTable, rerolled: inout [Int64]) -> Int64 {
        var face = table.draw(die.faces)
        guard let reroll else { return face }
        var rerolls = 0
        while reroll.condition.holds(for: face) {
            guard rerolls < DicePool.rerollsShown else { return table.draw(rolledFaces) }
            rerolled.append(face)
            rerolls += 1
            face = table.draw(die.faces)
            if !reroll.untilItStops { break }
        }
        return face
    }

    /// Which of dice showing `values` the selections keep: the kept run by value, counted from
    /// its nearer end, and among equal values the earlier rolled first.
    func keptDice(_ values: [Int64]) -> [Bool] { Self.kept(values, selections: selections) }

    /// Which of `values` (dice, or a group's members) `selections` keep: the kept run by value,
    /// counted from its nearer end, and among equal values the earlier first.
    static func kept(_ values: [Int64], selections: [Selection]) -> [Bool] {
        guard !selections.isEmpty else { return Array(repeating: true, count: values.count) }
        let total = Int64(values.count)
        let (skip, keep, highest) = nearerEnd(of: keptRun(selections, of: total), among: total)
        let order = values.indices.sorted { a, b in
            values[a] != values[b] ? (highest ? values[a] > values[b] : values[a] < values[b]) : a < b
        }
        var kept = Array(repeating: false, count: values.count)
        for index in order.dropFirst(Int(skip)).prefix(Int(keep)) { kept[index] = true }
        return kept
    }
}
