import Testing
@testable import ReckonCore

// Expected values from icepool 2.1.3 in exact rational arithmetic (d6.pool(4).highest(3),
// reroll(depth=1), explode(depth=9), …), each pool small enough also checked by brute-force
// enumeration with Python fractions: `counts` are the ways of each sum out of `outOf`, so
// `count / outOf` in Double is the correctly rounded probability.
@Suite struct DiceNotationDistributionTests {
    private func exact(_ text: String) throws -> DiceDistribution {
        try DiceDistribution(exactly: try DicePool(parsing: text))
    }

    /// Every sum's probability is `count / outOf`, correctly rounded, from `lowest` on.
    private func expectCounts(_ text: String, from lowest: Int64, _ counts: [Double], outOf: Double) throws {
        let d = try exact(text)
        #expect(d.lowest == lowest, "\(text)")
        #expect(d.probabilities.map { $0.doubleValue } == counts.map { $0 / outOf }, "\(text)")
    }

    private func relativeError(_ value: WideDouble, _ expected: Double) -> Double {
        ((value - WideDouble(expected)) / WideDouble(expected)).doubleValue.magnitude
    }

    @Test func keepHighestAndLowest() throws {
        let abilityScores: [Double] = [1, 4, 10, 21, 38, 62, 91, 122, 148, 167, 172, 160, 131, 94, 54, 21]
        try expectCounts("4d6kh3", from: 3, abilityScores, outOf: 1296)
        try expectCounts("4d6dl1", from: 3, abilityScores, outOf: 1296)
        try expectCounts("4d6dh1", from: 3, abilityScores.reversed(), outOf: 1296)
        // Advantage: P(k) = (2k − 1)/400; disadvantage mirrors it.
        try expectCounts("2d20kh1", from: 1, (1...20).map { Double(2 * $0 - 1) }, outOf: 400)
        try expectCounts("2d20kl1", from: 1, (1...20).reversed().map { Double(2 * $0 - 1) }, outOf: 400)
        try expectCounts("8d6kh3", from: 3, [
            1, 8, 36, 283, 1052, 2844, 8117, 19252, 38648, 76543, 132168, 206032, 286501, 358828, 322812, 226491,
        ], outOf: 1_679_616)
    }

    @Test func keepWithManyDiceHasCountsBeyondTwoToThe53() throws {
        let d = try exact("20d20kh10")
        #expect(d.lowest == 10 && d.probabilities.count == 191)
        #expect(d.probability(ofSum: 10).doubleValue == 9.5367431640625e-27)
        #expect(relativeError(d.probability(ofSum: 200), 1.1340718060930294e-08) < 1e-14)
        #expect(relativeError(d.probability(ofSum: 156), 0.027618308476768105) < 1e-14)
        #expect(relativeError(d.probability(ofSum: 57), 2.2208932393324923e-09) < 1e-14)
        #expect(relativeError(d.probability(ofSum: 105), 0.0003256940308116822) < 1e-14)
        #expect(d.statistics.median == 153 && d.statistics.mode == 156)
        #expect(abs(d.statistics.mean - 152.53571428568807) < 1e-12)
    }

    @Test func rerolls() throws {
        try expectCounts("3d6r1", from: 3, [
            1, 21, 168, 658, 1491, 2667, 4165, 5733, 6615, 6811, 6321, 5145, 3430, 2058, 1029, 343,
        ], outOf: 46656)
        try expectCounts("3d6rr1", from: 6, [1, 3, 6, 10, 15, 18, 19, 18, 15, 10, 6, 3, 1], outOf: 125)
        try expectCounts("4d6r1kh3", from: 3, [
            1, 28, 322, 4389, 14630, 33446, 65611, 112994, 164836, 216335, 250684, 260680, 232211, 176302, 104958, 42189,
        ], outOf: 1_679_616)
    }

    @Test func explodingDieUpToTheCap() throws {
        // 6^k ways each for the totals of k sixes and one face 1–5, nothing at 6, 12, …; 60 = ten sixes.
        var counts: [Double] = []
        for k in 0..<10 {
            var ways = 1.0
            for _ in 0..<(9 - k) { ways *= 6 }
            counts += [ways, ways, ways, ways, ways]
            if k < 9 { counts.append(0) }
        }
        counts.append(1)
        try expectCounts("d6!", from: 1, counts, outOf: 60_466_176)
        let d = try exact("d6!")
        #expect(d.explosionCapped == 1.0 / 60_466_176)
        #expect(d.statistics.modeTies == 5)
    }

