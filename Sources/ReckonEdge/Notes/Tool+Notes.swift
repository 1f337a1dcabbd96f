import ReckonCore

extension Tool {
    /// `POST /api/notes {"text"}`: every line of the note with its value or its problem
    /// (`NoteSheet`). A note at its limits, 50,000 characters of functions, takes about half a second.
    static let notes = Tool(
        "notes", keys: ["text"], price: .atMost(seconds: 1),
        limits: ("notes", [
            ("maximumLines", .integer(Int64(NoteSheet.maximumLines))),
            ("maximumCharacters", .integer(Int64(NoteSheet.maximumCharacters))),
        ])
    ) { input, _ throws(ToolError) in
        let text = try input.requiredText("text", lines: true)
        return try ToolError.ruling { () throws(FieldError) in
            do throws(NoteSheetError) {
                return try NoteSheet(text).json
            } catch {
                throw FieldError(error)
            }
        }
    }
}
