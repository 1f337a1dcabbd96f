import Testing
import PropertyBased
@testable import ReckonCore

// Expected values: outcome counts by exact integer convolution in Python, probabilities and
// log10 by mpmath at 40 digits (count / faces^dice); statistics worked by hand.
@Suite struct DiceDistributionTests {
    private func exact(_ text: String) throws -> DiceDistribution {
        try DiceDistribution(exactly: try DicePool(parsing: text))
    }

    private func relativeError(_ value: WideDouble, _ expected: Double) -> Double {
        ((value - WideDouble(expected)) / WideDouble(expected)).doubleValue.magnitude
    }

    @Test func twoDiceOfSix() throws {
        let d = try exact("2d6")
        #expect(d.probabilities.count == 11)
        #expect(d.probability(ofSum: 7).doubleValue == 6.0 / 36)
        #expect(d.probability(ofSum: 2).doubleValue == 1.0 / 36)
        #expect(d.probability(ofSum: 1).isZero)
        #expect(d.probability(ofSum: 13).isZero)
    }

    @Test func threeDiceOfSixTable() throws {
        let counts: [Double] = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1]
        let d = try exact("3d6")
        #expect(d.probabilities.map(\.doubleValue) == counts.map { $0 / 216 })
    }

    /// Tails worked by hand from the counts above: 2d6 rolls 7 or more 21 times in 36, 3d6 rolls
    /// 15 or more 10 + 6 + 3 + 1 = 20 times in 216; the top tail is the top sum's chance alone.
    @Test func chancesOfAtLeastASum() throws {
        let two = try exact("2d6").atLeast.map(\.doubleValue)
        #expect(two.count == 11)
        #expect(abs(two[5] - 21.0 / 36) < 1e-15)
        #expect(two[0] == 1)
        #expect(two.allSatisfy { $0 <= 1 })
        #expect(two[10] == 1.0 / 36)
        let three = try exact("3d6").atLeast.map(\.doubleValue)
        #expect(abs(three[15 - 3] - 20.0 / 216) < 1e-16)
        #expect(three[18 - 3] == 1.0 / 216)
        let thousand = try exact("1000d20")
        #expect(thousand.atLeast[19000] == thousand.probability(ofSum: 20000))  // 20^−1000
        // 19,999: one die shows 19 (1000 ways), with the 20,000 of all twenties: 1001 × 20^−1000.
        let top = thousand.probability(ofSum: 20000) * WideDouble(1001)
        #expect(((thousand.atLeast[19000 - 1] - top) / top).doubleValue.magnitude < 1e-15)
    }

    @Test func constantsShiftTheSums() throws {
        let d = try exact("1d4 + 10 - 3")
        #expect(d.pool.minimum == 8)
        #expect(d.probabilities.map(\.doubleValue) == [0.25, 0.25, 0.25, 0.25])
        #expect(d.probability(ofSum: 11).doubleValue == 0.25)
        let negative = try exact("2d6-20")
        #expect(negative.probability(ofSum: -13).doubleValue == 6.0 / 36)
    }

    @Test func sixteenD20CountsBeyondInt64() throws {
        // 16d20 at its centre 168: 11228051795832462476 of 20^16 outcomes (more than Int64.max).
        let d = try exact("16d20")
        #expect(relativeError(d.probability(ofSum: 168), 0.01713264739354318615112305) < 1e-15)
        #expect(d.probability(ofSum: 16).doubleValue == 1 / 655_360_000_000_000_000_000.0)
    }

    @Test func thousandD20TailsFarBelowTheDoubleRange() throws {
        let d = try exact("1000d20")
        #expect(d.probabilities.count == 19001)
        let allOnes = d.probability(ofSum: 1000)  // 20^−1000
        #expect(allOnes.doubleValue == 0)
        #expect(abs(allOnes.log10 - -1301.0299956639811952) < 1e-12)
        #expect(allOnes.decimal.exponent == -1302)
        #expect(abs(allOnes.decimal.significand - 9.3326361850321887899) < 1e-13)
        let oneTwo = d.probability(ofSum: 1001)  // 1000 × 20^−1000
        #expect(abs(oneTwo.log10 - -1298.0299956639811952) < 1e-12)
        #expect(d.probability(ofSum: 20000) == allOnes)
        // P(2000) = 9.548965536559383737708429e−702
        let low = d.probability(ofSum: 2000)
        #expect(abs(low.log10 - -701.0200436740809593865475) < 1e-12)
        #expect(low.decimal.exponent == -702)
        #expect(abs(low.decimal.significand - 9.548965536559383737708429) < 1e-12)
        #expect(relativeError(d.probability(ofSum: 10500), 0.002187503519436428915286505) < 1e-13)
    }

    @Test func workLimit() throws {
        let pool = try DicePool(parsing: "1000d201")
        #expect(DiceDistribution.work(for: pool) == 100_100_000 + 1000)
        #expect(throws: DiceError.exactTooLarge(pool: "1000d201")) { try DiceDistribution(exactly: pool) }
        #expect(DiceDistribution.work(for: try DicePool(parsing: "1000d200")) == 99_600_500)
        #expect(DiceError.exactTooLarge(pool: "1000d201").line
            == "pool: the exact distribution of 1000d201 is beyond the limit of 100000000 steps; simulate it with --trials")
    }

    @Test func statisticsOfThreeD6() throws {
        let s = try exact("3d6").statistics
        #expect(s.minimum == 3)
        #expect(s.maximum == 18)
        #expect(s.mean == 10.5)
        #expect(s.standardDeviation == (35.0 / 4).squareRoot())  // 3 × (36 − 1)/12
        #expect(s.median == 10)  // P(≤ 10) = 108/216 = 1/2 exactly
        #expect(s.mode == 10)    // 10 and 11 both have 27 outcomes
        #expect(s.modeTies == 2)
    }

    @Test func statisticsWithAPlateauAndNegativeSums() throws {
        // 1d4+1d6: counts 1 2 3 4 4 4 3 2 1 on sums 2…10.
        let plateau = DiceStatistics(exactFor: try DicePool(parsing: "d4+d6"))
        #expect(plateau.mode == 5)
        #expect(plateau.modeTies == 3)
        #expect(plateau.median == 6)
        // d6−10: sums −9…−4, all equally likely; P(≤ −7) = 1/2.
        let flat = DiceStatistics(exactFor: try DicePool(parsing: "d6-10"))
        #expect(flat.median == -7)
        #expect(flat.mode == -9)
        #expect(flat.modeTies == 6)
        #expect(flat.mean == -6.5)
    }

    /// A random small pool in notation, e.g. "2d6+1d11-3".
    private static func notation(_ counts: [Int], _ faces: [Int], _ constant: Int) -> String {
        zip(counts, faces).map { "\($0)d\($1)" }.joined(separator: "+") + (constant < 0 ? "\(constant)" : "+\(constant)")
    }

    @Test func probabilitiesSumToOne() async {
        await propertyCheck(input: Gen.int(in: 1...4).array(of: 1...3), Gen.int(in: 2...30).array(of: 3), Gen.int(in: -5...5)) {
            counts, faces, constant in
            let d = try exact(Self.notation(counts, faces, constant))
            let total = d.probabilities.reduce(WideDouble.zero, +)
            #expect((total.doubleValue - 1).magnitude < 1e-14)
        }
    }

    @Test func exactStatisticsMatchTheDistribution() async {
        // Small pools have outcome counts below 2^53, so the probabilities are exact multiples
        // of 1/outcomes and the counts can be recovered exactly.
        await propertyCheck(input: Gen.int(in: 1...4).array(of: 1...3), Gen.int(in: 2...12).array(of: 3), Gen.int(in: -5...5)) {
            counts, faces, constant in
            let d = try exact(Self.notation(counts, faces, constant))
            var outcomes = 1.0
            for (count, face) in zip(counts, faces) {
                for _ in 0..<count { outcomes *= Double(face) }
            }
            let tally = d.probabilities.map { Int64(($0.doubleValue * outcomes).rounded()) }
            #expect(Self.sameButRounding(d.statistics, DiceStatistics(counts: tally, lowest: d.pool.minimum)))
        }
    }

    /// Equal in every integer field, and mean and sd equal to 1e−12 (the counts' sums round).
    private static func sameButRounding(_ a: DiceStatistics, _ b: DiceStatistics) -> Bool {
        a.minimum == b.minimum && a.maximum == b.maximum && a.median == b.median && a.mode == b.mode
            && a.modeTies == b.modeTies && (a.mean - b.mean).magnitude < 1e-12
            && (a.standardDeviation - b.standardDeviation).magnitude < 1e-12
    }
}
