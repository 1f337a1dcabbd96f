import CZlib

/// gzip (RFC 1952) at zlib's best compression, for the web app's files: each is compressed once,
/// when the release is built, and sent to every browser that accepts it.
enum Gzip {
    /// `bytes` gzip-compressed, or nil if zlib fails (then the file goes uncompressed).
    static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        // 15 window bits + 16 asks zlib for the gzip wrapper instead of zlib's own.
        guard deflateInit2_(
            &stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY,
            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { return nil }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))))
        guard finish(&stream, bytes, into: &output, deflate) == Z_STREAM_END else { return nil }
        return Array(output.prefix(Int(stream.total_out)))
    }

    /// Whether `gzip` decompresses to exactly `bytes`: a file's precompressed form is sent only
    /// if it is the file.
    static func isCompressed(_ bytes: [UInt8], as gzip: [UInt8]) -> Bool {
        decompress(gzip, atMost: bytes.count) == bytes
    }

    /// The bytes of one gzip member with nothing after it, or nil if `gzip` is not that or
    /// holds more than `limit` bytes.
    static func decompress(_ gzip: [UInt8], atMost limit: Int) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return nil
        }
        defer { inflateEnd(&stream) }
        // One byte more than the limit: output that fills it is over the limit.
        var output = [UInt8](repeating: 0, count: limit + 1)
        guard finish(&stream, gzip, into: &output, inflate) == Z_STREAM_END, stream.avail_in == 0,
              Int(stream.total_out) <= limit
        else { return nil }
        return Array(output.prefix(Int(stream.total_out)))
    }

    /// Runs `step` (deflate or inflate) over all of `input` into `output` in one call.
    private static func finish(
        _ stream: inout z_stream, _ input: [UInt8], into output: inout [UInt8],
        _ step: (UnsafeMutablePointer<z_stream>?, Int32) -> Int32
    ) -> Int32 {
        var input = input
        return input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                return step(&stream, Z_FINISH)
            }
        }
    }
}
