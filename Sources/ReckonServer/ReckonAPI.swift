import Hummingbird
import NIOCore
import ReckonCore
import ReckonEdge

/// The JSON API (every tool's endpoint, the jobs, its OpenAPI document), the web app, and the
/// security headers on every response.
public enum ReckonAPI {
    /// Where a catalog of the server's own is served, in Reckon's format, for the web app.
    public static let catalogSourcePath = "/api/ceiling/catalog/source"

    /// The router with every API route and the web app's pages; `jobs` holds the server's
    /// long-running work; `catalog` is the ceiling catalog served (the Studform one unless
    /// `reckon serve --catalog` gave another, whose file is `catalogSource`: then it is served at
    /// `catalogSourcePath` and the web app computes with it); `policy` says which hosts and
    /// origins are served (`RequestPolicyMiddleware`). `HEAD` is answered wherever `GET` is.
    public static func router(
        jobs: JobRegistry = JobRegistry(), web: WebAssets = .none, catalog: CeilingCatalog = .studform,
        catalogSource: [UInt8]? = nil, policy: RequestPolicy = RequestPolicy(checksHost: true)
    ) -> Router<BasicRequestContext> {
        let router = Router(options: .autoGenerateHeadEndpoints)
        let table = RouteTableSlot()
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: RequestPolicyMiddleware(policy: policy, table: table))
        ToolRoutes.add(to: router, catalog: catalog)
        var web = web
        if let catalogSource {
            router.get(RouterPath(catalogSourcePath)) { _, _ -> Response in
                Response(
                    status: .ok, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-cache"],
                    body: ResponseBody(byteBuffer: ByteBuffer(bytes: catalogSource)))
            }
            web = web.servingCatalog(at: catalogSourcePath)
        }
        JobRoutes.add(to: router, jobs: jobs)
        OpenAPIRoute.add(to: router)
        WebRoutes.add(to: router, assets: web)
        table.fill(from: router)
        return router
    }

    /// The `errno` of a socket call that failed while the server started (EADDRINUSE when the
    /// port is taken), so `reckon serve` can say what to change; nil for any other error.
    public static func socketErrno(_ error: any Error) -> Int32? {
        (error as? IOError)?.errnoCode
    }

    /// The server `reckon serve` runs, listening on `host`:`port`.
    public static func application(
        host: String, port: Int, web: WebAssets, catalog: CeilingCatalog = .studform, catalogSource: [UInt8]? = nil,
        policy: RequestPolicy? = nil
    ) -> some ApplicationProtocol {
        Application(
            router: router(
                web: web, catalog: catalog, catalogSource: catalogSource,
                policy: policy ?? RequestPolicy(listeningOn: host)),
            configuration: .init(address: .hostname(host, port: port), serverName: "reckon"))
    }
}
