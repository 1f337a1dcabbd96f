import Testing
@testable import ReckonCore

/// An axis's round ticks. Expected values worked by hand from the rule in `AxisTicks`' doc
/// comment: the smallest of 1, 2, 5 × 10^k at least the spacing, every multiple in [from, to],
/// each labelled with its exact decimal.
@Suite struct AxisTicksTests {
    private func labels(_ from: Double, _ to: Double, _ spacing: Double, perCharacter: Double = 0) throws -> [String] {
        try AxisTicks(from: from, to: to, spacing: spacing, perCharacter: perCharacter).ticks.map(\.label)
    }

    @Test func theSmallestRoundStepAtLeastTheSpacing() throws {
        let axis = try AxisTicks(from: -1, to: 1, spacing: 0.3)
        #expect(axis.step == 0.5)
        #expect(axis.finer == 0.2)
        #expect(axis.ticks.map(\.value) == [-1, -0.5, 0, 0.5, 1])
        // The step's one decimal on every label, so that they align.
        #expect(axis.ticks.map(\.label) == ["-1.0", "-0.5", "0", "0.5", "1.0"])
        #expect(try AxisTicks(from: 0, to: 10, spacing: 2).step == 2)
        #expect(try AxisTicks(from: 0, to: 10, spacing: 2.0000001).step == 5)
        #expect(try AxisTicks(from: 0, to: 100, spacing: 6).finer == 5)
    }

    @Test func aSpacingComputedWithRoundingKeepsItsStep() throws {
        // 0.3 / 3 is 0.10000000000000002 in doubles: within 1e-9 of 0.1, so 0.1 it is.
        let axis = try AxisTicks(from: 0, to: 0.3, spacing: 0.3 / 3)
        #expect(axis.step == 0.1)
        #expect(axis.ticks.map(\.value) == [0, 0.1, 0.2, 0.3])
        #expect(axis.ticks.map(\.label) == ["0", "0.1", "0.2", "0.3"])
    }

    @Test func exponentsBeyondTenMillionAndBelowAStepOfTenThousandth() throws {
        #expect(try labels(0, 2e8, 4e7) == ["0", "5e7", "1e8", "1.5e8", "2e8"])
        #expect(try labels(0, 3e-5, 1e-5) == ["0", "1e-5", "2e-5", "3e-5"])
        #expect(try labels(0, 3e-4, 1e-4) == ["0", "0.0001", "0.0002", "0.0003"])
        #expect(try labels(9_999_990, 10_000_010, 10) == ["9999990", "1e7", "1.000001e7"])
        #expect(try labels(-2.5, -0.5, 1) == ["-2", "-1"])
    }

    @Test func labelsWidenTheStepUntilTheyFit() throws {
        // Step 1e5: "2000000" is 7 characters, 9 with the gap, 180,000 wide: too wide for 1e5,
        // so 2e5, whose labels are as long and fit.
        let axis = try AxisTicks(from: 0, to: 2_000_000, spacing: 100_000, perCharacter: 20_000)
        #expect(axis.step == 200_000)
        #expect(axis.finer == 100_000)
        #expect(axis.ticks.count == 11)
        #expect(axis.ticks.last?.label == "2000000")
    }

    @Test func aFineSpacingIsNotRefusedWhenTheLabelsWidenIt() throws {
        // 0 to 999,000 a spacing of 1 apart would be 999,001 ticks, but "999000" is 6
        // characters, 8 with the gap, 800 wide at 100 each: step 1000, ticks 0 to 999,000.
        let axis = try AxisTicks(from: 0, to: 999_000, spacing: 1, perCharacter: 100)
        #expect(axis.step == 1000)
        #expect(axis.ticks.count == 1000)
        #expect(axis.ticks.last?.label == "999000")
        // Without characters' widths, the same spacing is refused, naming the step that does.
        #expect(throws: AxisTicksError.tooMany(from: 0, to: 999_000)) { try AxisTicks(from: 0, to: 999_000, spacing: 1) }
    }

    @Test func anAxisOfOnePoint() throws {
        let axis = try AxisTicks(from: 3, to: 3, spacing: 1)
        #expect(axis.ticks == [AxisTicks.Tick(value: 3, label: "3")])
    }

    @Test func neverFinerThanTheDoublesTellApart() throws {
        // Near 1e15 the doubles are 0.125 apart, so a spacing of 0.1 would draw ticks twice:
        // the step is at least 1e-15 of 1e15 + 4 (less the 1e-9 that forgives rounding), so 1.
        #expect(try labels(1e15, 1e15 + 4, 0.1)
            == ["1e15", "1.000000000000001e15", "1.000000000000002e15", "1.000000000000003e15", "1.000000000000004e15"])
    }

    @Test func atMostAThousandTicks() throws {
        // 0, 1, …, 999: exactly the limit.
        #expect(try AxisTicks(from: 0, to: 999, spacing: 1).ticks.count == AxisTicks.maximumTicks)
        #expect(throws: AxisTicksError.tooMany(from: 0, to: 1000)) { try AxisTicks(from: 0, to: 1000, spacing: 1) }
        // 1000 / 999 = 1.001…: the round step at least that is 2.
        #expect(AxisTicksError.tooMany(from: 0, to: 1000).line
            == "spacing: gives more than 1000 ticks over [from, to]: must be at least 2")
    }

    @Test func refusals() {
        #expect((try? AxisTicks(from: 1, to: 0, spacing: 1)) == nil)
        #expect(AxisTicksError.emptyRange.line == "to: must be at least from")
        #expect(throws: AxisTicksError.spacingOutOfRange) { try AxisTicks(from: 0, to: 1, spacing: 0) }
        #expect(throws: AxisTicksError.spacingOutOfRange) { try AxisTicks(from: 0, to: 1, spacing: 2e300) }
        #expect(throws: AxisTicksError.perCharacterOutOfRange) { try AxisTicks(from: 0, to: 1, spacing: 1, perCharacter: -1) }
        #expect(throws: AxisTicksError.tooWide) { try AxisTicks(from: -1e308, to: 1e308, spacing: 1e300) }
        #expect(throws: AxisTicksError.notFinite("from")) { try AxisTicks(from: .nan, to: 1, spacing: 1) }
        #expect(AxisTicksError.spacingOutOfRange.line == "spacing: must be greater than 0 and at most 1e300")
    }
}
