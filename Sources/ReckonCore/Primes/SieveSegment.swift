#if canImport(Glibc)
import Glibc
#endif

/// A sieve's segment: bytes of its own, zeroed, which a `WheelSieve` crosses off in place.
///
/// On Linux a segment of a quarter of `hugePageBytes` or more may take a whole 2 MiB huge page
/// (aligned to it, and advised so: `madvise(MADV_HUGEPAGE)`), which is physically contiguous.
/// A segment as large as L2 on 4 KiB pages maps onto L2's sets as its pages fall, and when two
/// sieves' threads took their pages at once, some sets were asked to hold more of a segment
/// than they have ways: [10^12, +10^10] on two threads took 0.63 to 0.95 s from run to run with
/// 1 MiB segments, and 0.63 s every time on huge pages (on one thread, 1.25 s either way).
/// Where the system gives no huge page the advice changes nothing; in WebAssembly the bytes are
/// allocated as usual.
final class SieveSegment {
    let bytes: UnsafeMutableBufferPointer<UInt8>

    static let hugePageBytes = 2 << 20

    /// Whether a segment of `count` bytes that may take a huge page takes one.
    static func takesHugePage(_ count: Int) -> Bool {
        #if canImport(Glibc)
        count >= hugePageBytes / 4 && count <= hugePageBytes
        #else
        false
        #endif
    }

    /// The memory a segment of `count` bytes takes when it may take a huge page.
    static func footprint(_ count: Int) -> Int { takesHugePage(count) ? hugePageBytes : count }

    init(count: Int, onHugePage: Bool) {
        let huge = onHugePage && Self.takesHugePage(count)
        let start = UnsafeMutableRawPointer.allocate(
            byteCount: huge ? Self.hugePageBytes : max(count, 1), alignment: huge ? Self.hugePageBytes : 16)
        #if canImport(Glibc)
        if huge { _ = madvise(start, Self.hugePageBytes, MADV_HUGEPAGE) }
        #endif
        bytes = UnsafeMutableBufferPointer(start: start.bindMemory(to: UInt8.self, capacity: count), count: count)
        bytes.initialize(repeating: 0)
    }

    deinit { UnsafeMutableRawPointer(bytes.baseAddress!).deallocate() }
}
