/// A restaurant bill with its tip, split among a party (seed 004's tip calculator).
///
/// Money is whole cents, so no amount is ever off by binary rounding: the tip is the exact
/// product `bill × percent / 100` rounded half up to the cent (10.05 at 15 % tips 1.51, where
/// `10.05 * 0.15` in `Double` rounds to 1.50), and the shares add up to the total to the cent,
/// the larger shares first (98.15 for two is 49.08 and 49.07).
public struct TipSplit: Sendable, Equatable {
    /// The largest bill accepted: 999,999,999,999.99, so every product fits `Int64` with room.
    public static let maximumBillCents: Int64 = 99_999_999_999_999
    /// The tip choices of the seed: 0 to 40 % in steps of 5.
    public static let tipPercentages: StrideThrough<Int> = stride(from: 0, through: 40, by: 5)
    public static let defaultTipPercent = 20
    public static let partySizes: ClosedRange<Int> = 1...10
    public static let defaultPartySize = 1

    public let billCents: Int64
    public let tipPercent: Int
    public let partySize: Int

    public init(
        billCents: Int64, tipPercent: Int = defaultTipPercent, partySize: Int = defaultPartySize
    ) throws(TipError) {
        guard billCents >= 0 else { throw .negativeBill }
        guard billCents <= Self.maximumBillCents else { throw .billTooLarge }
        guard tipPercent >= 0, tipPercent <= 40, tipPercent % 5 == 0 else { throw .tipNotOffered(tipPercent) }
        guard Self.partySizes.contains(partySize) else { throw .partySizeOutOfRange(partySize) }
        self.billCents = billCents
        self.tipPercent = tipPercent
        self.partySize = partySize
    }

    /// The tip in cents, rounded half up from the exact product.
    public var tipCents: Int64 { (billCents * Int64(tipPercent) + 50) / 100 }

    /// Bill plus tip, in cents.
    public var totalCents: Int64 { billCents + tipCents }

    /// Each person's share in cents, larger shares first; they add up to `totalCents`.
    ///
    /// When the total does not divide evenly, the first `total % party` people pay one cent more.
    public var sharesCents: [Int64] {
        let party = Int64(partySize)
        let base = totalCents / party
        let extra = Int(totalCents % party)
        return (0..<partySize).map { $0 < extra ? base + 1 : base }
    }

    /// How many people pay one cent more than the rest (0 when the total divides evenly).
    public var peoplePayingExtraCent: Int { Int(totalCents % Int64(partySize)) }
}
