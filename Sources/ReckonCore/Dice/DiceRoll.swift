/// One term of dice in a pool, `NdF` and its modifiers, applied in this order whatever order
/// they are written in:
/// 1. reroll: `r1` rerolls a die showing 1 once (the second roll stands), `rr1` until it stops
///    showing 1 (so the die never shows 1);
/// 2. explode: `!` rolls another die while a roll shows the top face (`!>4`: more than 4), at
///    most `DicePool.maximumExplosions` more for each die rolled; each is a die of its own, kept,
///    dropped and counted as any other (as Roll20, Foundry and rpg-dice-roller do). `!!`
///    compounds: the rolls add up into one die (Roll20's `!!`; AnyDice's and icepool's
///    `explode`). `!p` and `!!p` penetrate: each extra roll counts one less, the test still on
///    the face it shows (HackMaster's rule);
/// 3. clamp: `min2` raises a die's value below 2 to 2, `max5` lowers one above 5 to 5 (each
///    separate die's value, a compounded die's total, as icepool's `Die.clip`);
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
    /// `!!`: an exploding die's rolls add up into one die (else each is a die of its own).
    public var compounds = false
    /// `!p`, `!!p`: each extra roll counts one less than it shows.
    public var penetrates = false

    /// Whether the explosion's extra rolls are dice of their own (`!`, `!p`).
    public var separatesDice: Bool { explosion != nil && !compounds }

    /// Plain dice: numbered faces and no modifier, the pools a sum of window sums handles.
    public var isPlain: Bool {
        die.kind == .numbered && reroll == nil && explosion == nil && clamp == nil && selections.isEmpty && success == nil
    }

    /// The dice in order of value from the highest, kept from `lower` to before `upper`: the run
    /// every selection keeps (empty when two keep no die in common).
    var keptRun: (lower: Int64, upper: Int64) { keptRun(of: count) }

    /// The same run among `total` dice (separate dice: the dice rolled and their explosions').
    func keptRun(of total: Int64) -> (lower: Int64, upper: Int64) { Self.keptRun(selections, of: total) }

    /// The run of `total` things in order of value from the highest that every one of
    /// `selections` keeps (all of them without one).
    static func keptRun(_ selections: [Selection], of total: Int64) -> (lower: Int64, upper: Int64) {
        let count = total
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
    var kept: (skip: Int64, count: Int64, highest: Bool) { Self.nearerEnd(of: keptRun, among: count) }

    /// The run [lower, upper) of `total` dice counted from the highest, as seen from its nearer
    /// end: from the highest (`highest`) or the lowest, skip `skip` dice and keep `count`.
    static func nearerEnd(of run: (lower: Int64, upper: Int64), among total: Int64) -> (skip: Int64, count: Int64, highest: Bool) {
        let (lower, upper) = run
        return lower <= total - upper ? (lower, upper - lower, true) : (total - upper, upper - lower, false)
    }

    /// The value a kept die adds: its own, or 1, 0 or −1 when successes are counted.
    @inline(__always)
    func contribution(of value: Int64) -> Int64 { Self.counted(value, success: success, failure: failure) }

    /// `value` itself, or with a success threshold 1 when it passes, less 1 when it fails `failure`.
    @inline(__always)
    static func counted(_ value: Int64, success: DiceCondition?, failure: DiceCondition?) -> Int64 {
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
            // The top face is left unsaid, unless a success threshold would follow and read as the test.
            let isDefault = explosion == DiceCondition(.equal, die.faces.max() ?? 0)
                && !(clamp == nil && selections.isEmpty && success != nil)
            text += "!" + (compounds ? "!" : "") + (penetrates ? "p" : "") + (isDefault ? "" : explosion.notation(markingEquality: false))
        }
        if let low = clamp?.low { text += "min\(low)" }
        if let high = clamp?.high { text += "max\(high)" }
        text += Self.notation(of: selections)
        if let success { text += success.notation(markingEquality: true) }
        if let failure { text += "f" + failure.notation(markingEquality: false) }
        return text
    }

    /// What one roll of a die's chain adds: the first its face, an extra one its face less 1 when
    /// penetrating; as separate dice each then clamped and counted (a compounded die is clamped
    /// and counted once its rolls are added up).
    @inline(__always)
    func rollValue(_ face: Int64, first: Bool) -> Int64 {
        guard separatesDice else { return first || !penetrates ? face : face - 1 }
        return contribution(of: heldValue(face, first: first))
    }

    /// A separate die's value before it is counted: its face, less 1 for a penetrating extra
    /// roll, clamped.
    @inline(__always)
    func heldValue(_ face: Int64, first: Bool) -> Int64 {
        let value = first || !penetrates ? face : face - 1
        return clamp?.apply(value) ?? value
    }

    /// `kh3dl1`: the selections as written in normal form.
    static func notation(of selections: [Selection]) -> String {
        selections.map { selection in
            let name = switch selection.kind {
            case .keepHighest: "kh"
            case .keepLowest: "kl"
            case .dropHighest: "dh"
            case .dropLowest: "dl"
            }
            return name + "\(selection.count)"
        }.joined()
    }

    /// The smallest and largest value of one die, clamped; for separate dice, of one die rolled
    /// with all its explosions (counted, with successes).
    var dieBounds: (Int64, Int64) {
        let (low, high) = chainBounds
        guard let clamp, !separatesDice else { return (low, high) }
        return (clamp.apply(low), clamp.apply(high))
    }

    /// The smallest and largest sum of one die's chain of rolls (`rollValue` each): its faces
    /// after the reroll rule, and when it explodes, k exploding rolls and then one that stops (or
    /// any roll at the cap).
    var chainBounds: (Int64, Int64) {
        let faces = rolledFaces
        let bounds = { (faces: [Int64], first: Bool) -> (Int64, Int64) in
            let values = faces.map { rollValue($0, first: first) }
            return (values.min()!, values.max()!)
        }
        guard let explosion else { return bounds(faces, true) }
        let exploding = faces.filter { explosion.holds(for: $0) }
        let stopping = faces.filter { !explosion.holds(for: $0) }
        guard !exploding.isEmpty else { return bounds(faces, true) }
        let (firstLow, firstHigh) = bounds(exploding, true)
        let (extraLow, extraHigh) = bounds(exploding, false)
        var (low, high) = stopping.isEmpty ? (Int64.max, Int64.min) : bounds(stopping, true)
        for k in 1...DicePool.maximumExplosions {
            let final = k == DicePool.maximumExplosions ? faces : stopping
            guard !final.isEmpty else { continue }
            let (finalLow, finalHigh) = bounds(final, false)
            low = min(low, firstLow + (k - 1) * extraLow + finalLow)
            high = max(high, firstHigh + (k - 1) * extraHigh + finalHigh)
        }
        return (low, high)
    }

    /// The smallest and largest total of the term: exact, but for successes counted on
    /// compounded dice, taken as −1 (with failures) or 0 to 1 a die; separate dice kept or
    /// dropped count as any of their values, as many as are kept of any number of explosions.
    var termBounds: (Int64, Int64) {
        if separatesDice {
            guard !selections.isEmpty else { return (count * dieBounds.0, count * dieBounds.1) }
            let values = rolledFaces.flatMap { [rollValue($0, first: true), rollValue($0, first: false)] }
            let (low, high) = (values.min()!, values.max()!)
            let kept = (count...count * (DicePool.maximumExplosions + 1)).map { keptRun(of: $0) }.map { $0.upper - $0.lower }
            let (fewest, most) = (kept.min()!, kept.max()!)
            return (min(fewest * low, most * low), max(fewest * high, most * high))
        }
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
