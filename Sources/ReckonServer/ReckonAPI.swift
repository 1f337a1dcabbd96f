import Hummingbird
import ReckonCore
import ReckonEdge

/// The JSON API (every tool's endpoint, the jobs), the web app, and the security headers on
/// every response.
public enum ReckonAPI {
    /// The router with every API route and the web app's pages; `jobs` holds the server's
    /// long-running work; `catalog` is the ceiling catalog served (the Studform one unless
    /// `reckon serve --catalog` gave another).
    public static func router(
        jobs: JobRegistry = JobRegistry(), web: WebAssets = .none, catalog: CeilingCatalog = .studform
    ) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: SecurityHeadersMiddleware())
        ToolRoutes.add(to: router, catalog: catalog)
        JobRoutes.add(to: router, jobs: jobs)
        WebRoutes.add(to: router, assets: web)
        return router
    }

    /// The server `reckon serve` runs, listening on `host`:`port`.
    public static func application(
        host: String, port: Int, web: WebAssets, catalog: CeilingCatalog = .studform
    ) -> some ApplicationProtocol {
        Application(
            router: router(web: web, catalog: catalog),
            configuration: .init(address: .hostname(host, port: port), serverName: "reckon"))
    }
}
