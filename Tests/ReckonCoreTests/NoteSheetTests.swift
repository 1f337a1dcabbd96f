import Testing
@testable import ReckonCore

/// Notes, worked by hand: each line's kind and value from the rules in `NoteSheet`'s doc comment.
@Suite struct NoteSheetTests {
    private func values(_ text: String) throws -> [Double?] {
        try NoteSheet(text).lines.map(\.value)
    }

    @Test func namesLabelsAndLaterLinesSeeEarlierNames() throws {
        let note = try NoteSheet("rent = 1200\ngroceries: 84.20\nrent / 3\nhello world\n# Trip")
        #expect(note.lines.map(\.kind) == [.assignment(name: "rent"), .label("groceries"), .expression, .text, .heading])
        #expect(note.lines.map(\.value) == [1200, 84.2, 400, nil, nil])
        #expect(note.lines.map(\.input) == ["rent = 1200", "groceries: 84.20", "rent / 3", "hello world", "# Trip"])
    }

    @Test func aChangeAboveReachesTheLinesBelow() throws {
        #expect(try values("rent = 1200\nshare = rent / 4\nshare * 2") == [1200, 300, 600])
        #expect(try values("rent = 1000\nshare = rent / 4\nshare * 2") == [1000, 250, 500])
    }

    @Test func sumAddsTheBlockAboveUpToABlankLineOrAHeading() throws {
        // 10 + 20 = 30; then a blank line: 5 alone; then a heading: nothing above, 0.
        #expect(try values("10\n20\nsum\n\n5\ntotal\n# New\nsum") == [10, 20, 30, nil, 5, 5, nil, 0])
        // A subtotal counts in a later sum of the same block: 1 + 2 + 3 + 6.
        #expect(try values("1\n2\n3\nsum\nsum") == [1, 2, 3, 6, 12])
        // Words do not end a block; a wrong line adds nothing.
        #expect(try values("4\nsome words\n1/0\n6\nsum") == [4, nil, nil, 6, 10])
    }

    @Test func prevIsTheLineJustAbove() throws {
        #expect(try values("7\nprev * 2\nprev + 1") == [7, 14, 15])
        let note = try NoteSheet("words here\nprev + 1")
        #expect(note.lines[1].problem == .noPrevious(at: 1))
        #expect(note.lines[1].problem?.message == "prev at 1 is the line above, which has no value")
    }

    @Test func percentagesAsSoulverReadsThem() throws {
        // 80 + 15 % of 80 = 92; 92 − 20 % of 92 = 92 − 18.4 = 73.6; 25 % of 73.6 = 18.4.
        #expect(try values("price = 80\nprice + 15%\nprev - 20%\ntip: 25% of prev") == [80, 92, 73.6, 18.4])
    }

    /// 400 EUR at 1 USD = 0.92 EUR is 400 / 0.92 USD, the rate the decimal typed:
    /// float(Fraction(400) / Fraction('0.92')) (the double 0.92 would give 434.78260869565213);
    /// 300 m is 0.3 km, and 2 + 0.3 rounds to 2.3.
    @Test func unitsCurrenciesAndSumsInTheUnitOfTheFirstValue() throws {
        let money = try NoteSheet("rent = 1200 EUR\nshare = rent / 3\n1 USD = 0.92 EUR\nshare to USD")
        #expect(money.lines.map(\.kind) == [.assignment(name: "rent"), .assignment(name: "share"), .rate, .expression])
        #expect(money.lines.map(\.value) == [1200, 400, nil, 434.7826086956522])
        #expect(money.lines.map(\.unit) == ["EUR", "EUR", "", "USD"])
        let walk = try NoteSheet("2 km\n300 m\nsum\n3 ft + 2 in to cm\n100 °F to °C")
        #expect(walk.lines.map(\.value) == [2, 300, 2.3, 96.52, 37.77777777777778])
        #expect(walk.lines.map(\.unit) == ["km", "m", "km", "cm", "°C"])
        let unlike = try NoteSheet("2 s\n3 m\nsum\n1 m + 1 s")
        #expect(unlike.lines[2].problem?.message == "the sum at 1 has values above that do not add: 3 m on line 2 does not add to 2 s above it")
        #expect(unlike.lines[3].problem?.message == "cannot add m (length) and s (time) at 1: only quantities of the same dimension add")
        #expect(unlike.lines[3].problem?.position == 1)
        // Without a rate, a currency computes with itself and converts to nothing else.
        let unrated = try NoteSheet("x = 10 EUR\nx * 2\nx to USD")
        #expect(unrated.lines.map(\.value) == [10, 20, nil])
        #expect(unrated.lines[2].problem?.message == "no rate for EUR at 6: give one on a line before, like 1 USD = 0.92 EUR")
    }

