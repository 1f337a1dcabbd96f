import ArgumentParser
import Foundation
import ReckonCore
import ReckonEdge

struct NotesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notes",
        abstract: "Compute a note: lines of words and calculations, each with its result.",
        discussion: """
            A line is text (blank, or words with no number), a heading (# Trip), an assignment \
            (rent = 1200, used by the lines below), a labelled expression (groceries: 84.20) or \
            an expression (rent / 3). sum and total add the values above, up to a blank line or \
            a heading; prev is the value of the line above. A wrong line shows its problem with \
            its position and the others still compute. At most 1000 lines and 50,000 characters.
            Example: printf 'rent = 1200\\nrent / 3\\n' | reckon notes -
            """)

    @Argument(help: ArgumentHelp("The note's file, or - for standard input.", valueName: "file"))
    var file: String

    @OptionGroup var output: OutputOptions

    func run() throws {
        let text = try readNote()
        let sheet = try reading { try NoteSheet(text) }
        output.write(json: { sheet.json }, text: { sheet.text })
    }

    /// The note's text: UTF-8, plain (line breaks and tabs allowed), read only as far as the
    /// limit on characters can still hold, so a huge file is refused without being read whole.
    /// The file's final line feed is not a line of the note.
    private func readNote() throws -> String {
        let handle: FileHandle
        if file == "-" {
            handle = FileHandle.standardInput
        } else {
            guard let opened = FileHandle(forReadingAtPath: file) else {
                throw InvalidValue(FieldError(.notFound, field: "file", "cannot read the file '\(file)'"))
            }
            handle = opened
        }
        // A character is at most 4 bytes of UTF-8.
        let most = NoteSheet.maximumCharacters * 4
        var bytes: [UInt8] = []
        while bytes.count <= most, let chunk = try? handle.read(upToCount: 65_536), !chunk.isEmpty {
            bytes += chunk
        }
        guard bytes.count <= most else {
            throw InvalidValue(FieldError(.overLimit, field: "file", "must be at most \(NoteSheet.maximumCharacters) characters"))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw InvalidValue(FieldError(.syntax, field: "file", "must be UTF-8 text"))
        }
        try reading { try FieldError.checkPlainText(text, field: "file", lines: true) }
        // A file's last line ends with a line feed, which starts no line of the note.
        return text.hasSuffix("\n") || text.hasSuffix("\r\n") ? String(text.dropLast()) : text
    }
}
