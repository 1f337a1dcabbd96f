import PropertyBased
import Testing
@testable import ReckonCore

@Suite struct FactoringTests {
    /// Hard numbers and their factors as coreutils' `factor` 9.1 prints them.
    @Test(arguments: [
        ("0", []), ("1", []), ("2", ["2"]), ("4999", ["4999"]), ("24999999", ["3", "1667", "4999"]),
        ("25000009", ["25000009"]) as (String, [String]),
        ("3825123056546413051", ["149491", "747451", "34233211"]),
        ("18446744073709551615", ["3", "5", "17", "257", "641", "65537", "6700417"]),
        ("18446744073709551557", ["18446744073709551557"]),
        ("18446744030759878681", ["4294967291", "4294967291"]),
        ("18446743979220271189", ["4294967279", "4294967291"]),
        ("18446744073709551617", ["274177", "67280421310721"]),
        ("55340232221128654848", [String](repeating: "2", count: 64) + ["3"]),
        ("65536999996592076000029557187", ["65537", "999999999959", "999999999989"]),
        ("2535301200456458802993406410751", ["7432339208719", "341117531003194129"]),
        ("5316911983139663487003542222693990401", ["2305843009213693951", "2305843009213693951"]),
        ("85070591730234615404675050015203263089", ["9223372036854775783", "9223372036854775783"]),
        ("170141183460469231731687303715884105727", ["170141183460469231731687303715884105727"]),
        ("340282366920938463463374607431768211297", ["340282366920938463463374607431768211297"]),
        ("340282366920938463463374607431768211455",
         ["3", "5", "17", "257", "641", "65537", "274177", "6700417", "67280421310721"]),
    ])
    func hardNumbers(_ number: String, _ factors: [String]) throws {
        let n = try #require(UInt128(number))
        #expect(Factoring.primes(of: n).map { String($0) } == factors)
    }

    /// Products of two primes near 2^63 (127 bits) and of three near 2^42: the elliptic-curve
    /// method's cases. Factors from coreutils' `factor`.
    @Test func productsOfLargePrimes() throws {
        let p: UInt128 = 9_223_372_036_854_775_783, q: UInt128 = 9_223_372_036_854_775_643
        #expect(Factoring.primes(of: p * q) == [q, p])
        let a: UInt128 = 4_398_046_511_093, b: UInt128 = 4_398_046_511_087, c: UInt128 = 4_398_046_511_071
        #expect(Factoring.primes(of: a * b * c) == [c, b, a])
    }

    /// The factors of random numbers of every size multiply back to the number, each prime,
    /// lowest first.
    @Test func factorsMultiplyBack() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...64)) { word, shift in
            let n = UInt128(word) << shift | UInt128(word >> 7)
            let primes = Factoring.primes(of: n)
            #expect(primes == primes.sorted())
            for prime in primes { #expect(PrimalityTest.isPrime(prime)) }
            #expect(n < 2 ? primes.isEmpty : primes.reduce(1, *) == n)
        }
    }

    /// Progress climbs and the work ends, a curve a step.
    @Test func stepsToTheEnd() {
        let factoring = Factoring(UInt128(9_223_372_036_854_775_783) * 9_223_372_036_854_775_643)
        #expect(!factoring.isFinished)
        var last = factoring.fractionDone
        while !factoring.isFinished {
            factoring.step()
            #expect(factoring.fractionDone >= last)
            last = factoring.fractionDone
        }
        #expect(last == 1)
    }
}
