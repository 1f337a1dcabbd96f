import Foundation

/// Where the web app's files come from: the copy bundled into the binary (so `reckon serve` runs
/// from any working directory), or a folder on disk read on every request (for editing the app).
public struct WebAssets: Sendable {
    private let find: @Sendable (String) -> WebAsset?

    public init(find: @escaping @Sendable (String) -> WebAsset?) {
        self.find = find
    }

    /// The file at `path` ("/js/app.js"), or nil. Only plain relative names of known types are
    /// looked up: no "..", no hidden files, no backslashes.
    public func asset(at path: String) -> WebAsset? {
        guard Self.isPlainPath(path) else { return nil }
        return find(path)
    }

    /// No web app: every page is a 404 (the API alone, as in the server tests of the API).
    public static var none: WebAssets { WebAssets { _ in nil } }

    /// The files under `root`, read afresh on each request.
    public static func directory(_ root: String) -> WebAssets {
        WebAssets { path in
            guard let type = WebAsset.contentType(forPath: path),
                let data = FileManager.default.contents(atPath: root + path)
            else { return nil }
            return WebAsset(bytes: [UInt8](data), contentType: type)
        }
    }

    static func isPlainPath(_ path: String) -> Bool {
        guard path.first == "/", WebAsset.contentType(forPath: path) != nil else { return false }
        return path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part.first != "."
                && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
        }
    }
}
