import Testing
@testable import ReckonCore

// The iPhone's scientific keys (docs/calculator.md, rules 16–28), key by key: displays worked
// by hand from the rules, or mpmath's value of the function rounded to the 9 digits the display
// shows (said so where it is).
@Suite struct CalculatorScientificKeystrokeTests {
    private func calculator(_ keys: String, seed: UInt64 = 1) throws -> Calculator {
        var calculator = Calculator(seed: seed)
        calculator.press(try CalculatorKey.sequence(parsing: keys))
        return calculator
    }

    static let displays: [(keys: String, display: String)] = [
        // Parentheses: precedence holds inside; ")" shows the group's value; "=" closes them.
        ("( 2 + 3 ) × 4 =", "20"),
        ("2 × ( 3 + 4 ) =", "14"),
        ("2 × ( 3 + 4", "4"),
        ("2 × ( 3 + 4 )", "7"),
        ("2 × ( 3 + 4 =", "14"),
        ("( 1 + 2 × 3 ) =", "7"),
        ("1 + 2 × ( 3 + 4 ) =", "15"),
        ("( ( 1 + 2 ) × ( 3 + 4 ) ) =", "21"),
        ("2 xʸ ( 1 + 2 ) =", "8"),
        ("10 − ( 2 − 3 ) =", "11"),
        ("( 2 + 3 ) × ( 4 − 1 ) ÷ 5 =", "3"),
        ("( ( ( 7 ) ) ) =", "7"),
        // ")" with none open is ignored; with an operator just pressed the display is its
        // right side; "(" after a finished number drops it (a new operand, a new calculation at
        // the top level).
        ("5 )", "5"),
        ("5 ) + 1 =", "6"),
        ("( 2 + ) =", "4"),
        ("2 × ( ) =", "4"),
        ("5 ( 3 + 1 ) =", "4"),
        ("2 × 5 ( 3 + 1 ) =", "8"),
        ("1 + 2 = ( 4 × 5 ) =", "20"),
        ("1 + 2 = ( 4 × 5 ) = =", "20"),
        // "=" repeats the last operation done, inside the parentheses too (1 + 2 + 48 = 51, 51² = 2601).
        ("1 + 2 + ( 3 × 4 xʸ 2 =", "51"),
        ("1 + 2 + ( 3 × 4 xʸ 2 = =", "2,601"),
        ("( 1 ÷ 0 )", "Error"),
        ("( 2 + 3 ) undo", "3"),

        // The memory register: m+ m− add the number shown (finishing a typed one), mr recalls,
        // mc clears, AC keeps it.
        ("5 m+ mr", "5"),
        ("5 m+ 3 m+ mr", "8"),
        ("5 m+ 2 m- mr", "3"),
        ("5 m+ 2 m− mr", "3"),
        ("5 m+ mc mr", "0"),
        ("5 m+ AC mr", "5"),
        ("5 m+ AC AC 1 + mr =", "6"),
        ("2 + 3 = m+ AC mr × 2 =", "10"),
        ("2 + 3 m+", "3"),
        ("2 + 3 m+ =", "5"),
        ("7 m+ 1 + mr =", "8"),
        ("1 ÷ 0 = m+ AC mr", "0"),
        ("num:1e308 m+ m+", "Error"),
        ("num:1e308 m+ m+ AC mr", "1e308"),
        ("mr", "0"),

        // 2nd stays on until pressed again.
        ("2nd 0.5 sin", "30"),
        ("2nd 0.5 sin 1 sin", "90"),
        ("2nd 2nd 30 sin", "0.5"),
        ("2nd 0.5 cos", "60"),
        ("2nd 1 tan", "45"),
        ("2nd 8 ln 2 =", "3"),
        ("2nd 2 eˣ 3 =", "9"),
        ("2nd 10 10ˣ", "1,024"),
        ("2nd 8 log₁₀", "3"),
        ("2nd 1 cosh", "0"),
        ("2nd 1 tanh", "Error"),
        ("2nd 9 √", "3"),
        // mpmath: asinh(1) = 0.881373587019543, atanh(0.5) = 0.549306144334055.
        ("2nd 1 sinh", "0.88137359"),
        ("2nd 0.5 tanh", "0.54930614"),

        // Angles: degrees unless rad; exact at the exact cases.
        ("30 sin", "0.5"),
        ("60 cos", "0.5"),
        ("45 tan", "1"),
        ("180 sin", "0"),
        ("90 cos", "0"),
        ("90 tan", "Error"),
        ("270 sin", "-1"),
        ("30 ± sin", "-0.5"),
        ("180 cos", "-1"),
        ("0.5 asin", "30"),
        ("0.5 sin⁻¹", "30"),
        ("0.5 acos", "60"),
        ("1 atan", "45"),
        ("2 asin", "Error"),
        // mpmath: sin(30 rad) = −0.988031624092862, atan(1) = π/4 = 0.785398163397448.
        ("rad 30 sin", "-0.98803162"),
        ("rad 1 atan", "0.78539816"),
        ("rad π cos", "-1"),
        ("rad π ÷ 2 = sin", "1"),
        ("rad deg 30 sin", "0.5"),
        // A step keeps the unit it was computed in, through a replay by →M too.
        ("30 sin rad", "0.5"),
        ("30 sin rad 5 →M", "0.5"),

        // x³ 10ˣ ∛ ʸ√x x! and the other binary keys (the precedence of xʸ).
        ("3 x³", "27"),
        ("3 x^3", "27"),
        ("2 10ˣ", "100"),
        ("3 ± 10^x", "0.001"),
        ("27 ∛", "3"),
        ("8 ± cbrt", "-2"),
        ("8 yroot 3 =", "2"),
        ("8 ʸ√x 3 =", "2"),
        ("8 ± yroot 3 =", "-2"),
        ("16 yroot 4 =", "2"),
        ("2 + 8 yroot 3 =", "4"),
        ("8 logy 2 =", "3"),
        ("1000 logᵧ 10 =", "3"),
        ("2 y^x 3 =", "9"),
        ("2 yˣ 3 =", "9"),
        ("2 × 2 y^x 3 =", "18"),
        ("10 2ˣ", "1,024"),
        ("8 log2", "3"),
        ("1000 log", "3"),
        ("5 x!", "120"),
        ("0 x!", "1"),
        ("3 !", "6"),
        ("20 x!", "2.4329e18"),
        // mpmath: Γ(1.5) = 0.886226925452758, 170! = 7.25741561530800e306.
        ("0.5 x!", "0.88622693"),
        ("170 x!", "7.2574e306"),
        ("171 x!", "Error"),
        ("1 ± x!", "Error"),
        ("2 ± x!", "Error"),
        // mpmath: sinh(1) = 1.17520119364380, cosh(1) = 1.54308063481524, tanh(1) = 0.761594155955765.
        ("1 sinh", "1.17520119"),
        ("1 cosh", "1.54308063"),
        ("1 tanh", "0.76159416"),
        ("1 asinh", "0.88137359"),
        ("1 acosh", "0"),
        ("0.5 atanh", "0.54930614"),
        ("0 acosh", "Error"),

        // EE: the digits after it are the power of ten; ± then negates the power.
        ("2 EE", "2e0"),
        ("2 EE 3", "2e3"),
        ("2 EE 3 =", "2,000"),
        ("2 EE 3 ±", "2e-3"),
        ("2 EE 3 ± =", "0.002"),
        ("2 EE ± 3", "2e-3"),
        ("2 EE 3 ± ±", "2e3"),
        ("2 ± EE 3", "-2e3"),
        ("1.5 EE 2 + 1 =", "151"),
        ("2 EE 3 × 2 =", "4,000"),
        ("2 EE 3 . 5", "2e35"),
        ("2 EE 0 5", "2e5"),
        ("1 EE 3 0 0 0", "1e300"),
        ("2 EE 3 ⌫", "2e0"),
        ("2 EE ⌫", "2"),
        ("2 EE 3 undo undo", "2"),
        ("EE 5", "0e5"),
        ("EE 5 =", "0"),
        ("1234 EE 5", "1,234e5"),
        ("9 EE 999 =", "Error"),
        ("1 EE 999 ± =", "Error"),
        ("1 EE 300 ± =", "1e-300"),

        // num: a number entered whole; a typed one is dropped for it, as for π.
        ("num:3.14159265358979", "3.14159265"),
        ("num:-1.5e-7", "-0.00000015"),
        ("num:-1.5e-9", "-1.5e-9"),
        ("num:2 + num:3 =", "5"),
        ("5 num:7", "7"),
        ("num:1e5", "100,000"),
        ("num:-0", "-0"),
        ("num:+2", "2"),
        ("num:−2", "-2"),
        ("num:2.5E2", "250"),
        ("1 ÷ 0 = num:4", "4"),
        // Other value keys after Error start afresh too.
        ("1 ÷ 0 = π", "3.14159265"),
        ("1 ÷ 0 = ( 2 + 3 ) =", "5"),
        ("1 ÷ 0 = mr", "0"),

        // Rand draws from the seed: xoshiro256** seeded 1 through SplitMix64, first output
        // >> 11 times 2⁻⁵³ is 0.7029218331588505 (a Python copy of the published algorithm).
        ("rand", "0.70292183"),
        ("Rand", "0.70292183"),
        ("rand rand", "0.52043662"),
        ("rand × 0 =", "0"),
    ]

