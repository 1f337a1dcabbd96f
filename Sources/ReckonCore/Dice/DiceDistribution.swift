/// The exact probability of every sum of a dice pool.
///
/// Counts of outcomes are built one die at a time — each die turns the counts into sums over a
/// window of `faces` neighbours — and divided by the number of outcomes at the end. The window
/// sums use only additions of non-negative terms (van Herk/Gil-Werman block prefix and suffix
/// sums, three additions per entry whatever the faces), never the subtraction of a running sum,
/// which would cancel catastrophically in the tails. Entries are `WideDouble`, so nothing
/// overflows (16d20 has counts beyond `Int64`) or underflows (P(1000d20 = 1000) = 20^−1000).
///
/// Accuracy: counts below 2^53 are exact, so small pools (2d6, 3d6+2d20, …) get correctly
/// rounded probabilities. Each die adds at most `faces` roundings to an entry's relative error,
/// a worst-case bound of (total faces) × 2^−53 (2.2e−12 for 1000d20) that the errors, of both
/// signs, never come near: against exact integer counts (Python) the largest relative error of
/// 1000d20 and of 1000d40 is 3e−15, of 16d20 4e−16. log10 adds an absolute error near 1e−15.
public struct DiceDistribution: Sendable {
    /// The most work an exact distribution may take: for a plain pool the sum, over the dice, of
    /// the number of sums after adding each die (1000d200, 9.96e7, about 2 s, fits; 1000d250,
    /// 1.2e8, is refused); for any other the steps `DiceExpression.work()` counts.
    public static let maximumWork: Int64 = 100_000_000

    public let pool: DicePool
    /// The smallest sum with a chance: the pool's minimum, but for pools whose bounds are wider
    /// than what they roll (successes counted on exploding dice).
    public let lowest: Int64
    /// `probabilities[i]` is the probability that the pool rolls `lowest + i` (0 for sums a
    /// pool like `2d6*10` cannot roll).
    public let probabilities: [WideDouble]
    /// The chance that some exploding die reached `DicePool.maximumExplosions` and would have
    /// exploded again: the probability the cap leaves out, piled on the totals at the cap. 0
    /// for pools that do not explode.
    public let explosionCapped: Double
    /// Minimum, maximum, mean, standard deviation, median and mode: from exact formulas for a
    /// plain pool (see `DiceStatistics.init(exactFor:)`), from the counts for any other.
    public let statistics: DiceStatistics

    /// The work `init(exactly:)` would do for `pool` (see `maximumWork`).
    public static func work(for pool: DicePool) -> Int64 {
        guard pool.isPlain else {
            let steps = pool.expression.work().steps
            return steps >= Double(Int64.max / 2) ? Int64.max / 2 : Int64(steps)
        }
        var width: Int64 = 1
        var work: Int64 = 0
        for group in pool.groups {
            for _ in 0..<group.count {
                width += group.faces - 1
                work += width
            }
        }
        return work
    }

    /// The cost of `init(exactly:)` for `pool` (`WorkCost`): 2e−8 s a step of `work(for:)`
    /// (1000d200, 9.96e7 steps: 2.0 s in a release build on one core), and the JSON at 110 bytes
    /// a sum (`{"sum":…,"probability":…,"log10":…,"atLeast":…},`: 101–103 on average for 100d6,
    /// 1000d20, 1000d200 and 446d1000) and 300 more.
    public static func cost(for pool: DicePool) -> WorkCost {
        WorkCost(seconds: Double(work(for: pool)) * 2e-8, answerBytes: Double(pool.maximum - pool.minimum + 1) * 110 + 300)
    }

    /// `cost(for:)` when `init(exactly:)` would compute the distribution (within `maximumWork`),
    /// else nil: the price of the exact distribution a simulation, a roll
    /// or a sweep comes with when there is one.
    public static func costIfComputed(for pool: DicePool) -> WorkCost? {
        guard work(for: pool) <= maximumWork else { return nil }
        return cost(for: pool)
    }

