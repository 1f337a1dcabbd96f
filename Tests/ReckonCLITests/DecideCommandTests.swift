import Testing

// Seeded answers from an independent Python model of xoshiro256** (SplitMix64 seeding) and
// Lemire's multiply-shift with rejection.
@Suite struct DecideCommandTests {
    @Test func seededAnswers() throws {
        #expect(try ReckonProcess.run("decide", "a", "b", "c", "--seed", "3").stdout == "c\n")
        #expect(try ReckonProcess.run("decide", "pizza", "sushi", "tacos", "--seed", "42").stdout == "pizza\n")
        #expect(try ReckonProcess.run("decide", "--seed", "3").stdout == "Not a chance\n")
        #expect(try ReckonProcess.run("decide", "--seed", "0", "--json").stdout == #"{"answer":"Definitely"}"# + "\n")
    }

    @Test func unseededAnswerIsOneOfTheOptions() throws {
        let result = try ReckonProcess.run("decide", "left", "right")
        #expect(result.status == 0)
        #expect(["left\n", "right\n"].contains(result.stdout))
    }

    @Test func optionsStartingWithADashFollowDoubleDash() throws {
        #expect(try ReckonProcess.run("decide", "--seed", "3", "--", "-1", "-2", "+3").stdout == "+3\n")
    }

    /// The answer is the user's own text, printed escaped like any text from the command line.
    @Test func anOptionsControlCharactersArePrintedEscaped() throws {
        #expect(try ReckonProcess.run("decide", "\u{1B}[2Jgo\u{202E}").stdout == #"\u{1b}[2Jgo\u{202e}"# + "\n")
        #expect(try ReckonProcess.run("decide", "\u{1B}[2Jgo\u{202E}", "--json").stdout == #"{"answer":"\u001b[2Jgo\u202e"}"# + "\n")
    }

    @Test func refusals() throws {
        let blank = try ReckonProcess.run("decide", "go", " ")
        #expect(blank.status == 1)
        #expect(blank.stderr == "reckon: options: option 2 is blank\n")
        let seed = try ReckonProcess.run("decide", "a", "--seed", "x")
        #expect(seed.status == 1)
        #expect(seed.stderr == "reckon: seed: must be a whole number from 0 to 18446744073709551615, not 'x'\n")
    }
}
