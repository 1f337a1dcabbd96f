import Testing
@testable import ReckonCore

// Values worked by hand (or with Python's math module for the transcendental ones).
@Suite struct ExpressionTests {
    private func value(_ text: String, _ variables: [String: Double] = [:]) throws(ExpressionError) -> Double {
        try Expression(parsing: text).value(variables)
    }

    static let values: [(text: String, value: Double)] = [
        ("1 + 2 * 3", 7),
        ("(1 + 2) * 3", 9),
        ("2^3^2", 512),
        ("-2^2", -4),
        ("2^-1", 0.5),
        ("10 - 4 - 3", 3),
        ("100 / 10 / 5", 2),
        ("2 × 3 ÷ 4 − 1", 0.5),
        ("−3", -3),
        ("+3", 3),
        ("2pi", 2 * Double.pi),
        ("3(1 + 1)", 6),
        ("(1 + 1)(2 + 1)", 6),
        ("sqrt(16) + abs(-2)", 6),
        ("√16", 4),
        ("2√9", 6),
        ("log(1000)", 3),
        ("ln(e)", 1),
        ("exp(0)", 1),
        ("floor(-2.5) + ceil(2.1) + round(2.5) + round(-2.5)", -3 + 3 + 3 - 3),
        ("min(3, 1, 2) + max(3, 1, 2)", 4),
        ("sin(0) + cos(0) + tan(0)", 1),
        ("atan(1) * 4", Double.pi),
        ("asin(1) + acos(1)", Double.pi / 2),
        ("π", Double.pi),
        (".5 + 1e-3 + 2E2", 200.501),
        ("2e", 2 * 2.718281828459045),
        ("1 < 2", 1),
        ("2 <= 1", 0),
        ("1 + 1 == 2", 1),
        ("3 ≠ 3", 0),
        ("if(2 > 1, 10, 20)", 10),
        ("if(0, 1/0, 5)", 5),
        ("if(1, 7, sqrt(-1))", 7),
        // The functions the calculator's scientific keys need (exact cases; the rest is in
        // CalculatorFunctionTests).
        ("cbrt(-27)", -3),
        ("root(16, 4)", 2),
        ("root(-32, 5)", -2),
        ("log(8, 2)", 3),
        ("log(0.001, 10)", -3),
        ("log2(1024)", 10),
        ("factorial(5)", 120),
        ("sinh(0)", 0),
        ("cosh(0)", 1),
        ("tanh(1e-10)", 1e-10),
        ("acosh(1)", 0),
        // Rounds to the largest double (Swift's Double(String) agrees), as it does outside one.
        ("1.7976931348623158e308", 1.7976931348623157e308),
    ]

    @Test(arguments: values)
    func evaluates(_ example: (text: String, value: Double)) throws {
        #expect(try value(example.text) == example.value, "\(example.text)")
    }

    /// Side by side multiplies, the same after a number, a name or ")", binding as `*` does.
    @Test(arguments: [
        ("2x", 6.0), ("x y", 6), ("x(2)", 6), ("2(3)", 6), ("(1)(2)", 2), ("2^3x", 24), ("1/2x", 1.5),
        ("x√4", 6), ("pi(2)", 2 * Double.pi),
    ])
    func juxtapositionMultiplies(_ text: String, _ expected: Double) throws {
        #expect(try value(text, ["x": 3, "y": 2]) == expected, "\(text)")
    }

    @Test func variables() throws {
        #expect(try value("2x^2 - 3x + 1", ["x": 2]) == 3)
        #expect(try value("x(x + 1)", ["x": 3]) == 12)
        #expect(try value("area * 1.05", ["area": 100]) == 105)
        #expect(try Expression(parsing: "a + b*a").variables.map(\.name) == ["a", "b", "a"])
    }

