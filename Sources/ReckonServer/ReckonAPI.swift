import Hummingbird
import Logging
import ServiceLifecycle
import NIOCore
import ReckonCore
import ReckonEdge

/// The JSON API (every tool's endpoint, the jobs, its OpenAPI document), the web app, and the
/// security headers on every response. Each feature's routes are a controller's named handlers
/// (`ToolController`, `JobController`, …), added to the group of the feature's path, so that this
/// file says where each feature lives and the controllers what it answers.
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
        ToolController(catalog: catalog).addRoutes(to: router.group("/api"))
        var web = web
        if let catalogSource {
            CatalogSourceController(source: ByteBuffer(bytes: catalogSource))
                .addRoutes(to: router.group(RouterPath(catalogSourcePath)))
            web = web.servingCatalog(at: catalogSourcePath)
        }
        JobController(jobs: jobs).addRoutes(to: router.group("/api/jobs"))
        OpenAPIController().addRoutes(to: router.group("/api"))
        WebController(assets: web).addRoutes(to: router.group())
        table.fill(from: router)
        return router
    }

    /// The `errno` of a socket call that failed while the server started (EADDRINUSE when the
    /// port is taken), so `reckon serve` can say what to change; nil for any other error.
    public static func socketErrno(_ error: any Error) -> Int32? {
        (error as? IOError)?.errnoCode
    }

    /// How long a shutdown (SIGTERM, SIGINT) lets requests in flight finish before they are cut.
    public static let defaultGracePeriod: Duration = .seconds(5)

    /// Runs the server `reckon serve` runs, listening on `host`:`port`, until SIGTERM or SIGINT.
    ///
    /// Shutting down: running jobs are cancelled first (their events streams end with
    /// `{"error":{"field":"server","message":"is shutting down"}}`, and no job starts after),
    /// then the server stops accepting connections and lets requests in flight finish for at most
    /// `grace`, after which they are cut. Returns normally then; throws when the server cannot
    /// start (a port in use: see `socketErrno`). `jobs` holds the jobs, with their limits.
    public static func serve(
        host: String, port: Int, web: WebAssets, catalog: CeilingCatalog = .studform, catalogSource: [UInt8]? = nil,
        policy: RequestPolicy? = nil, grace: Duration = defaultGracePeriod, limits: ConnectionLimits = .standard,
        jobs: JobRegistry = JobRegistry()
    ) async throws {
        FreedMemory.configure()
        let capacity = limits.connectionsThatFit
        let connections = IdleConnections(capacity: capacity)
        let application = Application(
            router: router(
                jobs: jobs, web: web, catalog: catalog, catalogSource: catalogSource,
                policy: policy ?? RequestPolicy(listeningOn: host)),
            server: .http1(configuration: .init(
                additionalChannelHandlers: [
                    ParserErrorAnswer(), BodyDeadline(limit: limits.bodyTimeout), connections.handler(),
                ],
                idleTimeout: TimeAmount(limits.idleTimeout))),
            configuration: .init(
                // No `Server` header: it names the software to a scanner, and costs every one of a
                // first visit's 24 answers 16 bytes.
                address: .hostname(host, port: port),
                availableConnectionsDelegate: .maximum(capacity, logger: Logger(label: "reckon"))))
        // Services shut down in reverse order: the jobs before the server waits for its streams.
        var configuration = ServiceGroupConfiguration(
            services: [application, JobShutdown(jobs: jobs)], gracefulShutdownSignals: [.sigterm, .sigint],
            logger: application.logger)
        configuration.maximumGracefulShutdownDuration = grace
        do {
            try await ServiceGroup(configuration: configuration).run()
        } catch is CancellationError {
            // The grace period ran out and what was left was cut: still a clean stop.
        }
    }
}

/// Cancels the running jobs when the server shuts down, so their events streams end at once
/// instead of holding the shutdown until the work is done.
private struct JobShutdown: Service {
    let jobs: JobRegistry

    func run() async throws {
        try? await gracefulShutdown()
        await jobs.close()
    }
}
