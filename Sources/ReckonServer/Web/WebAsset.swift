import Foundation

/// One file of the web app as the server sends it.
public struct WebAsset: Sendable {
    public let bytes: [UInt8]
    public let contentType: String

    public init(bytes: [UInt8], contentType: String) {
        self.bytes = bytes
        self.contentType = contentType
    }

    /// The media type for a file name; unknown extensions are refused by `WebAssets` rather than
    /// sent as something a browser might sniff.
    static func contentType(forPath path: String) -> String? {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        switch path[path.index(after: dot)...] {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "json": return "application/json; charset=utf-8"
        case "webmanifest": return "application/manifest+json"
        case "txt": return "text/plain; charset=utf-8"
        case "wasm": return "application/wasm"
        default: return nil
        }
    }
}
