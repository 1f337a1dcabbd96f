import ReckonCore
import ReckonEdge

// The full module's `reckon_call` (Web/core/reckon.wasm): every tool (`ToolCall`), plus the
// browser's share of long work (`ToolJob`). The buffers and the other exports are Wasm/Shared's.
//
// The module holds one `ToolSession`, the page's calculator between keys (`calc/press`): each
// instance is one page's, so a key costs one key's work and never a replay of the keys before it.
// It also holds one job part run a step at a time (`ToolJob.PartRun`): `job/start` with a
// `job/part` body, then `job/step` until the answer is not 202 — so the worker running it can
// post the progress between steps.

private var session = ToolSession()
private var partRun: ToolJob.PartRun?

/// Answers the tool named by the first `toolLength` bytes of the input buffer for the JSON body in
/// the next `bodyLength` bytes: the HTTP status; the JSON text is then at `reckon_output`.
@_expose(wasm, "reckon_call")
@_cdecl("reckon_call")
func reckonCall(_ toolLength: Int32, _ bodyLength: Int32) -> Int32 {
    answerCall(toolLength, bodyLength) { tool, body in
        switch tool {
        case "job/start":
            partRun = ToolJob.PartRun(body: body)
            return stepPart()
        case "job/step":
            return stepPart()
        default:
            return ToolJob.isJobCall(tool)
                ? ToolJob.answer(call: tool, body: body)
                : session.answer(tool: tool, body: body, catalog: .studform)
        }
    }
}

/// The running part's next step; once it answers (not 202) the part is over.
private func stepPart() -> ToolAnswer {
    guard partRun != nil else {
        let error = ToolError(status: 400, .notFound, field: "path", "no part is running: job/start one")
        return ToolAnswer(status: error.status, json: error.json)
    }
    let answer = partRun!.step()
    if answer.status != 202 { partRun = nil }
    return answer
}
