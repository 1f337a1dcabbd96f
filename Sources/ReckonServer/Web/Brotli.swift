import CBrotli

/// Brotli (RFC 7932) at its best quality, for the web app's files to browsers that accept it:
/// the shell's modules a fifth smaller than gzip's best, the core's module 64 KB smaller (303 KB
/// against zopfli's 367 KB). Each text file is compressed once, when the release is built (about
/// a second for the whole app); the module, which takes seconds at this quality, is compressed
/// ahead by scripts/build-wasm and only checked here.
enum Brotli {
    /// `bytes` Brotli-compressed (quality 11, a 4 MiB window), or nil if the encoder fails (then
    /// the file goes in gzip's form).
    static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        var size = BrotliEncoderMaxCompressedSize(bytes.count)
        guard size > 0 else { return nil }
        var output = [UInt8](repeating: 0, count: size)
        let done = bytes.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                BrotliEncoderCompress(
                    BROTLI_MAX_QUALITY, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_GENERIC,
                    source.count, source.baseAddress, &size, target.baseAddress)
            }
        }
        return done == BROTLI_TRUE ? Array(output.prefix(size)) : nil
    }

    /// Whether `brotli` decompresses to exactly `bytes`: a file's precompressed form is sent only
    /// if it is the file (one byte more of room than the file: a longer stream does not fit).
    static func isCompressed(_ bytes: [UInt8], as brotli: [UInt8]) -> Bool {
        var size = bytes.count + 1
        var output = [UInt8](repeating: 0, count: size)
        let result = brotli.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                BrotliDecoderDecompress(source.count, source.baseAddress, &size, target.baseAddress)
            }
        }
        return result == BROTLI_DECODER_RESULT_SUCCESS && size == bytes.count && output.prefix(size).elementsEqual(bytes)
    }
}
