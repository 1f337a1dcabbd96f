import Testing
@testable import ReckonCore

// Every rule of docs/calculator.md, key by key, with the display an iPhone
// calculator shows (worked by hand from the rules and the spec's own examples).
@Suite struct CalculatorKeystrokeTests {
    private func calculator(_ keys: String) throws -> Calculator {
        var calculator = Calculator()
        calculator.press(try CalculatorKey.sequence(parsing: keys))
        return calculator
    }

    static let displays: [(keys: String, display: String)] = [
        // 1. Start
        ("", "0"),
        // 2. Digits, leading zeros, nine digits, one point
        ("0 0 0 3", "3"),
        ("1234567890", "123,456,789"),
        ("1 . 2 . 3", "1.23"),
        (".", "0."),
        (". 5", "0.5"),
        ("0 . 0 0", "0.00"),
        ("0.123456789", "0.12345678"),
        ("1234567.891", "1,234,567.89"),
        // 3. Display form
        ("123456789 + 987654321 =", "1.111111e9"),
        ("1 + 2 =", "3"),
        ("1 ÷ 3 =", "0.33333333"),
        ("2 ÷ 3 =", "0.66666667"),
        ("0.1 + 0.2 =", "0.3"),
        ("5 ÷ 2 =", "2.5"),
        ("2 × 0.5 =", "1"),
        ("1 − 1.5 =", "-0.5"),
        ("1 ÷ 100000000 =", "0.00000001"),
        ("1 ÷ 100000000 ÷ 10 =", "1e-9"),
        ("12 ÷ 100000000 ÷ 10 =", "1.2e-8"),
        ("1234567890 + 1 =", "123,456,790"),
        ("999999999 + 1 =", "1e9"),
        ("99999999 × 99999999 =", "1e16"),
        ("1234 × 1000 =", "1,234,000"),
        ("0 × ± =", "-0"),
        // 4. Precedence, eager evaluation, operator replacement
        ("2 + 3 × 4 =", "14"),
        ("5 × 3 ×", "15"),
        ("2 + × 3 =", "6"),
        ("2 + 3 ×", "3"),
        ("2 × 3 +", "6"),
        ("2 + 3 × 4 +", "14"),
        ("10 − 2 − 3 =", "5"),
        ("2 + 3 × 4 − 5 =", "9"),
        ("8 ÷ 2 ÷ 2 =", "2"),
        ("2 xʸ 3 =", "8"),
        ("2 + 2 xʸ 3 =", "10"),
        ("2 × 3 xʸ 2 =", "18"),
        ("2 × + 3 =", "5"),
        // 5. Equals: repeat, missing operand, new entry
        ("1 + 2 = =", "5"),
        ("5 × =", "25"),
        ("5 × = =", "125"),
        ("1 + 2 = 5 =", "7"),
        ("1 + 2 = + 4 =", "7"),
        ("10 − 3 = =", "4"),
        ("2 + 3 × =", "11"),
        ("7 =", "7"),
        ("= =", "0"),
        // 6. Percent
        ("33 %", "0.33"),
        ("3 + 10 %", "0.3"),
        ("3 + 10 % =", "3.3"),
        ("50 − 10 % =", "45"),
        ("50 × 10 % =", "5"),
        ("50 ÷ 10 % =", "500"),
        ("1 + 2 = %", "0.03"),
        // 7. Sign
        ("5 ±", "-5"),
        ("5 ± 3", "-53"),
        ("±", "-0"),
        ("± 5", "-5"),
        ("1 + 2 = ±", "-3"),
        ("3 − ± 2 =", "5"),
        ("5 ± ±", "5"),
        // 8. C and AC
        ("1 + 4 C 5 =", "6"),
        ("1 + 4 C", "0"),
        ("1 + 4 C =", "1"),
        ("1 + 2 = C", "0"),
        ("1 + 4 C C 5 =", "5"),
        // 9. Error
        ("5 ÷ 0 =", "Error"),
        ("5 ÷ 0 = 3", "3"),
        ("5 ÷ 0 = +", "Error"),
        ("5 ÷ 0 = + 3 =", "3"),
        ("5 ÷ 0 = C", "0"),
        ("5 ÷ 0 = 2 + 2 =", "4"),
        ("0 1/x", "Error"),
        ("1 ± √", "Error"),
        // 10. Delete
        ("1 2 3 ⌫", "12"),
        ("5 ⌫", "0"),
        ("1 + 2 = ⌫", "3"),
        ("1 . ⌫ ⌫", "0"),
        // Scientific keys (degrees unless rad: the file of the new keys has more)
        ("9 √", "3"),
        ("3 x²", "9"),
        ("4 1/x", "0.25"),
        ("π", "3.14159265"),
        ("e", "2.71828183"),
        ("0 sin", "0"),
        ("rad π cos", "-1"),
        ("180 cos", "-1"),
        ("1 eˣ", "2.71828183"),
        ("100 log", "2"),
        ("e ln", "1"),
        ("2 xʸ 10 =", "1,024"),
        ("2 + 7 √", "2.64575131"),
        // M and undo (CS193p)
        ("9 + M = √", "3"),
        ("9 + M = √ 7 →M", "4"),
        ("9 + M = √ 7 →M + 14 =", "18"),
        ("M", "0"),
        ("5 →M M", "5"),
        ("5 →M C C M", "0"),
        ("1 2 undo", "1"),
        ("1 + 2 = undo", "2"),
        ("9 √ undo", "9"),
        ("5 ÷ 0 = undo", "0"),
    ]

