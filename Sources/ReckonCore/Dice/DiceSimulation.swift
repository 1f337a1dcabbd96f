/// A Monte-Carlo simulation of a dice pool: `trials` rolls from `seed`, in chunks the caller drives.
///
/// The trials are cut into chunks of `trialsPerChunk` (the last one shorter). Chunk k rolls
/// with its own xoshiro256** generator seeded from (seed, k) through SplitMix64, so its counts
/// depend on nothing else: run the chunks in any order, on any number of threads, add the
/// tallies, and the result is the same. Between chunks the caller reports progress and can stop.
///
/// Each die is an exactly unbiased draw (Lemire's multiply-shift with rejection on 32 bits; in
/// a plain pool every 64-bit output feeds two dice, in any other each draw takes one, see
/// `DiceRoll.roll(into:block:using:)`). Limits: 1 to `maximumTrials` trials and at most
/// `maximumDiceRolls` dice rolled in all.
public struct DiceSimulation: Sendable {
    public static let trialsPerChunk: UInt64 = 1 << 20
    /// 1e10 trials: every count, and the tally, fits an `Int64` many times over.
    public static let maximumTrials: UInt64 = 10_000_000_000
    /// 1e11 dice: a few minutes on one core.
    public static let maximumDiceRolls: UInt64 = 100_000_000_000

    public let pool: DicePool
    public let trials: UInt64
    public let seed: UInt64

    public init(pool: DicePool, trials: UInt64, seed: UInt64) throws(DiceError) {
        guard trials >= 1, trials <= Self.maximumTrials else { throw .trialsOutOfRange(trials) }
        let (rolls, overflow) = trials.multipliedReportingOverflow(by: UInt64(pool.diceCount))
        guard !overflow, rolls <= Self.maximumDiceRolls else {
            throw .tooManyRolls(dice: pool.diceCount, trials: trials)
        }
        self.pool = pool
        self.trials = trials
        self.seed = seed
    }

    /// The cost of rolling every trial on one core (`WorkCost`), without the exact distribution
    /// an answer compares with (`DiceDistribution.cost(for:)`): 1.7 ns a die and 1.1 ns a trial,
    /// fitted to release builds (`--threads 1`): 3d6 × 1e8 0.61 s, 100d6 × 1e7 1.72 s,
    /// 1d6 × 1e9 2.79 s, 10d1000 × 1e8 1.87 s, 1000d1000 × 1e6 1.61 s. The JSON lists the sums
    /// rolled, at most every sum of the pool, at 40 bytes each (`{"sum":…,"count":…},`), and
    /// 400 more.
    ///
    /// Any other pool: `DiceExpression.secondsPerTrial` and 2 ns a trial.
    public var cost: WorkCost {
        let seconds = pool.isPlain
            ? Double(trials) * Double(pool.diceCount) * 1.7e-9 + Double(trials) * 1.1e-9
            : Double(trials) * (pool.expression.secondsPerTrial + 2e-9)
        return WorkCost(
            seconds: seconds,
            answerBytes: Double(pool.maximum - pool.minimum + 1) * 40 + 400)
    }

    /// How many chunks the trials make.
    public var chunkCount: Int64 {
        Int64((trials + Self.trialsPerChunk - 1) / Self.trialsPerChunk)
    }

    /// The number of trials in chunk `k` (`0 ..< chunkCount`).
    public func trials(inChunk k: Int64) -> UInt64 {
        min(Self.trialsPerChunk, trials - UInt64(k) * Self.trialsPerChunk)
    }

    /// A tally with no trials, sized for every sum of the pool; one per thread.
    public func emptyTally() -> DiceTally {
        DiceTally(lowest: pool.minimum, counts: [Int64](repeating: 0, count: Int(pool.maximum - pool.minimum + 1)))
    }

