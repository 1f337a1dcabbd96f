import Testing

/// The `triangle` command end to end. Expected values hand-worked (3-4-5, 5-12-13) and from
/// mpmath (alpha = degrees(atan2(3, 4)) = 36.8698976458440213; (1e300)²/2 = 5.00000000000000052e599).
@Suite struct TriangleCommandTests {
    @Test func tableOfTheEightValues() throws {
        let result = try ReckonProcess.run("triangle", "--a", "3", "--b", "4")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            a          3  (given)
            b          4  (given)
            c          5
            alpha      36.86989764584402°
            beta       53.13010235415598°
            area       6
            perimeter  12
            h          2.4

            """)
    }

    @Test func jsonUsesTheOptionNames() throws {
        let result = try ReckonProcess.run("triangle", "--a", "3", "--b", "4", "--json")
        #expect(result.status == 0)
        #expect(result.stdout == #"{"given":["a","b"],"a":3,"b":4,"c":5,"alpha":36.86989764584402,"#
            + #""beta":53.13010235415598,"area":6,"perimeter":12,"h":2.4,"mirrorImageFits":false}"# + "\n")
    }

    @Test func aPairBlindToTheLegsSaysSo() throws {
        let result = try ReckonProcess.run("triangle", "--perimeter", "30", "--area", "30", "--json")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(#"{"given":["area","perimeter"],"a":5,"b":12,"c":13,"#))
        #expect(result.stdout.hasSuffix(#""mirrorImageFits":true}"# + "\n"))
        let table = try ReckonProcess.run("triangle", "--c", "13", "--perimeter", "30")
        #expect(table.stdout.contains("shown with a <= b"))
    }

    @Test func anAreaBeyondTheDoubleRangeIsAString() throws {
        let result = try ReckonProcess.run("triangle", "--a", "1e300", "--b", "1e300", "--json")
        #expect(result.status == 0)
        #expect(result.stdout.contains(#""area":"5e+599","#))
        let tiny = try ReckonProcess.run("triangle", "--a", "1e-300", "--b", "1e-300")
        #expect(tiny.stdout.contains("area       5e-601\n"))
    }

    @Test func invalidValuesExitOneWithTheRule() throws {
        let cases: [([String], String)] = [
            (["--area", "7", "--perimeter", "12"], "area: too large for perimeter 12 (at most 6.176 for a right triangle)"),
            (["--a", "5", "--c", "4"], "a: must be shorter than the hypotenuse c"),
            (["--alpha", "30", "--beta", "60"], "beta: alpha and beta together fix only the shape; give a length too"),
            (["--alpha", "90", "--c", "1"], "alpha: must be between 0 and 90 degrees (exclusive)"),
            (["--a", "-3", "--b", "4"], "a: must be greater than 0"),
            (["--a", "x", "--b", "4"], "a: must be a number, not 'x'"),
            (["--h", "3"], "h: give one more value, one of a, b, c, alpha, beta, area, or perimeter"),
            (["--a", "3", "--b", "4", "--h", "1"], "h: give exactly two values, not 3 (a, b, and h)"),
            ([], "triangle: give exactly two of a, b, c, alpha, beta, area, perimeter, or h"),
        ]
        for (arguments, line) in cases {
            let result = try ReckonProcess.run(["triangle"] + arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stdout == "")
            #expect(result.stderr == "reckon: " + line + "\n")
        }
    }

    @Test func anUnknownOptionIsAUsageError() throws {
        let result = try ReckonProcess.run("triangle", "--side", "3")
        #expect(result.status == 2)
    }
}
