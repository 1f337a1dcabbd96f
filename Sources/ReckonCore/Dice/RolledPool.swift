/// One roll of a pool at the table, every die shown: what each die fell on, whether it was kept,
/// the faces a reroll replaced, the rolls an exploding die added up, and what a die counted when
/// successes are counted; the total; and, from the pool's exact distribution, the chance of
/// rolling at least that total and at most it.
///
/// The dice come in the order they were drawn: the pool's dice terms as written, left to right
/// (`max(…)`'s parts in order), the dice of a term one after the other, and for each die its
/// first draw, then a reroll's draw, then each explosion's (itself rerolled as the first).
/// One xoshiro256** stream from the seed draws them all (`Xoshiro256StarStar`, Lemire's
/// unbiased draw), so a seed gives the same roll on every platform.
public struct RolledPool: Sendable, Equatable {
    /// One die as it fell.
    public struct Die: Sendable, Equatable {
        /// Which dice term of the pool it belongs to, counted from 0 in written order.
        public let term: Int
        /// What it adds: its face (a penetrating extra die's less 1), or for a compounding die
        /// the sum of its rolls (`chain`), held to `min`/`max`.
        public let face: Int64
        /// The value it showed when that is not `face` (`min` or `max` held it, or it
        /// penetrated); nil when it is.
        public let rolled: Int64?
        /// Whether it counts in the total (keep and drop leave some out).
        public let kept: Bool
        /// The faces rerolls replaced, oldest first (`r` replaces at most one a roll, `rr` every
        /// one it rerolls).
        public let rerolled: [Int64]
        /// A compounding die's rolls (`!!`), the first and each explosion's as they add (a
        /// penetrating one's less 1), adding up to its value; empty for any other die.
        public let chain: [Int64]
        /// Whether the die exploded as often as `DicePool.maximumExplosions` allows and would
        /// have gone on (for separate dice, marked on the chain's last die).
        public let capped: Bool
        /// For a die an explosion made (`!`, `!p`): the index, among the roll's dice, of the die
        /// whose explosion made it; nil for a die rolled as written.
        public let from: Int?
        /// With successes counted: what the die counts, 1, 0 or −1 (0 when dropped).
        public let counts: Int64?
    }

    /// A dice term's part of the roll.
    public struct Term: Sendable, Equatable {
        public let notation: String
        public let total: Int64
    }

    /// A group's part of the roll (`{4d6kh3,1d20}kh1`): its members' totals, in written order,
    /// which it kept, and with successes counted what each counts (0 when dropped).
    public struct Group: Sendable, Equatable {
        public let notation: String
        public let total: Int64
        public let members: [Int64]
        public let kept: [Bool]
        public let counts: [Int64]?
    }

    /// An opposed pool's two sides as they fell: the total is the first's less the second's.
    public struct Sides: Sendable, Equatable {
        public let first: Int64
        public let second: Int64
        /// How many of the pool's terms belong to the first side (the rest to the second).
        public let firstTerms: Int
    }

    public let pool: DicePool
    public let seed: UInt64
    public let total: Int64
    public let dice: [Die]
    public let terms: [Term]
    /// The groups, in the order they finished rolling (an inner group before the one holding it).
    public let groups: [Group]
    /// For an opposed pool (`2d6 vs 1d12+1`), each side's total; nil for any other.
    public let sides: Sides?
}
