import Testing
@testable import ReckonCore

// Typed decimals computed exactly and rounded once (`ExactRatio`): the expected values are
// Python's float(Fraction(...)) of the decimals as written, and mpmath's where a power leaves
// the bound; the doubles' answers, for contrast, are Python's float arithmetic.
extension UnitTests {
    @Suite struct ExactArithmeticTests {
        static func value(_ text: String) throws -> Double {
            try Expression(parsing: text).quantity([:], units: UnitCatalog()).value
        }

        @Test(arguments: [
            ("0.1 + 0.2", 0.3),                     // doubles: 0.30000000000000004
            ("1 - 0.9", 0.1),                        // doubles: 0.09999999999999998
            ("0.1 * 3", 0.3),                        // doubles: 0.30000000000000004
            ("1.1 * 1.1", 1.21),                     // doubles: 1.2100000000000002
            ("0.1^3", 0.001),                        // doubles: 0.0010000000000000002
            ("5 * 9.81", 49.05),                     // doubles: 49.050000000000004
            ("1/3*3", 1),
            ("1200 / 7", 171.42857142857142),
            ("7% of 300", 21),
            ("19.99 + 10%", 21.989),                 // doubles: 21.988999999999997
            // Exact through what doubles cannot hold: 1e-400 underflows, 1e400 overflows.
            ("1e-200 * 1e-200 * 1e200 * 1e200", 1),
            ("0.7^1000", 1.2532566399657183e-155),  // doubles: 1.2532566399656388e-155
            // Past the bound (1.0001^1000 needs 14,000 bits): the correctly rounded power of the
            // double nearest 1.0001 (mpmath), as the exact power would be 1.1051653926032328.
            ("1.0001^1000", 1.1051653926032206),
            ("491.67 °R to °F", 32),                 // the double 491.67 gave 32.000000000000014
            ("1 km - 1 mi to m", -609.344),
            ("5 kg * 9.81 m/s^2 to N", 49.05),
        ])
        func typedDecimalsRoundOnce(_ text: String, _ expected: Double) throws {
            #expect(try Self.value(text) == expected, "\(text)")
        }

        /// A note's column of prices: a thousand amounts to the cent added one by one stay exact
        /// (doubles give 69.99999999999966, Python's float sum), since they share one denominator;
        /// a different one then still adds (19.99 after them: 89.99, Python's Fraction).
        @Test func aThousandCentsAddExactly() {
            let price = ExactRatio(decimal: 0.07)
            var total = ExactRatio(decimal: 0)
            for _ in 0..<1000 {
                guard let sum = total + price else {
                    Issue.record("passed the bound at \(total.rounded)")
                    return
                }
                total = sum
            }
            #expect(total.rounded == 70)
            #expect(total.denominator.significantBits <= 64)
            #expect((total + ExactRatio(decimal: 19.99))?.rounded == 89.99)
        }

        @Test func theErrorsOfDoublesStayWhereTheyWere() {
            for (text, message) in [
                ("1e308 * 10", "multiplication overflows at 1"),
                ("1/(0.1 - 0.1)", "division by zero at 1"),
                ("0^-1", "zero to a negative power at 1"),
            ] {
                let error = #expect(throws: ExpressionError.self, "\(text)") { try Self.value(text) }
                #expect(error?.message == message, "\(text)")
            }
        }

        /// An amount of money shows at least 2 decimals, more when a number it came from was
        /// typed with more (worked by hand; halves round up, on the decimal typed).
        @Test func moneyShowsTwoDecimalsUnlessMoreAreTyped() throws {
            let units = UnitCatalog()
            func text(_ line: String) throws -> String { try Expression(parsing: line).quantity([:], units: units).text }
            #expect(try text("1200 EUR / 7") == "171.43 EUR")
            #expect(try text("1200 EUR") == "1200.00 EUR")
            #expect(try text("19.999 USD") == "19.999 USD")
            #expect(try text("10 EUR * 1.005") == "10.050 EUR")
            #expect(try text("2.675 EUR * 1") == "2.675 EUR")
            #expect(try text("10 EUR / 3 * 3") == "10.00 EUR")
            #expect(try text("round(2.675 EUR)") == "3.000 EUR")
            // Not money: a rate per hour, and a plain number.
            #expect(try text("30 EUR / (4 h)") == "7.5 EUR/h")
            #expect(try text("1200 / 7") == "171.42857142857142")
        }

        @Test(arguments: [
            (171.42857142857142, 0, true, "171.43"),
            (1200, 0, true, "1,200.00"),
            (1200, 0, false, "1200.00"),
            (1234567.891, 0, true, "1,234,567.89"),
            (2.675, 2, false, "2.68"),        // the decimal typed, not the double 2.67499999…
            (999.995, 2, true, "1,000.00"),
            (0.005, 2, false, "0.01"),
            (0.004, 0, false, "0.00"),
            (-0.001, 0, false, "0.00"),
            (-12.5, 0, false, "-12.50"),
            (0.123456789, 9, false, "0.123456789"),
            (1e15, 0, true, "1e15"),          // past a double's cents: the calculator's text
            (5, 12, false, "5"),              // more decimals than money shows: the numeral
        ])
        func moneyText(_ value: Double, _ decimals: Int, _ grouped: Bool, _ expected: String) {
            #expect(CalculatorNumber.money(value, decimals: decimals, grouped: grouped) == expected)
        }
    }
}
