/// Who may call the server: the names it answers to and the other web sites whose pages may call
/// its API.
///
/// A server on a loopback address is safe from the network but not from the browser on the same
/// machine: any web page can send it requests, and by DNS rebinding (a name of the attacker's
/// that resolves to 127.0.0.1) even read the answers. So on a loopback binding a request must
/// name the server as `localhost`, `127.0.0.1` or `[::1]` (any port) or a name given with
/// `--allow-host`, and a request from a page of another origin is refused unless `--allow-origin`
/// names that origin (it then gets CORS headers).
public struct RequestPolicy: Sendable, Equatable {
    /// Whether the `Host` header is checked (the server listens on a loopback address).
    public var checksHost: Bool
    /// Further names the server answers to (lowercased, without the port).
    public var allowedHosts: [String]
    /// Origins whose pages may call the API (`https://example.com`, lowercased).
    public var allowedOrigins: [String]

    public init(checksHost: Bool, allowedHosts: [String] = [], allowedOrigins: [String] = []) {
        self.checksHost = checksHost
        self.allowedHosts = allowedHosts.map { $0.lowercased() }
        self.allowedOrigins = allowedOrigins.map { $0.lowercased() }
    }

    /// The policy for a server listening on `address`: the host is checked on a loopback one.
    public init(listeningOn address: String, allowedHosts: [String] = [], allowedOrigins: [String] = []) {
        self.init(checksHost: Self.isLoopback(address), allowedHosts: allowedHosts, allowedOrigins: allowedOrigins)
    }

    /// Loopback names and addresses: `localhost`, `::1`, and 127.0.0.0/8.
    static func isLoopback(_ address: String) -> Bool {
        let name = address.lowercased()
        return name == "localhost" || name == "::1" || name == "[::1]" || name.hasPrefix("127.")
    }

    /// Whether a `Host` header's value names this server. No header (HTTP/1.0) passes: a browser
    /// always sends one, so its absence is no rebinding.
    func acceptsHost(_ host: String?) -> Bool {
        guard checksHost, let host else { return true }
        let name = Self.hostName(host).lowercased()
        return name == "localhost" || name == "127.0.0.1" || name == "::1" || allowedHosts.contains(name)
    }

    /// `localhost:8080` → `localhost`, `[::1]:8080` → `::1`.
    static func hostName(_ host: String) -> Substring {
        if host.hasPrefix("["), let end = host.firstIndex(of: "]") {
            return host[host.index(after: host.startIndex)..<end]
        }
        if let colon = host.lastIndex(of: ":"), host.firstIndex(of: ":") == colon {
            return host[..<colon]
        }
        return host[...]
    }

    /// How a request's `Origin` stands: none or the server's own (`http://` + its `Host`), an
    /// allowed other origin (answered with CORS headers), or refused.
    enum OriginRuling: Equatable { case sameOrigin, allowed(String), refused(String) }

    func ruling(origin: String?, host: String?) -> OriginRuling {
        guard let origin else { return .sameOrigin }
        let lowered = origin.lowercased()
        if let host = host?.lowercased(), lowered == "http://" + host || lowered == "https://" + host {
            return .sameOrigin
        }
        return allowedOrigins.contains(lowered) ? .allowed(origin) : .refused(origin)
    }
}
