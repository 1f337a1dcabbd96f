import ReckonCore

extension Calculator {
    /// The most keys a trace covers. Every step of a trace repeats the expression so far, so its
    /// size grows with the square of the keys (500 keys of `1 +`: about 1.2 MB; 5,000 keys once
    /// made a 101 MB answer).
    public static let maximumTraceKeys = 500

    /// The keys of `text` pressed in turn from a fresh calculator: the final state, and with
    /// `trace` the state after every key (at most `maximumTraceKeys` keys).
    public static func pressing(
        _ text: String, trace: Bool = false
    ) throws(FieldError) -> (calculator: Calculator, trace: [(key: CalculatorKey, state: Calculator)]) {
        let keys: [CalculatorKey]
        do {
            keys = try CalculatorKey.sequence(parsing: text)
        } catch {
            throw FieldError(error)
        }
        if trace, keys.count > maximumTraceKeys {
            throw FieldError(
                field: "trace",
                "covers at most \(maximumTraceKeys) keys (a trace repeats the expression at every key), not \(keys.count); leave it off for longer sequences")
        }
        var calculator = Calculator()
        var steps: [(key: CalculatorKey, state: Calculator)] = []
        for key in keys {
            calculator.press(key)
            if trace { steps.append((key, calculator)) }
        }
        return (calculator, steps)
    }

    /// `{"display":"3","description":"√(9 + M) =","clearKey":"C","pendingOperation":null,"memory":0,"error":false,"graph":"sqrt(9 + M)"}`
    public var json: String {
        var out = JSONWriter()
        write(to: &out)
        return out.text
    }

    /// `{"trace":[{"key":"9",…state},…],…final state}`: what `--trace --json` prints.
    public static func json(trace: [(key: CalculatorKey, state: Calculator)], final: Calculator) -> String {
        var out = JSONWriter()
        out.beginObject()
        out.key("trace")
        out.beginArray()
        for (key, state) in trace {
            out.beginObject()
            out.field("key", key.label)
            state.writeFields(to: &out)
            out.endObject()
        }
        out.endArray()
        final.writeFields(to: &out)
        out.endObject()
        return out.text
    }

    /// `calc/press`'s answer: the state as `json` writes it, then
    /// `"keysKept":3,"memoryDisplay":"9"` (see `ToolSession`).
    public var pressJSON: String {
        var out = JSONWriter()
        out.beginObject()
        writeFields(to: &out)
        out.field("keysKept", integer: keysSinceAllClear)
        out.field("memoryDisplay", CalculatorNumber.text(memory))
        out.endObject()
        return out.text
    }

    private func write(to out: inout JSONWriter) {
        out.beginObject()
        writeFields(to: &out)
        out.endObject()
    }

    private func writeFields(to out: inout JSONWriter) {
        out.field("display", display)
        out.field("description", description)
        out.field("clearKey", clearKeyLabel)
        out.key("pendingOperation")
        if let pending = pendingOperation { out.string(CalculatorKey.operation(pending).label) } else { out.null() }
        out.field("memory", memory)
        out.key("error")
        out.bool(isError)
        out.key("graph")
        if let graph = graphExpression { out.string(graph) } else { out.null() }
    }
}
