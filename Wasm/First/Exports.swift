import ReckonCore
import ReckonEdge

// The first screens' module's `reckon_call` (Web/core/reckon-first.wasm): only
// `Tool.firstScreens`, so that the linker keeps no other tool's code and a first visit loads a
// third of the full module. No session, no jobs and no ceiling catalog: every other call (404
// here) is the full module's, which the page loads when it first needs it. The buffers and the
// other exports are Wasm/Shared's, the same as the full module's, so one host code runs both.

/// None of the first screens' tools reads the ceiling catalog.
private let noCatalog = CeilingCatalog(name: "", disclaimer: "", lines: [])

/// Answers the tool named by the first `toolLength` bytes of the input buffer for the JSON body in
/// the next `bodyLength` bytes, if it is one of `Tool.firstScreens` (else 404): the HTTP status;
/// the JSON text is then at `reckon_output`.
@_expose(wasm, "reckon_call")
@_cdecl("reckon_call")
func reckonCall(_ toolLength: Int32, _ bodyLength: Int32) -> Int32 {
    answerCall(toolLength, bodyLength) { tool, body in
        ToolCall.answer(tool: tool, body: body, catalog: noCatalog, among: Tool.firstScreens)
    }
}