    @Test func explodingPools() throws {
        let d = try exact("2d6!>4")
        #expect(d.probability(ofSum: 5).doubleValue == 0.1111111111111111)
        #expect(relativeError(d.probability(ofSum: 120), 2.7351112277912534e-16) < 1e-14)
        #expect(relativeError(d.probability(ofSum: 61), 1.3470800233469002e-05) < 1e-14)
        #expect(relativeError(d.probability(ofSum: 90), 2.1464598235148762e-08) < 1e-14)
        #expect(abs(d.explosionCapped - 3.38698888196615e-05) < 1e-18)
        let ten = try exact("10d10!")
        #expect(ten.lowest == 10 && ten.probabilities.count == 991)
        #expect(ten.probability(ofSum: 10).doubleValue == 1e-10)
        #expect(relativeError(ten.probability(ofSum: 1000), 1e-100) < 1e-14)
        #expect(relativeError(ten.probability(ofSum: 57), 0.030370454246) < 1e-14)
        #expect(relativeError(ten.probability(ofSum: 505), 3.323142692360163e-38) < 1e-14)
        #expect(relativeError(ten.probability(ofSum: 752), 3.88871044791476e-64) < 1e-14)
        #expect(abs(ten.explosionCapped - 9.9999999955e-10) < 1e-22)
        let kept = try exact("3d6!!kh2")
        #expect(relativeError(kept.probability(ofSum: 31), 0.0009811766499009298) < 1e-14)
        #expect(relativeError(kept.probability(ofSum: 120), 8.205333592906282e-16) < 1e-14)
    }

    /// icepool, a slice of the sorted pool (lowest first): d6.pool(4)[1:-1] for 4d6dl1dh1 (its
    /// ways out of 1296 below); d10.pool(6)[2:5] for 6d10dl2dh1, P(20) = 4083/50000, mean
    /// 745701/40000; d8.pool(5)[2:4] for 5d8kh3dh1, P(12) = 2093/16384, mean 10581/1024;
    /// d6.pool(5)[1:2] for 5d6kh4kl2, mean 3241/1296.
    @Test func keepAndDropTogether() throws {
        try expectCounts("4d6dl1dh1", from: 2, [21, 54, 111, 156, 201, 210, 201, 156, 111, 54, 21], outOf: 1296)
        let middle = try exact("6d10dl2dh1")
        #expect(relativeError(middle.probability(ofSum: 20), 4083.0 / 50000) < 1e-14)
        #expect(abs(middle.statistics.mean - 745701.0 / 40000) < 1e-12)
        let high = try exact("5d8kh3dh1")
        #expect(relativeError(high.probability(ofSum: 12), 2093.0 / 16384) < 1e-14)
        #expect(abs(high.statistics.mean - 10581.0 / 1024) < 1e-12)
        #expect(abs(try exact("5d6kh4kl2").statistics.mean - 3241.0 / 1296) < 1e-12)
    }

    /// icepool: d6.clip(2) is {2: 1/3, 3…6: 1/6}; 4 @ d6.clip(2) has mean 44/3, P(8) = 1/81 and
    /// P(24) = 1/1296; 4 @ d6.clip(None, 5) has mean 40/3.
    @Test func clamps() throws {
        try expectCounts("d6min2", from: 2, [2, 1, 1, 1, 1], outOf: 6)
        let raised = try exact("4d6min2")
        #expect(raised.lowest == 8 && raised.probabilities.count == 17)
        #expect(raised.probability(ofSum: 8).doubleValue == 1.0 / 81 && raised.probability(ofSum: 24).doubleValue == 1.0 / 1296)
        #expect(abs(raised.statistics.mean - 44.0 / 3) < 1e-13)
        #expect(abs(try exact("4d6max5").statistics.mean - 40.0 / 3) < 1e-13)
    }

