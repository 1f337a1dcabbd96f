import ReckonCore

/// A page's calculator between keys: the one call whose answer depends on the calls before it.
///
/// `calc/press {"keys","reset"?}` presses `keys` (space-separated, as `calc` reads them) on the
/// calculator this session holds, after starting afresh with `reset: true`, and answers its state
/// as `calc` does, plus:
/// - `"keysKept"`: how many of the last keys pressed the state depends on (those since the last
///   all clear). Pressed on a fresh calculator they give this state again, so a page that stores
///   them restores the calculator after a reload with one `reset` call;
/// - `"memoryDisplay"`: M as the display writes numbers.
///
/// A refused call (an unknown key; more than `CalculatorKey.maximumKeys` keys since the last all
/// clear) changes nothing. The wasm module holds one session: each key costs one key's work,
/// never a replay of the keys before it. `POST /api/calc` stays stateless and the server has no
/// `calc/press`: a session belongs to one page.
public struct ToolSession: Sendable {
    public private(set) var calculator = Calculator()

    public init() {}

    /// Whether `tool` is answered by a session rather than by `ToolCall`.
    public static func isSessionCall(_ tool: String) -> Bool { tool == "calc/press" }

    /// The answer to a session call (`isSessionCall`), or `ToolCall`'s to any other tool.
    public mutating func answer(tool: String, body: [UInt8], catalog: CeilingCatalog) -> ToolAnswer {
        guard Self.isSessionCall(tool) else { return ToolCall.answer(tool: tool, body: body, catalog: catalog) }
        do throws(ToolError) {
            let input = try ToolInput(body: body, keys: ["keys", "reset"])
            let reset = try input.flag("reset")
            let typed = try input.text("keys") ?? ""
            var next = reset ? Calculator() : calculator
            try ToolError.ruling { () throws(FieldError) in
                let keys: [CalculatorKey]
                do throws(CalculatorKeyError) {
                    keys = try CalculatorKey.sequence(parsing: typed)
                } catch {
                    throw FieldError(error)
                }
                for key in keys {
                    if key != .clear, next.keysSinceAllClear >= CalculatorKey.maximumKeys {
                        throw FieldError(
                            field: "keys",
                            "must be at most \(CalculatorKey.maximumKeys) keys since the last AC; press AC to go on")
                    }
                    next.press(key)
                }
            }
            calculator = next
            return ToolAnswer(status: 200, json: calculator.pressJSON)
        } catch {
            return ToolAnswer(status: error.status, json: error.json)
        }
    }
}
