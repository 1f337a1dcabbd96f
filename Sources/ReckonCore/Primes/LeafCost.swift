/// How the time of one of `PrimeCounting`'s leaf phases is spread over the values it walks, so
/// that its progress moves with the time: the leaves crowd the smallest values, so the first
/// pieces cost far more than the last (π(10^18 + 3·10^10) in the browser: the first 2 % of the
/// easy leaves' windows took 78 % of that phase's time, the first 1 % of the hard leaves'
/// segments a fifth of theirs), and counting pieces done made the time left grow for minutes.
///
/// The cost is summed over 64 spans of the values, narrow near 0 where the leaves crowd (the
/// j-th ends at limit·(j/64)³), and taken to grow evenly within a span. In each span it is a
/// sum of the work that span does, each kind at its measured price in nanoseconds: numbers
/// sieved, primes walked, multiples crossed off, sieve counters read, and leaves, counted from
/// the tables (exactly where the leaf's m is prime, by the π table; where m may be composite,
/// from the square-free numbers free of the primes up to p, e^−γ/ln p of them by Mertens'
/// theorem). The prices are a least-squares fit of the module's CPU time in Node for π(10^15),
/// π(10^16) and π(10^17) against these counts: within 2 % of the time at every point of either
/// phase at 10^16 and 10^17, where counting windows or segments done was up to 45 % off.
struct LeafCost: Sendable {
    /// The values where the spans end, from 0 to the phase's limit.
    private let bounds: [Double]
    /// The cost of walking every value below each bound, in nanoseconds; the last is the whole.
    private let cumulative: [Double]

    private static let spans = 64

    /// The whole phase's estimated time, in nanoseconds.
    var total: Double { cumulative.last ?? 0 }

    /// The easy leaves (A and C), whose values run to `easyLimit`: a window of their values
    /// sieves its numbers (1.16 ns each) and walks every prime up to ∛x (36.8 ns each); a leaf
    /// of A costs 7.25 ns, one of C 9.7 ns with m prime and 12.5 with m composite.
    init(easy tables: LeafTables) {
        let primesWalked = Double(tables.piCubeRootX - tables.c) / Double(tables.easyWindowNumbers)
        self.init(limit: tables.easyLimit, perNumber: { _ in 1.16 + 36.8 * primesWalked }) { values in
            let (a, composite, prime) = Self.easyLeaves(below: values, tables)
            return (0..<values.count).map { 7.25 * a[$0] + 12.5 * composite[$0] + 9.7 * prime[$0] }
        }
    }

    /// The hard leaves (D), whose values run to x/z: a segment crosses off the primes that
    /// still have leaves there (6.1 ns a multiple), walks them (20 ns each) and reads the
    /// sieve's counters up to the last leaf of each prime that has some (1.37 ns a counter);
    /// a leaf with m composite costs 21 ns, with m prime 332 ns (its count walks far apart).
    init(hard tables: LeafTables) {
        let segment = Double(HardLeaves.segmentNumbers(tables))
        self.init(limit: tables.hardLimit, perNumber: { value in
            let work = Self.segmentWork(at: UInt64(value), tables)
            return (6.1 * work.crossings + 20 * work.primesWalked + 1.37 * work.countersRead) / segment
        }) { values in
            let (composite, prime) = Self.hardLeaves(below: values, tables)
            return (0..<values.count).map { 21 * composite[$0] + 332 * prime[$0] }
        }
    }

    /// `perNumber(v)`: the price of walking a number near v; `leaves(values)`: the price of the
    /// leaves below each of `values` (all positive, ascending).
    private init(limit: UInt64, perNumber: (Double) -> Double, leaves: ([UInt64]) -> [Double]) {
        let whole = Double(limit)
        let spans = Int(min(UInt64(Self.spans), max(limit, 1)))
        let bounds = (0...spans).map { j in
            let share = Double(j) / Double(spans)
            return whole * share * share * share
        }
        let leafPrices = leaves(bounds.dropFirst().map { max(1, UInt64($0)) })
        var cumulative = [0.0]
        var walked = 0.0
        for j in 1...spans {
            walked += (bounds[j] - bounds[j - 1]) * perNumber((bounds[j - 1] + bounds[j]) / 2)
            // The leaf counts are estimates in part: never let the cost fall back.
            cumulative.append(max(walked + leafPrices[j - 1], cumulative[j - 1]))
        }
        self.bounds = bounds
        self.cumulative = cumulative
    }