    @Test(arguments: displays)
    func display(_ example: (keys: String, display: String)) throws {
        #expect(try calculator(example.keys).display == example.display, "keys: \(example.keys)")
    }

    static let descriptions: [(keys: String, description: String)] = [
        ("( 2 + 3 ) × 4 =", "(2 + 3) × 4 ="),
        ("(", "(…"),
        ("( 3", "(…"),
        ("( 3 +", "(3 + …"),
        ("2 × (", "2 × (…"),
        ("2 × ( 3 + 4", "2 × (3 + …"),
        ("2 × ( 3 + 4 )", "2 × (3 + 4) …"),
        ("2 × ( 3 + 4 =", "2 × (3 + 4) ="),
        ("( ( 1", "((…"),
        ("( 2 + ( 3 × ( 4", "(2 + (3 × (…"),
        ("5 ( 3 + 1 ) =", "(3 + 1) ="),
        ("( 2 + 3 )", "(2 + 3) ="),
        ("30 sin", "sin(30) ="),
        ("2nd 0.5 sin", "sin⁻¹(0.5) ="),
        ("5 x!", "5! ="),
        ("2 + 3 = x!", "(2 + 3)! ="),
        ("3 x³", "3³ ="),
        ("27 ∛", "∛(27) ="),
        ("2 10ˣ", "10^(2) ="),
        ("10 2ˣ", "2^(10) ="),
        ("8 log2", "log₂(8) ="),
        ("1 sinh", "sinh(1) ="),
        ("0.5 atanh", "tanh⁻¹(0.5) ="),
        ("8 yroot 3 =", "8 ʸ√ 3 ="),
        ("8 logy 2 =", "8 logᵧ 2 ="),
        ("2 y^x 3 =", "2 yˣ 3 ="),
        ("8 yroot", "8 ʸ√ …"),
        ("2 EE 3 =", "2,000 ="),
        ("num:2.5 x²", "2.5² ="),
        ("rand", ""),
        ("5 m+", ""),
        ("2 + 3 m+", "2 + 3 …"),
    ]