    /// Rolls chunk `k` (`0 ..< chunkCount`) and adds its counts to `tally`, which must come from
    /// this simulation's `emptyTally()`.
    ///
    /// `shouldStop` is asked before each block of 4096 trials, so a chunk of many dice (2^20 trials
    /// of 1000 dice is seconds of work) can be abandoned within milliseconds. Answers whether the
    /// chunk was finished; when it was not, `tally` holds part of it and must be thrown away.
    @discardableResult
    public func roll(
        chunk k: Int64, into tally: inout DiceTally, stoppingWhen shouldStop: () -> Bool = { false }
    ) -> Bool {
        precondition(k >= 0 && k < chunkCount, "chunk out of range")
        var mixer = UInt64(k)
        var generator = Xoshiro256StarStar(seed: seed ^ Xoshiro256StarStar.splitMix64(&mixer))
        let count = Int(trials(inChunk: k))
        // A block of partial sums that every die group adds into, so each group's loop keeps its
        // bound and threshold in registers; sums count from 0 (every die showing 1).
        var sums = [UInt32](repeating: 0, count: Self.blockSize)
        var values = pool.isPlain ? [] : [Int64](repeating: 0, count: Self.blockSize)
        var done = 0
        while done < count {
            if shouldStop() { return false }
            let block = min(Self.blockSize, count - done)
            if pool.isPlain {
                Self.rollBlock(pool, into: &sums, block: block, using: &generator)
            } else {
                Self.rollBlock(pool.expression, from: pool.minimum, into: &sums, values: &values, block: block, using: &generator)
            }
            tally.add(sums: sums, block: block)
            done += block
        }
        return true
    }

    private static let blockSize = 4096

    /// Rolls every die of `pool` for the first `block` sums (set to 0 first).
    ///
    /// Kept out of line on purpose: a browser compiles wasm with a quick baseline compiler first
    /// and swaps in optimised code only when a function is next called (V8 has no on-stack
    /// replacement for wasm), so the hot loop must be a function called once per block, not one
    /// a chunk enters once — inlined, 1e8 rolls ran 1.7x slower in the page.
    @inline(never)
    private static func rollBlock(
        _ pool: DicePool, into sums: inout [UInt32], block: Int, using generator: inout Xoshiro256StarStar
    ) {
        sums.withUnsafeMutableBufferPointer { sums in
            for i in 0..<block { sums[i] = 0 }
            for group in pool.groups {
                for _ in 0..<group.count {
                    addDie(faces: UInt32(group.faces), to: sums, block: block, using: &generator)
                }
            }
        }
    }

    /// Rolls any pool for the first `block` sums, measured from `lowest`; out of line for the
    /// reason above.
    @inline(never)
    private static func rollBlock(
        _ expression: DiceExpression, from lowest: Int64, into sums: inout [UInt32], values: inout [Int64],
        block: Int, using generator: inout Xoshiro256StarStar
    ) {
        expression.roll(into: &values, block: block, using: &generator)
        for i in 0..<block { sums[i] = UInt32(truncatingIfNeeded: values[i] - lowest) }
    }

    /// Adds one die with `faces` faces to each of the first `block` sums, as 0 ... faces − 1.
    @inline(__always)
    private static func addDie(
        faces: UInt32, to sums: UnsafeMutableBufferPointer<UInt32>, block: Int,
        using generator: inout Xoshiro256StarStar
    ) {
        let threshold = Xoshiro256StarStar.rejectionThreshold(faces)
        var i = 0
        while i + 1 < block {
            let bits = generator.next()
            sums[i] &+= draw(UInt32(truncatingIfNeeded: bits), faces, threshold, &generator)
            sums[i + 1] &+= draw(UInt32(truncatingIfNeeded: bits >> 32), faces, threshold, &generator)
            i += 2
        }
        if i < block {
            sums[i] &+= draw(UInt32(truncatingIfNeeded: generator.next()), faces, threshold, &generator)
        }
    }

    /// The face for 32 random bits, drawing again (rarely: at most faces/2^32) when Lemire's
    /// rule rejects them.
    @inline(__always)
    private static func draw(
        _ bits: UInt32, _ faces: UInt32, _ threshold: UInt32, _ generator: inout Xoshiro256StarStar
    ) -> UInt32 {
        var bits = bits
        while true {
            if let face = Xoshiro256StarStar.multiplyShift(bits, bound: faces, threshold: threshold) {
                return face
            }
            bits = UInt32(truncatingIfNeeded: generator.next())
        }
    }
}
