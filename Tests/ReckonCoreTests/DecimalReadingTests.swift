import Testing
@testable import ReckonCore

// Expected doubles are Swift's own Double(String) (correctly rounded, glibc-independent).
@Suite struct DecimalReadingTests {
    static let numerals = [
        "0", "007", "1", "12.5", ".5", "0.1", "0.3", "123456789012345678", "1234567890123456789012",
        "3.141592653589793238462643383279", "1e22", "1e23", "9007199254740993", "1.7976931348623157e308",
        "2.2250738585072014e-308", "1e-300", "4.9406564584124654e-324", "1e-5", "6.02214076e23",
        "1.6726219e-27", "0.000000000000000000000000000001", "2.5e-10", "8.98846567431158e307",
        "123.456e-2", "5e-324", "1e-400", "1e400", "0.1e1", "100000000000000000000000",
        // Beside the largest double, whose halfway point to 2^1024 is 1.7976931348623158079e308.
        "1.7976931348623158e308", "17976931348623158e292", "1.79769313486231580e308", "1.7976931348623159e308",
        "1.79769313486231579e308", "179769313486231570000e288",
    ]

    @Test(arguments: numerals)
    func readsAsSwiftDoes(_ numeral: String) {
        #expect(decimalValue(numeral) == Double(numeral)!, "\(numeral)")
    }

    @Test func numeralsAtTheTopOfTheRangeAreCorrectlyRounded() {
        var generator = Xoshiro256StarStar(seed: 11)
        for _ in 0..<5_000 {
            // 18 significant digits: the last three drawn from 000 to 999, around the halfway point.
            let digits = String(generator.next() % 1000)
            let numeral = "1.79769313486231" + String(repeating: "0", count: 3 - digits.count) + digits + "e308"
            #expect(decimalValue(numeral) == Double(numeral)!, "\(numeral)")
        }
    }

    @Test func randomNumeralsAreCorrectlyRounded() {
        var generator = Xoshiro256StarStar(seed: 7)
        for _ in 0..<20_000 {
            let digits = String(generator.next() % 1_000_000_000_000_000_000)
            let exponent = Int(generator.next() % 600) - 300
            let numeral = digits + "e" + String(exponent)
            #expect(decimalValue(numeral) == Double(numeral)!, "\(numeral)")
        }
    }
}
