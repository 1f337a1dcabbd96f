import Foundation
import Hummingbird

extension WebFile {
    /// The file as an answer to `request`: gzip-compressed to browsers that accept it, with an
    /// `ETag` answered by `304 Not Modified`; the versioned ones (`/app/<version>/…`) marked
    /// immutable for a year, the page and the service worker `no-cache` (asked again, cheaply, on
    /// every visit).
    func response(to request: Request) -> Response {
        let gzip = gzip.flatMap { Self.acceptsGzip(request.headers[.acceptEncoding]) ? $0 : nil }
        let etag = gzip == nil ? etag : gzipETag
        var headers: HTTPFields = [.contentType: contentType, .cacheControl: cacheControl, .eTag: etag]
        if self.gzip != nil { headers[.vary] = "Accept-Encoding" }
        if Self.matches(request.headers[.ifNoneMatch], etag) {
            return Response(status: .notModified, headers: headers)
        }
        if gzip != nil { headers[.contentEncoding] = "gzip" }
        return Response(
            status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: gzip ?? bytes)))
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
