/// A dice pool as typed: `3d6+2d20+1d4-2`, `4d6kh3`, `2d20kl1+5`, `10d10!`, `5d10>=7f1`, `4dF`,
/// `(d6+1)*2`, `max(d6, d8)`, `2d6 vs 1d12+1` (the grammar is in `DicePool+Parsing.swift` and docs/dice.md).
///
/// A plain pool — dice numbered from 1 with no modifier, added, plus numbers — is also kept as
/// groups and a constant, the form the fast exact sums and the chooser use: groups with the same
/// faces are merged (`d6+2d6` is `3d6`) in the order they first appear, constants summed.
///
/// Limits: 2 to 1000 faces (a custom die 1 to 1000 entries), at most 1000 dice in all, every
/// number within ±1e9, every value a part of the pool can reach within ±1e12 (exact in a JSON
/// number), and every part's values spanning at most `maximumSpan` sums, so every table fits
/// memory.
public struct DicePool: Sendable, Equatable {
    /// `count` dice with `faces` faces each.
    public struct Group: Sendable, Equatable {
        public let count: Int64
        public let faces: Int64

        public init(count: Int64, faces: Int64) {
            self.count = count
            self.faces = faces
        }
    }

    public static let facesRange: ClosedRange<Int64> = 2...1000
    public static let maximumDice: Int64 = 1000
    public static let maximumConstant: Int64 = 1_000_000_000
    /// The largest magnitude any part of a pool may reach.
    public static let maximumValue: Int64 = 1_000_000_000_000
    /// The most sums from a part's minimum to its maximum: 1000d1000 (999,001) fits.
    public static let maximumSpan: Int64 = 1_000_000
    /// The most terms and operators in a pool, and the deepest nesting of parentheses,
    /// `max`/`min` and signs: every walk over a pool's tree recurses, so its depth is bounded.
    public static let maximumParts = 2000
    public static let maximumNesting = 50
    /// The extra rolls an exploding die may add (icepool's default depth): the chance of going
    /// further is reported with each exact distribution.
    public static let maximumExplosions: Int64 = 9

    /// The pool as a tree.
    public let expression: DiceExpression
    /// The plain pool's dice groups; empty for any other pool.
    public let groups: [Group]
    /// The plain pool's constant; 0 for any other pool.
    public let constant: Int64
    /// Whether the pool is plain (see above).
    public let isPlain: Bool
    /// Whether the pool is opposed, `A vs B`: its value is the margin A − B (see `sides`).
    public let isOpposed: Bool
    /// How many dice the pool rolls (before rerolls and explosions).
    public let diceCount: Int64
    /// No sum is smaller (for a plain pool, the smallest: every die shows 1).
    public let minimum: Int64
    /// No sum is larger (for a plain pool, the largest: every die shows its top face).
    public let maximum: Int64

    /// A plain pool from its groups and constant.
    public init(groups: [Group], constant: Int64) {
        var terms: DiceExpression? = nil
        for group in groups {
            let roll = DiceExpression.roll(DiceRoll(
                count: group.count, die: .numbered(group.faces), reroll: nil, explosion: nil, clamp: nil,
                selections: [], success: nil, failure: nil))
            terms = terms.map { .binary(.add, $0, roll) } ?? roll
        }
        if constant != 0 || terms == nil {
            let number = DiceExpression.number(constant.magnitude == 0 ? 0 : Int64(constant.magnitude))
            terms = terms.map { .binary(constant < 0 ? .subtract : .add, $0, number) }
                ?? (constant < 0 ? .negation(number) : number)
        }
        self.expression = terms!
        self.groups = groups
        self.constant = constant
        self.isPlain = true
        self.isOpposed = false
        self.diceCount = groups.reduce(0) { $0 + $1.count }
        self.minimum = diceCount + constant
        self.maximum = groups.reduce(constant) { $0 + $1.count * $1.faces }
    }

    /// Any pool, from its tree and the bounds the parser worked out.
    init(expression: DiceExpression, diceCount: Int64, minimum: Int64, maximum: Int64, isOpposed: Bool = false) {
        self.expression = expression
        self.groups = []
        self.constant = 0
        self.isPlain = false
        self.isOpposed = isOpposed
        self.diceCount = diceCount
        self.minimum = minimum
        self.maximum = maximum
    }

    /// An opposed pool's two sides, the first's total less the second's being its value; nil for
    /// any other pool.
    public var sides: (first: DiceExpression, second: DiceExpression)? {
        guard isOpposed, case let .binary(.subtract, first, second) = expression else { return nil }
        return (first, second)
    }

    /// The pool in normal form (an opposed pool as its sides around ` vs `): a plain pool as its groups joined by `+`, then the constant if
    /// not zero (`3d6+2d20+1d4-2`; a constant alone is bare, `5`, and no dice and no constant
    /// are empty, as the chooser writes a pool it has emptied); any other as its tree
    /// (`4d6kh3+1d4`, `2*(1d6+1)`).
    public var notation: String {
        if let (first, second) = sides { return first.notation + " vs " + second.notation }
        guard isPlain else { return expression.notation }
        var text = ""
        for group in groups {
            if !text.isEmpty { text += "+" }
            text += "\(group.count)d\(group.faces)"
        }
        if constant > 0 && !text.isEmpty { text += "+" }
        if constant != 0 { text += "\(constant)" }
        return text
    }
}
