import Foundation
import Synchronization

/// Where the web app comes from: the copy bundled into the binary (so `reckon serve` runs from any
/// working directory), or a folder on disk (for editing the app), as a `WebRelease`.
public struct WebAssets: Sendable {
    private let current: @Sendable () -> WebRelease?

    public init(release: @escaping @Sendable () -> WebRelease?) {
        current = release
    }

    /// The release to serve now; nil when there is no web app.
    public func release() -> WebRelease? { current() }

    /// The file at `path` ("/js/app.js"), or nil. Only plain relative names of known types are
    /// looked up: no "..", no hidden files, no backslashes.
    func file(at path: String) -> WebFile? {
        guard Self.isPlainPath(path) else { return nil }
        return current()?.file(at: path)
    }

    /// The same app, its page naming a ceiling catalog the server serves at `url`.
    public func servingCatalog(at url: String) -> WebAssets {
        let cache = Mutex<(version: String, release: WebRelease)?>(nil)
        return WebAssets {
            guard let base = self.release() else { return nil }
            if let cached = cache.withLock({ $0 }), cached.version == base.version { return cached.release }
            let release = base.servingCatalog(at: url)
            cache.withLock { $0 = (base.version, release) }
            return release
        }
    }

    /// No web app: every page is a 404 (the API alone, as in the server tests of the API).
    public static var none: WebAssets { WebAssets { nil } }

    /// The web app compiled into this binary from Web/; built (hashed and compressed) once, on
    /// first use.
    public static var bundled: WebAssets { WebAssets { bundledRelease } }

    private static let bundledRelease = WebRelease(sources: bundledSources)

    /// The files under `root`: the release is built again whenever a file's name, size or
    /// modification time changes, so an edit shows on the next load (under a new version).
    public static func directory(_ root: String) -> WebAssets {
        let cache = Mutex<(fingerprint: [String], release: WebRelease?)?>(nil)
        return WebAssets {
            let listing = Self.listing(of: root)
            if let cached = cache.withLock({ $0 }), cached.fingerprint == listing.fingerprint {
                return cached.release
            }
            var sources: [String: [UInt8]] = [:]
            for path in listing.paths {
                if let data = FileManager.default.contents(atPath: root + path) { sources[path] = [UInt8](data) }
            }
            let release = WebRelease(sources: sources)
            cache.withLock { $0 = (listing.fingerprint, release) }
            return release
        }
    }

    /// The plain files under `root` ("/js/app.js"), with their forms made ahead ("….gz", "….br"), and
    /// a line per file of its name, size and modification time.
    private static func listing(of root: String) -> (paths: [String], fingerprint: [String]) {
        let base = URL(fileURLWithPath: root).standardizedFileURL
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]
        guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return ([], []) }
        var paths: [String] = []
        var fingerprint: [String] = []
        while let url = walk.nextObject() as? URL {
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(base.path.count))
            let suffix = [WebRelease.gzipSuffix, WebRelease.brotliSuffix].first { path.hasSuffix($0) }
            let file = suffix.map { String(path.dropLast($0.count)) } ?? path
            guard isPlainPath(file) else { continue }
            paths.append(path)
            fingerprint.append(
                "\(path) \(values.fileSize ?? -1) \(values.contentModificationDate?.timeIntervalSince1970 ?? 0)")
        }
        return (paths, fingerprint.sorted())
    }

    static func isPlainPath(_ path: String) -> Bool {
        guard path.first == "/", WebFile.contentType(forPath: path) != nil else { return false }
        return path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part.first != "."
                && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
        }
    }
}
