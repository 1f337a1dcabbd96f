import ReckonCore
import ReckonEdge

// The wasm module's interface: one call, a tool's name and its JSON request in, the JSON answer
// and its HTTP status out, byte for byte what `POST /api/<tool>` answers (`ToolCall`, the code
// the server runs), plus the browser's share of long work (`ToolJob`).
//
// Strings cross the boundary as UTF-8 in the module's memory. The host asks for an input buffer
// (`reckon_input`), writes the tool's name and then the body into it, calls `reckon_call` with
// their lengths, and reads the answer at `reckon_output` for `reckon_output_length` bytes; the
// answer stays there until the next call. Every function takes and returns i32 only, so no host
// needs a glue generator. The module imports nothing: any wasm runtime or page can run it.
//
// The module holds one `ToolSession`, the page's calculator between keys (`calc/press`): each
// instance is one page's, so a key costs one key's work and never a replay of the keys before it.
// It also holds one job part run a step at a time (`ToolJob.PartRun`): `job/start` with a
// `job/part` body, then `job/step` until the answer is not 202 — so the worker running it can
// post the progress between steps.

private var input = Buffer()
private var session = ToolSession()
private var partRun: ToolJob.PartRun?
private var output = Buffer()

/// Memory the host reaches by address: it stays where it is until it must grow.
private struct Buffer {
    var start = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    var capacity = 1
    var count = 0

    mutating func reserve(_ size: Int) {
        guard size > capacity else { return }
        start.deallocate()
        start = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        capacity = size
    }

    subscript(range: Range<Int>) -> [UInt8] { Array(UnsafeBufferPointer(start: start + range.lowerBound, count: range.count)) }

    mutating func set(_ text: String) {
        var bytes = Array(text.utf8)
        reserve(bytes.count)
        bytes.withUnsafeMutableBufferPointer { start.update(from: $0.baseAddress!, count: $0.count) }
        count = bytes.count
    }
}

/// A buffer of at least `capacity` bytes for the next call's tool name and body; its address.
@_expose(wasm, "reckon_input")
@_cdecl("reckon_input")
func reckonInput(_ capacity: Int32) -> Int32 {
    input.reserve(Int(capacity))
    return Int32(Int(bitPattern: input.start))
}

/// Answers the tool named by the first `toolLength` bytes of the input buffer for the JSON body in
/// the next `bodyLength` bytes: the HTTP status; the JSON text is then at `reckon_output`.
@_expose(wasm, "reckon_call")
@_cdecl("reckon_call")
func reckonCall(_ toolLength: Int32, _ bodyLength: Int32) -> Int32 {
    let toolCount = Int(toolLength), bodyCount = Int(bodyLength)
    guard toolCount >= 0, bodyCount >= 0, toolCount + bodyCount <= input.capacity else {
        output.set(ToolError(status: 400, .bodyTooLarge, field: "body", "does not fit the input buffer").json)
        return 400
    }
    let tool = String(decoding: input[0..<toolCount], as: UTF8.self)
    let body = input[toolCount..<(toolCount + bodyCount)]
    let answer: ToolAnswer
    switch tool {
    case "job/start":
        partRun = ToolJob.PartRun(body: body)
        answer = stepPart()
    case "job/step":
        answer = stepPart()
    default:
        answer = ToolJob.isJobCall(tool)
            ? ToolJob.answer(call: tool, body: body)
            : session.answer(tool: tool, body: body, catalog: .studform)
    }
    output.set(answer.json)
    return Int32(answer.status)
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

/// Where the last answer's UTF-8 bytes start.
@_expose(wasm, "reckon_output")
@_cdecl("reckon_output")
func reckonOutput() -> Int32 { Int32(Int(bitPattern: output.start)) }

/// How many bytes the last answer holds.
@_expose(wasm, "reckon_output_length")
@_cdecl("reckon_output_length")
func reckonOutputLength() -> Int32 { Int32(output.count) }
