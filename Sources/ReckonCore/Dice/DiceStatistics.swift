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

    /// The exact statistics of any pool from its counts: `counts[i]` ways (whole numbers) of
    /// rolling `lowest + i` out of `total`, the first and last not zero. The median compares
    /// twice the running count with the total and the mode compares counts, both exact while
    /// the counts stay below 2^53 (beyond, a rounding may split a tie); mean and standard
    /// deviation sum the probabilities in `Double`.
    public init(counts: [WideDouble], outOf total: WideDouble, lowest: Int64) {
        var top = 0
        var ties: Int64 = 0
        var medianIndex = -1
        var running = WideDouble.zero
        var first = WideDouble.zero  // Σ ways × i
        let half = total / WideDouble(2)
        for (i, ways) in counts.enumerated() {
            if counts[top] < ways { top = i; ties = 1 } else if ways == counts[top] { ties += 1 }
            running += ways
            if medianIndex < 0 && !(running < half) { medianIndex = i }
            first += ways * WideDouble(Double(i))
        }
        // The variance from sums about a whole number near the mean, so the moments stay
        // small and, for counts below 2^53, exact: one rounding each for mean and variance.
        let centre = Int64((first / total).doubleValue.rounded())
        var shiftedFirst = WideDouble.zero
        var shiftedSecond = WideDouble.zero
        for (i, ways) in counts.enumerated() where !ways.isZero {
            let d = WideDouble(Double(Int64(i) - centre))
            shiftedFirst += ways * d
            shiftedSecond += ways * d * d
        }
        let variance = (total * shiftedSecond - shiftedFirst * shiftedFirst) / (total * total)
        minimum = lowest
        maximum = lowest + Int64(counts.count) - 1
        mean = ((WideDouble(Double(lowest)) * total + first) / total).doubleValue
        standardDeviation = variance.isNegative ? 0 : variance.doubleValue.squareRoot()
        median = lowest + Int64(medianIndex)
        mode = lowest + Int64(top)
        modeTies = ties
    }
}
