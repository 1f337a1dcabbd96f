import Foundation
import ReckonCore
import ReckonEdge
import Testing

/// `calc/press`: the calculator held between keys. Expected states worked by hand from
/// docs/calculator.md (123 + 4 = 127; C clears the entry and reads AC; AC starts afresh).
@Suite struct ToolSessionTests {
    private func press(_ session: inout ToolSession, _ body: String) -> ToolAnswer {
        session.answer(tool: "calc/press", body: Array(body.utf8), catalog: .studform)
    }

    /// A `calc/press` answer, every field written out (the literals below are worked by hand).
    private func state(
        display: String, description: String = "", clearKey: String = "C", pending: String = "null", memory: String = "0",
        error: Bool = false, graph: String = "null", angle: String = "deg", second: Bool = false, open: Int = 0,
        register: String = "0", deletes: Bool = false, completed: String = "null", restore: String, memoryDisplay: String = "0"
    ) -> String {
        #"{"display":"\#(display)","description":"\#(description)","clearKey":"\#(clearKey)","pendingOperation":\#(pending),"#
            + #""memory":\#(memory),"error":\#(error),"graph":\#(graph),"angle":"\#(angle)","second":\#(second),"#
            + #""openParentheses":\#(open),"memoryRegister":\#(register),"memoryRegisterDisplay":"\#(register)","#
            + #""deletes":\#(deletes),"completed":\#(completed),"restore":"\#(restore)","memoryDisplay":"\#(memoryDisplay)"}"#
    }

