import Foundation
import Testing

/// `reckon notes`: the real binary, its text and its JSON, worked by hand.
@Suite struct NotesCommandTests {
    private static let budget = "rent = 1200\ngroceries: 84.20\n\n# Trip\n2 * 3\nsum\n1/0\nrent / 3\n"

    @Test func eachLineWithItsResultRightAligned() throws {
        let result = try ReckonProcess.run(["notes", "-"], stdin: Self.budget)
        #expect(result.status == 0)
        // The longest line with a result is "groceries: 84.20" (16); results end at 16 + 2 + 23,
        // the widest being "! division by zero at 1" (23). The file's last line feed ends it.
        #expect(result.stdout == """
            rent = 1200                         1,200
            groceries: 84.20                     84.2

            # Trip
            2 * 3                                   6
            sum                                     6
            1/0               ! division by zero at 1
            rent / 3                              400

            """)
    }

    @Test func jsonIsTheAPIsAnswer() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reckon-note-\(UUID()).txt")
        try Data("x = 2\r\nx^10\r\nprev - 24\r\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try ReckonProcess.run("notes", file.path, "--json")
        #expect(result.status == 0)
        #expect(result.stdout == #"{"lines":[{"line":1,"input":"x = 2","kind":"assignment","name":"x","value":2,"text":"2"},{"line":2,"input":"x^10","kind":"expression","value":1024,"text":"1,024"},{"line":3,"input":"prev - 24","kind":"expression","value":1000,"text":"1,000"}]}"# + "\n")
    }

    @Test func refusals() throws {
        let missing = try ReckonProcess.run("notes", "/nonexistent/note.txt")
        #expect(missing.status == 1)
        #expect(missing.stderr == "reckon: file: cannot read the file '/nonexistent/note.txt'\n")
        let long = try ReckonProcess.run(["notes", "-"], stdin: String(repeating: "1\n", count: 1001))
        #expect(long.status == 1)
        #expect(long.stderr == "reckon: text: must be at most 1000 lines, not 1001\n")
        let control = try ReckonProcess.run(["notes", "-", "--json"], stdin: "1\u{7}\n")
        #expect(control.status == 1)
        #expect(control.stdout == #"{"error":{"code":"syntax","field":"file","message":"must not contain control characters or bidirectional overrides (U+0007 at 2)"}}"# + "\n")
    }
}
