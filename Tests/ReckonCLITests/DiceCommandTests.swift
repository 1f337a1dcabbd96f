import Foundation
import Testing

// Expected values: 2d6 by hand (P(7) = 6/36, sd = √(35/6) = 2.41522945769824 as Python prints
// it); 20^−1000 and its log10 by mpmath; simulation counts from an independent Python
// implementation of xoshiro256**, SplitMix64 and Lemire's rule (see DiceSimulationTests).
@Suite struct DiceCommandTests {
    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func exactTwoD6AsJSON() throws {
        let result = try ReckonProcess.run("dice", "2d6", "--exact", "--json")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix(#"{"pool":"2d6","distribution":[{"sum":2,"probability":0.027777777777777776,"log10":"#))
        #expect(result.stdout.contains(#"{"sum":7,"probability":0.16666666666666666,"log10":-0.77815125038364"#))
        #expect(result.stdout.hasSuffix(
            #""statistics":{"min":2,"max":12,"mean":7,"sd":2.41522945769824,"median":7,"mode":7,"modeTies":1},"explosionCapped":0}"# + "\n"))
        let distribution = try #require(try json(result.stdout)["distribution"] as? [[String: Any]])
        #expect(distribution.count == 11)
    }

    @Test func exactProbabilitiesBelowTheDoubleRangeAreDecimalLiterals() throws {
        let result = try ReckonProcess.run("dice", "1000d20", "--exact", "--json")
        #expect(result.status == 0)
        // 20^−1000 = 9.3326361850321887899e−1302, log10 −1301.0299956639811952.
        #expect(result.stdout.hasPrefix(
            #"{"pool":"1000d20","distribution":[{"sum":1000,"probability":"9.3326361850322e-1302","log10":-1301.02999566398"#))
        let distribution = try #require(try json(result.stdout)["distribution"] as? [[String: Any]])
        #expect(distribution.count == 19001)
        let log10 = try #require(distribution[0]["log10"] as? Double)
        #expect(abs(log10 - -1301.0299956639811952) < 1e-9)
    }

    @Test func seededSimulationAsJSON() throws {
        let result = try ReckonProcess.run("dice", "2d6", "--trials", "1000", "--seed", "42", "--json")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(
            #"{"pool":"2d6","trials":1000,"seed":"42","distribution":[{"sum":2,"count":22},{"sum":3,"count":56},"#
                + #"{"sum":4,"count":88},{"sum":5,"count":107},{"sum":6,"count":132},{"sum":7,"count":173},"#
                + #"{"sum":8,"count":140},{"sum":9,"count":113},{"sum":10,"count":92},{"sum":11,"count":46},"#
                + #"{"sum":12,"count":31}],"statistics":{"min":2,"max":12,"mean":7.037,"#))
        let object = try json(result.stdout)
        // ½ Σ |count/1000 − p| over the counts above: 0.0263333…
        let distance = try #require(object["tvDistance"] as? Double)
        #expect(abs(distance - 0.026333333333333334) < 1e-12)
    }

    @Test func sameSeedSameResultOnOneOrFourThreads() throws {
        let one = try ReckonProcess.run("dice", "3d6+2d20", "--trials", "3e6", "--seed", "5", "--threads", "1", "--json")
        let four = try ReckonProcess.run("dice", "3d6+2d20", "--trials", "3e6", "--seed", "5", "--threads", "4", "--json")
        #expect(one.status == 0)
        #expect(one.stdout.contains(#""trials":3000000,"seed":"5""#))
        #expect(one.stdout == four.stdout)
    }

    @Test func tvDistanceIsNullBeyondTheExactLimit() throws {
        let result = try ReckonProcess.run("dice", "1000d1000", "--trials", "10", "--seed", "1", "--json")
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix(#""tvDistance":null,"typicalTvDistance":null}"# + "\n"))
    }

    @Test func humanOutputWithHistogram() throws {
        let result = try ReckonProcess.run("dice", "2d6", "--exact")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(4)) == [
            "Pool:       2d6",
            "Exact distribution of 11 sums",
            "Min 2, max 12, mean 7, sd 2.4152",
            "Median 7, mode 7",
        ])
        #expect(lines.contains(" 7  16.67%  " + String(repeating: "#", count: 48)))
        #expect(lines.contains(" 2   2.78%  " + String(repeating: "#", count: 8)))
        #expect(lines.allSatisfy { $0.count <= 60 || $0.hasPrefix("Median") })
    }

    @Test func randomSeedIsPrintedAndRepeats() throws {
        let first = try ReckonProcess.run("dice", "d20+3", "--trials", "1000")
        #expect(first.status == 0)
        let line = try #require(first.stdout.split(separator: "\n").first { $0.hasPrefix("Simulated:") })
        let seed = try #require(line.split(separator: " ").last?.dropLast())  // "…(repeat with --seed N)"
        let again = try ReckonProcess.run("dice", "d20+3", "--trials", "1000", "--seed", String(seed))
        #expect(again.stdout == first.stdout)
    }

    /// Seed 42 draws 1, 3, 5, 6 (a Python copy of the generator, ReckonCoreTests'
    /// DicePoolRollTests); 4d6kh3 rolls 14 or more with 115/324, 14 or less with 83/108.
    @Test func aRollShowsEveryDieAndItsChances() throws {
        let json = try ReckonProcess.run("dice", "4d6kh3", "--roll", "--seed", "42", "--json")
        #expect(json.stdout == Self.rolledJSON + "\n")
        // Seed 7 draws 5, 2, 6, 6, 6, 6, 1 (rerolled: 1), 3, then 4 (DicePoolRollTests).
        let text = try ReckonProcess.run("dice", "4d6r1!kh3+1d20", "--roll", "--seed", "7")
        #expect(text.stdout.split(separator: "\n").prefix(4) == [
            "Pool:       4d6r1!kh3+1d20",
            "Rolled:     4d6r1!kh3: (5) (2) 6! 6! 6! (6!) (1→1) (3) = 18",
            "Rolled:     1d20: 4 = 4",
            "Total:      22",
        ])
        let compounded = try ReckonProcess.run("dice", "4d6r1!!kh3+1d20", "--roll", "--seed", "7")
        #expect(compounded.stdout.split(separator: "\n").prefix(4) == [
            "Pool:       4d6r1!!kh3+1d20",
            "Rolled:     4d6r1!!kh3: 5 (2) 1→6+6+6+6+1 3 = 33",
            "Rolled:     1d20: 4 = 4",
            "Total:      37",
        ])
        let successes = try ReckonProcess.run("dice", "6d10>=7f1", "--roll", "--seed", "3")
        #expect(successes.stdout == """
            Pool:       6d10>=7f1
            Rolled:     7✓ 7✓ 3 6 5 4 = 2
            Chances:    2 or more 58.52%, 2 or less 66.46%
            Seed:       3 (roll it again with --seed 3)

            """)
        let random = try ReckonProcess.run("dice", "d20", "--roll")
        let line = try #require(random.stdout.split(separator: "\n").first { $0.hasPrefix("Seed:") })
        let seed = try #require(line.split(separator: " ").last?.dropLast())
        #expect(try ReckonProcess.run("dice", "d20", "--roll", "--seed", String(seed)).stdout == random.stdout)
    }

    /// 1d20 + m reaching 15: (6 + m)/20 (icepool: `d20.probability('>=', 15 - m)`); 2d6 against
    /// 1d12+1: win 5/12, tie 1/12, loss 1/2, and with +1, 1/2, 1/12, 5/12 (icepool).
    @Test func sweepsAndOpposedPools() throws {
        let sweep = try ReckonProcess.run("dice", "1d20", "--sweep", "-1..2", "--target", "15")
        #expect(sweep.stdout == """
            Pool:       1d20
            Chance of 15 or more with each modifier added

            Modifier   Chance
                  -1   25.00%  ##########
                  +0   30.00%  ############
                  +1   35.00%  ##############
                  +2   40.00%  ################

            """)
        let opposed = try ReckonProcess.run("dice", "2d6 vs 1d12+1", "--sweep", "0..1")
        #expect(opposed.stdout.split(separator: "\n").suffix(3) == [
            "Modifier   Win      Tie      Loss",
            "      +0   41.67%    8.33%   50.00%  #################",
            "      +1   50.00%    8.33%   41.67%  ####################",
        ])
        let exact = try ReckonProcess.run("dice", "2d6 vs 1d12+1", "--exact")
        #expect(exact.stdout.split(separator: "\n").prefix(5) == [
            "Pool:       2d6 vs 1d12+1",
            "Exact distribution of 22 sums",
            "Min -11, max 10, mean -0.5, sd 4.2131",
            "Median -1, mode -1 (the smallest of 2 equally likely sums)",
            "The first side wins 41.67%, ties 8.33%, loses 50.00% (sums below are its margins)",
        ])
        let rolled = try ReckonProcess.run("dice", "2d6 vs 1d12+1", "--roll", "--seed", "7", "--json")
        #expect(rolled.stdout == Self.opposedRollJSON + "\n")
        // The win chance first (5/12, 1/12, 1/2 from icepool), then the margin's place.
        let shown = try ReckonProcess.run("dice", "2d6 vs 1d12+1", "--roll", "--seed", "7")
        #expect(shown.stdout.split(separator: "\n").suffix(4) == [
            "Sides:      7 against 12: the second side wins by 5",
            "Chances:    the first side wins 41.67%, ties 8.33%, loses 50.00%",
            "Margin:     -5 or more 87.04%, -5 or less 18.98%",
            "Seed:       7 (roll it again with --seed 7)",
        ])
    }

    /// Faces 5, 2 and 11 from seed 7 (the stream of `DicePoolRollTests`); the API answers the same.
    static let opposedRollJSON = #"{"pool":"2d6 vs 1d12+1","seed":"7","roll":{"total":-5,"dice":[{"term":0,"face":5,"kept":true},"#
        + #"{"term":0,"face":2,"kept":true},{"term":1,"face":11,"kept":true}],"terms":[{"notation":"2d6","total":7,"side":0},"#
        + #"{"notation":"1d12","total":11,"side":1}],"sides":{"first":7,"second":12,"result":"loss","#
        + #""win":0.41666666666666663,"tie":0.08333333333333333,"loss":0.49999999999999994},"#
        + #""atLeast":0.8703703703703703,"atMost":0.1898148148148148}}"#

    /// The API answers the same bytes (Tests/ReckonServerTests/ToolRoutesTests).
    static let rolledJSON = #"{"pool":"4d6kh3","seed":"42","roll":{"total":14,"dice":[{"term":0,"face":1,"kept":false},"#
        + #"{"term":0,"face":3,"kept":true},{"term":0,"face":5,"kept":true},{"term":0,"face":6,"kept":true}],"#
        + #""terms":[{"notation":"4d6kh3","total":14}],"atLeast":0.3549382716049383,"atMost":0.7685185185185185}}"#

    @Test func aPoolStartingWithMinusGoesAfterDoubleDash() throws {
        let result = try ReckonProcess.run("dice", "--exact", "--", "-2+3d6")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Pool:       3d6-2\n"))
    }

    @Test func invalidValuesExitWithStatusOne() throws {
        let cases: [([String], String)] = [
            (["3d6x", "--exact"], "reckon: pool: unexpected 'x' at 4\n"),
            (["d1", "--exact"], "reckon: pool: d1 has too few faces (2 to 1000) at 1\n"),
            (["", "--exact"], "reckon: pool: is empty; write dice like 3d6+2d20+1d4-2\n"),
            (["1001d6", "--trials", "10"], "reckon: pool: more than 1000 dice at 1\n"),
            (["1000d1000", "--exact"],
             "reckon: pool: the exact distribution of 1000d1000 is beyond the limit of 100000000 steps; simulate it with --trials\n"),
            (["3d6", "--trials", "0"], "reckon: trials: must be a whole number from 1 to 10000000000, not 0\n"),
            (["3d6", "--trials", "2e10"], "reckon: trials: must be a whole number from 1 to 10000000000, not 20000000000\n"),
            (["3d6", "--trials", "1.5"], "reckon: trials: must be a whole number from 1 to 10000000000, not '1.5'\n"),
            (["1000d6", "--trials", "1e9"],
             "reckon: trials: 1000000000 trials of 1000 dice exceed 100000000000 dice rolled; use fewer trials\n"),
            (["3d6", "--trials", "abc"],
             "reckon: trials: must be a whole number from 1 to 10000000000, not 'abc'\n"),
            (["3d6", "--trials", "10", "--seed", "x"],
             "reckon: seed: must be a whole number from 0 to 18446744073709551615, not 'x'\n"),
            (["3d6", "--trials", "10", "--threads", "0"], "reckon: threads: must be a whole number from 1 to 256, not 0\n"),
            (["1d20", "--sweep", "0..10"], "reckon: target: give the total to reach, like 15\n"),
            (["1d20", "--sweep", "10..0", "--target", "15"], "reckon: sweep: 10 is above 0; write the modifiers as FROM..TO, like 0..10\n"),
            (["1d20", "--sweep", "0-10", "--target", "15"], "reckon: sweep: must be a whole number from -1000000000 to 1000000000, not '0-10'\n"),
            (["1d20", "--sweep", "0...10", "--target", "15"], "reckon: sweep: write the modifiers as FROM..TO, like 0..10\n"),
            (["1d20", "--sweep", "0..1001", "--target", "15"], "reckon: sweep: at most 1001 modifiers, not 1002\n"),
            (["1d20", "--sweep", "0..1", "--target", "1e13"],
             "reckon: target: must be a whole number from -1000000000000 to 1000000000000, not 10000000000000\n"),
            (["2d6 vs", "--exact"], "reckon: pool: expected a die or a number at 7\n"),
        ]
        for (arguments, message) in cases {
            let result = try ReckonProcess.run(["dice"] + arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr == message)
            #expect(result.stdout == "")
        }
    }

    @Test func usageMistakesExitWithStatusTwo() throws {
        for arguments in [
            ["3d6"], ["3d6", "--exact", "--trials", "5"], ["3d6", "--exact", "--seed", "1"], ["3d6", "--roll", "--exact"],
            ["3d6", "--roll", "--threads", "2"], ["3d6", "--exact", "--target", "5"], ["3d6", "--roll", "--sweep", "0..1"],
        ] {
            let result = try ReckonProcess.run(["dice"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix("reckon: "))
        }
    }
}
