import Testing
@testable import ReckonCore

// Literal counts come from an independent Python implementation of the published algorithms
// (Vigna's xoshiro256** and SplitMix64 reference code, Lemire's 32-bit multiply-shift rule)
// and the chunk layout documented on `DiceSimulation`; chi-square quantiles from scipy.
@Suite struct DiceSimulationTests {
    private func simulation(_ pool: String, trials: UInt64, seed: UInt64) throws -> DiceSimulation {
        try DiceSimulation(pool: try DicePool(parsing: pool), trials: trials, seed: seed)
    }

    private func rollAll(_ simulation: DiceSimulation) -> DiceTally {
        var tally = simulation.emptyTally()
        for k in 0..<simulation.chunkCount { simulation.roll(chunk: k, into: &tally) }
        return tally
    }

    @Test func xoshiroMatchesTheReferenceOutputs() {
        var generator = Xoshiro256StarStar(seed: 0)
        (generator.s0, generator.s1, generator.s2, generator.s3) = (1, 2, 3, 4)
        let outputs = (0..<4).map { _ in generator.next() }
        #expect(outputs == [11520, 0, 1_509_978_240, 1_215_971_899_390_074_240])
    }

    @Test func splitMixMatchesTheReferenceOutput() {
        var state: UInt64 = 0
        #expect(Xoshiro256StarStar.splitMix64(&state) == 0xE220_A839_7B1D_CDAF)
    }

    @Test func boundedDrawRuleIsExactlyUniform() {
        // Every 8-bit draw through the rule, for every bound: each result must be accepted
        // exactly ⌊256 / bound⌋ times. The same generic code runs on 32 and 64 bits.
        for bound in 1...255 {
            let b = UInt8(bound)
            let threshold = Xoshiro256StarStar.rejectionThreshold(b)
            #expect(Int(threshold) == 256 % bound)
            var hits = [Int](repeating: 0, count: bound)
            for x in 0...255 {
                if let value = Xoshiro256StarStar.multiplyShift(UInt8(x), bound: b, threshold: threshold) {
                    hits[Int(value)] += 1
                }
            }
            #expect(hits.allSatisfy { $0 == 256 / bound }, "bound \(bound)")
        }
    }

    @Test func boundedStaysInRange() {
        var generator = Xoshiro256StarStar(seed: 7)
        #expect((0..<100).allSatisfy { _ in generator.bounded(1) == 0 })
        #expect((0..<1000).allSatisfy { _ in generator.bounded(3) < 3 })
        #expect((0..<1000).allSatisfy { _ in generator.bounded(UInt64.max) < UInt64.max })
    }