    /// The exact distribution of `pool`, or `.exactTooLarge` when it needs more than
    /// `maximumWork` (a simulation with the same pool is then the way).
    public init(exactly pool: DicePool) throws(DiceError) {
        guard Self.work(for: pool) <= Self.maximumWork else { throw .exactTooLarge(pool: pool.notation) }
        self.pool = pool
        guard pool.isPlain else {
            let (counts, capped) = pool.expression.counts()
            self.lowest = counts.lowest
            self.probabilities = counts.counts.map { $0 / counts.total }
            self.explosionCapped = capped
            self.statistics = DiceStatistics(counts: counts.counts, outOf: counts.total, lowest: counts.lowest)
            return
        }
        var counts = [WideDouble.one]
        var outcomes = WideDouble.one
        var scratch = WindowSums()
        for group in pool.groups {
            let faces = WideDouble(Double(group.faces))
            for _ in 0..<group.count {
                counts = scratch.windowSums(of: counts, width: Int(group.faces))
                outcomes *= faces
            }
        }
        self.lowest = pool.minimum
        self.probabilities = counts.map { $0 / outcomes }
        self.explosionCapped = 0
        self.statistics = DiceStatistics(exactFor: pool)
    }

    /// `atLeast[i]` is the probability of rolling `lowest + i` or more: the chance players
    /// ask for ("at least 15 on 4d6"). Each tail is summed from its own far end, small terms
    /// first: above the median the sums from `i` up, so a tail far below the double range keeps
    /// its digits (1000d20 at 20,000: 20^−1000); below it 1 minus the sums under `i`, so the
    /// chances near 1 never pass it (at the minimum, exactly 1).
    public var atLeast: [WideDouble] { Self.tailsFromTheTop(probabilities) }

    /// `atMost[i]` is the probability of rolling `lowest + i` or less, each summed as `atLeast`'s.
    public var atMost: [WideDouble] { Self.tailsFromTheTop(probabilities.reversed()).reversed() }

    private static func tailsFromTheTop(_ probabilities: [WideDouble]) -> [WideDouble] {
        var tails = probabilities
        var above = WideDouble.zero
        for i in tails.indices.reversed() {
            above += probabilities[i]
            tails[i] = above
        }
        var below = WideDouble.zero
        for i in tails.indices {
            guard below.doubleValue < 0.5 else { break }
            tails[i] = .one - below
            below += probabilities[i]
        }
        return tails
    }

    /// The chance of rolling `sum` or more, and of `sum` or less: where a roll stands in the
    /// distribution. Each is summed from its own far end, small terms first, when it is the
    /// smaller (a tail far below the double range keeps its digits), else as 1 minus the other
    /// side; so they add up to 1 plus the chance of `sum` itself.
    public func tails(at sum: Int64) -> (atLeast: WideDouble, atMost: WideDouble) {
        let i = Int(max(-1, min(Int64(probabilities.count), sum - lowest)))
        var below = WideDouble.zero, above = WideDouble.zero  // of the sums under and over `sum`
        for j in probabilities.indices where j < i { below += probabilities[j] }
        for j in probabilities.indices.reversed() where j > i { above += probabilities[j] }
        let here = probability(ofSum: sum)
        return below.doubleValue < 0.5
            ? (.one - below, below + here)
            : (above + here, .one - above)
    }

    /// The probability of rolling `sum`; zero outside the pool's range.
    public func probability(ofSum sum: Int64) -> WideDouble {
        guard sum >= lowest, sum < lowest + Int64(probabilities.count) else { return .zero }
        return probabilities[Int(sum - lowest)]
    }
}

/// Sliding-window sums of non-negative values with three additions per entry.
///
/// The input is cut into blocks of `width`; `prefix[i]` sums from the start of i's block to i,
/// `suffix[i]` from i to the end of its block (or of the input). A window spanning two blocks is
/// `suffix[start] + prefix[end]`; one inside a block is a prefix or a suffix alone.
struct WindowSums {
    private var prefix: [WideDouble] = []
    private var suffix: [WideDouble] = []

    /// `result[j]` = `values[j − width + 1] + … + values[j]`, counting missing entries as zero,
    /// for `j` in `0 ..< values.count + width − 1`.
    mutating func windowSums(of values: [WideDouble], width: Int) -> [WideDouble] {
        let n = values.count
        prefix.removeAll(keepingCapacity: true)
        suffix = values
        for i in 0..<n {
            prefix.append(i % width == 0 ? values[i] : prefix[i - 1] + values[i])
        }
        var i = n - 2
        while i >= 0 {
            if (i + 1) % width != 0 { suffix[i] = values[i] + suffix[i + 1] }
            i -= 1
        }
        var result: [WideDouble] = []
        result.reserveCapacity(n + width - 1)
        for j in 0..<(n + width - 1) {
            let start = max(0, j - width + 1)
            let end = min(j, n - 1)
            if start / width != end / width {
                result.append(suffix[start] + prefix[end])
            } else {
                result.append(end == n - 1 ? suffix[start] : prefix[end])
            }
        }
        return result
    }
}
