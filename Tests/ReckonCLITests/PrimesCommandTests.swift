import Testing

@Suite struct PrimesCommandTests {
    @Test func listsOnePrimePerLine() throws {
        let result = try ReckonProcess.run("primes", "10", "30")
        #expect(result.status == 0)
        #expect(result.stdout == "11\n13\n17\n19\n23\n29\n")
        #expect(result.stderr == "")
    }

    /// π(10^9) = 50847534 (primesieve 1e9 -c); "1e9" is an exact form of 10^9.
    @Test func countsWithExactForms() throws {
        let result = try ReckonProcess.run("primes", "0", "1e9", "--count")
        #expect(result.status == 0)
        #expect(result.stdout == "50847534\n")
    }

    /// The estimates are the cost model's formulas worked by hand (`PrimeRange+Cost.swift`):
    /// π(10^10) 1.0e-7·10^(20/3)/ln²(10^10) + 2 ms = 2.9 ms (shown as 3 ms) against 10^10 numbers sieved at
    /// 0.45 ns; near 10^12 a thousand numbers cost the 78,645 sieving primes to 10^6 at 23 ns
    /// (1.8 ms), against two π of 30.2 ms. The counts are primesieve's.
    @Test func explainsTheMethodBeforeTheCount() throws {
        let wide = try ReckonProcess.run("primes", "0", "1e10", "--count", "--explain")
        #expect(wide.status == 0)
        #expect(wide.stdout == """
            method: prime counting, π(hi) − π(lo − 1) by Gourdon's method (about 3 ms on one core)
            instead of: sieving the range (about 4.5 s)
            455052511

            """)
        let narrow = try ReckonProcess.run("primes", "1e12", "1000000001000", "--count", "--explain")
        #expect(narrow.stdout == """
            method: testing each number the primes below 2^16 leave, by Miller–Rabin to bases proven for 64 bits (under 1 ms on one core)
            instead of: prime counting, π(hi) − π(lo − 1) by Gourdon's method (about 30 ms)
            instead of: sieving the range (about 2 ms)
            37

            """)
        // The last prime below 2^64, primesieve's: tested, not sieved (a sieve places every
        // prime to 2^32 first).
        let top = try ReckonProcess.run("primes", "18446744073709551557", "18446744073709551615", "--explain")
        #expect(top.stdout == """
            method: testing each number the primes below 2^16 leave, by Miller–Rabin to bases proven for 64 bits (under 1 ms on one core)
            instead of: sieving the range (about 4.7 s)
            18446744073709551557

            """)
        let listing = try ReckonProcess.run("primes", "1", "10", "--explain")
        #expect(listing.stdout == "method: sieving the range (under 1 ms on one core)\n2\n3\n5\n7\n")
        let method = try ReckonProcess.run("primes", "1", "10", "--method", "pi")
        #expect(method.status == 2)
        #expect(method.stderr.contains("--method goes with --count"))
    }

    /// Either method on request, the same count (primesieve: 37 primes in [10^12, 10^12 + 1000]).
    @Test func countsByTheMethodAskedFor() throws {
        let byPi = try ReckonProcess.run("primes", "1e12", "1000000001000", "--count", "--explain", "--method", "pi")
        #expect(byPi.stdout == """
            method (--method): prime counting, π(hi) − π(lo − 1) by Gourdon's method (about 30 ms on one core)
            instead of: sieving the range (about 2 ms)
            instead of: testing each number the primes below 2^16 leave, by Miller–Rabin to bases proven for 64 bits (under 1 ms)
            37

            """)
        // Below 2^32 there is nothing to test by: the sieve counts, and the explanation says so.
        let lowTest = try ReckonProcess.run("primes", "1", "100", "--count", "--method", "test", "--explain")
        #expect(lowTest.stdout == """
            method (--method): sieving the range (under 1 ms on one core)
            instead of: prime counting, π(hi) − π(lo − 1) by Gourdon's method (about 1 ms)
            25

            """)
        let bySieve = try ReckonProcess.run("primes", "0", "1e9", "--count", "--method", "sieve", "--threads", "2")
        #expect(bySieve.stdout == "50847534\n")
        let unknown = try ReckonProcess.run("primes", "0", "10", "--count", "--method", "guess")
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--method"))
        let listing = try ReckonProcess.run("primes", "0", "10", "--method", "pi")
        #expect(listing.status == 2)
    }

    /// `primecount --nth-prime 1e9` = 22801763489.
    @Test func findsTheNthPrime() throws {
        let result = try ReckonProcess.run("primes", "--nth", "1e9")
        #expect(result.status == 0)
        #expect(result.stdout == "22801763489\n")
    }

    @Test func refusesAnNthOutOfRange() throws {
        let zero = try ReckonProcess.run("primes", "--nth", "0")
        #expect(zero.status == 1)
        #expect(zero.stderr.contains("nth: must be a whole number from 1 to 425656284035217743, not 0"))
        let both = try ReckonProcess.run("primes", "1", "10", "--nth", "5")
        #expect(both.status != 0)
        #expect(both.stderr.contains("--nth takes no lo hi and no --count or --explain"))
        let explained = try ReckonProcess.run("primes", "--nth", "5", "--explain")
        #expect(explained.status == 2)
        #expect(explained.stderr.contains("--nth takes no lo hi and no --count or --explain"))
    }

    /// `primesieve 1e12 1000000001000 -c` = 37, sieved, the same on one thread or several.
    @Test func countsOnOneThreadOrMany() throws {
        for threads in ["1", "2"] {
            let result = try ReckonProcess.run("primes", "1e12", "1000000001000", "--count", "--threads", threads)
            #expect(result.status == 0)
            #expect(result.stdout == "37\n")
        }
    }

    /// π(10^12) − π(10^6 − 1) (A006880: 37607912018 − 78498), by prime counting, its leaves
    /// shared by two threads.
    @Test func primeCountingSharesItsLeavesOnThreads() throws {
        let result = try ReckonProcess.run("primes", "1e6", "1e12", "--count", "--threads", "2")
        #expect(result.status == 0)
        #expect(result.stdout == "37607833520\n")
    }

    /// `primesieve 1e13 10000200000000 -c`: wide enough to be split over two threads.
    @Test func splitCountAddsUp() throws {
        let result = try ReckonProcess.run("primes", "1e13", "10000200000000", "--count", "--threads", "2")
        #expect(result.status == 0)
        #expect(result.stdout == "6682094\n")
    }

    /// The largest prime below 2^64 is 18446744073709551557 (primesieve, sympy.prevprime(2**64)),
    /// and the range may end at 2^64 − 1 itself.
    @Test func reachesTheTopOfTheRange() throws {
        let result = try ReckonProcess.run("primes", "18446744073709551557", "18446744073709551615")
        #expect(result.status == 0)
        #expect(result.stdout == "18446744073709551557\n")
    }

    @Test func loAboveHiIsAnInvalidValue() throws {
        let result = try ReckonProcess.run("primes", "20", "10")
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "reckon: lo: must be at most hi (10), not 20\n")
    }

    @Test(arguments: [
        (["primes", "-5", "10"], "reckon: lo: must be a whole number from 0 to 18446744073709551615, not '-5'\n"),
        (["primes", "0", "ten"], "reckon: hi: must be a whole number from 0 to 18446744073709551615, not 'ten'\n"),
        (["primes", "1.5", "10"], "reckon: lo: must be a whole number from 0 to 18446744073709551615, not '1.5'\n"),
        (["primes", "0", "18446744073709551616"], "reckon: hi: must be a whole number from 0 to 18446744073709551615\n"),
        (["primes", "0", "1e20"], "reckon: hi: must be a whole number from 0 to 18446744073709551615\n"),
        (["primes", "0", ""], "reckon: hi: must not be empty\n"),
        (["primes", "0", "10", "--threads", "0"], "reckon: threads: must be a whole number from 1 to 1024, not 0\n"),
    ])
    func badNumbersAreInvalidValues(arguments: [String], message: String) throws {
        let result = try ReckonProcess.run(arguments)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == message)
    }

    @Test(arguments: [["primes", "10"], ["primes", "1", "2", "3"], ["primes", "1", "2", "--frobnicate"]])
    func wrongShapeIsAUsageError(arguments: [String]) throws {
        let result = try ReckonProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("reckon: "))
    }

    /// `primesieve 1e18 1000000000001000000 -c`. No terminal in tests: the progress bar stays off and standard error stays empty.
    @Test func noProgressBarWithoutATerminal() throws {
        let result = try ReckonProcess.run("primes", "1e18", "1000000000001000000", "--count")
        #expect(result.stdout == "24280\n")
        #expect(result.stderr == "")
    }

    /// The primes around a number, as gmpy2's next_prime and prev_prime (GMP 6.3) find them, and
    /// primesieve below 2^64: 10^30 + 57 after 10^30; 2^64 + 13 after 2^64 − 59, the greatest prime below
    /// 2^64; 2^128 − 159, the greatest below 2^128.
    @Test(arguments: [
        (["--next", "1e30"], "1000000000000000000000000000057\n"),
        (["--next", "18446744073709551557"], "18446744073709551629\n"),
        (["--prev", "18446744073709551616"], "18446744073709551557\n"),
        (["--prev", "340282366920938463463374607431768211455"], "340282366920938463463374607431768211297\n"),
        (["--next", "0"], "2\n"),
        (["--next", "2"], "3\n"),
        (["--prev", "3"], "2\n"),
        (["--prev", "8"], "7\n"),
        (["--prev", "2"], "no prime is below 2\n"),
        (["--prev", "0"], "no prime is below 0\n"),
        (["--next", "340282366920938463463374607431768211297"],
         "no prime above 340282366920938463463374607431768211297 is below 2^128\n"),
        (["--next", "340282366920938463463374607431768211455"],
         "no prime above 340282366920938463463374607431768211455 is below 2^128\n"),
    ])
    func findsThePrimesAroundANumber(arguments: [String], output: String) throws {
        let result = try ReckonProcess.run(["primes"] + arguments)
        #expect(result.status == 0)
        #expect(result.stdout == output)
        #expect(result.stderr == "")
    }

    @Test func nextAndPrevRefuseWrongNumbers() throws {
        let word = try ReckonProcess.run("primes", "--next", "x")
        #expect(word.status == 1)
        #expect(word.stderr == "reckon: next: must be a whole number from 0 to 340282366920938463463374607431768211455, not 'x'\n")
        let negative = try ReckonProcess.run("primes", "--prev", "-1")
        #expect(negative.status == 1)
        #expect(negative.stderr == "reckon: prev: must be a whole number from 0 to 340282366920938463463374607431768211455, not '-1'\n")
        let beyond = try ReckonProcess.run("primes", "--next", "340282366920938463463374607431768211456")
        #expect(beyond.status == 1)
        #expect(beyond.stderr == "reckon: next: must be a whole number from 0 to 340282366920938463463374607431768211455\n")
    }

    /// --next and --prev take nothing else that picks the work: a usage error (exit 2).
    @Test(arguments: [
        ["primes", "--next", "1", "--prev", "5"], ["primes", "--next", "1", "1", "10"], ["primes", "--prev", "5", "--count"],
        ["primes", "--next", "5", "--nth", "3"], ["primes", "--nth", "3", "--prev", "5"], ["primes", "--next", "5", "--explain"],
        ["primes", "--next", "5", "--threads", "2"],
    ])
    func nextAndPrevConflictsAreUsageErrors(arguments: [String]) throws {
        let result = try ReckonProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("reckon: --next and --prev take no lo hi, and no --count, --explain, --threads, --nth or each other"))
    }
}

/// Twins and other prime k-tuplets, against primesieve 11.0's counts (`primesieve 0 1e6 -c2`
/// … `-c6`, `primesieve 1e15 1000000001000000 -c2`) and lists (`primesieve 1 120 -p3`).
@Suite struct PrimeTupletsCommandTests {
    @Test(arguments: [("2", "8169"), ("3", "2837"), ("4", "166"), ("5", "65"), ("6", "5")])
    func countsAsPrimesieve(size: String, count: String) throws {
        let result = try ReckonProcess.run("primes", "0", "1e6", "--tuplets", size, "--count")
        #expect(result.status == 0)
        #expect(result.stdout == count + "\n")
    }

    /// Counted on two threads, each part of the range (two of 10^8: parts are at least 2^26
    /// numbers) taking the tuplets that start in it (`primesieve 0 2e8 -c5`).
    @Test func countsOnThreads() throws {
        let result = try ReckonProcess.run("primes", "0", "2e8", "--tuplets", "5", "--count", "--threads", "2")
        #expect(result.stdout == "2264\n")
    }

    @Test func listsAsPrimesieve() throws {
        let triplets = try ReckonProcess.run("primes", "1", "120", "--tuplets", "3")
        #expect(triplets.stdout == """
            (5, 7, 11)
            (7, 11, 13)
            (11, 13, 17)
            (13, 17, 19)
            (17, 19, 23)
            (37, 41, 43)
            (41, 43, 47)
            (67, 71, 73)
            (97, 101, 103)
            (101, 103, 107)
            (103, 107, 109)
            (107, 109, 113)

            """)
        let twins = try ReckonProcess.run("primes", "1", "20", "--twins")
        #expect(twins.stdout == "(3, 5)\n(5, 7)\n(11, 13)\n(17, 19)\n")
        let high = try ReckonProcess.run("primes", "1e15", "1000000001000000", "--twins", "--count")
        #expect(high.stdout == "1056\n")
    }

    @Test func refusals() throws {
        let seven = try ReckonProcess.run("primes", "1", "100", "--tuplets", "7")
        #expect(seven.status == 1)
        #expect(seven.stderr == "reckon: tuplets: must be a whole number from 2 to 6, not 7\n")
        let both = try ReckonProcess.run("primes", "1", "100", "--twins", "--tuplets", "3")
        #expect(both.status == 2)
        #expect(both.stderr.hasPrefix("reckon: --twins and --tuplets go with lo hi and --count, not --method, --explain or each other"))
        let explained = try ReckonProcess.run("primes", "1", "100", "--twins", "--explain")
        #expect(explained.status == 2)
        #expect(explained.stderr.hasPrefix("reckon: --twins and --tuplets go with lo hi and --count, not --method, --explain or each other"))
    }
}
