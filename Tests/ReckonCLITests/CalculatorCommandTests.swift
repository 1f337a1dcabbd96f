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

    /// The fields every state has after the first seven: worked by hand for these keys.
    static let settled = #""angle":"deg","second":false,"openParentheses":0,"memoryRegister":0,"memoryRegisterDisplay":"0""#

    @Test func calcJSONIsTheAPIs() throws {
        let result = try ReckonProcess.run("calc", "9 + M = √", "--json")
        #expect(result.stdout == #"{"display":"3","description":"√(9 + M) =","clearKey":"C","pendingOperation":null,"memory":0,"error":false,"graph":"sqrt(9 + M)","#
            + Self.settled + #","deletes":false,"completed":null}"# + "\n")
        let pending = try ReckonProcess.run("calc", "5 ×", "--trace", "--json")
        #expect(pending.stdout == #"{"trace":[{"key":"5","display":"5","description":"","clearKey":"C","pendingOperation":null,"memory":0,"error":false,"graph":"5","#
            + Self.settled + #","deletes":true,"completed":null},"#
            + #"{"key":"×","display":"5","description":"5 × …","clearKey":"C","pendingOperation":"×","memory":0,"error":false,"graph":null,"#
            + Self.settled + #","deletes":false,"completed":null}],"#
            + #""display":"5","description":"5 × …","clearKey":"C","pendingOperation":"×","memory":0,"error":false,"graph":null,"#
            + Self.settled + #","deletes":false,"completed":null}"# + "\n")
        let done = try ReckonProcess.run("calc", "rad ( 2 + 3 ) × 4 = m+ 2nd", "--json")
        #expect(done.stdout == #"{"display":"20","description":"(2 + 3) × 4 =","clearKey":"C","pendingOperation":null,"memory":0,"error":false,"#
            + #""graph":"(2 + 3) * 4","angle":"rad","second":true,"openParentheses":0,"memoryRegister":20,"memoryRegisterDisplay":"20","#
            + #""deletes":false,"completed":null}"# + "\n")
        let completed = try ReckonProcess.run("calc", "( 2 + 3 ) × 4 =", "--json")
        #expect(completed.stdout.hasSuffix(#""completed":{"expression":"(2 + 3) × 4","result":"20","value":"20"}}"# + "\n"))
    }

    /// The scientific keys: degrees by default (sin 30° = 0.5 exactly), parentheses, 2nd, x!.
    @Test func scientificKeys() throws {
        #expect(try ReckonProcess.run("calc", "30 sin").stdout == "0.5\n")
        #expect(try ReckonProcess.run("calc", "rad 30 sin").stdout == "-0.98803162\n")  // mpmath: −0.988031624092862
        #expect(try ReckonProcess.run("calc", "( 2 + 3 ) × 4 =").stdout == "20\n")
        #expect(try ReckonProcess.run("calc", "8 yroot 3 =").stdout == "2\n")
        #expect(try ReckonProcess.run("calc", "0.5 x!").stdout == "0.88622693\n")  // mpmath: Γ(1.5) = 0.886226925452758
        #expect(try ReckonProcess.run("calc", "171 x!").stdout == "Error\n")
        #expect(try ReckonProcess.run("calc", "2 EE 3 ± =").stdout == "0.002\n")
        #expect(try ReckonProcess.run("calc", "5 m+ AC mr × 2 =").stdout == "10\n")
        let trace = try ReckonProcess.run("calc", "2nd 0.5 sin", "--trace")
        #expect(trace.stdout == """
            2nd   0
            0     0
            .     0.
            5     0.5
            sin   30    sin⁻¹(0.5) =

            """)
    }

    /// Rand from a seed: xoshiro256** seeded through SplitMix64 (an independent Python copy of
    /// the published algorithm): seed 1 draws 0.7029218331588505, then 0.5204366199388569.
    @Test func randDrawsFromTheSeed() throws {
        #expect(try ReckonProcess.run("calc", "rand", "--seed", "1").stdout == "0.70292183\n")
        #expect(try ReckonProcess.run("calc", "rand + rand =", "--seed", "1").stdout == "1.22335845\n")
        let bad = try ReckonProcess.run("calc", "rand", "--seed", "-1")
        #expect(bad.status == 1)
        #expect(bad.stderr == "reckon: seed: must be a whole number from 0 to 18446744073709551615, not '-1'\n")
        // Without a seed: some number in [0, 1).
        let drawn = try ReckonProcess.run("calc", "rand").stdout
        #expect(drawn.hasPrefix("0.") || drawn == "0\n")
    }

    @Test func aNumberEnteredWholeMustBeOne() throws {
        #expect(try ReckonProcess.run("calc", "num:-1.5e-7").stdout == "-0.00000015\n")
        let bad = try ReckonProcess.run("calc", "1 + num:abc")
        #expect(bad.status == 1)
        #expect(bad.stderr == "reckon: keys: 'num:abc' (key 3) is not a number; write num: and a number, like num:-1.5e-7\n")
        let far = try ReckonProcess.run("calc", "num:1e999")
        #expect(far.stderr == "reckon: keys: 'num:1e999' (key 1) is outside the numbers handled (5e-324 to 1.797e308 in size, or 0)\n")
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
        // The decimals typed, exactly, rounded once (doubles would give 0.30000000000000004),
        // and `--set` values too.
        #expect(try ReckonProcess.run("eval", "0.1 + 0.2").stdout == "0.3\n")
        #expect(try ReckonProcess.run("eval", "x * 3", "--set", "x=0.1").stdout == "0.3\n")
        // Money: 2 decimals, or as many as typed (worked by hand: 1200 / 7 = 171.428…).
        #expect(try ReckonProcess.run("eval", "1200 EUR / 7", "--json").stdout
            == #"{"value":171.42857142857142,"unit":"EUR","text":"171.43 EUR"}"# + "\n")
        #expect(try ReckonProcess.run("eval", "sqrt(2)", "--json").stdout == #"{"value":1.4142135623730951}"# + "\n")
        // The issue's conversions: 3 ft + 2 in = 38 in = 96.52 cm; 60 mph = 60 × 1.609344 km/h.
        #expect(try ReckonProcess.run("eval", "3 ft + 2 in to cm").stdout == "96.52 cm\n")
        #expect(try ReckonProcess.run("eval", "60 mph in km/h", "--json").stdout
            == #"{"value":96.56064,"unit":"km/h","text":"96.56064 km/h"}"# + "\n")
    }

    @Test func evalErrorsNameTheField() throws {
        let cases: [([String], String)] = [
            (["sin(1))"], "reckon: expression: unexpected ')' at 7\n"),
            (["x + 1"], "reckon: expression: unknown variable 'x' at 1\n"),
            (["1/0"], "reckon: expression: division by zero at 1\n"),
            (["x", "--set", "x=abc"], "reckon: x: must be a number, not 'abc'\n"),
            (["x", "--set", "3"], "reckon: set: must be written name=value, like x=3, not '3'\n"),
            (["1 m + 1 s"], "reckon: expression: cannot add m (length) and s (time) at 1: only quantities of the same dimension add\n"),
            (["3 kilometr"], "reckon: expression: unknown variable or unit 'kilometr' at 3: did you mean 'kilometer'?\n"),
            // Only names the language reads: ASCII letters, `_`, digits after the first.
            (["x", "--set", "é=3"], "reckon: set: must be written name=value, like x=3, not 'é=3'\n"),
            (["x", "--set", "1x=3"], "reckon: set: must be written name=value, like x=3, not '1x=3'\n"),
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

    @Test func plotOfSeveralFunctionsNamesEachCurveAndWhereTheyMeet() throws {
        // x and 2 − x meet at (1, 1); x² − 1 has roots ±1 and its minimum at (0, −1): by hand.
        let result = try ReckonProcess.run("plot", "x", "2 - x", "--from", "0", "--to", "2", "--points", "3")
        #expect(result.stdout == """
            # y = x
            0 0
            1 1
            2 2


            # y = 2 - x
            0 2
            1 1
            2 0

            # root 0 0 0
            # y-intercept 0 0 0
            # y-intercept 1 0 2
            # intersection 0 1 1 1
            # root 1 2 0

            """)
        let json = try ReckonProcess.run("plot", "x^2 - 1", "0", "--from", "-2", "--to", "2", "--points", "5", "--json")
        #expect(json.stdout == #"{"curves":[{"segments":[[-2,3,-1,0,0,-1,1,0,2,3]]},{"segments":[[-2,0,-1,0,0,0,1,0,2,0]]}],"points":[{"kind":"root","x":-1,"y":0,"functions":[0]},{"kind":"intersection","x":-1,"y":0,"functions":[0,1]},{"kind":"minimum","x":0,"y":-1,"functions":[0]},{"kind":"y-intercept","x":0,"y":-1,"functions":[0]},{"kind":"y-intercept","x":0,"y":0,"functions":[1]},{"kind":"root","x":1,"y":0,"functions":[0]},{"kind":"intersection","x":1,"y":0,"functions":[0,1]}]}"# + "\n")
        let bad = try ReckonProcess.run("plot", "x", "y", "--json")
        #expect(bad.status == 1)
        #expect(bad.stderr == "reckon: expressions: function 2: unknown variable 'y' at 1\n")
        #expect(bad.stdout == #"{"error":{"code":"unknown-name","field":"expressions","item":2,"message":"function 2: unknown variable 'y' at 1"}}"# + "\n")
        let many = try ReckonProcess.run(["plot"] + (1...9).map { "x + \($0)" })
        #expect(many.stderr == "reckon: expressions: must hold at most 8 functions, not 9\n")
    }

    @Test func plotTakesParametersAndEachFunctionsOwnVariable() throws {
        // 2x − 1 at 0 and 1; the program sqrt(9 + M) beside it, in M, at 0 and 1: 3 and √10.
        let result = try ReckonProcess.run("plot", "a x - b", "sqrt(9 + M)", "--let", "a=2", "--let", "b=1", "--from", "0", "--to", "1", "--points", "2", "--json")
        #expect(result.stdout == #"{"curves":[{"segments":[[0,-1,1,1]]},{"segments":[[0,3,1,3.1622776601683795]]}],"points":[{"kind":"y-intercept","x":0,"y":-1,"functions":[0]},{"kind":"y-intercept","x":0,"y":3,"functions":[1]},{"kind":"root","x":0.5,"y":0,"functions":[0]}]}"# + "\n")
        let bad = try ReckonProcess.run("plot", "a x", "--let", "a")
        #expect(bad.stderr == "reckon: let: must be NAME=VALUE, not 'a'\n")
        let missing = try ReckonProcess.run("plot", "a x")
        #expect(missing.stderr == "reckon: expression: unknown variable 'a' at 1\n")
    }

    @Test func plotDrawsAnEquationInXAndY() throws {
        // x² + y² = 1 on 2 × 2 cells of [−2, 2]²: the four points where the circle crosses the
        // cells' inner edges, closed; worked by hand.
        let result = try ReckonProcess.run("plot", "x^2 + y^2 = 1", "--from", "-2", "--to", "2", "--bottom", "-2", "--top", "2", "--columns", "2", "--rows", "2")
        #expect(result.stdout == "0 -1\n-1 0\n0 1\n1 0\n0 -1\n")
        // y = f among several functions is named as written.
        let named = try ReckonProcess.run("plot", "y = 2x", "x", "--from", "0", "--to", "1", "--points", "2", "--no-points")
        #expect(named.stdout == "# y = 2x\n0 0\n1 2\n\n\n# y = x\n0 0\n1 1\n")
        let json = try ReckonProcess.run("plot", "y = 2x", "--from", "0", "--to", "1", "--points", "2", "--json")
        #expect(json.stdout.hasPrefix(#"{"segments":[[0,0,1,2]]"#))  // y = f is the function f
        let among = try ReckonProcess.run("plot", "x", "x^2 + y^2 = 1")
        #expect(among.stderr == "reckon: expressions: function 2: is an equation in x and y: draw it alone (plot/implicit)\n")
        let bad = try ReckonProcess.run("plot", "x^2 + y^2 = 1", "--columns", "500")
        #expect(bad.stderr == "reckon: columns: must be a whole number from 2 to 400, not 500\n")
    }
}