    @Test func keysPressedOneCallAtATime() {
        var session = ToolSession()
        #expect(press(&session, #"{"keys":"1 2 3"}"#).json
            == state(display: "123", graph: #""123""#, deletes: true, restore: "123"))
        #expect(press(&session, #"{"keys":"+"}"#).json
            == state(display: "123", description: "123 + …", pending: #""+""#, restore: "123 +"))
        #expect(press(&session, #"{"keys":"4 ="}"#).json
            == state(display: "127", description: "123 + 4 =", graph: #""123 + 4""#,
                     completed: #"{"expression":"123 + 4","result":"127","value":"127"}"#, restore: "123 + 4 ="))
        // C clears the entry (the display reads 0, the key now AC); the state still needs every key.
        #expect(press(&session, #"{"keys":"C"}"#).json
            == state(display: "0", description: "123 + 4 =", clearKey: "AC", graph: #""0""#, restore: "123 + 4 = C"))
        // AC: a fresh calculator, which no earlier key shapes.
        #expect(press(&session, #"{"keys":"AC"}"#).json == state(display: "0", clearKey: "AC", restore: ""))
    }

    @Test func theSameStateAsTheStatelessCalcForTheSameKeys() throws {
        var session = ToolSession()
        let keys = ["9", "+", "M", "=", "√", "7", "→M", "+", "(", "1", "4", ")", "=", "undo", "x²", "rad", "2nd", "5", "m+"]
        for key in keys { _ = press(&session, #"{"keys":"\#(key)"}"#) }
        let stateless = ToolCall.answer(tool: "calc", body: Array(#"{"keys":"\#(keys.joined(separator: " "))"}"#.utf8), catalog: .studform)
        #expect(stateless.status == 200)
        #expect(session.calculator.json == stateless.json)
    }

    @Test func resetRestoresFromStoredKeysInOneCall() {
        var session = ToolSession()
        _ = press(&session, #"{"keys":"5 5 5"}"#)
        // √(9 + 7) = 4 once M is 7; M shows as the display writes it.
        #expect(press(&session, #"{"reset":true,"keys":"9 + M = √ 7 →M"}"#).json
            == state(display: "4", description: "√(9 + M) =", memory: "7", graph: #""sqrt(9 + M)""#,
                     restore: "9 + M = sqrt 7 ->M", memoryDisplay: "7"))
        #expect(press(&session, #"{"reset":true}"#).json == state(display: "0", clearKey: "AC", restore: ""))
    }

    /// What AC keeps (the angle unit, 2nd, the register) and the number Rand drew come back
    /// with the restore.
    @Test func theRestoreGivesTheStateBackAfterAReload() throws {
        var session = ToolSession()
        let before = press(&session, #"{"keys":"rad 2nd 5 m+ C C 2 × rand"}"#)
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(before.json.utf8)) as? [String: Any])
        let restore = try #require(answer["restore"] as? String)
        #expect(restore.hasPrefix("rad 2nd num:5 m+ C C 2 * num:0."))
        var reloaded = ToolSession()
        let after = press(&reloaded, #"{"reset":true,"keys":"\#(restore)"}"#)
        #expect(after == before)
        // Both go on alike: the register and the drawn number are there.
        #expect(press(&reloaded, #"{"keys":"= mr"}"#) == press(&session, #"{"keys":"= mr"}"#))
    }

    @Test func aDigitAfterErrorStartsAfreshWithThatDigit() {
        var session = ToolSession()
        let error = press(&session, #"{"keys":"1 ÷ 0 ="}"#)
        #expect(error.json.hasPrefix(#"{"display":"Error","description":"1 ÷ 0 =","clearKey":"AC""#))
        #expect(press(&session, #"{"keys":"7"}"#).json == state(display: "7", graph: #""7""#, deletes: true, restore: "7"))
    }

    @Test func aRefusedCallChangesNothing() {
        var session = ToolSession()
        _ = press(&session, #"{"keys":"1 +"}"#)
        let before = session.calculator.pressJSON
        let refused = press(&session, #"{"keys":"2 foo"}"#)
        #expect(refused.status == 422)
        #expect(refused.json.hasPrefix(#"{"error":{"code":"unknown-name","field":"keys","message":"unknown key 'foo' (key 2);"#))
        #expect(session.calculator.pressJSON == before)
        #expect(press(&session, #"{"keys":"num:1e999"}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"out-of-range","field":"keys","message":"'num:1e999' (key 1) is outside the numbers handled (5e-324 to 1.797e308 in size, or 0)"}}"#))
        #expect(session.calculator.pressJSON == before)
        #expect(press(&session, #"{"keys":2,"nonsense":1}"#)
            == ToolAnswer(status: 400, json: #"{"error":{"code":"unknown-key","field":"nonsense","message":"is not an input here; expected keys, reset"}}"#))
    }

    @Test func atMostFiveThousandKeysSinceTheLastAllClear() {
        var session = ToolSession()
        let ones = Array(repeating: "1", count: 5_000).joined(separator: " ")
        #expect(press(&session, #"{"reset":true,"keys":"\#(ones)"}"#).status == 200)
        let refusal = ToolAnswer(status: 422, json: #"{"error":{"code":"over-limit","field":"keys","message":"must be at most 5000 keys since the last AC; press AC to go on"}}"#)
        #expect(press(&session, #"{"keys":"2"}"#) == refusal)
        // C then AC still work, and then keys again.
        _ = press(&session, #"{"keys":"C C"}"#)
        #expect(press(&session, #"{"keys":"5"}"#).json.hasPrefix(#"{"display":"5","#))
        // The settings AC kept count too (rad, and the register as num:5 m+ C C): the restore
        // holds at most 5000 keys, so a page can always press it again.
        _ = press(&session, #"{"reset":true,"keys":"rad 5 m+ C C"}"#)
        let rest = Array(repeating: "1", count: 4_995).joined(separator: " ")
        #expect(press(&session, #"{"keys":"\#(rest)"}"#).status == 200)
        #expect(press(&session, #"{"keys":"1"}"#) == refusal)
        #expect(session.calculator.restoreKeyCount == 5_000)
    }

    @Test func otherToolsAreToolCallsAnswers() {
        var session = ToolSession()
        let body = Array(#"{"a":1,"b":-3,"c":2}"#.utf8)
        #expect(session.answer(tool: "quadratic", body: body, catalog: .studform)
            == ToolCall.answer(tool: "quadratic", body: body, catalog: .studform))
        #expect(!ToolCall.postTools.contains("calc/press"))
        #expect(ToolCall.answer(tool: "calc/press", body: [], catalog: .studform).status == 404)
    }

    // ---- ceiling/use-catalog ----------------------------------------------------------------

    /// One line, one leaf, one component: Clip = 3 per m² (worked: area 10 → 30 clips).
    static let tinyCatalog = #"{"format":"reckon-ceiling-catalog 1","name":"Tiny","disclaimer":"A guide.","lines":["#
        + #"{"id":"a","title":"Alpha Line","leaves":[{"id":"x","title":"X Board","inputs":"#
        + #"[{"name":"area","label":"Area","type":"number","min":1,"max":1000,"required":true}],"#
        + #""components":[{"name":"Clip","formula":"area * 3"}]}]}]}"#

    @Test func aServedCatalogIsTheOneTheCeilingToolsUseFromThenOn() throws {
        var session = ToolSession()
        let estimate = #"{"path":"a/x","set":["area=10"]}"#
        // Before: the caller's catalog (Studform has no line "a").
        #expect(session.answer(tool: "ceiling/catalog", body: [], catalog: .studform).json == CeilingCatalog.studform.screensJSON)
        #expect(session.answer(tool: "ceiling", body: Array(estimate.utf8), catalog: .studform).status == 422)

        let used = session.answer(tool: "ceiling/use-catalog", body: Array(Self.tinyCatalog.utf8), catalog: .studform)
        #expect(used.status == 200)
        #expect(used.json == (try CeilingCatalog(json: Array(Self.tinyCatalog.utf8))).screensJSON)
        #expect(session.answer(tool: "ceiling/catalog", body: [], catalog: .studform).json == used.json)
        #expect(session.answer(tool: "ceiling", body: Array(estimate.utf8), catalog: .studform)
            == ToolAnswer(status: 200, json: #"{"path":"a/x","title":["Alpha Line","X Board"],"inputs":{"area":10},"area":10,"#
                + #""perimeter":null,"rooms":[],"wastePercent":0,"components":[{"name":"Clip","quantity":30}],"disclaimer":"A guide."}"#))
    }

    @Test func aCatalogThatDoesNotReadChangesNothing() {
        var session = ToolSession()
        _ = session.answer(tool: "ceiling/use-catalog", body: Array(Self.tinyCatalog.utf8), catalog: .studform)
        let broken = Self.tinyCatalog.replacingOccurrences(of: "area * 3", with: "aera * 3")
        #expect(session.answer(tool: "ceiling/use-catalog", body: Array(broken.utf8), catalog: .studform)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"unknown-name","field":"lines[0].leaves[0].components[0].formula","message":"unknown input 'aera' at 1"}}"#))
        #expect(session.answer(tool: "ceiling/use-catalog", body: [], catalog: .studform)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"not-json","field":"catalog","message":"is not valid JSON: expected a value at byte 0"}}"#))
        // 1 MiB is the most it reads; one byte more is refused before reading.
        let tooBig = [UInt8](repeating: 0x20, count: ToolSession.maximumCatalogBytes + 1)
        #expect(session.answer(tool: "ceiling/use-catalog", body: tooBig, catalog: .studform)
            == ToolAnswer(status: 413, json: #"{"error":{"code":"body-too-large","field":"body","message":"must be at most 1 MiB (a catalog)"}}"#))
        #expect(ToolSession.maximumCatalogBytes == 1_048_576)
        // Still the catalog that read.
        #expect(session.catalog?.name == "Tiny")
    }
}
