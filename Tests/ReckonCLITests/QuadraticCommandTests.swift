import Testing

// Expected values: the issue text, hand-worked results, and mpmath for Kahan's case.
@Suite struct QuadraticCommandTests {
    @Test func negativeCoefficientsArePositionalArguments() throws {
        let result = try ReckonProcess.run("quadratic", "1", "-3", "2")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            Two real roots
              x = 1
              x = 2
            Exact:         x = 1 or x = 2
            Discriminant:  1
            Vertex:        (1.5, -0.25)
            y-intercept:   2

            """)
    }

    @Test func jsonForTheIssueExamples() throws {
        let surd = try ReckonProcess.run("quadratic", "1", "-3", "1", "--json")
        #expect(surd.status == 0)
        #expect(surd.stdout == #"{"kind":"two-real","roots":[{"re":0.38196601125010515,"im":0},{"re":2.618033988749895,"im":0}],"discriminant":5,"vertex":{"x":1.5,"y":-1.25},"yIntercept":1,"exact":"x = (3 ± √5)/2","equation":"x² − 3x + 1 = 0"}"# + "\n")
        let complex = try ReckonProcess.run("quadratic", "--json", "1", "2", "5")
        #expect(complex.stdout == #"{"kind":"complex","roots":[{"re":-1,"im":-2},{"re":-1,"im":2}],"discriminant":-16,"vertex":{"x":-1,"y":4},"yIntercept":5,"exact":"x = −1 ± 2i","equation":"x² + 2x + 5 = 0"}"# + "\n")
    }

    @Test func kahansCaseToTheLastDigit() throws {
        let result = try ReckonProcess.run("quadratic", "94906265.625", "-189812534", "94906268.375", "--json")
        #expect(result.stdout.hasPrefix(#"{"kind":"two-real","roots":[{"re":1,"im":0},{"re":1.0000000289759583,"im":0}],"discriminant":7.5625,"#))
    }

    @Test func numbersBeyondTheDoubleRangeAreJSONNumbers() throws {
        // (3e300)² − 4·1e300·2e300 = 1e600 (exactly 1.000000000000000105e600 for these doubles).
        let result = try ReckonProcess.run("quadratic", "1e300", "3e300", "2e300", "--json")
        #expect(result.stdout == #"{"kind":"two-real","roots":[{"re":-2,"im":0},{"re":-1,"im":0}],"discriminant":"1e+600","vertex":{"x":-1.5,"y":-2.5e+299},"yIntercept":2e+300,"exact":null,"equation":"(1 × 10³⁰⁰)x² + (3 × 10³⁰⁰)x + 2 × 10³⁰⁰ = 0"}"# + "\n")
    }

    @Test func linearAllXAndNone() throws {
        let linear = try ReckonProcess.run("quadratic", "0", "2", "-3", "--json")
        #expect(linear.stdout == #"{"kind":"linear","roots":[{"re":1.5,"im":0}],"discriminant":null,"vertex":null,"yIntercept":-3,"exact":"x = 3/2","equation":"2x − 3 = 0"}"# + "\n")
        let all = try ReckonProcess.run("quadratic", "0", "0", "0", "--json")
        #expect(all.stdout == #"{"kind":"all-x","roots":[],"discriminant":null,"vertex":null,"yIntercept":0,"exact":"every x","equation":"0 = 0"}"# + "\n")
        let none = try ReckonProcess.run("quadratic", "0", "0", "-1")
        #expect(none.status == 0)
        #expect(none.stdout == "No solution (a = b = 0 but c ≠ 0)\ny-intercept:   -1\n")
    }

    @Test func doubleRootAndComplexInWords() throws {
        let double = try ReckonProcess.run("quadratic", "-1", "-2", "-1")
        #expect(double.stdout.hasPrefix("One double root\n  x = -1\nExact:         x = −1\n"))
        let complex = try ReckonProcess.run("quadratic", "1", "1", "1")
        #expect(complex.stdout.hasPrefix("""
            Two complex roots (a conjugate pair)
              x = -0.5 - 0.8660254037844386i
              x = -0.5 + 0.8660254037844386i
            Exact:         x = (−1 ± i√3)/2

            """))
    }

    @Test func invalidNumbersExitWithStatus1() throws {
        let infinite = try ReckonProcess.run("quadratic", "1", "1e999", "2")
        #expect(infinite.status == 1)
        #expect(infinite.stdout == "")
        #expect(infinite.stderr == "reckon: b: must be a finite number\n")
        let word = try ReckonProcess.run("quadratic", "one", "-3", "2")
        #expect(word.status == 1)
        #expect(word.stderr == "reckon: a: must be a number, not 'one'\n")
    }

    /// With --json a program gets the API's error body on standard output (code, field, message),
    /// people still the line on standard error, and the status is still 1.
    @Test func invalidNumbersWithJSONPrintTheAPIsError() throws {
        let infinite = try ReckonProcess.run("quadratic", "1", "1e999", "2", "--json")
        #expect(infinite.status == 1)
        #expect(infinite.stdout == #"{"error":{"code":"not-finite","field":"b","message":"must be a finite number"}}"# + "\n")
        #expect(infinite.stderr == "reckon: b: must be a finite number\n")
        let pool = try ReckonProcess.run("dice", "3d6x", "--exact", "--json")
        #expect(pool.status == 1)
        #expect(pool.stdout == #"{"error":{"code":"syntax","field":"pool","message":"unexpected 'x' at 4"}}"# + "\n")
        // After "--", "--json" is an argument, not the option: the refusal stays one line.
        let after = try ReckonProcess.run("eval", "--", "--json")
        #expect(after.status == 1)
        #expect(after.stdout == "")
    }

    @Test func wrongNumberOfCoefficientsIsAUsageError() throws {
        for arguments in [["quadratic", "1", "-3"], ["quadratic", "1", "-3", "2", "4"], ["quadratic"]] {
            let result = try ReckonProcess.run(arguments)
            #expect(result.status == 2)
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("reckon: "))
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test func doubleDashEndsOptions() throws {
        let result = try ReckonProcess.run("quadratic", "--json", "--", "-1", "-3", "-2")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(#"{"kind":"two-real","roots":[{"re":-2,"im":0},{"re":-1,"im":0}]"#))
    }
}
