import Hummingbird
import ReckonCore
import ReckonEdge

/// The ceiling estimator:
/// - `GET /api/ceiling/catalog` → the catalog as the screens need it (`CeilingCatalog.screensJSON`);
/// - `POST /api/ceiling {"path","set"?: ["area=100", "c-spline=yes"],"rooms"?: ["5x4"],"waste"?}` →
///   the CLI's `reckon ceiling estimate PATH --set … --json`.
enum CeilingRoutes {
    static func add(to router: Router<some RequestContext>, catalog: CeilingCatalog) {
        let screens = catalog.screensJSON
        router.get("/api/ceiling/catalog") { _, _ -> Response in .json(screens) }
        router.tool("/api/ceiling", keys: ["path", "set", "rooms", "waste"]) { input in
            let path = try input.requiredText("path")
            let found: (leaf: CeilingLeaf, titles: [String])
            do {
                found = try catalog.leaf(at: path)
            } catch let error as CeilingError {
                throw FieldError(error)
            }
            let estimate = try CeilingEstimate(
                leaf: found.leaf, settings: try input.texts("set"), rooms: try input.texts("rooms"), waste: try input.text("waste"))
            return estimate.json(path: path, titles: found.titles, disclaimer: catalog.disclaimer)
        }
    }
}