    @Test(arguments: descriptions)
    func description(_ example: (keys: String, description: String)) throws {
        let calculator = try calculator(example.keys)
        #expect(calculator.description == example.description, "keys: \(example.keys)")
        #expect(!(calculator.description.contains("=") && calculator.description.contains("…")))
    }

    @Test func theStateFieldsFollowTheKeys() throws {
        #expect(try calculator("").angle == .degrees)
        #expect(try calculator("rad").angle == .radians)
        #expect(try calculator("rad deg").angle == .degrees)
        #expect(try calculator("rad AC").angle == .radians)
        #expect(try calculator("2nd").isSecond)
        #expect(try !calculator("2nd 2nd").isSecond)
        #expect(try calculator("2nd 5 sin AC").isSecond)
        #expect(try calculator("( ( 1").openParentheses == 2)
        #expect(try calculator("( ( 1 )").openParentheses == 1)
        #expect(try calculator("( ( 1 =").openParentheses == 0)
        #expect(try calculator("5 m+ 2 m+").memoryRegister == 7)
        #expect(try calculator("5 m+ AC").memoryRegister == 5)
        // AC clears M (CS193p's variable) but not the register.
        let both = try calculator("5 m+ →M C C")
        #expect(both.memory == 0 && both.memoryRegister == 5)
        #expect(try calculator("2 × (").pendingOperation == nil)
        #expect(try calculator("2 × ( 3 +").pendingOperation == .add)
        #expect(try calculator("8 yroot").pendingOperation == .root)
        #expect(try calculator("2nd 8 ln").pendingOperation == .logarithm)
    }

