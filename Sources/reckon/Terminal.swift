import Glibc

/// Buffered writes to a file descriptor.
///
/// Listing a hundred million primes through `print` costs a lock and a syscall per line;
/// this keeps a 64 KiB buffer and hands the kernel whole blocks.
final class Terminal {
    // Only the main thread writes; worker threads hand their results back to it.
    nonisolated(unsafe) static let standardOutput = Terminal(fd: 1)
    nonisolated(unsafe) static let standardError = Terminal(fd: 2, bufferSize: 0)

    private let fd: Int32
    private let capacity: Int
    private var buffer: [UInt8] = []

    init(fd: Int32, bufferSize: Int = 1 << 16) {
        self.fd = fd
        self.capacity = bufferSize
        buffer.reserveCapacity(bufferSize)
    }

    /// Whether this descriptor is a terminal (progress bars only go to one).
    var isTerminal: Bool { isatty(fd) == 1 }

    func write(_ s: String) {
        buffer.append(contentsOf: s.utf8)
        if buffer.count >= capacity { flush() }
    }

    func write(bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { flush() }
    }

    func flush() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { raw in
                Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
            }
            if written <= 0 {
                if written < 0 && errno == EINTR { continue }
                // A full disk or a closed descriptor: the answer did not arrive, so say so and
                // fail rather than exit 0 with the output lost. (A closed pipe such as `| head`
                // ends the process with SIGPIPE before this point, as for any Unix tool.)
                guard fd != 2 else { break }
                buffer.removeAll(keepingCapacity: true)
                Terminal.standardError.write("reckon: output: cannot write to standard output (errno \(errno))\n")
                Glibc.exit(1)
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    static func exit(_ status: Int32) -> Never {
        standardOutput.flush()
        standardError.flush()
        Glibc.exit(status)
    }
}
