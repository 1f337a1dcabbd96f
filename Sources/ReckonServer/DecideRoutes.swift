import Hummingbird
import ReckonCore
import ReckonEdge

/// `POST /api/decide {"options"?: [...], "seed"?}` → the CLI's `reckon decide --json`.
enum DecideRoutes {
    static func add(to router: Router<some RequestContext>) {
        router.tool("/api/decide", keys: ["options", "seed"]) { input in
            Decider.json(answer: try Decider.answer(options: input.texts("options"), seed: input.text("seed")))
        }
    }
}
