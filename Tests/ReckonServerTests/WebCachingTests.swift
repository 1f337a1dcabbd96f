import CZlib
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ReckonServer

/// How the web app travels and is kept: versioned names cached for a year, the page and the
/// service worker revalidated with ETags, gzip for browsers that accept it.
@Suite struct WebCachingTests {
    private static let release = WebRelease(sources: [
        "/index.html": Array(#"<link rel="stylesheet" href="/css/app.css"><script type="module" src="/js/app.js"></script>"#.utf8),
        "/css/app.css": Array(String(repeating: "body { color: black; }\n", count: 100).utf8),
        "/js/app.js": Array("import './shell/nav.js';\n".utf8),
        "/js/shell/nav.js": Array("export const nav = 1;\n".utf8),
        "/js/service-worker.js": Array("self.addEventListener('install', () => {});\n".utf8),
        "/icons/icon.png": [0x89, 0x50, 0x4E, 0x47],
        "/notes.md": Array("not a type the server sends".utf8),
    ])!

    private static let assets = WebAssets { release }

    @Test func theVersionIsAHashOfEveryFileAndChangesWithAnyByte() throws {
        // FNV-1a 64 over each name and its bytes, each followed by a 0 byte, in name order.
        #expect(Self.release.version.count == 16)
        #expect(Self.release.version.allSatisfy { $0.isHexDigit })
        var sources: [String: [UInt8]] = [
            "/index.html": Array("<p>".utf8), "/js/service-worker.js": Array("//".utf8),
        ]
        let before = try #require(WebRelease(sources: sources)).version
        sources["/js/service-worker.js"] = Array("/*".utf8)
        #expect(WebRelease(sources: sources)?.version != before)
        // FNV-1a 64 of "a", worked from its definition: (0xcbf29ce484222325 ^ 0x61) * 0x100000001b3.
        #expect(ContentHash.hex(of: Array("a".utf8)) == "af63dc4c8601ec8c")
    }

    @Test func theReleaseLaysOutEveryFileUnderItsVersion() {
        let folder = "/app/\(Self.release.version)"
        #expect(Set(Self.release.files.keys) == [
            "/index.html", "/sw.js", folder + "/index.html", folder + "/css/app.css", folder + "/js/app.js",
            folder + "/js/shell/nav.js", folder + "/icons/icon.png",
        ])
        let page = String(decoding: Self.release.files["/index.html"]!.bytes, as: UTF8.self)
        #expect(page == #"<link rel="stylesheet" href="\#(folder)/css/app.css"><script type="module" src="\#(folder)/js/app.js"></script>"#)
        let worker = String(decoding: Self.release.files["/sw.js"]!.bytes, as: UTF8.self)
        #expect(worker == """
            // Written by the server for release \(Self.release.version): the files the service worker keeps.
            const release = {"version":"\(Self.release.version)","shell":"\(folder)/index.html","files":[\
            "\(folder)/css/app.css","\(folder)/icons/icon.png","\(folder)/index.html","\(folder)/js/app.js",\
            "\(folder)/js/shell/nav.js"]};
            self.addEventListener('install', () => {});

