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
        discussion: """
            Endpoints: POST /api/quadratic, /api/triangle, /api/primes, /api/dice, /api/tip, \
            /api/decide, /api/calc, /api/eval, /api/plot, /api/ceiling (the CLI's inputs as JSON, \
            answering the CLI's --json), GET /api/ceiling/catalog, and /api/jobs for long work. \
            See the README.
            """)

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on: 0 to 65535.")
    var port = "8080"

    @Option(help: ArgumentHelp(
        "Serve the web app from this folder, read afresh on every request, instead of the copy built into reckon (for editing the app).",
        valueName: "folder"))
    var webRoot: String?

    @OptionGroup var catalog: CatalogOption

    /// Blocks until the server stops (SIGINT or SIGTERM shut it down gracefully). The root
    /// command's `main` is synchronous, so the server runs in a task while this thread waits.
    func run() throws {
        let port: Int
        do {
            port = Int(try NumberText.integer(self.port, field: "port", in: 0...65535))
        } catch {
            throw InvalidValue(error)
        }
        let web = try WebRoot(webRoot).assets
        let (served, source) = try catalog.loadWithSource()
        let application = ReckonAPI.application(host: host, port: port, web: web, catalog: served, catalogSource: source)
        let stopped = DispatchSemaphore(value: 0)
        let failure = Mutex<(any Error)?>(nil)
        Task {
            do {
                try await application.runService()
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
        case EADDRINUSE?: FieldError(field: "port", "\(port) is in use on \(host); choose another with --port")
        case let code?: FieldError(field: "port", "cannot serve on \(host):\(port): " + String(cString: strerror(code)))
        case nil: FieldError(field: "port", "cannot serve on \(host):\(port): \(error)")
        }
    }
}
