import Testing

/// `reckon factor`: the real binary's lines against GNU coreutils 9.1's `factor`, whose lines the
/// literals are (run one number at a time: coreutils prints a number of 2^127 or more ahead of
/// the earlier lines still in its buffer when standard output is a pipe, Reckon in input order).
/// `scripts/primes-test` compares the two on hundreds more numbers.
@Suite struct FactorCommandTests {
    /// The ends, Mersenne and Fermat numbers, 2^64 ± 1 and 2^128 − 1, a Carmichael number (561) and
    /// Chernick's (6k+1)(12k+1)(18k+1) for k = 152806 and 305356 (below and above 2^64), strong
    /// pseudoprimes to the bases to 23 and to 37 (OEIS A014233), primes at the top (2^127 − 1,
    /// 2^128 − 159), a cube of a prime near 2^42.6 and 10^30.
    static let gnuLines: [(String, String)] = [
        ("0", "0:"),
        ("1", "1:"),
        ("2", "2: 2"),
        ("12", "12: 2 2 3"),
        ("2147483647", "2147483647: 2147483647"),
        ("4294967297", "4294967297: 641 6700417"),
        ("18446744073709551615", "18446744073709551615: 3 5 17 257 641 65537 6700417"),
        ("18446744073709551616", "18446744073709551616:" + String(repeating: " 2", count: 64)),
        ("18446744073709551617", "18446744073709551617: 274177 67280421310721"),
        ("561", "561: 3 11 17"),
        ("4624098664067171209", "4624098664067171209: 916837 1833673 2750509"),
        ("36899867778247729009", "36899867778247729009: 1832137 3664273 5496409"),
        ("3825123056546413051", "3825123056546413051: 149491 747451 34233211"),
        ("318665857834031151167461", "318665857834031151167461: 399165290221 798330580441"),
        ("18446744116659224501", "18446744116659224501: 4294967291 4294967311"),
        ("170141183460469231731687303715884105727", "170141183460469231731687303715884105727: 170141183460469231731687303715884105727"),
        ("340282366920938463463374607431768211455",
         "340282366920938463463374607431768211455: 3 5 17 257 641 65537 274177 6700417 67280421310721"),
        ("340282366920938463463374607431768211297",
         "340282366920938463463374607431768211297: 340282366920938463463374607431768211297"),
        ("340282366916762481464501809439235784127",
         "340282366916762481464501809439235784127: 6981463658303 6981463658303 6981463658303"),
        ("1000000000000000000000000000000",
         "1000000000000000000000000000000:" + String(repeating: " 2", count: 30) + String(repeating: " 5", count: 30)),
    ]

    @Test func printsCoreutilsLinesInInputOrder() throws {
        let result = try ReckonProcess.run(["factor"] + Self.gnuLines.map(\.0))
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == Self.gnuLines.map { $0.1 + "\n" }.joined())
    }

    /// 8825619283531741963 × 9673308264635222819, 126 bits: the elliptic-curve method's work
    /// (coreutils took 35 s on it here).
    @Test func splitsAProductOfTwoPrimesNearTwoToThe63() throws {
        let result = try ReckonProcess.run("factor", "85372935955911593397709275637717453697")
        #expect(result.status == 0)
        #expect(result.stdout == "85372935955911593397709275637717453697: 8825619283531741963 9673308264635222819\n")
    }

    /// The number is printed as read: exact scientific forms and leading zeros become digits.
    @Test func readsTheForms() throws {
        let result = try ReckonProcess.run("factor", "1e3", "1_000_007", "012", "+12")
        #expect(result.status == 0)
        #expect(result.stdout == "1000: 2 2 2 5 5 5\n1000007: 29 34483\n12: 2 2 3\n12: 2 2 3\n")
    }

    /// With no number, the words of standard input, split at spaces, tabs and line feeds.
    @Test func readsStandardInput() throws {
        let result = try ReckonProcess.run(["factor"], stdin: "  12\t\t7\n\n100 \n 4294967297")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == "12: 2 2 3\n7: 7\n100: 2 2 5 5\n4294967297: 641 6700417\n")
        let empty = try ReckonProcess.run(["factor"], stdin: "")
        #expect(empty.status == 0)
        #expect(empty.stdout == "")
    }

    /// A wrong word is named on standard error and skipped, the others still printed; exit 1.
    /// (coreutils: `factor: ‘abc’ is not a valid positive integer`, the others printed, exit 1.)
    @Test func aBadWordIsNamedAndTheOthersStillPrinted() throws {
        let result = try ReckonProcess.run(["factor"], stdin: "12 abc 7\n-1\n")
        #expect(result.status == 1)
        #expect(result.stdout == "12: 2 2 3\n7: 7\n")
        #expect(result.stderr == """
            reckon: n: must be a whole number from 0 to 340282366920938463463374607431768211455, not 'abc'
            reckon: n: must be a whole number from 0 to 340282366920938463463374607431768211455, not '-1'

            """)
        let arguments = try ReckonProcess.run("factor", "6", "340282366920938463463374607431768211456", "1.5", "10")
        #expect(arguments.status == 1)
        #expect(arguments.stdout == "6: 2 3\n10: 2 5\n")
        #expect(arguments.stderr == """
            reckon: n: must be a whole number from 0 to 340282366920938463463374607431768211455
            reckon: n: must be a whole number from 0 to 340282366920938463463374607431768211455, not '1.5'

            """)
        // A carriage return stays part of its word, as coreutils reads it.
        let crlf = try ReckonProcess.run(["factor"], stdin: "12\r\n")
        #expect(crlf.status == 1)
        #expect(crlf.stderr == "reckon: n: must be a whole number from 0 to 340282366920938463463374607431768211455, not '12\\r'\n")
    }

    /// `--json`: each answer as `POST /api/factor` gives it, a line each.
    @Test func jsonIsTheAPIsAnswer() throws {
        let result = try ReckonProcess.run("factor", "--json", "12", "1", "18446744073709551617")
        #expect(result.status == 0)
        #expect(result.stdout == """
            {"number":"12","factors":["2","2","3"]}
            {"number":"1","factors":[]}
            {"number":"18446744073709551617","factors":["274177","67280421310721"]}

            """)
        let piped = try ReckonProcess.run(["factor", "--json"], stdin: "0\n2147483647\n")
        #expect(piped.stdout == #"{"number":"0","factors":[]}"# + "\n" + #"{"number":"2147483647","factors":["2147483647"]}"# + "\n")
        // A wrong number: the API's 422 body in its place, the others still answered.
        let wrong = try ReckonProcess.run("factor", "--json", "x", "4")
        #expect(wrong.status == 1)
        #expect(wrong.stdout == #"{"error":{"code":"not-a-number","field":"n","message":"must be a whole number from 0 to 340282366920938463463374607431768211455, not 'x'"}}"#
            + "\n" + #"{"number":"4","factors":["2","2"]}"# + "\n")
    }
}
