import Hummingbird
import ReckonCore
import ReckonEdge

/// `POST /api/quadratic {"a","b","c"}` → the CLI's `reckon quadratic A B C --json`.
enum QuadraticRoutes {
    static func add(to router: Router<some RequestContext>) {
        router.tool("/api/quadratic", keys: ["a", "b", "c"]) { input in
            try Quadratic(
                a: input.requiredText("a"), b: input.requiredText("b"), c: input.requiredText("c")
            ).solution.json
        }
    }
}