            """)
    }

    @Test func aServedCatalogIsNamedInThePageOfADifferentRelease() {
        let served = Self.release.servingCatalog(at: "/api/ceiling/catalog/source")
        #expect(served.version != Self.release.version)
        let page = String(decoding: served.files["/index.html"]!.bytes, as: UTF8.self)
        let folder = "/app/\(served.version)"
        #expect(page == #"<link rel="stylesheet" href="\#(folder)/css/app.css"><script type="module" src="\#(folder)/js/app.js"></script>"#)
        // This page has no head to put the meta in; a real one does (CeilingRoutesTests).
        let withHead = WebRelease(sources: [
            "/index.html": Array("<head>\n</head>".utf8), "/js/service-worker.js": Array("//".utf8),
        ])!.servingCatalog(at: "/api/ceiling/catalog/source")
        #expect(String(decoding: withHead.files["/index.html"]!.bytes, as: UTF8.self)
            == "<head>\n  <meta name=\"reckon-catalog\" content=\"/api/ceiling/catalog/source\">\n</head>")
    }

    @Test func versionedFilesAreImmutableThePageAndWorkerRevalidated() async throws {
        let folder = "/app/\(Self.release.version)"
        try await Application(router: ReckonAPI.router(web: Self.assets)).test(.router) { client in
            for uri in [folder + "/js/app.js", folder + "/css/app.css", folder + "/icons/icon.png"] {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == .ok, "\(uri)")
                #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable", "\(uri)")
            }
            for uri in ["/", "/equation/solution", "/sw.js", "/js/app.js"] {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == .ok, "\(uri)")
                #expect(response.headers[.cacheControl] == "no-cache", "\(uri)")
            }
            // Another version's names are not this server's.
            let old = try await client.execute(uri: "/app/0123456789abcdef/js/app.js", method: .get)
            #expect(old.status == .notFound)
        }
    }

    @Test func anETagTheBrowserHoldsGets304WithoutABody() async throws {
        try await Application(router: ReckonAPI.router(web: Self.assets)).test(.router) { client in
            let first = try await client.execute(uri: "/sw.js", method: .get)
            let etag = try #require(first.headers[.eTag])
            #expect(etag == "\"" + ContentHash.hex(of: Self.release.files["/sw.js"]!.bytes) + "\"")
            for held in [etag, "W/" + etag, "\"other\", " + etag, "*"] {
                let again = try await client.execute(uri: "/sw.js", method: .get, headers: [.ifNoneMatch: held])
                #expect(again.status == .notModified, "\(held)")
                #expect(again.body.readableBytes == 0)
                #expect(again.headers[.eTag] == etag)
            }
            let changed = try await client.execute(uri: "/sw.js", method: .get, headers: [.ifNoneMatch: "\"other\""])
            #expect(changed.status == .ok)
        }
    }

    @Test func gzipForBrowsersThatAcceptItTheSameBytesOnceInflated() async throws {
        let folder = "/app/\(Self.release.version)"
        let css = Self.release.files[folder + "/css/app.css"]!
        try await Application(router: ReckonAPI.router(web: Self.assets)).test(.router) { client in
            let zipped = try await client.execute(
                uri: folder + "/css/app.css", method: .get, headers: [.acceptEncoding: "gzip, deflate"])
            #expect(zipped.headers[.contentEncoding] == "gzip")
            #expect(zipped.headers[.vary] == "Accept-Encoding")
            #expect(zipped.headers[.eTag] == String(css.etag.dropLast()) + "-gzip\"")
            // 2,300 bytes of one repeated line shrink to well under a tenth.
            #expect(zipped.body.readableBytes < 230)
            #expect(Self.inflate(Array(zipped.body.readableBytesView)) == css.bytes)

            let plain = try await client.execute(uri: folder + "/css/app.css", method: .get)
            #expect(plain.headers[.contentEncoding] == nil)
            #expect(Array(plain.body.readableBytesView) == css.bytes)

            // A PNG is compressed already: sent as it is, to everyone.
            let icon = try await client.execute(
                uri: folder + "/icons/icon.png", method: .get, headers: [.acceptEncoding: "gzip"])
            #expect(icon.headers[.contentEncoding] == nil)
            #expect(icon.headers[.vary] == nil)
        }
    }

    @Test func brotliBeforeGzipTheSameBytesOnceDecoded() async throws {
        let folder = "/app/\(Self.release.version)"
        let css = Self.release.files[folder + "/css/app.css"]!
        try await Application(router: ReckonAPI.router(web: Self.assets)).test(.router) { client in
            // Chromium's header, even over http://localhost.
            let squeezed = try await client.execute(
                uri: folder + "/css/app.css", method: .get, headers: [.acceptEncoding: "gzip, deflate, br, zstd"])
            #expect(squeezed.headers[.contentEncoding] == "br")
            #expect(squeezed.headers[.vary] == "Accept-Encoding")
            #expect(squeezed.headers[.eTag] == String(css.etag.dropLast()) + "-br\"")
            // Smaller than gzip's form, and libbrotlidec reads it back to the file.
            #expect(squeezed.body.readableBytes < css.gzip!.count)
            #expect(Brotli.isCompressed(css.bytes, as: Array(squeezed.body.readableBytesView)))
            // Refused with q=0: gzip.
            let refused = try await client.execute(
                uri: folder + "/css/app.css", method: .get, headers: [.acceptEncoding: "br;q=0, gzip"])
            #expect(refused.headers[.contentEncoding] == "gzip")
            // The ETag of the Brotli form gets its 304.
            let again = try await client.execute(
                uri: folder + "/css/app.css", method: .get,
                headers: [.acceptEncoding: "br", .ifNoneMatch: squeezed.headers[.eTag]!])
            #expect(again.status == .notModified)
        }
    }

    @Test func aBrotliFormMadeAheadIsSentOnlyIfItIsTheFile() throws {
        let bytes = Array(String(repeating: "body { margin: 0 } ", count: 100).utf8)
        let made = try #require(Brotli.compress(bytes))
        #expect(Brotli.isCompressed(bytes, as: made))
        #expect(Brotli.isCompressed(bytes + [32], as: made) == false)
        #expect(Brotli.isCompressed(Array(bytes.dropLast()), as: made) == false)
        #expect(Brotli.isCompressed(bytes, as: Array(made.dropLast())) == false)
        #expect(Brotli.isCompressed(bytes, as: Array("not brotli".utf8)) == false)
        // A form that is not the file is ignored: the one made on load is sent.
        let file = WebFile(bytes: bytes, contentType: "text/css; charset=utf-8", immutable: true,
                           precompressedBrotli: Array("not brotli".utf8))
        #expect(file.brotli == made)
    }

    @Test func acceptEncodingAsRFC9110ReadsIt() {
        let cases: [(String?, Bool)] = [
            (nil, false), ("", false), ("gzip", true), ("GZip", true), ("br, gzip;q=0.5", true),
            ("gzip;q=0", false), ("gzip; q=0.000", false), ("gzip;q=0.001", true), ("br", false),
            ("*", true), ("*;q=0", false), ("gzip;q=0, *", false), ("identity", false), ("x-gzip", true),
        ]
        for (header, accepted) in cases {
            #expect(WebFile.accepts("gzip", in: header) == accepted, "\(header ?? "none")")
        }
        let brotli: [(String?, Bool)] = [
            (nil, false), ("br", true), ("BR", true), ("gzip, deflate, br, zstd", true), ("br;q=0", false),
            ("gzip", false), ("*", true), ("br;q=0, *", false), ("brotli", false),
        ]
        for (header, accepted) in brotli {
            #expect(WebFile.accepts("br", in: header) == accepted, "br: \(header ?? "none")")
        }
    }

    @Test func aFolderIsReleasedAgainWhenAFileChanges() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reckon-web-\(UUID())").path
        try FileManager.default.createDirectory(atPath: root + "/js", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("<p>one</p>".utf8).write(to: URL(fileURLWithPath: root + "/index.html"))
        try Data("//".utf8).write(to: URL(fileURLWithPath: root + "/js/service-worker.js"))
        let assets = WebAssets.directory(root)
        let first = try #require(assets.release())
        #expect(assets.release()?.version == first.version)
        try Data("<p>two, longer</p>".utf8).write(to: URL(fileURLWithPath: root + "/index.html"))
        let second = try #require(assets.release())
        #expect(second.version != first.version)
        #expect(String(decoding: second.files["/index.html"]!.bytes, as: UTF8.self) == "<p>two, longer</p>")
    }

    @Test func exportWritesWhatTheServerServes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reckon-export-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.release.export(to: folder)
        for (path, file) in Self.release.files {
            #expect(FileManager.default.contents(atPath: folder + path).map { [UInt8]($0) } == file.bytes, "\(path)")
            #expect(FileManager.default.fileExists(atPath: folder + path + ".gz") == (file.gzip != nil), "\(path)")
        }
        let css = "/app/\(Self.release.version)/css/app.css"
        let zipped = try #require(FileManager.default.contents(atPath: folder + css + ".gz"))
        #expect(Self.inflate([UInt8](zipped)) == Self.release.files[css]!.bytes)
    }

    /// gzip undone with zlib, for checking what the server compressed.
    static func inflate(_ bytes: [UInt8]) -> [UInt8] {
        Gzip.decompress(bytes, atMost: 1 << 23) ?? []
    }

    // A gzip form made ahead is sent when it is the file and smaller than zlib's (the module's
    // zopfli form, below); one that is larger, or is not the file, is not sent.
    @Test func aGzipFormMadeAheadIsSentOnlyWhenItIsTheFileAndSmaller() throws {
        let bytes = [UInt8](repeating: 0x61, count: 1000)
        let made = try #require(Gzip.compress(bytes))
        // A stored deflate block: the file as it is, 1000 bytes plus headers, larger than zlib's.
        let stored = Self.storedGzip(bytes)
        #expect(Self.inflate(stored) == bytes)
        let notSmaller = WebFile(bytes: bytes, contentType: "application/wasm", immutable: true, precompressed: stored)
        #expect(notSmaller.gzip == made)
        // zlib's own form with one byte of the file changed is not the file: never sent.
        var other = bytes
        other[500] = 0x62
        let wrong = try #require(Gzip.compress(other))
        let refused = WebFile(bytes: bytes, contentType: "application/wasm", immutable: true, precompressed: wrong)
        #expect(refused.gzip == made)
        #expect(Gzip.isCompressed(bytes, as: wrong) == false)
        // Trailing bytes after the member, or a truncated member, are not the file either.
        #expect(Gzip.isCompressed(bytes, as: made + [0]) == false)
        #expect(Gzip.isCompressed(bytes, as: Array(made.dropLast())) == false)
        #expect(Gzip.isCompressed(bytes, as: made))
    }

    @Test func theCoresModuleTravelsInItsZopfliForm() throws {
        // scripts/build-wasm writes Web/core/reckon.wasm.gz with zopfli; the bundled release sends
        // it: smaller than zlib's best by thousands of bytes (13,463 for the module of 2026-11-26).
        let release = try #require(WebAssets.bundled.release())
        let module = try #require(release.file(at: "/core/reckon.wasm"))
        let zlib = try #require(Gzip.compress(module.bytes))
        let sent = try #require(module.gzip)
        // A Bool, not the two arrays: a failure's description of a megabyte array takes minutes.
        #expect(Gzip.isCompressed(module.bytes, as: sent))
        #expect(sent.count + 10_000 < zlib.count)
    }

    @Test(arguments: [("reckon.wasm", 50_000), ("reckon-first.wasm", 10_000)])
    func theCoresModulesTravelInTheirBrotliForm(file: String, saving: Int) throws {
        // scripts/build-wasm writes Web/core/<module>.br at Brotli's best: the bundled release
        // sends it to browsers that accept it, smaller than the zopfli form (303,412 against
        // 367,305 bytes for the full module of 2026-11-27; 110,461 against 127,647 for the first
        // screens' of 2026-11-28).
        let release = try #require(WebAssets.bundled.release())
        let module = try #require(release.file(at: "/core/" + file))
        let sent = try #require(module.brotli)
        #expect(Brotli.isCompressed(module.bytes, as: sent))
        #expect(sent.count + saving < module.gzip!.count)
    }

    /// A gzip member holding `bytes` in one stored deflate block (RFC 1951 §3.2.4), CRC-32 by zlib.
    static func storedGzip(_ bytes: [UInt8]) -> [UInt8] {
        let length = UInt16(bytes.count)
        let crc = UInt32(bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) })
        let size = UInt32(bytes.count)
        return [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff, 1, UInt8(length & 0xff), UInt8(length >> 8),
                UInt8(~length & 0xff), UInt8(~length >> 8)] + bytes
            + (0..<4).map { UInt8(truncatingIfNeeded: crc >> (8 * $0)) }
            + (0..<4).map { UInt8(truncatingIfNeeded: size >> (8 * $0)) }
    }
}
