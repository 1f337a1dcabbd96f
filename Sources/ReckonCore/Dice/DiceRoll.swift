/// One term of dice in a pool, `NdF` and its modifiers, applied in this order whatever order
/// they are written in:
/// 1. reroll: `r1` rerolls a die showing 1 once (the second roll stands), `rr1` until it stops
///    showing 1 (so the die never shows 1);
/// 2. explode: `!` rolls the die again and adds it while it shows its top face (`!>4`: while it
///    shows more than 4), at most `DicePool.maximumExplosions` times; the die's value is its total,
///    as AnyDice and icepool count it (Roll20's compounding `!!`);
/// 3. clamp: `min2` raises a die's value below 2 to 2, `max5` lowers one above 5 to 5 (its
///    value after rerolls and explosions, as icepool's `Die.clip`);
/// 4. keep or drop: `kh3` (or `k3`) keeps the three highest dice, `kl1` the lowest, `dh1` drops
///    the highest, `dl1` the lowest; two together keep the dice both keep (`4d6dl1dh1`: the
///    middle two);
/// 5. count: with a success threshold (`>=7`) each kept die counts 1 when it passes, and with
///    failures (`f1`) −1 when it fails them, instead of its value.
public struct DiceRoll: Sendable, Equatable {
    /// A reroll rule: `r` once, or `rr` until the condition no longer holds.
    public struct Reroll: Sendable, Equatable {
        public let condition: DiceCondition
        public let untilItStops: Bool
    }

    /// Which dice count: kept or dropped, the highest or the lowest, and how many.
    public struct Selection: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            case keepHighest, keepLowest, dropHighest, dropLowest
        }
        public let kind: Kind
        public let count: Int64
    }

    /// `min N` and `max N`: the bounds a die's value is held to (at least one of them).
    public struct Clamp: Sendable, Equatable {
        public let low: Int64?
        public let high: Int64?

        @inline(__always)
        func apply(_ value: Int64) -> Int64 { Swift.min(Swift.max(value, low ?? .min), high ?? .max) }
    }

    public let count: Int64
    public let die: DieFaces
    public let reroll: Reroll?
    public let explosion: DiceCondition?
    public let clamp: Clamp?
    /// At most two, each keeping a run of the dice in order of value: together, the run both keep.
    public let selections: [Selection]
    public let success: DiceCondition?
    public let failure: DiceCondition?

    /// Plain dice: numbered faces and no modifier, the pools a sum of window sums handles.
    public var isPlain: Bool {
        die.kind == .numbered && reroll == nil && explosion == nil && clamp == nil && selections.isEmpty && success == nil
    }

    /// The dice in order of value from the highest, kept from `lower` to before `upper`: the run
    /// every selection keeps (empty when two keep no die in common).
    var keptRun: (lower: Int64, upper: Int64) {
        var (lower, upper) = (Int64(0), count)
        for selection in selections {
            switch selection.kind {
            case .keepHighest: upper = min(upper, selection.count)
            case .keepLowest: lower = max(lower, count - selection.count)
            case .dropHighest: lower = max(lower, selection.count)
            case .dropLowest: upper = min(upper, count - selection.count)
            }
        }
        return (lower, max(lower, upper))
    }

    /// The kept run as seen from the nearer end: from the highest (`highest`) or the lowest, skip
    /// `skip` dice and keep the next `count`.
    var kept: (skip: Int64, count: Int64, highest: Bool) {
        let (lower, upper) = keptRun
        return lower <= count - upper ? (lower, upper - lower, true) : (count - upper, upper - lower, false)
    }

    /// The value a kept die adds: its own, or 1, 0 or −1 when successes are counted.
    @inline(__always)
    func contribution(of value: Int64) -> Int64 {
        guard let success else { return value }
        var counted: Int64 = success.holds(for: value) ? 1 : 0
        if let failure, failure.holds(for: value) { counted -= 1 }
        return counted
    }

    /// The faces one roll can show after the reroll rule: all of them (a second roll can show
    /// anything), or those `rr` does not reroll.
    var rolledFaces: [Int64] {
        guard let reroll, reroll.untilItStops else { return die.faces }
        return die.faces.filter { !reroll.condition.holds(for: $0) }
    }

    /// The term in normal form: `4d6r1!kh3>=5f1`.
    public var notation: String {
        var text = "\(count)d" + die.notation
        if let reroll { text += (reroll.untilItStops ? "rr" : "r") + reroll.condition.notation(markingEquality: false) }
        if let explosion {
            let isDefault = explosion == DiceCondition(.equal, die.faces.max() ?? 0)
            text += "!" + (isDefault ? "" : explosion.notation(markingEquality: false))
        }
        if let low = clamp?.low { text += "min\(low)" }
        if let high = clamp?.high { text += "max\(high)" }
        for selection in selections {
            let name = switch selection.kind {
            case .keepHighest: "kh"
            case .keepLowest: "kl"
            case .dropHighest: "dh"
            case .dropLowest: "dl"
            }
            text += name + "\(selection.count)"
        }
        if let success { text += success.notation(markingEquality: true) }
        if let failure { text += "f" + failure.notation(markingEquality: false) }
        return text
    }

    /// The smallest and largest value of one die, clamped.
    var dieBounds: (Int64, Int64) {
        let (low, high) = rolledBounds
        guard let clamp else { return (low, high) }
        return (clamp.apply(low), clamp.apply(high))
    }

    /// The smallest and largest value of one die before the clamp: its faces after the reroll
    /// rule, and when it explodes, k exploding rolls and then one that stops (or any roll at the
    /// cap).
    var rolledBounds: (Int64, Int64) {
        let faces = rolledFaces
        guard let explosion else { return (faces.min()!, faces.max()!) }
        let exploding = faces.filter { explosion.holds(for: $0) }
        let stopping = faces.filter { !explosion.holds(for: $0) }
        guard let explodingLow = exploding.min(), let explodingHigh = exploding.max() else { return (faces.min()!, faces.max()!) }
        var low = stopping.min() ?? Int64.max
        var high = stopping.max() ?? Int64.min
        for k in 1...DicePool.maximumExplosions {
            let final = k == DicePool.maximumExplosions ? faces : stopping
            guard let finalLow = final.min(), let finalHigh = final.max() else { continue }
            low = min(low, k * explodingLow + finalLow)
            high = max(high, k * explodingHigh + finalHigh)
        }
        return (low, high)
    }

    /// The smallest and largest total of the term: exact, but for successes counted on
    /// exploding dice, taken as −1 (with failures) or 0 to 1 a die.
    var termBounds: (Int64, Int64) {
        var (low, high) = dieBounds
        if success != nil {
            if explosion != nil {
                (low, high) = (failure == nil ? 0 : -1, 1)
            } else {
                let counted = rolledFaces.map { contribution(of: clamp?.apply($0) ?? $0) }
                (low, high) = (counted.min()!, counted.max()!)
            }
        }
        return (kept.count * low, kept.count * high)
    }
}
