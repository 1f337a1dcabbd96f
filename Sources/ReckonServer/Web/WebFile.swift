/// One file of the web app as the server sends it: its bytes, their Brotli and gzip forms when
/// those are smaller, and the headers that let browsers keep it.
public struct WebFile: Sendable {
    public let bytes: [UInt8]
    /// The bytes gzip-compressed, for browsers that accept it; nil where gzip saves nothing
    /// (PNG icons).
    public let gzip: [UInt8]?
    /// The bytes Brotli-compressed, for browsers that accept it (preferred to gzip); nil where it
    /// saves nothing, and for a file past `largestCompressedOnLoad` with no form made ahead.
    public let brotli: [UInt8]?
    public let contentType: String
    /// A strong validator of the bytes, quoted as the `ETag` header wants it.
    public let etag: String
    /// True for files under a release's versioned folder: their names change whenever their
    /// content does, so browsers may keep them a year without asking again.
    public let immutable: Bool

    /// The largest file compressed with Brotli when the release is built: Brotli's best quality
    /// takes seconds for the core's module (977 KB), so a file that large is sent in Brotli's
    /// form only when one was made ahead (scripts/build-wasm's `reckon.wasm.br`).
    static let largestCompressedOnLoad = 256 * 1024

    /// `precompressed` is a gzip form made ahead (the core's module, by zopfli: 13 KB smaller than
    /// zlib's best), `precompressedBrotli` a Brotli one; each is sent instead of the form made
    /// here when it is the file and the smaller.
    init(bytes: [UInt8], contentType: String, immutable: Bool, precompressed: [UInt8]? = nil, precompressedBrotli: [UInt8]? = nil) {
        self.bytes = bytes
        self.contentType = contentType
        self.immutable = immutable
        etag = "\"" + ContentHash.hex(of: bytes) + "\""
        let compresses = Self.compresses(contentType)
        gzip = Self.smallest(
            compresses ? Gzip.compress(bytes) : nil, precompressed.flatMap { Gzip.isCompressed(bytes, as: $0) ? $0 : nil },
            than: bytes)
        brotli = Self.smallest(
            compresses && bytes.count <= Self.largestCompressedOnLoad ? Brotli.compress(bytes) : nil,
            precompressedBrotli.flatMap { Brotli.isCompressed(bytes, as: $0) ? $0 : nil },
            than: bytes)
    }

    /// The smaller of two forms, if it is smaller than the file.
    private static func smallest(_ first: [UInt8]?, _ second: [UInt8]?, than bytes: [UInt8]) -> [UInt8]? {
        [first, second].compactMap { $0 }.min { $0.count < $1.count }.flatMap { $0.count < bytes.count ? $0 : nil }
    }

    /// The same file, bytes and gzip form included (compressed once), under a name that stays:
    /// sent `no-cache`.
    var revalidated: WebFile {
        WebFile(bytes: bytes, gzip: gzip, brotli: brotli, contentType: contentType, etag: etag, immutable: false)
    }

    private init(bytes: [UInt8], gzip: [UInt8]?, brotli: [UInt8]?, contentType: String, etag: String, immutable: Bool) {
        self.bytes = bytes
        self.gzip = gzip
        self.brotli = brotli
        self.contentType = contentType
        self.etag = etag
        self.immutable = immutable
    }

    /// The ETag of a compressed form (`gzip`, `br`): a different representation needs a different
    /// strong validator.
    func etag(coding: String) -> String { String(etag.dropLast()) + "-" + coding + "\"" }

    var cacheControl: String { immutable ? "public, max-age=31536000, immutable" : "no-cache" }

    private static func compresses(_ contentType: String) -> Bool {
        !contentType.hasPrefix("image/png")
    }

    /// The media type for a file name; unknown extensions are refused rather than sent as
    /// something a browser might sniff.
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

/// FNV-1a, 64 bits: names a release and validates files. Not a defence against anyone forging
/// content (the server makes its own files); 64 bits make an accidental collision between two
/// versions of the app vanishingly unlikely.
enum ContentHash {
    static func hex(of bytes: [UInt8]) -> String {
        var hash = Hasher64()
        hash.add(bytes)
        return hash.hex
    }

    struct Hasher64 {
        private var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }

        var hex: String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
    }
}