    @Test func fixedSeedCounts() throws {
        let twoD6 = rollAll(try simulation("2d6", trials: 1000, seed: 42))
        #expect(twoD6.counts == [22, 56, 88, 107, 132, 173, 140, 113, 92, 46, 31])
        let mixed = rollAll(try simulation("3d6+2d20+1d4-2", trials: 10000, seed: 7))
        #expect(mixed.lowest == 4)
        #expect(mixed.counts == [
            0, 0, 0, 3, 0, 6, 16, 15, 30, 29, 70, 82, 112, 121, 145, 163, 185, 230, 249, 288, 314,
            291, 339, 357, 398, 427, 407, 402, 465, 422, 422, 408, 389, 381, 331, 334, 314, 281,
            249, 235, 212, 189, 157, 137, 123, 75, 53, 55, 31, 16, 21, 15, 4, 2, 0, 0, 0,
        ])
    }

    @Test func fixedSeedCountsAcrossTwoChunks() throws {
        let s = try simulation("d6", trials: (1 << 20) + 5000, seed: 3)
        #expect(s.chunkCount == 2)
        #expect(s.trials(inChunk: 1) == 5000)
        #expect(rollAll(s).counts == [175442, 175887, 175466, 175637, 175513, 175631])
    }

    @Test func sameSeedSameResultInAnyChunkOrderAndThreadCount() throws {
        let s = try simulation("2d6+d3+d1000", trials: 3 << 20 + 17, seed: 99)
        #expect(s.chunkCount == 4)
        let oneThread = rollAll(s)
        // Four "threads", each taking every fourth chunk, driven backwards, then added up.
        var threads = [DiceTally](repeating: s.emptyTally(), count: 4)
        for k in (0..<s.chunkCount).reversed() { s.roll(chunk: k, into: &threads[Int(k % 4)]) }
        var combined = s.emptyTally()
        for tally in threads.reversed() { combined.add(tally) }
        #expect(combined == oneThread)
        #expect(combined.trials == 3 << 20 + 17)
        #expect(rollAll(try simulation("2d6+d3+d1000", trials: 3 << 20 + 17, seed: 100)) != oneThread)
    }

    /// The counts from the smallest sum rolled to the largest.
    private func rolled(_ tally: DiceTally) -> (lowest: Int64, counts: [Int64]) {
        let first = tally.counts.firstIndex { $0 > 0 }!
        let last = tally.counts.lastIndex { $0 > 0 }!
        return (tally.lowest + Int64(first), Array(tally.counts[first...last]))
    }

    // The notation's forms, against an independent Python simulator of the rules documented on
    // `DiceRoll.roll(into:block:using:)` and `DiceExpression.roll(into:block:using:)`.
    @Test func fixedSeedCountsOfTheNotation() throws {
        func check(_ pool: String, _ trials: UInt64, _ seed: UInt64, from lowest: Int64, _ counts: [Int64]) throws {
            let got = rolled(rollAll(try simulation(pool, trials: trials, seed: seed)))
            #expect(got.lowest == lowest, "\(pool)")
            #expect(got.counts == counts, "\(pool)")
        }
        try check("4d6kh3", 1000, 42, from: 3, [1, 1, 10, 17, 31, 47, 63, 82, 127, 124, 138, 128, 116, 54, 47, 14])
        try check("3d6r1", 1000, 7, from: 5, [3, 13, 39, 70, 88, 114, 165, 131, 151, 98, 60, 36, 24, 8])
        try check("d6!", 2000, 5, from: 1, [
            340, 360, 360, 291, 340, 0, 47, 54, 44, 44, 59, 0, 13, 11, 6, 11, 11, 0, 3, 0, 1, 3, 1, 0, 0, 0, 1,
        ])
        try check("5d10>=7f1", 1000, 11, from: -2, [14, 51, 172, 260, 274, 162, 59, 8])
        try check("max(d6,d8)+2", 1000, 3, from: 3, [28, 58, 112, 156, 194, 223, 105, 124])
        try check("2d20kl1", 1000, 1, from: 1, [79, 93, 76, 93, 85, 65, 71, 78, 63, 65, 32, 42, 40, 33, 29, 12, 16, 15, 11, 2])
        try check("4dF", 1000, 9, from: -4, [14, 50, 117, 216, 245, 192, 110, 45, 11])
        try check("3d6rr1", 500, 2, from: 6, [5, 9, 27, 42, 49, 76, 93, 74, 50, 35, 27, 8, 5])
        try check("d{1,1,2,3}*2-d4", 1000, 8, from: -2, [127, 125, 161, 187, 141, 131, 66, 62])
        try check("4d6kh3", (1 << 20) + 100, 123, from: 3, [
            845, 3337, 8129, 16834, 30630, 50402, 73166, 98544, 119873, 134792, 139290, 129436, 106045, 76523, 43900, 16930,
        ])
    }

    @Test func notationPoolsRepeatInAnyChunkOrder() throws {
        let s = try simulation("4d6r1!kh3+max(d8,2d4)", trials: 2 << 20 + 9, seed: 77)
        let inOrder = rollAll(s)
        var threads = [DiceTally](repeating: s.emptyTally(), count: 3)
        for k in (0..<s.chunkCount).reversed() { s.roll(chunk: k, into: &threads[Int(k % 3)]) }
        var combined = s.emptyTally()
        for tally in threads { combined.add(tally) }
        #expect(combined == inOrder)
        // Two million trials against the exact curve: chance alone gives about this distance.
        let exact = try DiceDistribution(exactly: s.pool)
        #expect(inOrder.totalVariationDistance(to: exact) < 2 * inOrder.typicalTotalVariationDistance(from: exact))
    }

    @Test func aChunkStopsAtTheBlockWhereItIsAsked() throws {
        let s = try simulation("10d6", trials: 5 * 4096 + 1, seed: 5)
        var asked = 0
        var tally = s.emptyTally()
        // Asked before each of the 6 blocks (5 of 4096 trials, 1 of one); stopping at the third leaves two.
        let finished = s.roll(chunk: 0, into: &tally, stoppingWhen: { asked += 1; return asked == 3 })
        #expect(!finished)
        #expect(asked == 3)
        #expect(tally.trials == 2 * 4096)
        var whole = s.emptyTally()
        #expect(s.roll(chunk: 0, into: &whole, stoppingWhen: { false }))
        #expect(whole.trials == 5 * 4096 + 1)
    }

    @Test func chiSquareAgainstTheExactDistribution() throws {
        let s = try simulation("3d6+2d20", trials: 1_000_000, seed: 2024)
        let tally = rollAll(s)
        let exact = try DiceDistribution(exactly: s.pool)
        var chiSquare = 0.0
        for (count, p) in zip(tally.counts, exact.probabilities) {
            let expected = p.doubleValue * 1_000_000
            chiSquare += (Double(count) - expected) * (Double(count) - expected) / expected
        }
        #expect(chiSquare < 90.57)  // the 0.999 quantile of chi-square with 53 degrees of freedom
        #expect(abs(tally.totalVariationDistance(to: exact) - 0.0022735740740740607) < 1e-12)
    }

    @Test func statisticsOfCounts() {
        // Hand-worked: sums 5, 6, 7 rolled 1, 2, 1 times.
        let s = DiceStatistics(counts: [1, 2, 1], lowest: 5)
        #expect((s.minimum, s.maximum, s.median, s.mode, s.modeTies) == (5, 7, 6, 6, 1))
        #expect(s.mean == 6)
        #expect(s.standardDeviation == 0.5.squareRoot())
        // Sums 0 and 1 once each: the cumulative reaches 1/2 at 0.
        #expect(DiceStatistics(counts: [1, 1], lowest: 0).median == 0)
        // Sums −3 … 1; the minimum and maximum are the sums rolled; ties go to the smallest.
        let ties = DiceStatistics(counts: [0, 2, 1, 2, 0], lowest: -3)
        #expect((ties.minimum, ties.maximum, ties.mode, ties.modeTies, ties.median) == (-2, 0, -2, 2, -1))
    }

    @Test func totalVariationDistanceByHand() throws {
        // 1d2 rolled 3 ones and 1 two: ½(|3/4 − 1/2| + |1/4 − 1/2|) = 1/4.
        let exact = try DiceDistribution(exactly: try DicePool(parsing: "d2"))
        #expect(DiceTally(lowest: 1, counts: [3, 1]).totalVariationDistance(to: exact) == 0.25)
        #expect(DiceTally(lowest: 1, counts: [5, 5]).totalVariationDistance(to: exact) == 0)
    }

    @Test func limits() throws {
        let pool = try DicePool(parsing: "3d6+2d20")
        #expect(throws: DiceError.trialsOutOfRange(0)) { try DiceSimulation(pool: pool, trials: 0, seed: 1) }
        #expect(throws: DiceError.trialsOutOfRange(10_000_000_001)) {
            try DiceSimulation(pool: pool, trials: 10_000_000_001, seed: 1)
        }
        #expect(try DiceSimulation(pool: pool, trials: 10_000_000_000, seed: 1).chunkCount == 9537)
        let thousand = try DicePool(parsing: "1000d6")
        #expect(try DiceSimulation(pool: thousand, trials: 100_000_000, seed: 1).trials == 100_000_000)
        #expect(throws: DiceError.tooManyRolls(dice: 1000, trials: 100_000_001)) {
            try DiceSimulation(pool: thousand, trials: 100_000_001, seed: 1)
        }
        #expect(DiceError.trialsOutOfRange(0).line == "trials: must be a whole number from 1 to 10000000000, not 0")
        #expect(DiceError.tooManyRolls(dice: 1000, trials: 100_000_001).line
            == "trials: 100000001 trials of 1000 dice exceed 100000000000 dice rolled; use fewer trials")
    }
}