    /// The decimals typed, exactly: 0.1 + 0.2 is 0.3; 3 USD at 1 USD = 0.1 EUR is 0.3 EUR (the
    /// rate 1/10, not the double nearest 0.1); 19.99 × 3 = 59.97 and the sum 59.97 + 0.03 = 60.
    /// Money shows 2 decimals, or the most typed: 1200 / 7 = 171.428…, 19.999 has 3.
    @Test func decimalsAreExactAndMoneyShowsItsCents() throws {
        let note = try NoteSheet("0.1 + 0.2\n1 USD = 0.1 EUR\n3 USD in EUR\n\n19.99 EUR * 3\n0.03 EUR\nsum\n1200 EUR / 7\n19.999 USD\n2 m")
        #expect(note.lines.map(\.value) == [0.3, nil, 0.3, nil, 59.97, 0.03, 60, 171.42857142857142, 19.999, 2])
        #expect(note.lines.map(\.moneyDecimals) == [nil, nil, 0, nil, 2, 2, 2, 0, 3, nil])
    }

    /// A column of 999 prices of 0.07 EUR sums to 69.93 exactly (doubles: 69.92999999999967,
    /// Python's float sum), shown to the cent.
    @Test func aLongColumnOfCentsSumsExactly() throws {
        let note = try NoteSheet(String(repeating: "0.07 EUR\n", count: 999) + "sum")
        #expect(note.lines.last?.value == 69.93)
        #expect(note.lines.last?.moneyDecimals == 2)
    }

    @Test func aWrongLineHasItsProblemAtItsPlaceInTheLine() throws {
        let note = try NoteSheet("2 * 3\ncost: 1 +\nx = 1/0\n9")
        #expect(note.lines.map(\.value) == [6, nil, nil, 9])
        // "cost: 1 +": the + is at 9, and the number it needs at 10.
        #expect(note.lines[1].problem == .expression(.unexpectedEnd(at: 10)))
        #expect(note.lines[1].problem?.position == 10)
        // "x = 1/0" — the division starts at 5.
        #expect(note.lines[2].problem?.message == "division by zero at 5")
        #expect(note.lines[2].problem?.code == .noValue)
    }

    @Test func namesTheNoteKeepsCannotBeSet() throws {
        let note = try NoteSheet("  sum = 3\npi = 3\nsqrt = 2")
        #expect(note.lines[0].problem == .reservedName("sum", at: 3))
        #expect(note.lines[0].problem?.message == "'sum' at 3 is the sum above, not a name to set")
        #expect(note.lines[1].problem?.message == "'pi' at 1 is a constant, not a name to set")
        #expect(note.lines[2].problem == .reservedName("sqrt", at: 1))
    }

    @Test func wordsAreTextButANumberOrAKnownNameIsACalculation() throws {
        let note = try NoteSheet("Groceries for May\nrent = 5\nrent money\nRoom 101\nNote: buy milk")
        #expect(note.lines.map(\.kind) == [.text, .assignment(name: "rent"), .expression, .expression, .text])
        // "rent money" names rent, so it is a calculation, and money is unknown.
        #expect(note.lines[2].problem?.message == "unknown variable 'money' at 6")
        #expect(note.lines[3].problem?.message == "unexpected '101' at 6")
    }

    @Test func anAssignmentWinsOverAComparison() throws {
        #expect(try values("x = 3\nx == 3\nx = x + 1\nx") == [3, 1, 4, 4])
    }

    @Test func carriageReturnsBeforeLineFeedsAreDropped() throws {
        let note = try NoteSheet("1 + 1\r\n2 + 2")
        #expect(note.lines.map(\.input) == ["1 + 1", "2 + 2"])
        #expect(note.lines.map(\.value) == [2, 4])
    }

    @Test func limits() throws {
        // 1000 lines is the most: 999 line feeds.
        #expect(try NoteSheet(String(repeating: "1\n", count: 999) + "1").lines.count == NoteSheet.maximumLines)
        #expect(throws: NoteSheetError.tooManyLines(1001)) { try NoteSheet(String(repeating: "\n", count: 1000)) }
        #expect(try NoteSheet(String(repeating: "#", count: 50_000)).lines.count == 1)
        #expect(throws: NoteSheetError.tooManyCharacters(50_001)) { try NoteSheet(String(repeating: "#", count: 50_001)) }
        #expect(NoteSheetError.tooManyLines(1001).line == "text: must be at most 1000 lines, not 1001")
        // A line past the expression language's limit is wrong on its own.
        let long = try NoteSheet("1+" + String(repeating: "1+", count: 500) + "1\n2")
        #expect(long.lines[0].problem?.message == "must be at most 1000 characters, not 1003")
        #expect(long.lines[1].value == 2)
    }
}