    /// The first operation whose value is not a finite number, named where it starts (positions
    /// counted by hand); no infinity or NaN reaches an answer, a function or a comparison.
    static let notFinite: [(text: String, message: String)] = [
        ("1/(1/0)", "division by zero at 4"),
        ("atan(1/0)", "division by zero at 6"),
        ("exp(-1/0)", "division by zero at 5"),
        ("sqrt(-1) != 5", "sqrt of a negative number at 1"),
        ("if(sqrt(-1) < 0, 1, 2)", "sqrt of a negative number at 4"),
        ("ln(0) < 1", "ln of zero at 1"),
        ("2 + log(-3)", "log of a negative number at 5"),
        ("asin(2)", "asin of a number outside −1 to 1 at 1"),
        ("2√(-4)", "sqrt of a negative number at 2"),
        ("exp(710)", "exp overflows at 1"),
        ("1e308 + 1e308", "addition overflows at 1"),
        ("-1e308 - 1e308", "subtraction overflows at 1"),
        ("3 * 1e308 * 2", "multiplication overflows at 1"),
        ("1e308 / 0.1", "division overflows at 1"),
        ("10^400", "power overflows at 1"),
        ("0^-1", "zero to a negative power at 1"),
        ("(-8)^(1/3)", "a negative number to a fractional power at 1"),
        ("x / (x - 3)", "division by zero at 1"),
        ("min(1, 2/0)", "division by zero at 8"),
        ("8/2/0", "division by zero at 1"),  // a chain is reported where it starts
        ("-10^400", "power overflows at 2"),
        ("(-8)^3 * 1e308", "multiplication overflows at 1"),
        ("log(-8, 2)", "log of a negative number at 1"),
        ("log(8, 1)", "log to a base that is not positive or is 1 at 1"),
        ("log(8, -2)", "log to a base that is not positive or is 1 at 1"),
        ("log2(0)", "log2 of zero at 1"),
        ("acosh(0.5)", "acosh of a number below 1 at 1"),
        ("atanh(1)", "atanh of a number not between −1 and 1 at 1"),
        ("root(8, 0)", "root of degree 0 at 1"),
        ("root(-16, 4)", "root of a negative number of even or fractional degree at 1"),
        ("factorial(-3)", "factorial of a negative whole number at 1"),
        ("factorial(171)", "factorial overflows at 1"),
        ("sinh(711)", "sinh overflows at 1"),
    ]

    @Test(arguments: notFinite)
    func refusesTheFirstOperationWithNoFiniteValue(_ example: (text: String, message: String)) {
        do {
            let answer = try value(example.text, ["x": 3])
            Issue.record("\(example.text) gave \(answer)")
        } catch {
            #expect(error.message == example.message, "\(example.text)")
        }
    }

    @Test func onlyTheBranchTakenIsEvaluated() throws {
        #expect(try value("if(x > 0, ln(x), 0)", ["x": 0]) == 0)
    }

    /// Drawing wants IEEE's values: a sigmoid tends to 0 far left though exp overflows there.
    @Test func ieeeValuesCarryInfinitiesThrough() throws {
        let sigmoid = try Expression(parsing: "1 / (1 + exp(-x))")
        #expect(try sigmoid.ieeeValue(["x": -800]) == 0)
        #expect(try Expression(parsing: "atan(1/x)").ieeeValue(["x": 0]) == Double.pi / 2)
        #expect(try Expression(parsing: "sqrt(x)").ieeeValue(["x": -1]).isNaN)
        #expect(try Expression(parsing: "if(sqrt(x) > 0, 1, 2)").ieeeValue(["x": -1]) == 2)
    }

    static let errors: [(text: String, message: String)] = [
        ("", "must not be empty"),
        ("   ", "must not be empty"),
        ("(1 + 2))", "unexpected ')' at 8"),
        ("1 +", "ends too soon: a number, a name or '(' is missing at 4"),
        ("(1 + 2", "the '(' at 1 is never closed"),
        ("sin(1", "the '(' at 4 is never closed"),
        ("1 + * 2", "unexpected '*' at 5"),
        ("2 3", "unexpected '3' at 3"),
        ("x 2", "unexpected '2' at 3"),
        ("1 # 2", "unexpected '#' at 3"),
        ("foo(2)", "unknown function 'foo' at 1"),
        ("sin 2", "sin at 1 needs its argument in parentheses"),
        ("sin(1, 2)", "sin at 1 takes one argument, not 2"),
        ("max(1)", "max at 1 takes two or more arguments, not 1"),
        ("cos()", "cos at 1 takes one argument, not 0"),
        ("if(1, 2)", "if at 1 takes three arguments, not 2"),
        ("log(1, 2, 3)", "log at 1 takes one or two arguments, not 3"),
        ("root(8)", "root at 1 takes two arguments, not 1"),
        ("1 < 2 < 3", "unexpected '<' at 7"),
        ("1 ! 2", "unexpected '!' at 3"),
        ("1e999", "'1e999' at 1 is outside the numbers handled (5e-324 to 1.797e308 in size)"),
        ("1e-400 + 1", "'1e-400' at 1 is outside the numbers handled (5e-324 to 1.797e308 in size)"),
        ("1.7976931348623159e308", "'1.7976931348623159e308' at 1 is outside the numbers handled (5e-324 to 1.797e308 in size)"),
        ("x + aera", "unknown variable 'aera' at 5"),
        (String(repeating: "(", count: 101) + "1" + String(repeating: ")", count: 101), "is nested too deeply (more than 100 levels) at 101"),
        (String(repeating: "1+", count: 500) + "1", "must be at most 1000 characters, not 1001"),
    ]

