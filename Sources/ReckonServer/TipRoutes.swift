import Hummingbird
import ReckonCore
import ReckonEdge

/// `POST /api/tip {"bill","tip"?,"party"?}` → the CLI's `reckon tip --json`.
enum TipRoutes {
    static func add(to router: Router<some RequestContext>) {
        router.tool("/api/tip", keys: ["bill", "tip", "party"]) { input in
            try TipSplit(bill: input.requiredText("bill"), tip: input.text("tip"), party: input.text("party")).json
        }
    }
}
