import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ReckonEdge
import Synchronization

/// The HTTP rules every request meets before a route sees it, in this order:
/// 1. `421 Misdirected Request` when the `Host` does not name this server (`RequestPolicy`);
/// 2. `403` for a page of another origin that `--allow-origin` does not name;
/// 3. `404` for an unknown path, `405` with `Allow` for a method the path does not answer;
///    `OPTIONS` answered `204` with `Allow` (and, for an allowed origin's preflight, CORS headers);
/// 4. `415` for a `POST` whose body is not declared `application/json`;
/// 5. `413` for a body over `ToolInput.maximumBodyBytes`, `408` (and the connection closed) for
///    one that has not fully arrived in time (`BodyDeadline`). The body is read here, once:
///    routes find it whole in `request.body`.
/// An allowed other origin's answers carry `Access-Control-Allow-Origin`.
struct RequestPolicyMiddleware<Context: RequestContext>: RouterMiddleware {
    let policy: RequestPolicy
    let table: RouteTableSlot

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let host = request.head.authority
        guard policy.acceptsHost(host) else {
            throw APIError(
                .misdirectedRequest, .forbidden, field: "host",
                "'\(host ?? "")' is not this server's name; use localhost, or start reckon serve with --allow-host")
        }
        let origin: String?
        switch policy.ruling(origin: request.headers[.origin], host: host) {
        case .sameOrigin: origin = nil
        case .allowed(let allowed): origin = allowed
        case .refused(let refused):
            throw APIError(
                .forbidden, .forbidden, field: "origin",
                "pages from \(refused) may not call this server; start reckon serve with --allow-origin \(refused)")
        }
        let methods = table.methods(for: request.uri.path)
        guard !methods.isEmpty else { throw APIError(.notFound, .notFound, field: "path", "no such endpoint") }
        var allow: String { methods.map(\.rawValue).joined(separator: ", ") }
        if request.method == .options {
            var headers: HTTPFields = [.allow: allow]
            if let origin {
                headers[.accessControlAllowMethods] = allow
                headers[.accessControlAllowHeaders] = "Content-Type"
                headers[.accessControlMaxAge] = "600"
                headers[.accessControlAllowOrigin] = origin
                headers[.vary] = "Origin"
            }
            return Response(status: .noContent, headers: headers)
        }
        guard methods.contains(request.method) else {
            var error = try APIError(
                .methodNotAllowed, .methodNotAllowed, field: "method", "\(request.method.rawValue) is not allowed here; allowed: \(allow)"
            ).response(from: request, context: context)
            error.headers[.allow] = allow
            return error
        }
        if request.method == .post, !Self.isJSON(request.headers[.contentType]) {
            throw APIError(.unsupportedMediaType, .wrongContentType, field: "content-type", "must be application/json")
        }
        var request = request
        if request.method == .post { request.body = .init(buffer: try await Self.body(of: request)) }
        var response = try await next(request, context)
        if let origin {
            response.headers[.accessControlAllowOrigin] = origin
            response.headers[.vary] = "Origin"
        }
        return response
    }

    /// The whole body, at most `ToolInput.maximumBodyBytes`.
    static func body(of request: Request) async throws -> ByteBuffer {
        do {
            return try await request.body.collect(upTo: ToolInput.maximumBodyBytes)
        } catch is NIOTooManyBytesError {
            throw APIError(ToolInput.bodyTooLarge)
        } catch let missed as BodyDeadline.Missed {
            throw APIError(.requestTimeout, .timeout, field: "body", "did not arrive within \(missed.limit.components.seconds) s")
        } catch {
            // The HTTP parser's, mid-body (a malformed chunk): the client's fault, not the server's.
            throw APIError(.badRequest, .badHTTP, field: "body", "is not valid HTTP/1.1 (a malformed chunk?)")
        }
    }

    /// `application/json`, with parameters (`; charset=utf-8`) or not, in any case. Read as
    /// bytes: with Foundation's trimming and lowercasing it took 5% of a `POST /api/tip`.
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let type = contentType.utf8.prefix { $0 != UInt8(ascii: ";") }
            .drop(while: isBlank).reversed().drop(while: isBlank).reversed()
        let lowered = type.lazy.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }
        return lowered.elementsEqual("application/json".utf8)
    }
}

/// The router's `RouteTable`, filled once every route is added (the middleware is added first,
/// so that it wraps them all).
final class RouteTableSlot: Sendable {
    private let table = Mutex(RouteTable([]))

    func fill(from router: Router<some RequestContext>) {
        let table = RouteTable(router.routes.map { (path: $0.path.description, method: $0.method) })
        self.table.withLock { $0 = table }
    }

    func methods(for path: String) -> [HTTPRequest.Method] { table.withLock { $0.methods(for: path) } }
}
