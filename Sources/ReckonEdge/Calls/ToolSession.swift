import ReckonCore

/// A page's state between calls: its calculator between keys, and the ceiling catalog a server
/// gave it — the only calls whose answers depend on the calls before them.
///
/// `calc/press {"keys","reset"?}` presses `keys` (space-separated, as `calc` reads them) on the
/// calculator this session holds, after starting afresh with `reset: true`, and answers its state
/// as `calc` does, plus:
/// - `"restore"`: keys that give this state again on a fresh calculator (`Calculator.restore`:
///   the angle unit, 2nd and the memory register AC kept, then the keys since the last AC, Rand's
///   as the number it drew), so a page that stores them restores the calculator after a reload
///   with one `reset` call;
/// - `"memoryDisplay"`: M as the display writes numbers.
///
/// Its Rand draws from the host's entropy (the wasm module's `reckon_seed`). A refused call (an
/// unknown key; a restore of more than `CalculatorKey.maximumKeys` keys, which only AC shortens)
/// changes nothing. The wasm module holds one session: each key costs one key's work (→M and
/// undo: a replay of the program since AC), never a replay of all the keys before it.
/// `POST /api/calc` stays stateless and the server has no `calc/press`: a session belongs to one
/// page.
///
/// `ceiling/use-catalog` takes a catalog in Reckon's format (what `reckon serve --catalog FILE`
/// serves at `GET /api/ceiling/catalog/source`; at most `maximumCatalogBytes`) as the body and
/// answers what `ceiling/catalog` answers for it; from then on `ceiling` and `ceiling/catalog`
/// use it instead of the caller's catalog, so the page computes with the server's catalog. A
/// catalog that does not read changes nothing (422, the field at fault).
public struct ToolSession: Sendable {
    public private(set) var calculator = Calculator()
    /// The catalog `ceiling/use-catalog` gave, if any.
    public private(set) var catalog: CeilingCatalog?

    /// The largest catalog `ceiling/use-catalog` reads: the Studform one is 18 KB.
    public static let maximumCatalogBytes = 1 << 20

    public init() {}

    /// Whether `tool` is answered by a session rather than by `ToolCall`.
    public static func isSessionCall(_ tool: String) -> Bool { tool == "calc/press" || tool == "ceiling/use-catalog" }

    /// The answer to a session call (`isSessionCall`), or `ToolCall`'s to any other tool (with the
    /// session's catalog, if it has one, for the ceiling's tools).
    public mutating func answer(tool: String, body: [UInt8], catalog: CeilingCatalog) -> ToolAnswer {
        switch tool {
        case "calc/press": return press(body)
        case "ceiling/use-catalog": return useCatalog(body)
        default: return ToolCall.answer(tool: tool, body: body, catalog: self.catalog ?? catalog)
        }
    }

    private mutating func useCatalog(_ body: [UInt8]) -> ToolAnswer {
        guard body.count <= Self.maximumCatalogBytes else {
            let error = ToolError(status: 413, .bodyTooLarge, field: "body", "must be at most 1 MiB (a catalog)")
            return ToolAnswer(status: error.status, json: error.json)
        }
        do throws(FieldError) {
            let served = try CeilingCatalog(json: body)
            catalog = served
            return ToolAnswer(status: 200, json: served.screensJSON)
        } catch {
            let refusal = ToolError(error)
            return ToolAnswer(status: refusal.status, json: refusal.json)
        }
    }

    private mutating func press(_ body: [UInt8]) -> ToolAnswer {
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
                    // The restore must stay a sequence `calc/press` reads again.
                    if key != .clear, next.restoreKeyCount >= CalculatorKey.maximumKeys {
                        throw FieldError(
                            .overLimit, field: "keys",
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