    /// The estimated time, in nanoseconds, spent once every value below `value` is walked.
    func cost(walkedTo value: Double) -> Double {
        guard let limit = bounds.last, limit > 0 else { return 0 }
        let clamped = min(max(value, 0), limit)
        var j = 1
        while j < bounds.count - 1 && bounds[j] < clamped { j += 1 }
        let within = bounds[j] > bounds[j - 1] ? (clamped - bounds[j - 1]) / (bounds[j] - bounds[j - 1]) : 1
        return cumulative[j - 1] + (cumulative[j] - cumulative[j - 1]) * within
    }

    /// How many m with `lowest` < m ≤ `highest` the leaves of the prime p take: the primes in
    /// that interval when only primes qualify, else its square-free numbers free of the primes
    /// up to p, about e^−γ/ln p of them (Mertens).
    private static func leafFactors(above lowest: UInt64, to highest: UInt64, p: UInt64, primesOnly: Bool, _ tables: LeafTables) -> Double {
        if primesOnly {
            let top = min(highest, tables.y)
            return lowest < top ? Double(tables.pi[top] - tables.pi[lowest]) : 0
        }
        return lowest < highest ? Double(highest - lowest) * 0.5615 / log(Double(p)) : 0
    }

    /// The easy leaves with values below each of `values`, bounded as `LeafTables.easyLeaves`
    /// bounds them: A's p·q (q above x/(p·value), counted by the π table), and C's p·m with m
    /// composite and with m prime.
    private static func easyLeaves(below values: [UInt64], _ tables: LeafTables) -> (a: [Double], composite: [Double], prime: [Double]) {
        var a = [Double](repeating: 0, count: values.count)
        var composite = a
        var prime = a
        for b in stride(from: tables.piXStar + 1, through: tables.piCubeRootX, by: 1) {
            let xOverP = tables.x / UInt64(tables.primes[b])
            let highestQ = PrimeMath.squareRoot(xOverP)
            let top = tables.pi[highestQ]
            for (j, value) in values.enumerated() {
                a[j] += Double(max(0, top - max(b, tables.pi[min(xOverP / value, highestQ)])))
            }
        }
        for b in stride(from: tables.c + 1, through: tables.piXStar, by: 1) {
            let p = UInt64(tables.primes[b])
            let xOverP = tables.x / p
            let highestM = min(xOverP / p, tables.z)
            let bound = max(xOverP / (p * p), p, tables.z / p)
            let primesOnly = p * p > tables.z
            for (j, value) in values.enumerated() {
                let count = leafFactors(above: max(bound, xOverP / value), to: highestM, p: p, primesOnly: primesOnly, tables)
                if primesOnly { prime[j] += count } else { composite[j] += count }
            }
        }
        return (a, composite, prime)
    }

    /// The hard leaves with values below each of `values`, bounded as `HardLeaves.step` bounds
    /// them, with m composite and with m prime.
    private static func hardLeaves(below values: [UInt64], _ tables: LeafTables) -> (composite: [Double], prime: [Double]) {
        var composite = [Double](repeating: 0, count: values.count)
        var prime = composite
        for b in stride(from: tables.c + 1, through: tables.piXStar, by: 1) {
            let p = UInt64(tables.primes[b])
            let xOverP = tables.x / p
            let highestM = min(xOverP / (p * p), tables.z)
            guard p < highestM else { break }
            let bound = max(tables.z / p, p)
            let primesOnly = p * p > tables.z
            for (j, value) in values.enumerated() {
                let count = leafFactors(above: max(bound, xOverP / value), to: highestM, p: p, primesOnly: primesOnly, tables)
                if primesOnly { prime[j] += count } else { composite[j] += count }
            }
        }
        return (composite, prime)
    }

    /// What `HardLeaves.step` does in the segment starting at `low`, but for its leaves: the
    /// multiples it crosses off (8/30 of the segment's numbers over each prime above p_c until
    /// the first without leaves left), the primes it walks, and the counters it reads — a
    /// segment's worth for each prime with a leaf there.
    private static func segmentWork(at low: UInt64, _ tables: LeafTables) -> (crossings: Double, primesWalked: Double, countersRead: Double) {
        let segment = HardLeaves.segmentNumbers(tables)
        let high = low + segment
        var reciprocals = 0.0
        var walked = 0.0
        var withLeaves = 0.0
        for b in stride(from: tables.c + 1, through: tables.piXStar, by: 1) {
            let p = UInt64(tables.primes[b])
            let xOverP = tables.x / p
            let highestM = min(xOverP / max(low, 1), xOverP / (p * p), tables.z)
            guard p < highestM else { break }
            walked += 1
            if max(xOverP / high, tables.z / p, p) < highestM { withLeaves += 1 }
            reciprocals += 1 / Double(p)
        }
        let bits = Double(segment) * 8 / 30
        let counterBits = Double(UInt64(1) << UInt64(LeafSieve.counterShift(low: low)))
        return (bits * reciprocals, walked, withLeaves * bits / counterBits)
    }
}
