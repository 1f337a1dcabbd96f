import Testing
@testable import ReckonCore

// `!` explodes into dice of their own, `!!` compounds, `!p` and `!!p` penetrate. Expected values
// from icepool 2.1.3 at its default depth of 9 (Reckon's cap): `d6.explode_to_pool(n, depth=9)`
// with `.highest(k)`, `.lowest(None, 1)`, `.keep_outcomes([5, 6]).size()` for separate dice;
// `d6.explode(depth=9).pool(n)` for compounding ones; penetration by the recursion in
// /work/notes/issue37-research.md (§2, C), which tests the face shown and takes 1 from each extra;
// penetrating dice kept or dropped by a four-kind mixture of pools (scripts/bench.py's
// `penetrate_to_pool`).
@Suite struct DiceExplosionStyleTests {
    private func exact(_ text: String) throws -> DiceDistribution {
        try DiceDistribution(exactly: try DicePool(parsing: text))
    }

    private func mean(_ text: String) throws -> Double { try exact(text).statistics.mean }

    /// Whether the pool's chances, from its lowest sum, are numerators[i] / denominators[i] to
    /// 1e-13 (a zero exactly); all of them, or with `first` the first ones only.
    private func matches(_ text: String, _ numerators: [Double], over denominators: [Double], first: Bool = false) throws -> Bool {
        let chances = try exact(text).probabilities.map { $0.doubleValue }
        guard first ? chances.count >= numerators.count : chances.count == numerators.count else { return false }
        return numerators.indices.allSatisfy { i in
            numerators[i] == 0 ? chances[i] == 0 : close(chances[i], numerators[i] / denominators[i], 1e-13)
        }
    }

