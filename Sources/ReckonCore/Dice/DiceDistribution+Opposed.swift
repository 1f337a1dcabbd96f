extension DiceDistribution {
    /// For an opposed pool (`2d6 vs 1d12+1`), the chances that the first side wins (its margin
    /// is above 0), ties and loses (5/12, 1/12 and 1/2 there); nil for any other pool. Each is
    /// summed from its own far end (`tails(at:)`), so a tiny chance keeps its digits; the three
    /// add up to 1 within a few roundings.
    public var opposedChances: (win: WideDouble, tie: WideDouble, loss: WideDouble)? {
        guard pool.isOpposed else { return nil }
        return (tails(at: 1).atLeast, probability(ofSum: 0), tails(at: -1).atMost)
    }
}
