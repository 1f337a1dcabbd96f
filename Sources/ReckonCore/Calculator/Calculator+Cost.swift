/// What pressing a key sequence costs before it runs (`WorkCost`).
extension Calculator {
    /// The cost of pressing `keyCount` keys from a fresh calculator and answering the final state,
    /// or, with `trace`, the state after every key.
    ///
    /// The description line and the graph's expression are rebuilt as strings at each operator,
    /// so the work grows with the square of the keys: 4e−8 s × keys² fits the slowest sequences
    /// measured (release, one core: `1 + 1 + …` and `7 √ √ …` of 5,000 keys, 1.0 s; of 10,000
    /// keys, 4 s, which is why `CalculatorKey.maximumKeys` is 5,000). A state's JSON is at most
    /// 300 bytes and the two texts, at most 24 bytes a key so far (`7 √ √ …`, 500 keys traced:
    /// 1.44 MB).
    public static func cost(keyCount: Int, trace: Bool) -> WorkCost {
        let keys = Double(keyCount)
        let bytes = trace ? 300 * keys + 12 * keys * (keys + 1) : 300 + 24 * keys
        return WorkCost(seconds: 4e-8 * keys * keys, answerBytes: bytes)
    }
}
