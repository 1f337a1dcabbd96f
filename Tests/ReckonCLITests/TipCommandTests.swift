import Testing

@Suite struct TipCommandTests {
    @Test func seedExampleAsText() throws {
        let result = try ReckonProcess.run("tip", "78.52", "--tip", "25", "--party", "2")
        #expect(result.status == 0)
        #expect(result.stdout == """
            Bill:    78.52
            Tip:     19.63 (25%)
            Total:   98.15
            Shares:  49.08, 49.07 (party of 2)
                     1 of 2 pay one cent more so the shares add up to the total

            """)
    }

    @Test func json() throws {
        let result = try ReckonProcess.run("tip", "10.05", "--tip", "15", "--json")
        #expect(result.stdout == #"{"bill":"10.05","tipPercent":15,"party":1,"tip":"1.51","total":"11.56","shares":["11.56"],"extraCents":0}"# + "\n")
    }

    @Test func invalidValuesExitOneWithOneLine() throws {
        let cases: [([String], String)] = [
            (["tip", "-5"], "reckon: bill: must not be negative\n"),
            (["tip", "1.005"], "reckon: bill: must have at most 2 decimals\n"),
            (["tip", "abc"], "reckon: bill: must be an amount like 12.34, not 'abc'\n"),
            (["tip", "5", "--tip", "12"], "reckon: tip: must be 0 to 40 percent in steps of 5, not 12\n"),
            (["tip", "5", "--tip", "-5"], "reckon: tip: must be a whole number from 0 to 40, not -5\n"),
            (["tip", "5", "--party", "11"], "reckon: party: must be a whole number from 1 to 10, not 11\n"),
        ]
        for (arguments, message) in cases {
            let result = try ReckonProcess.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr == message)
            #expect(result.stdout == "")
        }
    }

    @Test func missingBillIsAUsageError() throws {
        let result = try ReckonProcess.run("tip")
        #expect(result.status == 2)
        #expect(result.stderr == "reckon: Missing expected argument '<bill>' (see 'reckon tip --help')\n")
    }
}
