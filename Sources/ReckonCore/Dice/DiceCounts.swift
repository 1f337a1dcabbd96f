/// The ways a part of a pool can come out: `counts[i]` ways to total `lowest + i`, out of `total`.
///
/// Counts are whole numbers held as `WideDouble` and built by additions and products of
/// non-negative terms only, never by subtracting, so while they stay below 2^53 they are exact
/// (and the probabilities correctly rounded), and beyond it each operation adds a few roundings
/// to an entry's relative error, whatever the size of its neighbours.
struct DiceCounts {
    var lowest: Int64
    var counts: [WideDouble]
    var total: WideDouble

    /// A number: one way.
    static func constant(_ value: Int64) -> DiceCounts {
        DiceCounts(lowest: value, counts: [.one], total: .one)
    }

    /// A die's faces, one way each (a custom die's repeated value has as many ways).
    init(faces: [Int64]) {
        let low = faces.min()!
        var counts = [WideDouble](repeating: .zero, count: Int(faces.max()! - low + 1))
        for face in faces { counts[Int(face - low)] += .one }
        self.init(lowest: low, counts: counts, total: WideDouble(Double(faces.count)))
    }

    init(lowest: Int64, counts: [WideDouble], total: WideDouble) {
        self.lowest = lowest
        self.counts = counts
        self.total = total
    }

    var highest: Int64 { lowest + Int64(counts.count) - 1 }

    /// The ways of `value` (zero outside the range).
    func ways(_ value: Int64) -> WideDouble {
        value < lowest || value > highest ? .zero : counts[Int(value - lowest)]
    }

    /// The same values with the zero counts at either end removed.
    func trimmed() -> DiceCounts {
        guard let first = counts.firstIndex(where: { !$0.isZero }),
              let last = counts.lastIndex(where: { !$0.isZero }) else { return self }
        return DiceCounts(lowest: lowest + Int64(first), counts: Array(counts[first...last]), total: total)
    }

    /// `value ↦ f(value)` applied to each value, the ways of values that meet added.
    func mapped(low: Int64, high: Int64, _ f: (Int64) -> Int64) -> DiceCounts {
        var out = [WideDouble](repeating: .zero, count: Int(high - low + 1))
        for (i, ways) in counts.enumerated() where !ways.isZero {
            out[Int(f(lowest + Int64(i)) - low)] += ways
        }
        return DiceCounts(lowest: low, counts: out, total: total).trimmed()
    }

    /// The sum of this and an independent `other`, by direct convolution (the work is the
    /// product of the two lengths, skipping zero counts).
    func adding(_ other: DiceCounts) -> DiceCounts {
        var out = [WideDouble](repeating: .zero, count: counts.count + other.counts.count - 1)
        for (i, a) in counts.enumerated() where !a.isZero {
            for (j, b) in other.counts.enumerated() where !b.isZero {
                out[i + j] += a * b
            }
        }
        return DiceCounts(lowest: lowest + other.lowest, counts: out, total: total * other.total)
    }

    /// The negated values.
    func negated() -> DiceCounts {
        DiceCounts(lowest: -highest, counts: Array(counts.reversed()), total: total)
    }

    /// `op` of this and an independent `other` for every pair of values (`*` and `/`), the
    /// results within `low ... high`.
    func combined(_ op: DiceExpression.Operator, with other: DiceCounts, low: Int64, high: Int64) -> DiceCounts {
        var out = [WideDouble](repeating: .zero, count: Int(high - low + 1))
        for (i, a) in counts.enumerated() where !a.isZero {
            let x = lowest + Int64(i)
            for (j, b) in other.counts.enumerated() where !b.isZero {
                out[Int(op.apply(x, other.lowest + Int64(j)) - low)] += a * b
            }
        }
        return DiceCounts(lowest: low, counts: out, total: total * other.total).trimmed()
    }

    /// The larger (`highest`) or smaller of this and an independent `other`: the ways of
    /// max = v are ways(v) × other's ways of at most v plus this one's ways below v × other's
    /// ways(v) — sums of products, never a difference of running totals.
    func extreme(with other: DiceCounts, highest: Bool) -> DiceCounts {
        let low = highest ? max(lowest, other.lowest) : min(lowest, other.lowest)
        let high = highest ? max(self.highest, other.highest) : min(self.highest, other.highest)
        // Walk from the side where the comparison starts: up for max, down for min.
        var out = [WideDouble](repeating: .zero, count: Int(high - low + 1))
        var mine = WideDouble.zero   // this one's ways strictly beyond v (below for max, above for min)
        var theirs = WideDouble.zero // the other's ways strictly beyond v
        let start = highest ? min(lowest, other.lowest) : max(self.highest, other.highest)
        let end = highest ? high : low
        var v = start
        while true {
            let a = ways(v), b = other.ways(v)
            let here = a * (theirs + b) + mine * b
            if v >= low && v <= high { out[Int(v - low)] = here }
            mine += a
            theirs += b
            if v == end { break }
            v += highest ? 1 : -1
        }
        return DiceCounts(lowest: low, counts: out, total: total * other.total).trimmed()
    }

    /// The sum of `n` independent copies. A die whose values are contiguous and equally likely
    /// (`d6`, `dF`, `d%`) goes by window sums, three additions a sum; any other by direct
    /// convolution, one copy at a time.
    func sumOfCopies(_ n: Int64) -> DiceCounts {
        let first = counts[0]
        if counts.allSatisfy({ $0 == first }) {
            var window = WindowSums()
            var out = [WideDouble.one]
            for _ in 0..<n { out = window.windowSums(of: out, width: counts.count) }
            let scale = WideDouble.power(first, n)
            if !(scale == .one) { out = out.map { $0 * scale } }
            return DiceCounts(lowest: lowest * n, counts: out, total: WideDouble.power(total, n))
        }
        var out = self
        for _ in 1..<n { out = out.adding(self) }
        return out
    }
}
