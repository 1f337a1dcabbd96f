import Testing
@testable import ReckonCore

// Expected values from icepool 2.1.3 (/work/notes/issue37-research.md, §2, F to H):
// `Pool([d6, d8, d10]).highest(2).sum()`, `icepool.highest(d6.highest(4, 3), d20)`,
// `Pool([2 @ d6, d12, 3 @ d4]).highest(2).sum()`, and for successes on members the members'
// totals mapped to 1 or 0 and added.
@Suite struct DiceGroupTests {
    private func exact(_ text: String) throws -> DiceDistribution {
        try DiceDistribution(exactly: try DicePool(parsing: text))
    }

    private func close(_ a: Double, _ b: Double) -> Bool { ((a - b) / b).magnitude < 1e-14 }

    @Test func keepOverMixedDice() throws {
        let d = try exact("{d6,d8,d10}kh2")
        #expect(d.pool.notation == "{1d6,1d8,1d10}kh2")
        #expect(d.lowest == 2 && d.probabilities.count == 17)
        #expect(close(d.statistics.mean, 355.0 / 32))
        let expected: [Double] = [1.0 / 480, 1.0 / 160, 7.0 / 480, 1.0 / 40, 19.0 / 480, 9.0 / 160, 3.0 / 40, 11.0 / 120,
                                  17.0 / 160, 11.0 / 96, 7.0 / 60, 13.0 / 120, 11.0 / 120, 1.0 / 15, 23.0 / 480, 1.0 / 40, 1.0 / 80]
        let shares: [Double] = d.probabilities.map { $0.doubleValue }
        #expect(zip(shares, expected).allSatisfy { close($0, $1) })
        // Members written alike are one kind: {d6,d6,d6}kh2 is 3d6kh2.
        let same = try exact("{d6,d6,d6}kh2"), dice = try exact("3d6kh2")
        #expect(zip(same.probabilities, dice.probabilities).allSatisfy { close($0.doubleValue, $1.doubleValue) })
    }

    @Test func keepOverManyKindsOfMember() throws {
        // 70 kinds, d2 to d71, the two highest: by their order statistics in exact fractions
        // (E[highest] + E[second] from P(none ≥ x) and P(exactly one ≥ x)); every die on 1 for 2.
        let d = try exact("{" + (2...71).map { "d\($0)" }.joined(separator: ",") + "}kh2")
        #expect(close(d.statistics.mean, 119.11247097225493))
        #expect(d.lowest == 2 && close(d.probabilities[0].doubleValue, 1.1758085546679308e-102))
    }

    @Test func keepOverGroupsOfDice() throws {
        let best = try exact("{4d6kh3,1d20}kh1")
        #expect(close(best.statistics.mean, 45829.0 / 3240))
        #expect(close(best.probability(ofSum: 18).doubleValue, 551.0 / 8640) && close(best.probability(ofSum: 20).doubleValue, 1.0 / 20))
        let two = try exact("{2d6,1d12,3d4}kh2")
        #expect(close(two.statistics.mean, 28333.0 / 1728))
        #expect(close(two.probability(ofSum: 24).doubleValue, 55.0 / 13824) && close(two.probability(ofSum: 5).doubleValue, 1.0 / 13824))
        // A group without a modifier adds its members; dl1 of two keeps the higher.
        #expect(try exact("{d6,d8}").statistics.mean == 8)
        #expect(close(try exact("{d6,d8}dl1").statistics.mean, try exact("max(d6,d8)").statistics.mean))
    }

    @Test func successesOnMembers() throws {
        let one = try exact("{3d20+5}>21")
        #expect(one.probabilities.map { $0.doubleValue } == [0.07, 0.93])
        let three = try exact("{2d6+2,1d12,1d20}>=10")
        let expected: [Double] = [63.0 / 320, 143.0 / 320, 287.0 / 960, 11.0 / 192]
        let shares: [Double] = three.probabilities.map { $0.doubleValue }
        #expect(zip(shares, expected).allSatisfy { close($0, $1) })
    }

    @Test func aGroupIsRefusedWhereItCannotBe() {
        #expect(throws: DiceError.nothingToDrop(written: "dl1", members: true, at: 5)) { try DicePool(parsing: "{d6}dl1") }
        #expect(throws: DiceError.selectionOutOfRange(written: "kh3", dropping: false, dice: 2, members: true, at: 8)) {
            try DicePool(parsing: "{d6,d8}kh3")
        }
        #expect(throws: DiceError.keepsNoDice(written: "kh1kl1", dice: 2, members: true, at: 1)) { try DicePool(parsing: "{d6,d8}kh1kl1") }
        #expect(throws: DiceError.expected("}", at: 7)) { try DicePool(parsing: "{d6,d8") }
        #expect(throws: DiceError.unexpected(character: "}", at: 2)) { try DicePool(parsing: "{}") }
    }

    @Test func aRollShowsEachMemberKeptOrDropped() throws {
        // Seed 3: 4d6 shows 5, 4, 2, 4 (13 kept), then the d20 9 (the Python copy of the stream).
        let rolled = try DicePool(parsing: "{4d6kh3,1d20}kh1").roll(seed: 3)
        #expect(rolled.dice.map(\.face) == [5, 4, 2, 4, 9])
        #expect(rolled.groups == [RolledPool.Group(notation: "{4d6kh3,1d20}kh1", total: 13, members: [13, 9], kept: [true, false], counts: nil)])
        #expect(rolled.total == 13)
        let counted = try DicePool(parsing: "{2d6+2,1d12,1d20}>=10").roll(seed: 3)
        #expect(counted.groups.first?.counts == [1, 0, 1] && counted.total == 2)
    }

    @Test func theNotationRoundTrips() throws {
        for typed in ["{4d6kh3, 1d20}kh1", "{2d6+2,1d12,1d20}>=10f1", "{d6,{d8,d10}kh1,d4}dl1dh1+2", "{1d6!,2d4}kl1 vs {d8}"] {
            let pool = try DicePool(parsing: typed)
            #expect(try DicePool(parsing: pool.notation) == pool)
        }
    }
}
