import Testing

/// `calc`, `eval` and `plot` end to end; values from the spec's examples and worked by hand.
@Suite struct CalculatorCommandTests {
    @Test func calcPrintsTheDisplay() throws {
        let result = try ReckonProcess.run("calc", "123456789 + 987654321 =")
        #expect(result.status == 0)
        #expect(result.stdout == "1.111111e9\n")
        #expect(try ReckonProcess.run("calc", "2 + 3 × 4 =").stdout == "14\n")
        #expect(try ReckonProcess.run("calc", "12.5 * 2 =").stdout == "25\n")
        #expect(try ReckonProcess.run("calc", "3 - 10 % =").stdout == "2.7\n")
    }

    @Test func traceShowsDisplayAndDescriptionAfterEveryKey() throws {
        let result = try ReckonProcess.run("calc", "9 + M = √ 7 →M + 14 =", "--trace")
        #expect(result.stdout == """
            9    9
            +    9    9 + …
            M    0    9 + M …
            =    9    9 + M =
            √    3    √(9 + M) =
            7    7    √(9 + M) =
            →M   4    √(9 + M) =
            +    4    √(9 + M) + …
            1    1    √(9 + M) + …
            4    14   √(9 + M) + …
            =    18   √(9 + M) + 14 =

            """)
    }

    @Test func calcJSONIsTheAPIs() throws {
        let result = try ReckonProcess.run("calc", "9 + M = √", "--json")
        #expect(result.stdout == #"{"display":"3","description":"√(9 + M) =","clearKey":"C","pendingOperation":null,"memory":0,"error":false,"graph":"sqrt(9 + M)"}"# + "\n")
        let pending = try ReckonProcess.run("calc", "5 ×", "--trace", "--json")
        #expect(pending.stdout == #"{"trace":[{"key":"5","display":"5","description":"","clearKey":"C","pendingOperation":null,"memory":0,"error":false,"graph":"5"},"#
            + #"{"key":"×","display":"5","description":"5 × …","clearKey":"C","pendingOperation":"×","memory":0,"error":false,"graph":null}],"#
            + #""display":"5","description":"5 × …","clearKey":"C","pendingOperation":"×","memory":0,"error":false,"graph":null}"# + "\n")
    }

    /// Key text may start with a minus, which the argument parser would take for an option:
    /// "- 5 =" is 0 − 5 = (the operator applies to the display's 0, rule 4), shown as -5 (rule 3
    /// writes a negative with "-", as in "-0"). `--` before the keys still works; several
    /// arguments are joined by spaces.
    @Test func keysMayStartWithAMinus() throws {
        let result = try ReckonProcess.run("calc", "- 5 =")
        #expect(result.status == 0)
        #expect(result.stdout == "-5\n")
        #expect(try ReckonProcess.run("calc", "--", "- 5 =").stdout == "-5\n")
        #expect(try ReckonProcess.run("calc", "- 5", "×", "3 =", "--json").stdout.hasPrefix(#"{"display":"-15","#))
    }

    @Test func anUnknownKeyIsNamed() throws {
        let result = try ReckonProcess.run("calc", "1 + foo")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("reckon: keys: unknown key 'foo' (key 3); keys are digits"))
    }

    @Test func evalWithVariables() throws {
        #expect(try ReckonProcess.run("eval", "2x^2 - 3x + 1", "--set", "x=2").stdout == "3\n")
        #expect(try ReckonProcess.run("eval", "--set", "x=3", "--", "-x^2").stdout == "-9\n")
        #expect(try ReckonProcess.run("eval", "0.1 + 0.2").stdout == "0.30000000000000004\n")
        #expect(try ReckonProcess.run("eval", "sqrt(2)", "--json").stdout == #"{"value":1.4142135623730951}"# + "\n")
    }

    @Test func evalErrorsNameTheField() throws {
        let cases: [([String], String)] = [
            (["sin(1))"], "reckon: expression: unexpected ')' at 7\n"),
            (["x + 1"], "reckon: expression: unknown variable 'x' at 1\n"),
            (["1/0"], "reckon: expression: division by zero at 1\n"),
            (["x", "--set", "x=abc"], "reckon: x: must be a number, not 'abc'\n"),
            (["x", "--set", "3"], "reckon: set: must be written name=value, like x=3, not '3'\n"),
        ]
        for (arguments, message) in cases {
            let result = try ReckonProcess.run(["eval"] + arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr == message, "\(arguments)")
        }
    }

    @Test func plotBreaksAtThePole() throws {
        let result = try ReckonProcess.run("plot", "1/x", "--from", "-1", "--to", "1", "--points", "5")
        #expect(result.stdout == """
            -1 -1
            -0.5 -2
            -1.1102230246251565e-16 -9007199254740992

            1.1102230246251565e-16 9007199254740992
            0.5 2
            1 1

            """)
        let bad = try ReckonProcess.run("plot", "x", "--from", "1", "--to", "0")
        #expect(bad.stderr == "reckon: to: must be greater than from\n")
    }
}
