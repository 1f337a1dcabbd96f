import Testing
@testable import ReckonCore

// Expected values from icepool 2.1.3 (`(2 @ d6) - (d12 + 1)`, `d20.probability('>=', 15 - m)`),
// the margins' ways out of 432 = 6 · 6 · 12 also counted by hand from the 2d6 and 1d12 tables.
@Suite struct DiceOpposedTests {
    private func exact(_ text: String) throws -> DiceDistribution {
        try DiceDistribution(exactly: try DicePool(parsing: text))
    }

    @Test func anOpposedPoolIsTheFirstSidesMargin() throws {
        let d = try exact("2d6 vs 1d12+1")
        #expect(d.pool.isOpposed && d.pool.notation == "2d6 vs 1d12+1")
        #expect(d.lowest == -11)
        let ways: [Double] = [1, 3, 6, 10, 15, 21, 26, 30, 33, 35, 36, 36, 35, 33, 30, 26, 21, 15, 10, 6, 3, 1]
        #expect(d.probabilities.map { $0.doubleValue } == ways.map { $0 / 432 })
        #expect(d.statistics.mean == -0.5)
        let chances = try #require(d.opposedChances)
        #expect((chances.win.doubleValue - 5.0 / 12).magnitude < 1e-16)
        #expect(chances.tie.doubleValue == 1.0 / 12)
        #expect((chances.loss.doubleValue - 0.5).magnitude < 1e-16)
        #expect(try exact("2d6+1d12").opposedChances == nil)
    }

    @Test func versusIsReadInAnyCaseAndSpacing() throws {
        #expect(try DicePool(parsing: "2d6VS1d12+1").notation == "2d6 vs 1d12+1")
        #expect(try DicePool(parsing: " 4d6kh3  Vs  max(d6,d8) ").notation == "4d6kh3 vs max(1d6,1d8)")
        // A number on one side stays opposed (not the plain pool 2d6-7).
        let fixed = try DicePool(parsing: "2d6 vs 7")
        #expect(fixed.isOpposed && !fixed.isPlain && fixed.notation == "2d6 vs 7")
        #expect(try exact("2d6 vs 7").opposedChances?.win.doubleValue == 15.0 / 36)
        #expect(try DicePool(parsing: fixed.notation) == fixed)
    }

    @Test func versusIsRefusedWhereItCannotStand() {
        #expect(throws: DiceError.expectedTerm(at: 7)) { try DicePool(parsing: "2d6 vs") }
        #expect(throws: DiceError.unexpected(character: "v", at: 12)) { try DicePool(parsing: "2d6 vs 1d6 vs 1d4") }
        #expect(throws: DiceError.unexpected(character: "v", at: 1)) { try DicePool(parsing: "vs 2d6") }
        #expect(throws: DiceError.noDice) { try DicePool(parsing: "3 vs 4") }
        #expect(throws: DiceError.expected(")", at: 6)) { try DicePool(parsing: "(2d6 vs 1d6)") }
    }

    @Test func aRollOfAnOpposedPoolShowsBothSides() throws {
        let pool = try DicePool(parsing: "2d6 vs 1d12+1")
        let rolled = pool.roll(seed: 7)
        #expect(rolled.dice.map { $0.face } == [5, 2, 11])
        #expect(rolled.sides == RolledPool.Sides(first: 7, second: 12, firstTerms: 1))
        #expect(rolled.total == -5)
        // The same draws as the margin written out.
        #expect(try DicePool(parsing: "2d6-(1d12+1)").roll(seed: 7).dice == rolled.dice)
        #expect(try DicePool(parsing: "2d6-(1d12+1)").roll(seed: 7).sides == nil)
    }

    @Test func aSweepReadsEachModifiersChance() throws {
        let d20 = DiceSweep(try exact("1d20"), goal: .reach(15), modifiers: 0...10)
        #expect(d20.rows.map { $0.modifier } == Array(0...10))
        // Each tail a sum of twentieths: within a rounding or two of (6 + m)/20.
        #expect(zip(d20.rows, 0...10).allSatisfy { ($0.chance.doubleValue - Double(6 + $1) / 20).magnitude < 2e-16 })
        #expect(d20.rows.allSatisfy { $0.tie == nil && $0.loss == nil })
        // Past either end of the range: certain, or never.
        let ends = DiceSweep(try exact("1d20"), goal: .reach(15), modifiers: -6 ... 15).rows
        #expect(ends.first?.chance.doubleValue == 0 && ends.last?.chance.doubleValue == 1)
        #expect(ends[1].chance.doubleValue == 0.05)
    }

    @Test func anOpposedSweepGivesWinTieAndLoss() throws {
        let rows = DiceSweep(try exact("2d6 vs 1d12+1"), goal: .win, modifiers: -12...12).rows
        let zero = rows[12]
        #expect(zero.modifier == 0)
        #expect((zero.chance.doubleValue - 5.0 / 12).magnitude < 1e-16 && zero.tie?.doubleValue == 1.0 / 12)
        // +1: a margin of 0 or more wins (216/432), −1 ties (36/432).
        #expect((rows[13].chance.doubleValue - 0.5).magnitude < 1e-16 && rows[13].tie?.doubleValue == 36.0 / 432)
        #expect((try #require(rows[13].loss).doubleValue - 5.0 / 12).magnitude < 1e-16)
        #expect(rows.first?.chance.doubleValue == 0 && rows.first?.loss?.doubleValue == 1)
        #expect(rows.last?.chance.doubleValue == 1 && rows.last?.loss?.doubleValue == 0)
        // Winning by 3 or more: margins 3 … 10, 112/432.
        let byThree = DiceSweep(try exact("2d6 vs 1d12+1"), goal: .reach(3), modifiers: 0...0).rows[0]
        #expect((byThree.chance.doubleValue - 112.0 / 432).magnitude < 1e-16)
    }

    @Test func aSweepKeepsTinyTailsDigits() throws {
        // 1000d20 reaching 20,000 with +0: 20^−1000, far below the Double range.
        let row = DiceSweep(try exact("1000d20"), goal: .reach(20000), modifiers: 0...1).rows
        #expect((row[0].chance.log10 - (-1000 * 1.3010299956639813)).magnitude < 1e-9)
        // +1: 19,999 or more, 1001 ways.
        #expect((row[1].chance.log10 - (-1000 * 1.3010299956639813 + 3.000434077479319)).magnitude < 1e-9)
    }
}