    @Test func deletesWhileATypedEntryCanLoseADigit() throws {
        #expect(try !calculator("").deletes)
        #expect(try calculator("5").deletes)
        #expect(try !calculator("5 ⌫").deletes)
        #expect(try !calculator("0").deletes)
        #expect(try calculator("0.").deletes)
        #expect(try !calculator("5 +").deletes)
        #expect(try !calculator("5 + 3 =").deletes)
        #expect(try calculator("5 ±").deletes)
        #expect(try !calculator("±").deletes)
        #expect(try calculator("2 EE").deletes)
        #expect(try !calculator("π").deletes)
        #expect(try !calculator("1 ÷ 0 =").deletes)
    }

    @Test func equalsCompletesACalculation() throws {
        let done = try calculator("( 2 + 3 ) × 4 =")
        #expect(done.completed == CalculatorCompletion(expression: "(2 + 3) × 4", result: "20", value: "20"))
        #expect(try calculator("0.1 + 0.2 =").completed
            == CalculatorCompletion(expression: "0.1 + 0.2", result: "0.3", value: "0.30000000000000004"))
        #expect(try calculator("1 + 2 = =").completed
            == CalculatorCompletion(expression: "1 + 2 + 2", result: "5", value: "5"))
        #expect(try calculator("20 x! =").completed
            == CalculatorCompletion(expression: "20!", result: "2.4329e18", value: "2.43290200817664e+18"))
        #expect(try calculator("1 ÷ 3 =").completed?.value == "0.3333333333333333")
        // Nothing calculated, or no number: nothing completed.
        #expect(try calculator("7 =").completed == nil)
        #expect(try calculator("1 ÷ 0 =").completed == nil)
        #expect(try calculator("1 + 2 = +").completed == nil)
        #expect(try calculator("1 + 2").completed == nil)
        // The value reads back as the same double.
        let value = try #require(try calculator("2 ÷ 3 =").completed?.value)
        #expect(try calculator("num:" + value).display == "0.66666667")
        #expect(try calculator("num:\(value) × 3 =").display == "2")
    }

    @Test func graphExpressionsOfTheScientificKeys() throws {
        #expect(try calculator("M sin").graphExpression == "sin(M * pi / 180)")
        #expect(try calculator("rad M sin").graphExpression == "sin(M)")
        #expect(try calculator("M + 1 = cos").graphExpression == "cos((M + 1) * pi / 180)")
        #expect(try calculator("M asin").graphExpression == "asin(M) * 180 / pi")
        #expect(try calculator("2nd M tan").graphExpression == "atan(M) * 180 / pi")
        #expect(try calculator("M x!").graphExpression == "factorial(M)")
        #expect(try calculator("M ∛").graphExpression == "cbrt(M)")
        #expect(try calculator("M x³").graphExpression == "(M)^3")
        #expect(try calculator("M yroot 3 =").graphExpression == "root(M, 3)")
        #expect(try calculator("8 →M M logy 2 =").graphExpression == "log(M, 2)")  // M = 0 would be Error
        #expect(try calculator("M y^x 2 =").graphExpression == "2 ^ M")
        #expect(try calculator("M 10ˣ").graphExpression == "10^(M)")
        #expect(try calculator("M 2ˣ").graphExpression == "2^(M)")
        #expect(try calculator("8 →M M log2").graphExpression == "log2(M)")
        #expect(try calculator("M sinh").graphExpression == "sinh(M)")
        #expect(try calculator("M atanh").graphExpression == "atanh(M)")
        #expect(try calculator("( M + 1 ) × 2 =").graphExpression == "(M + 1) * 2")
        #expect(try calculator("( M + 1").graphExpression == nil)
        #expect(try calculator("num:2.5 × M =").graphExpression == "2.5 * M")
    }

    /// The graph's expression, evaluated by the expression language with the M stored, gives
    /// what the display shows (to its 9 digits).
    @Test(arguments: [
        "M sin", "M + 10 = cos", "M asin", "rad M tan", "M x!", "M ∛", "M x³", "M yroot 3 =", "M logy 2 =",
        "M y^x 2 =", "M 10ˣ", "M 2ˣ", "M log2", "M sinh", "M cosh", "M tanh", "M asinh", "M acosh", "M atanh",
        "( M + 1 ) × ( M − 1 ) =", "M x! ÷ ( M + 1 ) =", "5 + M % =", "M ± xʸ 3 =",
    ])
    func graphExpressionsEvaluateToTheDisplay(_ program: String) throws {
        for (typed, m) in [("0.25", 0.25), ("0.5", 0.5), ("2", 2.0), ("3", 3.0)] {
            // A typed number is what →M stores (and takes away from the entry).
            let c = try calculator(program + " " + typed + " →M")
            guard !c.isError, let graph = c.graphExpression else { continue }
            let value = try Expression(parsing: graph).value(["M": m])
            #expect(CalculatorNumber.text(value) == c.display, "\(program) with M = \(m): \(graph)")
        }
    }

    @Test func numberKeysRefuseWhatIsNotAFiniteNumber() throws {
        #expect(throws: CalculatorKeyError.notANumber("num:abc", position: 2)) {
            try CalculatorKey.sequence(parsing: "1 num:abc")
        }
        #expect(throws: CalculatorKeyError.notANumber("num:", position: 1)) { try CalculatorKey.sequence(parsing: "num:") }
        #expect(throws: CalculatorKeyError.notANumber("num:1.2.3", position: 1)) { try CalculatorKey.sequence(parsing: "num:1.2.3") }
        #expect(throws: CalculatorKeyError.notANumber("num:1e", position: 1)) { try CalculatorKey.sequence(parsing: "num:1e") }
        #expect(throws: CalculatorKeyError.notANumber("num:nan", position: 1)) { try CalculatorKey.sequence(parsing: "num:nan") }
        #expect(throws: CalculatorKeyError.notANumber("num:inf", position: 1)) { try CalculatorKey.sequence(parsing: "num:inf") }
        #expect(throws: CalculatorKeyError.numberOutOfRange("num:1e999", position: 3)) {
            try CalculatorKey.sequence(parsing: "1 + num:1e999")
        }
        #expect(throws: CalculatorKeyError.numberOutOfRange("num:-1e-400", position: 1)) {
            try CalculatorKey.sequence(parsing: "num:-1e-400")
        }
        #expect(CalculatorKeyError.notANumber("num:abc", position: 2).line
            == "keys: 'num:abc' (key 2) is not a number; write num: and a number, like num:-1.5e-7")
        #expect(CalculatorKeyError.numberOutOfRange("num:1e999", position: 3).line
            == "keys: 'num:1e999' (key 3) is outside the numbers handled (5e-324 to 1.797e308 in size, or 0)")
        #expect(try CalculatorKey.sequence(parsing: "num:0 num:5e-324 num:1.7976931348623157e308")
            == [.number(0), .number(5e-324), .number(1.7976931348623157e308)])
    }

    /// A completed value and a restore write numbers as `num:` and their shortest numeral; it
    /// must read back as the very same double, over the whole range (random bit patterns from a
    /// fixed seed, subnormals and the edges included).
    @Test func numeralsReadBackAsTheSameDouble() throws {
        var generator = Xoshiro256StarStar(seed: 32)
        var values: [Double] = [0, -0.0, 5e-324, -5e-324, 2.2250738585072014e-308, 2.225073858507201e-308,
                                1.7976931348623157e308, 0.1, 1.0 / 3, 9007199254740993, 123456789012345680]
        while values.count < 200_000 {
            let value = Double(bitPattern: generator.next())
            if value.isFinite { values.append(value) }
        }
        var failures: [String] = []
        for value in values {
            let numeral = CalculatorNumber.numeral(value)
            let read = try CalculatorKey.number(reading: "num:" + numeral, position: 1)
            if read.bitPattern != value.bitPattern { failures.append("\(numeral) read as \(read)") }
        }
        #expect(failures.isEmpty, "\(failures.count) differ: \(failures.prefix(10))")
    }

    /// Each →M and undo replays every function since AC, correctly rounded (up to 250 µs each),
    /// so the keys are refused beyond 8,000 evaluations: 4,000 sin and one →M are 8,000; one
    /// more sin is 8,002.
    @Test func functionsTimesReplaysAreBounded() throws {
        let sines = String(repeating: "sin ", count: 4_000)
        #expect(try CalculatorKey.sequence(parsing: "0.5 " + sines + "→M").count == 4_004)
        #expect(throws: CalculatorKeyError.tooMuchWork) {
            try CalculatorKey.sequence(parsing: "0.5 " + sines + "sin →M")
        }
        #expect(CalculatorKeyError.tooMuchWork.message.hasPrefix("ask at most 8000 function evaluations"))
        // 5,000 keys of functions and no replay: 5,000.
        #expect(try CalculatorKey.sequence(parsing: String(repeating: "x! ", count: 5_000)).count == 5_000)
    }

    @Test func everyKeyIsReadBackFromItsNameAndItsLabel() throws {
        let keys = try CalculatorKey.sequence(parsing:
            "0 1 9 . + - * / = % +/- C ( ) sqrt cbrt yroot x^2 x^3 ^ y^x 1/x x! sin cos tan asin acos atan sinh cosh tanh "
            + "asinh acosh atanh ln log log2 logy e^x 10^x 2^x EE pi e rand mc m+ m- mr 2nd rad deg ->M M undo del num:-2.5")
        #expect(keys.count == 58)
        for key in keys {
            #expect(try CalculatorKey.sequence(parsing: key.name) == [key], "\(key.name)")
            #expect(try CalculatorKey.sequence(parsing: key.label) == [key], "\(key.label)")
        }
    }

    /// Restore: the keys pressed on a fresh calculator give the same state, Rand's number
    /// included; restoring again gives the same keys.
    @Test(arguments: [
        "", "1 2 3", "rad 30 sin", "2nd 0.5 sin", "5 m+ AC 3 + mr", "rad 2nd 5 m+ 2 m+ AC AC 1 +", "rand", "rand + rand =",
        "( 2 + 3 ) × ( 4", "9 + M = √ 7 →M + 14 = undo", "1 ÷ 0 = 5 m+ rad", "2 EE 3 ± ⌫", "1 + 2 = C", "5 + 3 C",
        "num:0.1 m+ num:0.2 m+ AC", "num:1e-300 m- AC 2nd 2nd rad deg", "3 →M M x! =", "7 C C 8",
    ])
    func restoreGivesTheSameState(_ keys: String) throws {
        let original = try calculator(keys, seed: 7)
        var restored = Calculator(seed: 99)
        restored.press(try CalculatorKey.sequence(parsing: original.restore))
        #expect(restored.display == original.display)
        #expect(restored.description == original.description)
        #expect(restored.clearKeyLabel == original.clearKeyLabel)
        #expect(restored.pendingOperation == original.pendingOperation)
        #expect(restored.memory.bitPattern == original.memory.bitPattern)
        #expect(restored.memoryRegister.bitPattern == original.memoryRegister.bitPattern)
        #expect(restored.angle == original.angle)
        #expect(restored.isSecond == original.isSecond)
        #expect(restored.openParentheses == original.openParentheses)
        #expect(restored.graphExpression == original.graphExpression)
        #expect(restored.deletes == original.deletes)
        #expect(restored.restore == original.restore)
        // And every key after behaves alike (undo reaches as far back).
        var a = original, b = restored
        for key in try CalculatorKey.sequence(parsing: "undo undo undo 4 ) =") {
            a.press(key)
            b.press(key)
            #expect(a.display == b.display && a.description == b.description)
        }
    }

    @Test func restoreKeysAreTheSettingsAtTheLastACAndTheKeysSince() throws {
        #expect(try calculator("").restore == "")
        #expect(try calculator("1 2 . 5 × 2 =").restore == "12.5 * 2 =")
        // (The clear key is C while something typed is there, AC after: "C C" is AC.)
        #expect(try calculator("5 m+ C C 1 +").restore == "num:5 m+ C C 1 +")
        #expect(try calculator("5 m+ C 1 +").restore == "5 m+ C 1 +")
        #expect(try calculator("rad 2nd AC sin").restore == "rad 2nd sin")
        #expect(try calculator("rand").restore == "num:0.7029218331588505")
        #expect(try calculator("3 + 4 AC AC").restore == "")
        #expect(try calculator("1 ÷ 0 = 7").restore == "7")
        #expect(try calculator("√ 9 C").restore == "sqrt 9 C")
    }

    /// Values are shared (the display is the missing operand of `×` `=`), so the written forms
    /// of a few keys could double at every pair; the description writes a long part as its
    /// value instead and the graph gives up past the expression language's limit, in time
    /// that grows with the keys.
    @Test func writtenFormsStayBounded() throws {
        let doubling = try calculator("1 + 0 =" + String(repeating: " × =", count: 60))
        #expect(doubling.display == "1")
        #expect(doubling.description.unicodeScalars.count < 2 * CalculatorRun.longestPart + 20)
        #expect(doubling.graphExpression == nil)
        let percents = try calculator("1 +" + String(repeating: " 1 % +", count: 300) + " 1 =")
        #expect(percents.description.unicodeScalars.count < 2 * CalculatorRun.longestPart + 20)
        #expect(percents.graphExpression == nil)
        // A waiting calculation: "( +" takes the display as its operand, so two keys can add a
        // 300-character part; the line keeps its end after "… ".
        let long = "1" + String(repeating: " + 1", count: 70) + " ="  // "1 + 1 + … + 1": 281 characters
        let waiting = try calculator(long + " +" + String(repeating: " ( +", count: 1_000))
        let line = waiting.description
        #expect(line.hasPrefix("… ") && line.hasSuffix(" + 1 + …"))
        #expect(line.unicodeScalars.count <= CalculatorRun.longestDescription + CalculatorRun.longestPart + 10)
        #expect(waiting.openParentheses == 1_000)
        let short = try calculator("1 + 1 = × = × =")
        #expect(short.description == "(1 + 1) × (1 + 1) × (1 + 1) × (1 + 1) =")
        #expect(short.graphExpression == "(1 + 1) * (1 + 1) * (1 + 1) * (1 + 1)")
    }
}
