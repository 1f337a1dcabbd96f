import Testing
import PropertyBased
@testable import ReckonCore

// Expected amounts worked by hand in whole cents.
@Suite struct TipSplitTests {
    @Test func roundsHalfUpFromTheExactProduct() throws {
        // 1005 × 15 = 15075 hundredths of a cent → 150.75 → 151 cents. 10.05 * 0.15 in Double is 1.5074999….
        let split = try TipSplit(billCents: 1005, tipPercent: 15)
        #expect(split.tipCents == 151)
        #expect(split.totalCents == 1156)
    }

    @Test func seedScreenshot() throws {
        // Seed 004: 78.52 at 25 % for 2 → total $98.15, share $49.07 (the other pays 49.08).
        let split = try TipSplit(billCents: 7852, tipPercent: 25, partySize: 2)
        #expect(split.tipCents == 1963)
        #expect(split.totalCents == 9815)
        #expect(split.sharesCents == [4908, 4907])
        #expect(split.peoplePayingExtraCent == 1)
    }

    @Test func defaultsAreTheSeeds() throws {
        let split = try TipSplit(billCents: 0)
        #expect(split.tipPercent == 20)
        #expect(split.partySize == 1)
        #expect(split.totalCents == 0)
        #expect(split.sharesCents == [0])
    }

    @Test func unevenSplitPutsTheExtraCentsFirst() throws {
        // 100.00 at 0 % for 3 → 33.34, 33.33, 33.33.
        #expect(try TipSplit(billCents: 10000, tipPercent: 0, partySize: 3).sharesCents == [3334, 3333, 3333])
        // 0.05 for 10 → five people pay a cent, five pay nothing.
        #expect(try TipSplit(billCents: 5, tipPercent: 0, partySize: 10).sharesCents
            == [1, 1, 1, 1, 1, 0, 0, 0, 0, 0])
    }

    @Test func largestBillDoesNotOverflow() throws {
        let split = try TipSplit(billCents: TipSplit.maximumBillCents, tipPercent: 40, partySize: 7)
        // 99_999_999_999_999 × 40 / 100 = 39_999_999_999_999.6 → 39_999_999_999_999.6 rounds to …000.
        #expect(split.tipCents == 40_000_000_000_000)
        #expect(split.sharesCents.reduce(0, +) == 139_999_999_999_999)
    }

    @Test func refusals() {
        #expect(throws: TipError.negativeBill) { try TipSplit(billCents: -1) }
        #expect(throws: TipError.billTooLarge) { try TipSplit(billCents: TipSplit.maximumBillCents + 1) }
        #expect(throws: TipError.tipNotOffered(12)) { try TipSplit(billCents: 100, tipPercent: 12) }
        #expect(throws: TipError.tipNotOffered(45)) { try TipSplit(billCents: 100, tipPercent: 45) }
        #expect(throws: TipError.partySizeOutOfRange(0)) { try TipSplit(billCents: 100, partySize: 0) }
        #expect(throws: TipError.partySizeOutOfRange(11)) { try TipSplit(billCents: 100, partySize: 11) }
        #expect(TipError.tipNotOffered(12).line == "tip: must be 0 to 40 percent in steps of 5, not 12")
        #expect(TipError.partySizeOutOfRange(11).line == "party: must be a whole number from 1 to 10, not 11")
    }

    @Test func sharesAddUpToTheTotal() async {
        await propertyCheck(
            input: Gen.int(in: 0...10_000_000), Gen.int(in: 0...8), Gen.int(in: 1...10)
        ) { bill, step, party in
            let split = try TipSplit(billCents: Int64(bill), tipPercent: step * 5, partySize: party)
            let shares = split.sharesCents
            #expect(shares.reduce(0, +) == split.totalCents)
            #expect(shares.max()! - shares.min()! <= 1)
            #expect(shares == shares.sorted(by: >))
        }
    }
}
