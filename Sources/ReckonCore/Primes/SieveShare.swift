/// One of `count` sieves that count a range together, each on a thread of its own, repeating
/// none of each other's work: the range's segments are dealt out in runs of `run` (sieve 0 the
/// first run, sieve 1 the next, …), each sieved and counted by its sieve alone, and the large
/// sieving primes (above 2^21) in blocks (`largePrimeBlocks`), each prime placed once and
/// stepped through the whole range by one sieve only.
///
/// Splitting the range into consecutive parts instead makes every part place every large
/// prime: near 2^64 that is about 2 of the 8 seconds one thread takes, which a second part
/// repeats, so two parts cannot beat 1.6x one (measured: 1.36–1.65x). Dealt out, the primes
/// are placed once between them. The price is a mask a segment: a sieve crosses its large
/// primes' multiples in the others' segments into a mask of the segment and hands it over
/// (`handOver`), and before counting a segment of its own takes the others' masks in
/// (`takeIn`, which ands them into the segment); and its small and medium primes step over
/// the others' runs without crossing anything off. `takeIn` may wait for another sieve; either
/// returns false when the count was stopped, and the sieve then stops too.
///
/// Only counting shares a range this way, and only where there are large primes to deal
/// (`PrimeRange.sharesSieve`).
public struct SieveShare {
    /// This sieve's place among the `count`, from 0.
    public let index: Int
    public let count: Int
    let handOver: (_ segment: UInt64, _ mask: UnsafeBufferPointer<UInt8>) -> Bool
    let takeIn: (_ segment: UInt64, _ bits: UnsafeMutableBufferPointer<UInt8>) -> Bool

    /// - Parameters:
    ///   - handOver: Called with the number of one of the others' segments (from 0, the range's
    ///     first) and this sieve's mask for it, valid only during the call: a cleared bit is a
    ///     number to strike out.
    ///   - takeIn: Called with the number of one of this sieve's segments and its bits: and into
    ///     them the masks every other sieve handed over for it, once all have.
    public init(
        index: Int, count: Int,
        handOver: @escaping (_ segment: UInt64, _ mask: UnsafeBufferPointer<UInt8>) -> Bool,
        takeIn: @escaping (_ segment: UInt64, _ bits: UnsafeMutableBufferPointer<UInt8>) -> Bool
    ) {
        self.index = index
        self.count = count
        self.handOver = handOver
        self.takeIn = takeIn
    }

    /// Segments are dealt out in runs of this many: a sieve's small and medium primes step over
    /// the others' segments once a run (a division and a walk for each of 150,000 primes: a
    /// seventh of a thread's time at 10^18 when they stepped over every segment), and it holds
    /// as many of its own segments, sieved, until the others' masks for them are in.
    static let run = 4

    /// The most sieves that share a range: each walks every segment, stepping over the others'
    /// with its small and medium primes and handing them a mask, which more sieves would
    /// multiply (beyond, a range is cut into parts).
    public static let mostSieves = 4

    /// Whether segment `segment` is this sieve's to count.
    func owns(_ segment: UInt64) -> Bool { segment / UInt64(Self.run) % UInt64(count) == UInt64(index) }

    /// This sieve's blocks of the large sieving primes, above 2^21 and up to `root`, for a range
    /// `width` numbers wide: the primes are cut into 16 blocks a sieve of about equal cost, and
    /// dealt out in a snake's order (0, 1, 1, 0, 0, 1, …), which evens out what the estimate of
    /// their cost gets wrong. Blocks of primes rather than every other prime, so that each sieve
    /// reads from the bits only the primes it places (reading all of them, each sieve spent a
    /// tenth of its time on the others' primes near 2^64).
    ///
    /// A prime p costs its placing (about 11 ns, the reading included) and its multiples'
    /// crossings (3.7 ns each; about width·48/210/p of them on `Wheel210`): up to x, about
    /// 11·x/ln x + 3.7·width·48/210·ln ln x ns, from π(x) ≈ x/ln x and Σ 1/p ≈ ln ln x.
    func largePrimeBlocks(upTo root: UInt64, width: Double) -> [PrimeRange] {
        let low = WheelSieve.mediumLimit + 1
        guard root >= low else { return [] }
        func cost(_ x: Double) -> Double { 11 * x / log(x) + 3.7 * width * 48 / 210 * log(log(x)) }
        let blockCount = 16 * count
        let (first, last) = (cost(Double(low)), cost(Double(root)))
        var bounds = [low]
        for j in 1..<blockCount {
            let target = first + (last - first) * Double(j) / Double(blockCount)
            var (below, above) = (Double(bounds[j - 1]), Double(root))
            while above - below > 1 {
                let middle = ((below + above) / 2).rounded(.down)
                if cost(middle) < target { below = middle } else { above = middle }
            }
            bounds.append(UInt64(above))
        }
        bounds.append(root + 1)
        var blocks: [PrimeRange] = []
        for j in 0..<blockCount where bounds[j] < bounds[j + 1] {
            let (round, place) = j.quotientAndRemainder(dividingBy: count)
            if (round % 2 == 0 ? place : count - 1 - place) == index {
                blocks.append(PrimeRange(unchecked: bounds[j], bounds[j + 1] - 1))
            }
        }
        return blocks
    }
}
