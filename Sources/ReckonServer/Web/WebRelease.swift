import Foundation

/// One version of the web app, laid out for caching: every file under `/app/<version>/`, where
/// the version is a hash of all the files, so a browser (and the service worker) may keep them
/// forever, and a new version is a new set of names, never a mix of old and new files;
/// `/index.html` (also the page of every screen's URL) and `/sw.js`, the service worker that
/// keeps this version offline, are the only names that stay and are revalidated on each visit.
///
/// The files keep their source names too (`/js/app.js`), revalidated on each use, for tools and
/// pages that import the core directly; the app itself only loads the versioned names.
public struct WebRelease: Sendable {
    /// Hex digits of a hash over every source file's name and bytes.
    public let version: String
    /// The release as a static host serves it: `/index.html`, `/sw.js`, `/app/<version>/…`.
    public let files: [String: WebFile]
    /// The same files under their names in Web/ (`/js/app.js`).
    let sourceFiles: [String: WebFile]

    /// The app's page, rewritten to load the versioned files.
    public static let pagePath = "/index.html"
    /// Where the service worker is served: at the root, so that it may control every screen's URL.
    public static let serviceWorkerPath = "/sw.js"
    /// A file's gzip form made ahead, beside it in Web/ (`/core/reckon.wasm.gz`): not a file of
    /// the app, but what is sent for it (`WebFile`).
    static let gzipSuffix = ".gz"
    /// A file's Brotli form made ahead (`/core/reckon.wasm.br`), likewise.
    static let brotliSuffix = ".br"
    /// The service worker's source in Web/, which `release` is written before.
    static let serviceWorkerSource = "/js/service-worker.js"

    /// The release of the files of Web/ (`sources`, keyed "/js/app.js"); nil without an index.html
    /// or the service worker. Files of unknown types are left out, but for a known file's gzip
    /// form. `servedCatalog` is where the server serves a ceiling catalog of its own (`reckon
    /// serve --catalog`): the page names it (`<meta name="reckon-catalog">`), and the ceiling
    /// screens compute with it.
    public init?(sources: [String: [UInt8]], servedCatalog: String? = nil) {
        guard let page = sources[Self.pagePath], let worker = sources[Self.serviceWorkerSource] else { return nil }
        let paths = sources.keys.filter { WebFile.contentType(forPath: $0) != nil }.sorted()
        self.sources = sources

        var hash = ContentHash.Hasher64()
        for path in paths {
            hash.add(path.utf8)
            hash.add([0])
            hash.add(sources[path]!)
            hash.add([0])
        }
        if let servedCatalog { hash.add(("catalog " + servedCatalog).utf8) }
        version = hash.hex
        let folder = "/app/" + version

        var files: [String: WebFile] = [:]
        var sourceFiles: [String: WebFile] = [:]
        for path in paths where path != Self.serviceWorkerSource {
            let file = WebFile(
                bytes: sources[path]!, contentType: WebFile.contentType(forPath: path)!, immutable: true,
                precompressed: sources[path + Self.gzipSuffix], precompressedBrotli: sources[path + Self.brotliSuffix])
            if path != Self.pagePath { files[folder + path] = file }
            sourceFiles[path] = file.revalidated
        }
        // Absolute references in the page ("/js/app.js") point into this version's folder; the
        // service worker keeps that page as the shell of every screen.
        var pageText = String(decoding: page, as: UTF8.self).replacingOccurrences(of: "=\"/", with: "=\"\(folder)/")
        if let servedCatalog {
            pageText = pageText.replacingOccurrences(
                of: "</head>", with: "  <meta name=\"reckon-catalog\" content=\"\(servedCatalog)\">\n</head>")
        }
        let versionedPage = Array(pageText.utf8)
        let versioned = WebFile(bytes: versionedPage, contentType: "text/html; charset=utf-8", immutable: true)
        files[folder + Self.pagePath] = versioned
        files[Self.pagePath] = versioned.revalidated

        let precached = files.keys.filter { $0.hasPrefix(folder + "/") }.sorted()
        let prelude = """
            // Written by the server for release \(version): the files the service worker keeps.
            const release = {"version":"\(version)","shell":"\(folder + Self.pagePath)","files":[\
            \(precached.map { "\"\($0)\"" }.joined(separator: ","))]};

            """
        files[Self.serviceWorkerPath] = WebFile(
            bytes: Array(prelude.utf8) + worker, contentType: "text/javascript; charset=utf-8", immutable: false)

        self.files = files
        self.sourceFiles = sourceFiles
    }

    /// The files of Web/ the release was made of.
    private let sources: [String: [UInt8]]

    /// This release with the page naming a catalog the server serves at `url`.
    func servingCatalog(at url: String) -> WebRelease {
        WebRelease(sources: sources, servedCatalog: url)!
    }

    /// The file served at `path`: the release's, or a source file's.
    func file(at path: String) -> WebFile? {
        files[path] ?? sourceFiles[path]
    }

    /// Writes the release into `folder` (created if needed) as a static host serves it, each
    /// compressible file with its gzip and Brotli forms beside it (`app.js.gz`, `app.js.br`) for
    /// hosts that send those.
    public func export(to folder: String) throws {
        let manager = FileManager.default
        for (path, file) in files {
            let target = folder + path
            try manager.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(file.bytes).write(to: URL(fileURLWithPath: target))
            if let gzip = file.gzip {
                try Data(gzip).write(to: URL(fileURLWithPath: target + Self.gzipSuffix))
            }
            if let brotli = file.brotli {
                try Data(brotli).write(to: URL(fileURLWithPath: target + Self.brotliSuffix))
            }
        }
    }
}
