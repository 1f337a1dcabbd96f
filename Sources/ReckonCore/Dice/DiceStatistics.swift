/// Summary statistics of a dice pool's sums, exact or from a simulation's counts.
///
/// The median is the smallest sum whose cumulative probability reaches 1/2; the mode is the most
/// likely sum, the smallest one when several tie (`modeTies` says how many share the top).
/// The standard deviation is the population one (divided by the number of trials, not one less).
public struct DiceStatistics: Sendable, Equatable {
    public let minimum: Int64
    public let maximum: Int64
    public let mean: Double
    public let standardDeviation: Double
    public let median: Int64
    public let mode: Int64
    /// How many sums share the highest probability (or count); `mode` is the smallest of them.
    public let modeTies: Int64

    /// The exact statistics of `pool`, from formulas rather than from summing the distribution
    /// (so no rounding can move the median or split a tie):
    /// - mean = constant + Σ count·(faces + 1)/2, variance = Σ count·(faces² − 1)/12;
    /// - every pool's distribution is symmetric about (minimum + maximum)/2, so the median is
    ///   ⌊(minimum + maximum)/2⌋;
    /// - it is also log-concave (a sum of uniform dice), so the most likely sums form one run
    ///   around the centre: with r the largest die's span (faces − 1) and R the other dice's
    ///   spans added up, the top is flat over r − R + 1 sums starting at minimum + R when r ≥ R;
    ///   otherwise it is the centre alone, or the two middle sums when the centre is a half.
    public init(exactFor pool: DicePool) {
        var largestSpan: Int64 = 0
        var meanTwice: Int64 = 0        // 2 × (mean − constant), an integer
        var varianceTwelve: Int64 = 0   // 12 × variance, an integer
        for group in pool.groups {
            largestSpan = max(largestSpan, group.faces - 1)
            meanTwice += group.count * (group.faces + 1)
            varianceTwelve += group.count * (group.faces * group.faces - 1)
        }
        let otherSpans = pool.maximum - pool.minimum - largestSpan
        minimum = pool.minimum
        maximum = pool.maximum
        mean = Double(pool.constant) + Double(meanTwice) / 2
        standardDeviation = (Double(varianceTwelve) / 12).squareRoot()
        median = (minimum + maximum) >> 1  // an arithmetic shift: the floor, negatives included
        if largestSpan >= otherSpans {
            mode = minimum + otherSpans
            modeTies = largestSpan - otherSpans + 1
        } else {
            mode = median
            modeTies = (minimum + maximum) & 1 == 0 ? 1 : 2
        }
    }

    /// The statistics of a simulation's counts: `counts[i]` trials rolled `lowest + i`. The
    /// minimum and maximum are the smallest and largest sums rolled. `counts` must hold at
    /// least one trial.
    public init(counts: [Int64], lowest: Int64) {
        var trials: Int64 = 0
        var offsetTotal: Int64 = 0  // Σ count × (sum − lowest) ≤ 1e10 × 1e6: fits
        var first = -1, last = -1, top = 0
        var ties: Int64 = 0
        for (i, count) in counts.enumerated() where count > 0 {
            if first < 0 { first = i }
            last = i
            trials += count
            offsetTotal += count * Int64(i)
            if count > counts[top] { top = i; ties = 1 } else if count == counts[top] { ties += 1 }
        }
        precondition(trials > 0, "DiceStatistics needs at least one trial")
        let offsetMean = Double(offsetTotal) / Double(trials)
        var squares = 0.0
        var cumulative: Int64 = 0
        var medianIndex = -1
        for (i, count) in counts.enumerated() where count > 0 {
            let deviation = Double(i) - offsetMean
            squares += Double(count) * deviation * deviation
            cumulative += count
            if medianIndex < 0 && 2 * cumulative >= trials { medianIndex = i }
        }
        minimum = lowest + Int64(first)
        maximum = lowest + Int64(last)
        mean = Double(lowest) + offsetMean
        standardDeviation = (squares / Double(trials)).squareRoot()
        median = lowest + Int64(medianIndex)
        mode = lowest + Int64(top)
        modeTies = ties
    }
}
