import Foundation
import Hummingbird

/// `GET` of anything outside `/api/`: a file of the web app's release, or, for a path without an
/// extension (`/equation/solution?a=1…`), the app's page, which reads the screen from the URL,
/// so a reload or a shared link restores it.
///
/// Files go out gzip-compressed to browsers that accept it, with an `ETag` answered by `304 Not
/// Modified`; the versioned ones (`/app/<version>/…`) are marked immutable for a year, the page
/// and the service worker `no-cache` (asked again, cheaply, on every visit).
enum WebRoutes {
    static func add(to router: Router<some RequestContext>, assets: WebAssets) {
        router.get("/") { request, _ in try page(assets, request) }
        router.get("/**") { request, _ -> Response in
            let path = request.uri.path
            if path.hasPrefix("/api/") || path == "/api" {
                throw APIError(.notFound, field: "path", "no such endpoint")
            }
            let last = path.split(separator: "/").last ?? ""
            guard last.contains(".") else { return try page(assets, request) }
            guard let file = assets.file(at: path) else {
                throw APIError(.notFound, field: "path", "no such file")
            }
            return response(file, to: request)
        }
    }

    private static func page(_ assets: WebAssets, _ request: Request) throws -> Response {
        guard let page = assets.file(at: WebRelease.pagePath) else {
            throw APIError(.notFound, field: "path", "the web app is not part of this server")
        }
        return response(page, to: request)
    }

    private static func response(_ file: WebFile, to request: Request) -> Response {
        let gzip = file.gzip.flatMap { acceptsGzip(request.headers[.acceptEncoding]) ? $0 : nil }
        let etag = gzip == nil ? file.etag : file.gzipETag
        var headers: HTTPFields = [.contentType: file.contentType, .cacheControl: file.cacheControl, .eTag: etag]
        if file.gzip != nil { headers[.vary] = "Accept-Encoding" }
        if matches(request.headers[.ifNoneMatch], etag) {
            return Response(status: .notModified, headers: headers)
        }
        if gzip != nil { headers[.contentEncoding] = "gzip" }
        return Response(
            status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: gzip ?? file.bytes)))
    }

    /// Whether an `Accept-Encoding` value lists gzip (or `*`) without refusing it with `q=0`.
    static func acceptsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        var accepted = false
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let coding = parts.first, coding == "gzip" || coding == "x-gzip" || coding == "*" else { continue }
            let refused = parts.dropFirst().contains { $0.hasPrefix("q=") && Double($0.dropFirst(2)) == 0 }
            if coding == "*" { accepted = accepted || !refused } else { return !refused }
        }
        return accepted
    }

    /// Whether an `If-None-Match` value names `etag` (weakly, as RFC 9110 compares it) or is `*`.
    static func matches(_ header: String?, _ etag: String) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { tag in
            let tag = tag.trimmingCharacters(in: .whitespaces)
            return tag == "*" || (tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag) == etag
        }
    }
}
