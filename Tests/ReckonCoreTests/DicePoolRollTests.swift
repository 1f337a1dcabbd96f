import Testing
@testable import ReckonCore

/// A roll at the table. The faces a seed gives come from a separate Python copy of xoshiro256**
/// and Lemire's draw (seeded through SplitMix64, the dice drawn in the order `RolledPool` states);
/// the chances from counting every outcome in Python (fractions).
@Suite struct DicePoolRollTests {
    static func roll(_ pool: String, seed: UInt64) throws -> RolledPool {
        try DicePool(parsing: pool).roll(seed: seed)
    }

    /// Python: seed 42 draws 1, 3, 5, 6 on 4d6; the 1 is dropped.
    @Test func keepsTheHighestAndShowsTheDropped() throws {
        let rolled = try Self.roll("4d6kh3", seed: 42)
        #expect(rolled.dice.map(\.face) == [1, 3, 5, 6])
        #expect(rolled.dice.map(\.kept) == [false, true, true, true])
        #expect(rolled.total == 14 && rolled.terms == [RolledPool.Term(notation: "4d6kh3", total: 14)])
        #expect(rolled == (try Self.roll("4d6kh3", seed: 42)))
    }

    /// Python: seed 7 on 4d6r1!!kh3+1d20 draws 5; 2; 6, 6, 6, 6, 1 rerolled to 1 (a compounding
    /// die of 25); 3; then 4 on the d20. The 2 is dropped.
    @Test func recordsRerollsAndExplosions() throws {
        let rolled = try Self.roll("4d6r1!!kh3+1d20", seed: 7)
        #expect(rolled.dice.map(\.face) == [5, 2, 25, 3, 4])
        #expect(rolled.dice.map(\.kept) == [true, false, true, true, true])
        #expect(rolled.dice[2].chain == [6, 6, 6, 6, 1] && rolled.dice[2].rerolled == [1])
        #expect(rolled.dice[0].chain == [5] && rolled.dice[0].rerolled.isEmpty)
        #expect(rolled.dice.map(\.term) == [0, 0, 0, 0, 1])
        #expect(rolled.terms.map(\.total) == [33, 4] && rolled.total == 37)
    }

    /// The same draws with `!`: each explosion a die of its own, made by the one before it, and
    /// the three highest of the eight kept (the earlier rolled among the 6s).
    @Test func separatesExplodedDice() throws {
        let rolled = try Self.roll("4d6r1!kh3+1d20", seed: 7)
        #expect(rolled.dice.map(\.face) == [5, 2, 6, 6, 6, 6, 1, 3, 4])
        #expect(rolled.dice.map(\.kept) == [false, false, true, true, true, false, false, false, true])
        #expect(rolled.dice.map(\.from) == [nil, nil, nil, 2, 3, 4, 5, nil, nil])
        #expect(rolled.dice[6].rerolled == [1] && rolled.dice.allSatisfy { $0.chain.isEmpty })
        #expect(rolled.dice.map(\.capped) == Array(repeating: false, count: 9))
        #expect(rolled.terms.map(\.total) == [18, 4] && rolled.total == 22)
        // Penetrating: an extra die counts one less than it shows (seed 10: a 6, then a 3 counted 2).
        let pen = try Self.roll("1d6!p", seed: 10)
        #expect(pen.dice.map(\.face) == [6, 2] && pen.dice.map(\.rolled) == [nil, 3] && pen.total == 8)
    }

    /// The same draws as seed 42 above, the highest and the lowest dropped.
    @Test func dropsFromBothEnds() throws {
        let rolled = try Self.roll("4d6dl1dh1", seed: 42)
        #expect(rolled.dice.map(\.kept) == [false, true, true, false] && rolled.total == 8)
    }

    /// The same draws as seed 42 above: the 1 held at 2 by `min2`, and still the one dropped.
    @Test func showsWhatTheClampChanged() throws {
        let rolled = try Self.roll("4d6min2kh3", seed: 42)
        #expect(rolled.dice.map(\.face) == [2, 3, 5, 6] && rolled.dice.map(\.rolled) == [1, nil, nil, nil])
        #expect(rolled.dice.map(\.kept) == [false, true, true, true] && rolled.total == 14)
    }

    /// Python: seed 3 draws 7, 7, 3, 6, 5, 4 on 6d10: two successes, no failure.
    @Test func countsSuccessesAndFailures() throws {
        let rolled = try Self.roll("6d10>=7f1", seed: 3)
        #expect(rolled.dice.map(\.face) == [7, 7, 3, 6, 5, 4])
        #expect(rolled.dice.map(\.counts) == [1, 1, 0, 0, 0, 0])
        #expect(rolled.total == 2)
    }

    /// An `rr` die rerolls at most `rerollsShown` faces, then draws among the one it keeps.
    @Test func boundsRerollsUntilTheyStop() throws {
        let rolled = try Self.roll("50d1000rr<1000", seed: 9)
        #expect(rolled.dice.allSatisfy { $0.face == 1000 && $0.rerolled.count <= DicePool.rerollsShown })
        #expect(rolled.dice.contains { $0.rerolled.count == DicePool.rerollsShown })
        #expect(rolled.total == 50_000)
    }

    /// Python (every outcome counted): 4d6kh3 rolls 14 or more with 115/324, 14 or less with
    /// 83/108; 6d10>=7f1 counts 2 or more with 1463/2500, 2 or less with 2077/3125; 2d6's 7
    /// is 21/36 either way.
    @Test func placesTheTotalInTheDistribution() throws {
        let cases: [(String, Int64, Double, Double)] = [
            ("4d6kh3", 14, 115.0 / 324, 83.0 / 108), ("6d10>=7f1", 2, 1463.0 / 2500, 2077.0 / 3125),
            ("2d6", 7, 21.0 / 36, 21.0 / 36), ("2d6", 2, 1, 1.0 / 36), ("2d6", 12, 1.0 / 36, 1),
        ]
        for (pool, total, atLeast, atMost) in cases {
            let tails = try DiceDistribution(exactly: DicePool(parsing: pool)).tails(at: total)
            #expect(abs(tails.atLeast.doubleValue - atLeast) < 1e-15 && abs(tails.atMost.doubleValue - atMost) < 1e-15)
        }
        // Far in a tail the chance keeps its digits: 1000d20 at 20,000 is 20^−1000.
        let top = try DiceDistribution(exactly: DicePool(parsing: "1000d20")).tails(at: 20_000)
        #expect(abs(top.atLeast.log10 - (-1000 * 1.3010299956639813)) < 1e-9 && top.atMost.doubleValue == 1)
    }
}
