import ReckonCore

extension Tool {
    /// `POST /api/calc {"keys","trace"?,"seed"?}`: the calculator after pressing `keys` from a
    /// fresh one (stateless: the whole key list each time; the seed, Rand's). 5,000 keys take
    /// about a second (`Calculator.cost`).
    static let calc = Tool(
        "calc", keys: ["keys", "trace", "seed"], price: .atMost(seconds: 1),
        limits: ("calculator", [
            ("maximumKeys", .integer(Int64(CalculatorKey.maximumKeys))),
            ("maximumTraceKeys", .integer(Int64(Calculator.maximumTraceKeys))),
            ("displayDigits", .integer(Int64(CalculatorNumber.displayDigits))),
        ])
    ) { input, _ throws(ToolError) in
        let trace = try input.flag("trace")
        let (keys, seed) = (try input.requiredText("keys"), try input.text("seed"))
        return try ToolError.ruling { () throws(FieldError) in
            let (calculator, steps) = try Calculator.pressing(keys, trace: trace, seed: seed)
            return trace ? Calculator.json(trace: steps, final: calculator) : calculator.json
        }
    }
}
