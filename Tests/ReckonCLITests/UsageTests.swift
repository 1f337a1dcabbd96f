import Testing

@Suite struct UsageTests {
    @Test func unknownSubcommandIsAUsageError() throws {
        let result = try ReckonProcess.run("frobnicate")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("reckon: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func helpListsTheTools() throws {
        let result = try ReckonProcess.run("--help")
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: reckon"))
    }
}
