import ArgumentParser
import Dispatch
import Glibc
import ReckonEdge
import ReckonServer
import Synchronization

/// `reckon serve [--host 127.0.0.1] [--port 8080]`: the JSON API (and, with the web-app
/// release, the web app) until interrupted.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the JSON API over HTTP until interrupted (Ctrl-C).",
        discussion: "Endpoints: POST " + paths(ToolCall.postTools)
            + " (the CLI's inputs as JSON, answering the CLI's --json), GET " + paths(ToolCall.getTools)
            + ", and /api/jobs for long work. See the README.")

    /// `/api/a, /api/b`: the tools' paths, as the registry (`Tool.all`) lists them.
    private static func paths(_ tools: [String]) -> String {
        tools.map { "/api/" + $0 }.joined(separator: ", ")
    }

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on: 0 to 65535.")
    var port = "8080"

    @Option(help: ArgumentHelp(
        "Serve the web app from this folder, read afresh on every request, instead of the copy built into reckon (for editing the app).",
        valueName: "folder"))
    var webRoot: String?

    @OptionGroup var catalog: CatalogOption

    @Option(help: ArgumentHelp(
        "Also answer requests that name the server so (on a loopback address only localhost, 127.0.0.1 and [::1] are answered, against DNS rebinding). Repeatable.",
        valueName: "name"))
    var allowHost: [String] = []

    @Option(help: ArgumentHelp(
        "Let pages of this origin (e.g. https://example.com) call the API, with CORS headers; other sites' pages are refused. Repeatable.",
        valueName: "origin"))
    var allowOrigin: [String] = []

    // Each option below is its own limit with its own help: declarations of the same shape.
    @Option(help: ArgumentHelp(
        "On SIGTERM or SIGINT, how long requests in flight may take to finish before they are cut: 0 to 600 seconds.",
        valueName: "seconds"))
    var grace = "5"

    @Option(help: ArgumentHelp(
        "Close a connection that sends no complete request head for this long (new, between requests, or sending headers slowly): 1 to 3600 seconds.",
        valueName: "seconds"))
    var idleTimeout = "30"

    @Option(help: ArgumentHelp(
        "Answer 408 and close when a request body has not fully arrived this long after its head: 1 to 3600 seconds.",
        valueName: "seconds"))
    var bodyTimeout = "10"

    @Option(help: ArgumentHelp(
        "The most connections open at once; beyond, new ones wait until one closes. Lowered to fit the descriptor limit: 1 to 100000.",
        valueName: "count"))
    var maxConnections = "1024"

    @Option(help: ArgumentHelp(
        "How long a finished job's result stays readable (of the finished jobs only the newest 100, holding at most 32 MiB, are kept): 1 to 86400 seconds.",
        valueName: "seconds"))
    var keepJobs = "300"

    /// Blocks until the server stops (SIGINT or SIGTERM shut it down gracefully). The root
    /// command's `main` is synchronous, so the server runs in a task while this thread waits.
    func run() throws {
        let port = Int(try reading { try NumberText.integer(self.port, field: "port", in: 0...65535) })
        for origin in allowOrigin where !Self.isOrigin(origin) {
            throw InvalidValue(FieldError(
                .syntax, field: "allow-origin", "must be an origin such as https://example.com (scheme, host, optional port), not '\(origin)'"))
        }
        let graceSeconds = try reading { try NumberText.integer(grace, field: "grace", in: 0...600) }
        let keepSeconds = try reading { try NumberText.integer(keepJobs, field: "keep-jobs", in: 1...86_400) }
        let limits = try reading {
            ConnectionLimits(
                idleTimeout: .seconds(try NumberText.integer(idleTimeout, field: "idle-timeout", in: 1...3600)),
                bodyTimeout: .seconds(try NumberText.integer(bodyTimeout, field: "body-timeout", in: 1...3600)),
                maximumConnections: Int(try NumberText.integer(maxConnections, field: "max-connections", in: 1...100_000)))
        }
        let policy = RequestPolicy(listeningOn: host, allowedHosts: allowHost, allowedOrigins: allowOrigin)
        let web = try WebRoot(webRoot).assets
        let (served, source) = try catalog.loadWithSource()
        let stopped = DispatchSemaphore(value: 0)
        let failure = Mutex<(any Error)?>(nil)
        Task {
            do {
                try await ReckonAPI.serve(
                    host: host, port: port, web: web, catalog: served, catalogSource: source, policy: policy,
                    grace: .seconds(graceSeconds), limits: limits, jobs: JobRegistry(keepFinished: .seconds(keepSeconds)))
            } catch {
                failure.withLock { $0 = error }
            }
            stopped.signal()
        }
        stopped.wait()
        if let failure = failure.withLock({ $0 }) {
            throw InvalidValue(cannotServe(failure, port: port))
        }
    }

    /// Why the server could not start, as one line naming the field to change: NIO's own text
    /// (`bind(descriptor:ptr:bytes:): Address already in use) (errno: 98)`) tells a user neither.
    private func cannotServe(_ error: any Error, port: Int) -> FieldError {
        switch ReckonAPI.socketErrno(error) {
        case EADDRINUSE?: FieldError(.unavailable, field: "port", "\(port) is in use on \(host); choose another with --port")
        case let code?: FieldError(.unavailable, field: "port", "cannot serve on \(host):\(port): " + String(cString: strerror(code)))
        case nil: FieldError(.unavailable, field: "port", "cannot serve on \(host):\(port): \(error)")
        }
    }

    /// `http://` or `https://`, a host, and at most a port: what a browser sends as `Origin`.
    static func isOrigin(_ text: String) -> Bool {
        let lowered = text.lowercased()
        guard let rest = ["http://", "https://"].first(where: lowered.hasPrefix).map({ lowered.dropFirst($0.count) }),
            !rest.isEmpty
        else { return false }
        return !rest.contains("/") && !rest.contains("?") && !rest.contains("#") && !rest.contains("@")
    }
}
