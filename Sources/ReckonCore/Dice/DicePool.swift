/// A dice pool such as `3d6+2d20+1d4-2`: groups of fair dice, each die numbered 1 to its faces,
/// plus a whole-number constant.
///
/// Groups with the same faces are merged (`d6+2d6` is `3d6`) and keep the order in which they
/// first appear; constants are summed. Limits: 2 to 1000 faces, at most 1000 dice in all, and
/// numbers (each one and their total) within ±1e9, so every sum fits an `Int64` with room to spare.
public struct DicePool: Sendable, Equatable {
    /// `count` dice with `faces` faces each.
    public struct Group: Sendable, Equatable {
        public let count: Int64
        public let faces: Int64
    }

    public static let facesRange: ClosedRange<Int64> = 2...1000
    public static let maximumDice: Int64 = 1000
    public static let maximumConstant: Int64 = 1_000_000_000

    public let groups: [Group]
    public let constant: Int64

    /// How many dice the pool rolls.
    public var diceCount: Int64 { groups.reduce(0) { $0 + $1.count } }

    /// The smallest sum: every die shows 1.
    public var minimum: Int64 { diceCount + constant }

    /// The largest sum: every die shows its top face.
    public var maximum: Int64 { groups.reduce(constant) { $0 + $1.count * $1.faces } }

    /// The pool in normal form: groups as `3d6`, joined by `+`, then the constant if not zero
    /// (`3d6+2d20+1d4-2`).
    public var notation: String {
        var text = ""
        for group in groups {
            if !text.isEmpty { text += "+" }
            text += "\(group.count)d\(group.faces)"
        }
        if constant > 0 { text += "+\(constant)" }
        if constant < 0 { text += "\(constant)" }
        return text
    }
}
