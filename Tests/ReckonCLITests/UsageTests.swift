import Foundation
import Testing

@Suite struct UsageTests {
    @Test func unknownSubcommandIsAUsageError() throws {
        let result = try ReckonProcess.run("frobnicate")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("reckon: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func unknownSubcommandPointsToTheMainHelp() throws {
        let result = try ReckonProcess.run("foo")
        #expect(result.stderr == "reckon: Unexpected argument 'foo' (see 'reckon --help')\n")
    }

    @Test func controlCharactersInAValueStayOnOneLine() throws {
        let result = try ReckonProcess.run("quadratic", "1\n", "1", "1")
        #expect(result.status == 1)
        #expect(result.stderr == "reckon: a: must be a number, not '1\\n'\n")
    }

    /// What a message quotes is shown escaped, so it cannot recolour or reverse the terminal.
    @Test func escapeSequencesAndBidiOverridesInAMessageArePrintedEscaped() throws {
        let invalid = try ReckonProcess.run("quadratic", "\u{1B}[31m1\u{202E}", "1", "1")
        #expect(invalid.status == 1)
        #expect(invalid.stderr == #"reckon: a: must be a number, not '\u{1b}[31m1\u{202e}'"# + "\n")
        let usage = try ReckonProcess.run("\u{1B}]0;title\u{7}")
        #expect(usage.status == 2)
        #expect(usage.stderr == #"reckon: Unexpected argument '\u{1b}]0;title\u{7}' (see 'reckon --help')"# + "\n")
    }

    @Test func aFullDiskIsAnErrorNotASilentSuccess() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try ReckonProcess.run(["primes", "0", "10"], standardOutput: full)
        #expect(result.status == 1)
        #expect(result.stderr == "reckon: output: cannot write to standard output (errno 28)\n")
    }
}
