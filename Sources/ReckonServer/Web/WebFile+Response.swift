import Foundation
import Hummingbird

extension WebFile {
    /// The file as an answer to `request`: Brotli-compressed to browsers that accept it, else
    /// gzip-compressed to those that accept that, with an `ETag` answered by `304 Not Modified`;
    /// the versioned ones (`/app/<version>/…`) marked immutable for a year, the page and the
    /// service worker `no-cache` (asked again, cheaply, on every visit).
    func response(to request: Request) -> Response {
        let accepted = request.headers[.acceptEncoding]
        let (coding, body): (String?, [UInt8]) =
            if let brotli, Self.accepts("br", in: accepted) { ("br", brotli) }
            else if let gzip, Self.accepts("gzip", in: accepted) { ("gzip", gzip) }
            else { (nil, bytes) }
        let tag = coding.map { etag(coding: $0) } ?? etag
        var headers: HTTPFields = [.contentType: contentType, .cacheControl: cacheControl, .eTag: tag]
        if gzip != nil || brotli != nil { headers[.vary] = "Accept-Encoding" }
        if Self.matches(request.headers[.ifNoneMatch], tag) {
            return Response(status: .notModified, headers: headers)
        }
        if let coding { headers[.contentEncoding] = coding }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// Whether an `Accept-Encoding` value lists `coding` (`gzip` also as `x-gzip`), or `*`,
    /// without refusing it with `q=0`.
    static func accepts(_ coding: String, in header: String?) -> Bool {
        guard let header else { return false }
        var accepted = false
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let listed = parts.first, listed == coding || (coding == "gzip" && listed == "x-gzip") || listed == "*"
            else { continue }
            let refused = parts.dropFirst().contains { $0.hasPrefix("q=") && Double($0.dropFirst(2)) == 0 }
            if listed == "*" { accepted = accepted || !refused } else { return !refused }
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
