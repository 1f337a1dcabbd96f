import Glibc

/// The words of a file descriptor, a read at a time, split at spaces, tabs and line feeds as
/// coreutils' `factor` splits them (a carriage return stays part of its word).
struct WordReader {
    private let fd: Int32
    private var partial: [UInt8] = []
    private var ended = false

    init(fd: Int32) { self.fd = fd }

    /// The whole words of the next read (an empty list when a read ends inside a word), or nil
    /// at the end of the input.
    mutating func next() -> [String]? {
        guard !ended else { return nil }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
        if count <= 0 {
            ended = true
            let last = partial
            partial = []
            return last.isEmpty ? [] : [String(decoding: last, as: UTF8.self)]
        }
        var words: [String] = []
        for byte in chunk[0..<count] {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A {
                if !partial.isEmpty { words.append(String(decoding: partial, as: UTF8.self)) }
                partial.removeAll(keepingCapacity: true)
            } else {
                partial.append(byte)
            }
        }
        return words
    }
}