    @Test(arguments: displays)
    func display(_ example: (keys: String, display: String)) throws {
        #expect(try calculator(example.keys).display == example.display, "keys: \(example.keys)")
    }

    static let descriptions: [(keys: String, description: String)] = [
        ("", ""),
        ("7", ""),
        ("7 +", "7 + …"),
        ("7 + 9", "7 + …"),
        ("7 + 9 =", "7 + 9 ="),
        ("7 + 9 = √", "√(7 + 9) ="),
        ("7 + 9 √", "7 + √(9) …"),
        ("9 + M = √", "√(9 + M) ="),
        ("9 + M = √ 7 →M + 14 =", "√(9 + M) + 14 ="),
        ("2 + 3 = × 4 =", "(2 + 3) × 4 ="),
        ("2 + 3 × 4 =", "2 + 3 × 4 ="),
        ("1 + 2 = =", "1 + 2 + 2 ="),
        ("3 + 10 %", "3 + 10% …"),
        ("1234 + 1", "1,234 + …"),
        ("8 − 3 = ± ", "−(8 − 3) ="),
        ("3 x² + 1 =", "3² + 1 ="),
        ("2 + 3 = x²", "(2 + 3)² ="),
    ]

    @Test(arguments: descriptions)
    func description(_ example: (keys: String, description: String)) throws {
        let calculator = try calculator(example.keys)
        #expect(calculator.description == example.description, "keys: \(example.keys)")
        #expect(!(calculator.description.contains("=") && calculator.description.contains("…")))
    }

    @Test func clearKeyReadsCOnceADigitIsEntered() throws {
        #expect(try calculator("").clearKeyLabel == "AC")
        #expect(try calculator("5").clearKeyLabel == "C")
        #expect(try calculator("5 +").clearKeyLabel == "C")
        #expect(try calculator("1 + 4 C").clearKeyLabel == "AC")
        #expect(try calculator("1 + 4 C 5").clearKeyLabel == "C")
        #expect(try calculator("5 ÷ 0 =").clearKeyLabel == "AC")
        #expect(try calculator("5 C C").clearKeyLabel == "AC")
    }

    @Test func pendingOperatorIsHighlightedUntilTheNextDigit() throws {
        #expect(try calculator("5 ×").pendingOperation == .multiply)
        #expect(try calculator("5 × +").pendingOperation == .add)
        #expect(try calculator("5 × 3").pendingOperation == nil)
        #expect(try calculator("5 × 3 =").pendingOperation == nil)
        #expect(try calculator("").pendingOperation == nil)
    }

    @Test func graphExpressionIsTheEntryAsAFunctionOfM() throws {
        #expect(try calculator("9 + M = √").graphExpression == "sqrt(9 + M)")
        #expect(try calculator("rad M sin").graphExpression == "sin(M)")
        #expect(try calculator("M x² − 2 =").graphExpression == "(M)^2 - 2")
        #expect(try calculator("1 →M 1 ÷ M =").graphExpression == "1 / M")
        #expect(try calculator("9 +").graphExpression == nil)
        #expect(try calculator("").graphExpression == nil)
        #expect(try calculator("5 ÷ 0 =").graphExpression == nil)
        // The expression evaluates to what the display shows for the M stored.
        let c = try calculator("M + 3 = × 2 = √ 5 →M")
        let expression = try Expression(parsing: c.graphExpression!)
        #expect(try expression.value(["M": 5]) == 4)
        #expect(c.display == "4")
    }

    @Test func unknownKeysNameTheirPosition() {
        #expect(throws: CalculatorKeyError.unknownKey("foo", position: 3)) {
            try CalculatorKey.sequence(parsing: "1 + foo")
        }
        let error = CalculatorKeyError.unknownKey("foo", position: 3)
        #expect(error.line.hasPrefix("keys: unknown key 'foo' (key 3)"))
        #expect(throws: CalculatorKeyError.tooMany) {
            try CalculatorKey.sequence(parsing: String(repeating: "1 ", count: CalculatorKey.maximumKeys + 1))
        }
    }
}
