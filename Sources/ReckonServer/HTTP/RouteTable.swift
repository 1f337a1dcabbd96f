import Hummingbird

/// Which methods each path of the router answers, for `405 Method Not Allowed` with its `Allow`
/// header and for `OPTIONS`: Hummingbird's router only says "not found" for both a wrong path and
/// a wrong method.
///
/// Built from `Router.routes` once every route is added. Patterns match component by component:
/// `{id}` and `*` any one component, `**` the rest. Paths under `/api/` match only API routes, so
/// the web app's catch-all `GET /**` never makes an unknown endpoint a 405.
struct RouteTable: Sendable {
    private let routes: [(pattern: [Substring], method: HTTPRequest.Method)]
    /// The answers for the routes' own literal paths (every tool's), worked out once: matching
    /// every pattern at each request cost 8% of a `POST /api/tip`.
    private var literal: [String: [HTTPRequest.Method]] = [:]

    init(_ routes: [(path: String, method: HTTPRequest.Method)]) {
        self.routes = routes.map { (pattern: $0.path.split(separator: "/"), method: $0.method) }
        for route in routes where !route.path.contains("*") && !route.path.contains("{") {
            literal[route.path] = matching(route.path)
        }
    }

    /// The methods `path` answers, in a fixed order (GET, HEAD, POST, DELETE, OPTIONS); empty for
    /// an unknown path.
    func methods(for path: String) -> [HTTPRequest.Method] {
        literal[path] ?? matching(path)
    }

    private func matching(_ path: String) -> [HTTPRequest.Method] {
        let components = path.split(separator: "/")
        let api = components.first == "api"
        var found: Set<HTTPRequest.Method> = []
        for route in routes where Self.matches(route.pattern, components, apiOnly: api) {
            found.insert(route.method)
        }
        guard !found.isEmpty else { return [] }
        // The router answers HEAD wherever GET (`.autoGenerateHeadEndpoints`), and OPTIONS here.
        if found.contains(.get) { found.insert(.head) }
        found.insert(.options)
        let order: [HTTPRequest.Method] = [.get, .head, .post, .delete, .options]
        return order.filter(found.contains)
    }

    private static func matches(_ pattern: [Substring], _ components: [Substring], apiOnly: Bool) -> Bool {
        if apiOnly && pattern.first != "api" { return false }
        for (index, part) in pattern.enumerated() {
            if part == "**" { return index < components.count || index > 0 }
            guard index < components.count else { return false }
            if part == "*" || (part.hasPrefix("{") && part.hasSuffix("}")) { continue }
            if part != components[index] { return false }
        }
        return pattern.count == components.count
    }
}
