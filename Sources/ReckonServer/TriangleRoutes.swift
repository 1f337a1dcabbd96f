import Hummingbird
import ReckonCore
import ReckonEdge

/// `POST /api/triangle` with any two of `{"a","b","c","alpha","beta","area","perimeter","h"}`
/// → the CLI's `reckon triangle --json`.
enum TriangleRoutes {
    static func add(to router: Router<some RequestContext>) {
        let keys: Set = ["a", "b", "c", "alpha", "beta", "area", "perimeter", "h"]
        router.tool("/api/triangle", keys: keys) { input in
            try RightTriangle(
                a: input.text("a"), b: input.text("b"), c: input.text("c"),
                alpha: input.text("alpha"), beta: input.text("beta"), area: input.text("area"),
                perimeter: input.text("perimeter"), h: input.text("h")
            ).json
        }
    }
}
