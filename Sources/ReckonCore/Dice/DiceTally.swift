/// How many trials of a simulation rolled each sum.
///
/// Tallies of different chunks add up exactly (integer counts), in any order, which is what
/// makes a seeded simulation repeat on any number of threads.
public struct DiceTally: Sendable, Equatable {
    /// The sum `counts[0]` stands for: the pool's minimum.
    public let lowest: Int64
    /// `counts[i]` trials rolled `lowest + i`.
    public private(set) var counts: [Int64]
    /// The trials counted so far.
    public var trials: UInt64 { UInt64(counts.reduce(0, +)) }

    /// A tally read back from its parts (a worker's answer): `counts[i]` trials rolled
    /// `lowest + i`, every count at least 0.
    public init(lowest: Int64, counts: [Int64]) {
        self.lowest = lowest
        self.counts = counts
    }

    /// Adds another tally of the same simulation (for example another thread's).
    public mutating func add(_ other: DiceTally) {
        precondition(other.lowest == lowest && other.counts.count == counts.count, "tallies of different pools")
        for i in counts.indices { counts[i] += other.counts[i] }
    }

    /// Counts a block of sums, each measured from `lowest`.
    mutating func add(sums: [UInt32], block: Int) {
        sums.withUnsafeBufferPointer { sums in
            counts.withUnsafeMutableBufferPointer { counts in
                for i in 0..<block { counts[Int(sums[i])] += 1 }
            }
        }
    }

    /// Minimum and maximum rolled, mean, standard deviation, median and mode of the counts;
    /// the tally must hold at least one trial.
    public var statistics: DiceStatistics { DiceStatistics(counts: counts, lowest: lowest) }

    /// The total variation distance ½ Σ |count/trials − p| between the simulated frequencies and
    /// the exact distribution of the same pool: 0 for a perfect match, at most 1.
    public func totalVariationDistance(to exact: DiceDistribution) -> Double {
        precondition(exact.pool.minimum == lowest && exact.probabilities.count == counts.count, "another pool")
        let total = Double(trials)
        var distance = 0.0
        for (count, probability) in zip(counts, exact.probabilities) {
            distance += (Double(count) / total - probability.doubleValue).magnitude
        }
        return distance / 2
    }
}
