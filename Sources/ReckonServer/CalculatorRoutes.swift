import Hummingbird
import ReckonCore
import ReckonEdge

/// The calculator and its graph:
/// - `POST /api/calc {"keys","trace"?}` → the CLI's `reckon calc KEYS [--trace] --json`;
/// - `POST /api/eval {"expression","set"?: ["x=3"]}` → `reckon eval --json`;
/// - `POST /api/plot {"expression","from","to","points"?,"variable"?}` → `reckon plot --json`.
///
/// The calculator answers from the whole key sequence every time: the server keeps no session,
/// and a reload or a second tab replays the same keys to the same state.
enum CalculatorRoutes {
    static func add(to router: Router<some RequestContext>) {
        router.tool("/api/calc", keys: ["keys", "trace"]) { input in
            let trace = try input.flag("trace")
            let (calculator, steps) = try Calculator.pressing(try input.requiredText("keys"), trace: trace)
            return trace ? Calculator.json(trace: steps, final: calculator) : calculator.json
        }
        router.tool("/api/eval", keys: ["expression", "set"]) { input in
            Expression.json(value: try Expression.evaluate(try input.requiredText("expression"), setting: try input.texts("set")))
        }
        router.tool("/api/plot", keys: ["expression", "from", "to", "points", "variable"]) { input in
            try FunctionPlot(
                expression: try input.requiredText("expression"), variable: try input.text("variable"),
                from: try input.requiredText("from"), to: try input.requiredText("to"),
                points: try input.text("points")
            ).json
        }
    }
}
