import ReckonCore

extension Calculator {
    /// The most keys a trace covers. Every step of a trace repeats the state, so its size grows
    /// with the keys times the length of a state (500 keys: about 2 MB at the most).
    public static let maximumTraceKeys = 500

    /// The keys of `text` pressed in turn from a fresh calculator whose Rand draws from `seed`
    /// (read by `NumberText.wholeNumber`; none: a seed from the system): the final state, and
    /// with `trace` the state after every key (at most `maximumTraceKeys` keys).
    public static func pressing(
        _ text: String, trace: Bool = false, seed: String? = nil
    ) throws(FieldError) -> (calculator: Calculator, trace: [(key: CalculatorKey, state: Calculator)]) {
        let keys: [CalculatorKey]
        do {
            keys = try CalculatorKey.sequence(parsing: text)
        } catch {
            throw FieldError(error)
        }
        if trace, keys.count > maximumTraceKeys {
            throw FieldError(
                .overLimit, field: "trace",
                "covers at most \(maximumTraceKeys) keys (a trace repeats the expression at every key), not \(keys.count); leave it off for longer sequences")
        }
        var calculator = Calculator()
        if let seed { calculator = Calculator(seed: try NumberText.wholeNumber(seed, field: "seed")) }
        var steps: [(key: CalculatorKey, state: Calculator)] = []
        for key in keys {
            calculator.press(key)
            if trace { steps.append((key, calculator)) }
        }
        return (calculator, steps)
    }

    /// `{"display":"3","description":"√(9 + M) =","clearKey":"C","pendingOperation":null,"memory":0,
    /// "error":false,"graph":"sqrt(9 + M)","angle":"deg","second":false,"openParentheses":0,
    /// "memoryRegister":0,"memoryRegisterDisplay":"0","deletes":false,"completed":null}`
    public var json: String {
        var out = JSONWriter()
        out.beginObject()
        writeFields(to: &out)
        out.endObject()
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
    /// `"restore":"9 + M = sqrt 7 ->M","memoryDisplay":"7"` (see `ToolSession`).
    public var pressJSON: String {
        var out = JSONWriter()
        out.beginObject()
        writeFields(to: &out)
        out.field("restore", restore)
        out.field("memoryDisplay", CalculatorNumber.text(memory))
        out.endObject()
        return out.text
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
        out.field("angle", angle.name)
        out.key("second")
        out.bool(isSecond)
        out.field("openParentheses", integer: openParentheses)
        out.field("memoryRegister", memoryRegister)
        out.field("memoryRegisterDisplay", CalculatorNumber.text(memoryRegister))
        out.key("deletes")
        out.bool(deletes)
        out.key("completed")
        if let completed {
            out.beginObject()
            out.field("expression", completed.expression)
            out.field("result", completed.result)
            out.field("value", completed.value)
            out.endObject()
        } else {
            out.null()
        }
    }
}
