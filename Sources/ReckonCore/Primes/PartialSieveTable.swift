/// φ(u, 6), how many of 1...u have no prime factor up to 13, in constant time: the numbers
/// coprime to 2·3·5·7·11·13 = 30030 repeat with that period, 5760 to a period.
enum PartialSieveTable {
    /// How many primes the table sieves out (2, 3, 5, 7, 11, 13).
    static let primeCount = 6
    static let period: UInt64 = 30030
    static let perPeriod: UInt64 = 5760
    /// counts[r]: the numbers in 1...r coprime to 30030.
    private static let counts: [UInt16] = {
        var counts = [UInt16](repeating: 0, count: Int(period))
        var total: UInt16 = 0
        for r in 1..<Int(period) {
            if r % 2 != 0 && r % 3 != 0 && r % 5 != 0 && r % 7 != 0 && r % 11 != 0 && r % 13 != 0 { total += 1 }
            counts[r] = total
        }
        return counts
    }()

    /// φ(u, 6).
    static func phi(_ u: UInt64) -> UInt64 {
        (u / period) * perPeriod + UInt64(counts[Int(u % period)])
    }

    /// φ(u, 8), free of 17 and 19 as well: φ(u, 6) less the multiples of 17 and of 19 it
    /// counts, plus those of 17·19, taken away twice (a table of period 9,699,690 would hold
    /// 1.7 million counts).
    static func phi8(_ u: UInt64) -> UInt64 {
        phi(u) &- phi(u / 17) &- phi(u / 19) &+ phi(u / 323)
    }
}
