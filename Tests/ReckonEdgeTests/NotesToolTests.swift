import ReckonEdge
import Testing

/// `POST /api/notes` as the registry answers it (the server and the wasm module alike): the
/// JSON worked by hand from `NoteSheet`'s rules.
@Suite struct NotesToolTests {
    private func answer(_ body: String) -> ToolAnswer {
        ToolCall.answer(tool: "notes", body: Array(body.utf8), catalog: .studform)
    }

    @Test func everyLineWithItsKindAndValueOrProblem() {
        let note = answer(#"{"text":"rent = 1200\ngroceries: 84.20\n\n# Trip\n2 * 3\nsum\n1/0\nhello world"}"#)
        #expect(note.status == 200)
        #expect(note.json == ##"{"lines":[{"line":1,"input":"rent = 1200","kind":"assignment","name":"rent","value":1200,"text":"1,200"},{"line":2,"input":"groceries: 84.20","kind":"label","label":"groceries","value":84.2,"text":"84.2"},{"line":3,"input":"","kind":"text"},{"line":4,"input":"# Trip","kind":"heading"},{"line":5,"input":"2 * 3","kind":"expression","value":6,"text":"6"},{"line":6,"input":"sum","kind":"expression","value":6,"text":"6"},{"line":7,"input":"1/0","kind":"expression","error":{"code":"no-value","message":"division by zero at 1","position":1}},{"line":8,"input":"hello world","kind":"text"}]}"##)
    }

    @Test func aValueWithAUnitHasItAndARateLineHasNone() {
        #expect(answer(#"{"text":"3 ft + 2 in to cm\n1 USD = 0.92 EUR"}"#).json
            == #"{"lines":[{"line":1,"input":"3 ft + 2 in to cm","kind":"expression","value":96.52,"unit":"cm","text":"96.52 cm"},{"line":2,"input":"1 USD = 0.92 EUR","kind":"rate"}]}"#)
    }

    /// Money to the cent in the text, every digit in the value (1200 / 7 = 171.428…, by hand).
    @Test func moneyShowsItsCents() {
        #expect(answer(#"{"text":"rent = 1200 EUR\nrent / 7"}"#).json
            == #"{"lines":[{"line":1,"input":"rent = 1200 EUR","kind":"assignment","name":"rent","value":1200,"unit":"EUR","text":"1,200.00 EUR"},{"line":2,"input":"rent / 7","kind":"expression","value":171.42857142857142,"unit":"EUR","text":"171.43 EUR"}]}"#)
    }

    @Test func lineBreaksAndTabsButNoOtherControlCharacters() {
        #expect(answer(#"{"text":"\t1 + 1\r\n2"}"#).json
            == #"{"lines":[{"line":1,"input":"\t1 + 1","kind":"expression","value":2,"text":"2"},{"line":2,"input":"2","kind":"expression","value":2,"text":"2"}]}"#)
        #expect(answer(#"{"text":"1\u0007"}"#) == ToolAnswer(status: 422, json: #"{"error":{"code":"syntax","field":"text","message":"must not contain control characters or bidirectional overrides (U+0007 at 2)"}}"#))
        #expect(answer(#"{"text":5}"#) == ToolAnswer(status: 400, json: #"{"error":{"code":"wrong-type","field":"text","message":"must be a string"}}"#))
        #expect(answer("{}") == ToolAnswer(status: 400, json: #"{"error":{"code":"missing","field":"text","message":"must be given"}}"#))
    }

    @Test func theNotesLimits() {
        #expect(answer(#"{"text":""# + String(repeating: #"\n"#, count: 1000) + #""}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"over-limit","field":"text","message":"must be at most 1000 lines, not 1001"}}"#))
        #expect(ToolCall.answer(tool: "limits", body: [], catalog: .studform).json
            .contains(#""notes":{"maximumLines":1000,"maximumCharacters":50000}"#))
    }
}