    private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-14) -> Bool {
        ((a - b) / b).magnitude < tolerance
    }

    @Test func separateDiceKeptAndDropped() throws {
        // Keep-highest over separate dice never passes the faces: 2d6!kh1 is 2d6kh1, (2k − 1)/36.
        let two = try exact("2d6!kh1")
        #expect(two.lowest == 1 && two.probabilities.count == 6)
        let shares: [Double] = two.probabilities.map { $0.doubleValue }
        #expect(zip(shares, 1...6).allSatisfy { close($0, Double(2 * $1 - 1) / 36) })
        #expect(close(try mean("4d6!kh3"), 299383.0 / 23328))
        #expect(close(try exact("4d6!kh3").probability(ofSum: 3).doubleValue, 1.0 / 1296))
        #expect(close(try mean("4d6!dl1"), 15.233599706705448))   // 203635060886316581750147538672509 / 13367494538843734067838845976576
        #expect(close(try mean("3d6!>4kl2"), 4.062547631278816))    // 224530832224747115877793 / 55268479930183339474944
        #expect(close(try mean("4d6!>4dl1dh1"), 14.299567845755298)) // two drops over separate dice
        // Compounding keeps today's totals: 2d6!!kh1 goes past 6.
        #expect(try exact("2d6!!kh1").statistics.maximum == 60)
    }

    @Test func separateDiceCountSuccessesEach() throws {
        // Explode on 6, count 5 and 6: every extra die counts (icepool keep_outcomes([5,6]).size()).
        let counted = try exact("3d6!6>=5")
        #expect(counted.pool.notation == "3d6!6>=5")
        #expect(close(counted.statistics.mean, 12093235.0 / 10077696))
        #expect(close(counted.probability(ofSum: 0).doubleValue, 8.0 / 27) && close(counted.probability(ofSum: 1).doubleValue, 10.0 / 27))
        // Compounded, one die counts once: 8/27, 4/9, 2/9, 1/27 (the research note's B4).
        let compounded = try exact("3d6!!6>=5")
        let shares: [Double] = compounded.probabilities.map { $0.doubleValue }
        let expected: [Double] = [8.0 / 27, 4.0 / 9, 2.0 / 9, 1.0 / 27]
        #expect(shares == expected)
    }

    @Test func aSumIsTheSameSeparateOrCompounded() throws {
        let separate = try exact("3d6!"), compounded = try exact("3d6!!")
        #expect(separate.lowest == compounded.lowest && separate.probabilities.count == compounded.probabilities.count)
        let pairs = zip(separate.probabilities.map { $0.doubleValue }, compounded.probabilities.map { $0.doubleValue })
        #expect(pairs.allSatisfy { ($0 - $1).magnitude <= 1e-14 * $1 })
        // 2d6! at 12: 5/108 (icepool, B6).
        #expect(close(try exact("2d6!").probability(ofSum: 12).doubleValue, 5.0 / 108))
    }

    @Test func penetratingDice() throws {
        // d6!p: 1 … 5 at 1/6, then 6 + a d6 less 1, and so on: mean 80621567/20155392.
        #expect(close(try mean("d6!p"), 80621567.0 / 20155392))
        let two = try exact("2d6!p")
        #expect(close(two.statistics.mean, 80621567.0 / 10077696))
        #expect(close(two.probability(ofSum: 6).doubleValue, 5.0 / 36))
        #expect(close(two.probability(ofSum: 11).doubleValue, 5.0 / 108))
        #expect(close(two.probability(ofSum: 12).doubleValue, 17.0 / 432))
        // Compounding or not, a penetrating sum is the same.
        #expect(close(try mean("2d6!!p"), 80621567.0 / 10077696))
    }

    @Test func penetratingDiceKeptAndDropped() throws {
        // icepool: the chains' shapes as `explode_to_pool` weighs them, with four kinds of die
        // (first or extra, exploding or not; an extra one less 1), then `.highest(3)` and so on
        // (/work/notes/pen_ref.py); 3d4!pkh2 also by listing every chain, exact fractions.
        let three = try exact("4d6!pkh3")
        #expect(close(three.statistics.mean, 146459.0 / 11664))
        #expect(three.lowest == 3)
        #expect(try matches("4d6!pkh3", [1, 1, 5, 7, 19, 89, 251, 163, 97, 1319, 173, 13, 1319, 301, 125, 7],
                            over: [1296, 324, 648, 432, 648, 1944, 3888, 1944, 972, 11664, 1458, 108, 11664, 2916, 1944, 432]))
        #expect(try matches("3d4!pkh2", [1, 3, 7, 21, 29, 9, 5], over: [64, 64, 64, 128, 128, 32, 32]))
        // Dropping the lowest keeps a run that grows with the extra dice (the chains as units).
        #expect(close(try mean("3d6!pdl1"), 10.410184999130752))   // 255713378086201640525107 / 24563768857859261988864
        #expect(close(try exact("4d6!pdl1").probability(ofSum: 12).doubleValue, 0.08616255144032922))
        #expect(close(try mean("4d6!pdh1"), 54194831.0 / 5038848))
        #expect(close(try mean("5d6!pdl2"), 16.819268197112933))   // 1510522176042768893932343014174287233815 / 89809030829418228960348844495170699264
        #expect(try matches("4d6!pdl1>=5", [16, 88, 403, 4169, 18875, 2375], over: [81, 243, 1458, 34992, 559872, 279936], first: true))
        // Drops at both ends: the low and the high threshold's values in pairs.
        #expect(close(try mean("3d6!pdl1dh1"), 133918024165982799830323.0 / 24563768857859261988864))
        #expect(close(try mean("6d6!pdl2dh1"), 15.613179654556328))
        #expect(try matches("5d6!pdl1dh1>=4", [49, 1355, 25505], over: [288, 5184, 93312], first: true))
        // A run that changes with the number of dice: two of three, three of four or more
        // (listing every chain: 1069/108).
        #expect(close(try mean("3d6!pkh3dl1"), 1069.0 / 108))
        // Priced past the limit (about 10 s), refused; 60d6!p>=5dl1 (1.2 s) is computed.
        #expect(throws: DiceError.exactTooLarge(pool: "20d10!pdh3")) { try exact("20d10!pdh3") }
        // Successes among the kept: 16/81, 88/243, 403/1458, 239/1458.
        #expect(try matches("4d6!pkh3>=5", [16, 88, 403, 239], over: [81, 243, 1458, 1458]))
    }

    @Test func diceExplodingOnMiddleFacesKeptAndDropped() throws {
        // icepool: `d6.explode_to_pool(4, {3}, depth=9).highest(3)`.
        let three = try exact("4d6!=3kh3")
        #expect(close(three.statistics.mean, 13.111521261579366))   // 87634094430047840925886407988799 / 6683747269421867033919422988288
        #expect(try matches("4d6!=3kh3", [1, 1, 5, 35, 425, 233], over: [1296, 324, 972, 3888, 23328, 7776], first: true))
        #expect(close(try mean("6d6!=3kh2"), 10.740464357757963))
        // 3d4!=2dl1 by listing every chain: 1/64, 0, 15/256, 3/64, 53/512, 45/256, 337/2048, 51/512.
        #expect(try matches("3d4!=2dl1", [1, 0, 15, 3, 53, 45, 337, 51], over: [64, 1, 256, 64, 512, 256, 2048, 512], first: true))
        #expect(close(try mean("3d4!=2dl1"), 9872546099352577517.0 / 1152921504606846976))
        #expect(close(try mean("4d6!=3dl1"), 15.185182425718471))
        #expect(close(try mean("5d6!=3dl1dh2"), 9.181486243580544))   // 202987843147137507072377660954719 / 13367494538843734067838845976576
    }

    @Test func theNotationOfEachStyle() throws {
        for (typed, normal) in [("3d6!!", "3d6!!"), ("3d6!p>4", "3d6!p>4"), ("3d6!!p", "3d6!!p"), ("4d6r1!!>5kh3", "4d6r1!!>5kh3"), ("3d6!6>=5", "3d6!6>=5")] {
            let pool = try DicePool(parsing: typed)
            #expect(pool.notation == normal)
            #expect(try DicePool(parsing: pool.notation) == pool)
        }
    }
}