    @Test func successesAndFailures() throws {
        try expectCounts("5d10>=7", from: 0, [243, 810, 1080, 720, 240, 32], outOf: 3125)
        try expectCounts("5d10>=7f1", from: -5, [1, 25, 270, 1650, 6285, 15525, 25140, 26400, 17280, 6400, 1024], outOf: 100_000)
        try expectCounts("4d6kh3>=5", from: 0, [16, 32, 24, 9], outOf: 81)
        let hundred = try exact("100d6>=5")
        #expect(relativeError(hundred.probability(ofSum: 0), 2.4596544265798292e-18) < 1e-14)
        #expect(relativeError(hundred.probability(ofSum: 33), 0.0843826602918033) < 1e-14)
        #expect(relativeError(hundred.probability(ofSum: 100), 1.9403252174826328e-48) < 1e-14)
        #expect(hundred.statistics.median == 33 && hundred.statistics.mode == 33)
    }

    @Test func fudgePercentAndCustomDice() throws {
        try expectCounts("4dF", from: -4, [1, 4, 10, 16, 19, 16, 10, 4, 1], outOf: 81)
        try expectCounts("d%", from: 1, [Double](repeating: 1, count: 100), outOf: 100)
        try expectCounts("d{1,1,2,3}", from: 1, [2, 1, 1], outOf: 4)
        let fudge = try exact("4dF")
        #expect(fudge.statistics.mean == 0)
        #expect(fudge.statistics.standardDeviation == 1.632993161855452)
    }

    @Test func arithmetic() throws {
        var tens = [Double](repeating: 0, count: 101)
        for (i, ways) in [1.0, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].enumerated() { tens[i * 10] = ways }
        try expectCounts("2d6*10", from: 20, tens, outOf: 36)
        try expectCounts("(d6+1)*2", from: 4, [1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1], outOf: 6)
        try expectCounts("d20/3", from: 0, [2, 3, 3, 3, 3, 3, 3], outOf: 20)
        try expectCounts("3d6-d4", from: -1, [
            1, 4, 10, 20, 34, 52, 71, 88, 100, 104, 100, 88, 71, 52, 34, 20, 10, 4, 1,
        ], outOf: 864)
        try expectCounts("d6*d6", from: 1, [
            1, 2, 2, 3, 2, 4, 0, 2, 1, 2, 0, 4, 0, 0, 2, 1, 0, 2, 0, 2, 0, 0, 0, 2, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 1,
        ], outOf: 36)
        let product = try exact("d6*d6")
        #expect(product.statistics.mean == 12.25 && product.statistics.median == 10)
        #expect(product.statistics.mode == 6 && product.statistics.modeTies == 2)
    }

    @Test func highestAndLowestOfParts() throws {
        try expectCounts("max(d6,d8)", from: 1, [1, 3, 5, 7, 9, 11, 6, 6], outOf: 48)
        try expectCounts("min(2d6,d20)", from: 1, [12, 18, 23, 27, 30, 32, 33, 25, 18, 12, 7, 3], outOf: 240)
        let d = try exact("min(2d6,d20)")
        #expect(d.statistics.mean == 5.804166666666666)
        #expect(d.statistics.standardDeviation == 2.6565922982062733)
    }

    @Test func exactStatisticsOfTheNotation() throws {
        let scores = try exact("4d6kh3").statistics
        #expect(scores.mean == 12.244598765432098)
        #expect(scores.standardDeviation == 2.8468444453115005)
        #expect(scores.median == 12 && scores.mode == 13 && scores.modeTies == 1)
        let hit = try exact("5d10>=7f1").statistics
        #expect(hit.mean == 1.5 && hit.standardDeviation == 1.4317821063276353)
        #expect(abs(try exact("4d6kh3").atLeast[9].doubleValue - 0.6165123456790124) < 3e-16)
    }

    @Test func workIsPricedBeforeItStarts() throws {
        #expect(DiceDistribution.work(for: try DicePool(parsing: "20d20kh10")) < 1_000_000)
        #expect(DiceDistribution.work(for: try DicePool(parsing: "1000d6kh500")) > DiceDistribution.maximumWork)
        #expect(throws: DiceError.exactTooLarge(pool: "1000d6kh500")) { try exact("1000d6kh500") }
    }
}
