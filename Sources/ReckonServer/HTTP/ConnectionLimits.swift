import Foundation

/// How long a connection may sit idle or take to send a request, and how many may be open.
///
/// - `idleTimeout`: a connection that has sent no complete request head for this long — a new
///   one, one between requests, or a client sending its headers a byte at a time — is closed.
///   So idle connections cannot pile up (300 of them used to exhaust the descriptors).
/// - `bodyTimeout`: a request body that has not fully arrived this long after its head is
///   answered 408 and the connection closed, so a slow upload holds nothing for long.
/// - `maximumConnections`: beyond it, the server stops accepting (new connections wait in the
///   kernel's backlog) until one closes, instead of failing `accept` in a loop. It is kept below
///   the process's descriptor limit, less 64 for files, jobs and the listening socket.
public struct ConnectionLimits: Sendable, Equatable {
    public var idleTimeout: Duration
    public var bodyTimeout: Duration
    public var maximumConnections: Int

    public static let standard = ConnectionLimits(idleTimeout: .seconds(30), bodyTimeout: .seconds(10), maximumConnections: 1024)

    public init(idleTimeout: Duration, bodyTimeout: Duration, maximumConnections: Int) {
        self.idleTimeout = idleTimeout
        self.bodyTimeout = bodyTimeout
        self.maximumConnections = maximumConnections
    }

    /// `maximumConnections`, lowered to fit the descriptor limit (raised first to its hard limit,
    /// as servers do).
    public var connectionsThatFit: Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return maximumConnections }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        let available = UInt64(limit.rlim_cur)  // RLIM_INFINITY is UInt64.max: clamped below
        return max(1, min(maximumConnections, Int(min(available, UInt64(Int32.max))) - 64))
    }
}
