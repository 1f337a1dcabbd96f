import ReckonCore

/// One tool of the API and of the wasm core, declared once, beside its own code
/// (`Tool+Quadratic.swift`, `Tool+Primes.swift`, …), and listed in `Tool.all`: the server's
/// routes, `reckon serve`'s help, `GET /api/limits`, the OpenAPI document's check and the test
/// corpora all read their lists of tools from there.
///
/// A struct of closures rather than a protocol: the wasm module is Embedded Swift, which has no
/// existentials, and one value per tool is all a table needs.
public struct Tool: Sendable {
    public enum Method: Sendable, Equatable {
        /// `POST /api/<name>` with a JSON object of `keys`.
        case post
        /// `GET /api/<name>`: an answer that depends on nothing but the catalog.
        case get
    }

    /// What a direct answer may cost, known before the work starts.
    public enum Price: Sendable {
        /// Work in proportion to the body (at most `ToolInput.maximumBodyBytes`): microseconds,
        /// answered where the request arrives.
        case instant
        /// At most this many seconds of one core for any request within the tool's limits
        /// (the calculator's keys, a plot's points): computed away from the threads that answer
        /// other requests.
        case atMost(seconds: Double)
        /// Priced per request before any work (`WorkCost`): refused beyond
        /// `WorkCost.directBudget`, where the tool's job takes over.
        case perRequest(@Sendable (ToolInput) throws(ToolError) -> WorkCost)
    }

    /// One of a tool's limits as `GET /api/limits` gives it.
    public enum Limit: Sendable {
        case integer(Int64)
        case number(Double)
        case text(String)
    }

    /// The path under `/api/` and the wasm module's call name: `"quadratic"`, `"dice/parse"`.
    public let name: String
    public let method: Method
    /// The request's keys, the CLI's names (none for `get`).
    public let keys: Set<String>
    public let price: Price
    /// The job that runs the tool's long work (`POST /api/jobs`, the page's workers), if any.
    public let job: JobKind?
    /// The tool's section of `GET /api/limits`: its name there and its limits, in order.
    public let limits: (section: String, [(String, Limit)])?
    /// Reads the request and writes the answer (the CLI's `--json`).
    let respond: @Sendable (ToolInput, CeilingCatalog) throws(ToolError) -> String

    init(
        _ name: String, _ method: Method = .post, keys: Set<String> = [], price: Price = .instant, job: JobKind? = nil,
        limits: (section: String, [(String, Limit)])? = nil,
        respond: @escaping @Sendable (ToolInput, CeilingCatalog) throws(ToolError) -> String
    ) {
        self.name = name
        self.method = method
        self.keys = keys
        self.price = price
        self.job = job
        self.limits = limits
        self.respond = respond
    }

    /// The tool of that name among `tools` (every tool unless told), if there is one.
    public static func named(_ name: String, among tools: [Tool] = all) -> Tool? {
        for tool in tools where tool.name == name { return tool }
        return nil
    }

    /// Whether a direct answer may take long enough that a server computes it away from the
    /// threads that answer other requests.
    public var isSlow: Bool {
        if case .instant = price { return false }
        return true
    }

    /// The price of a direct answer to `body`, in seconds of one core: what `scripts/bench` sets
    /// beside the time measured. An instant tool's is 10 ms, far above what any of them takes.
    public func pricedSeconds(body: [UInt8]) throws(ToolError) -> Double {
        switch price {
        case .instant: return 0.01
        case .atMost(let seconds): return seconds
        case .perRequest(let cost): return try cost(try input(body)).seconds
        }
    }

    /// The answer to `body` (ignored by a `get` tool) with `catalog` as the ceiling catalog.
    func answer(body: [UInt8], catalog: CeilingCatalog) throws(ToolError) -> String {
        try respond(try input(body), catalog)
    }

    private func input(_ body: [UInt8]) throws(ToolError) -> ToolInput {
        method == .get ? try ToolInput(.object([:]), keys: []) : try ToolInput(body: body, keys: keys)
    }
}
