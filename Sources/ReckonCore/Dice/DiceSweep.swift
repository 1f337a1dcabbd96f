/// A pool's chances with each modifier of a range added to its total, all read from one exact
/// distribution: of reaching a target (1d20+0 … 1d20+10 against 15: 3/10, 7/20, … 4/5), or of
/// winning, tying and losing (the total above 0, at 0, below it), as an opposed pool with the
/// modifier on its first side (`2d6+m vs 1d12+1`).
public struct DiceSweep: Sendable {
    /// What a row's chance is of.
    public enum Goal: Sendable, Equatable {
        /// The total with the modifier is at least this (for an opposed pool: the margin).
        case reach(Int64)
        /// The total with the modifier is above 0, with the chances of 0 and below beside it.
        case win
    }

    /// One modifier's chances.
    public struct Row: Sendable {
        public let modifier: Int64
        /// Of reaching the target, or of winning.
        public let chance: WideDouble
        /// With `.win`: the chances of a tie and of a loss; nil with `.reach`.
        public let tie: WideDouble?
        public let loss: WideDouble?
    }

    /// The most modifiers one sweep lists (each a row of its answer).
    public static let maximumModifiers: Int64 = 1001

    public let distribution: DiceDistribution
    public let goal: Goal
    public let modifiers: ClosedRange<Int64>

    /// A sweep of `distribution` over `modifiers`: any range, its rows computed one by one (the
    /// callers keep it within `maximumModifiers` and ±`DicePool.maximumConstant`).
    public init(_ distribution: DiceDistribution, goal: Goal, modifiers: ClosedRange<Int64>) {
        self.distribution = distribution
        self.goal = goal
        self.modifiers = modifiers
    }

    /// A row for each modifier, from the lowest: each chance a tail of the distribution, summed
    /// from its own far end (`DiceDistribution.atLeast`, `atMost`), so 1000d20's 20^−1000 at the
    /// top keeps its digits.
    public var rows: [Row] {
        let atLeast = distribution.atLeast
        let atMost = goal == .win ? distribution.atMost : []
        let lowest = distribution.lowest
        let count = Int64(atLeast.count)
        // The chance of a total of `sum` or more, and of `sum` or less.
        func orMore(_ sum: Int64) -> WideDouble { sum <= lowest ? .one : sum - lowest >= count ? .zero : atLeast[Int(sum - lowest)] }
        func orLess(_ sum: Int64) -> WideDouble { sum < lowest ? .zero : sum - lowest >= count - 1 ? .one : atMost[Int(sum - lowest)] }
        return modifiers.map { modifier in
            switch goal {
            case .reach(let target):
                return Row(modifier: modifier, chance: orMore(target - modifier), tie: nil, loss: nil)
            case .win:
                return Row(
                    modifier: modifier, chance: orMore(1 - modifier), tie: distribution.probability(ofSum: -modifier),
                    loss: orLess(-1 - modifier))
            }
        }
    }
}
