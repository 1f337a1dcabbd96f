import ReckonCore
import ReckonEdge

// Both modules' interface (the full one, Wasm/Full, and the first screens', Wasm/First): one
// call, a tool's name and its JSON request in, the JSON answer and its HTTP status out, byte for
// byte what `POST /api/<tool>` answers (`ToolCall`, the code the server runs).
//
// Strings cross the boundary as UTF-8 in the module's memory. The host asks for an input buffer
// (`reckon_input`), writes the tool's name and then the body into it, calls `reckon_call` with
// their lengths, and reads the answer at `reckon_output` for `reckon_output_length` bytes; the
// answer stays there until the next call. Every function takes and returns i32 only, so no host
// needs a glue generator. A module imports nothing: any wasm runtime or page can run it.
// Each module's `reckon_call` is its own (`answerCall` with the tools it answers); the buffers
// are these.

private var input = Buffer()
private var output = Buffer()

/// A buffer of at least `capacity` bytes for the next call's tool name and body; its address.
@_expose(wasm, "reckon_input")
@_cdecl("reckon_input")
func reckonInput(_ capacity: Int32) -> Int32 {
    input.reserve(Int(capacity))
    return Int32(Int(bitPattern: input.start))
}

/// `reckon_call`'s work: the tool named by the first `toolLength` bytes of the input buffer and
/// the JSON body in the next `bodyLength` bytes given to `answer`, its answer written to the
/// output buffer; the HTTP status.
func answerCall(_ toolLength: Int32, _ bodyLength: Int32, _ answer: (String, [UInt8]) -> ToolAnswer) -> Int32 {
    let toolCount = Int(toolLength), bodyCount = Int(bodyLength)
    guard toolCount >= 0, bodyCount >= 0, toolCount + bodyCount <= input.capacity else {
        output.set(ToolError(status: 400, .bodyTooLarge, field: "body", "does not fit the input buffer").json)
        return 400
    }
    let tool = String(decoding: input[0..<toolCount], as: UTF8.self)
    let answered = answer(tool, input[toolCount..<(toolCount + bodyCount)])
    output.set(answered.json)
    return Int32(answered.status)
}

/// Where the last answer's UTF-8 bytes start.
@_expose(wasm, "reckon_output")
@_cdecl("reckon_output")
func reckonOutput() -> Int32 { Int32(Int(bitPattern: output.start)) }

/// How many bytes the last answer holds.
@_expose(wasm, "reckon_output_length")
@_cdecl("reckon_output_length")
func reckonOutputLength() -> Int32 { Int32(output.count) }