    @Test(arguments: errors)
    func reportsErrorsWithPositions(_ example: (text: String, message: String)) {
        do {
            _ = try value(example.text, ["x": 1])
            Issue.record("\(example.text) was accepted")
        } catch {
            #expect(error.message == example.message, "\(example.text)")
            #expect(error.field == "expression")
        }
    }

    /// Soulver's and Math Notes' percentages, worked by hand; 7% of 300 is the exact product
    /// 2100 divided once (0.07 × 300 in doubles is 21.000000000000004, as Python prints).
    @Test(arguments: [
        ("20%", 0.2), ("20% of 80", 16.0), ("80 + 15%", 92), ("80 − 20%", 64), ("80 - 20%", 64),
        ("80 + -15%", 68), ("80 * 20%", 16), ("20% * 80", 16), ("80 / 20%", 400), ("7% of 300", 21),
        ("(10 + 10)% of 50", 10), ("x% of 200", 6), ("100 + 50% + 50%", 225), ("2^3%", 0.08),
        // 19.99 is not a double: 19.99 + 1.5992 rounds to the double below 21.5892 (Python's
        // fractions, from the doubles 19.99 and 1.5992).
        ("19.99 + 8%", 21.589199999999998),
    ])
    func percentages(_ text: String, _ expected: Double) throws {
        #expect(try value(text, ["x": 3]) == expected, "\(text)")
    }

    @Test(arguments: [
        ("2 of 5", "unexpected 'of' at 3"), ("20%%", "unexpected '%' at 4"), ("%", "unexpected '%' at 1"),
        ("of 5", "unexpected '5' at 4"), ("1e308% of 1e308", "multiplication overflows at 1"),
        ("1e308 + 1e308%", "addition overflows at 1"),
    ])
    func percentageErrors(_ text: String, _ message: String) {
        #expect(throws: (any Error).self) { try value(text) }
        do {
            _ = try value(text)
        } catch {
            #expect(error.message == message, "\(text)")
        }
    }

    /// The keyword of a conversion, by the rule on `ExpressionToken.conversion(in:)`, positions
    /// counted by hand.
    @Test func conversionsEndTheExpressionAtTheirKeyword() throws {
        func target(_ text: String) throws -> (String, Int)? {
            guard case .conversion(_, let unit, let at) = try Expression(parsing: text) else { return nil }
            return (unit, at)
        }
        #expect(try target("3 ft + 2 in to cm")! == ("cm", 16))
        #expect(try target("60 mph in km/h ")! == ("km/h", 11))
        #expect(try target("3 in in cm")! == ("cm", 9))
        #expect(try target("5 cm to in")! == ("in", 9))
        #expect(try target("(2 to m) to ft")! == ("ft", 13))
        #expect(try target("3 in") == nil)
        #expect(try target("to + 1") == nil)
        #expect(try target("5 + to cm") == nil)  // after an operator, `to` is a name
        // Where values are plain numbers (a graph's), a conversion is refused where its unit is.
        #expect(throws: ExpressionError.unitNotHere("m", at: 6)) { try Expression(parsing: "x to m").value(["x": 1]) }
    }

    @Test func superscriptsArePowers() throws {
        #expect(try value("x²", ["x": 3]) == 9)
        #expect(try value("2x³ + x⁻¹", ["x": 2]) == 16.5)
        #expect(try value("10¹⁰") == 1e10)
        #expect(throws: ExpressionError.unexpected("²", at: 1)) { try value("²") }
    }

    @Test func zeroWithAnExponentIsZero() throws {
        #expect(try value("0e5") == 0)
    }

    @Test func checkVariablesNamesTheFirstUnknown() throws {
        let expression = try Expression(parsing: "area / 1.2 + spare * aera")
        #expect(throws: ExpressionError.unknownVariable("aera", at: 22)) {
            try expression.checkVariables(allowed: ["area", "spare"])
        }
    }
}
