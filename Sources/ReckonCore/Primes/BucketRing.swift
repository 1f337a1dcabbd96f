/// The large sieving primes waiting for the segment of their next multiple (Tomás Oliveira e
/// Silva's buckets): a ring of slots, one a segment ahead, each a chain of fixed blocks of
/// entries taken from a shared free list, so that placing a prime costs one store, never an
/// array's growth, and a prime costs work only in the segments it hits.
///
/// A block's first word links it to the next block of its chain (or of the free list); the
/// storage is raw and every property a constant, so that the hot path has no exclusivity
/// checks (they took a quarter of the time near 10^18 when the chains were arrays). Blocks are
/// kept for reuse until the ring is dropped: `bytes` is the peak.
final class BucketRing {
    /// Entries a block holds after its link.
    static let blockEntries = 1023
    let slots: Int
    private let current: UnsafeMutablePointer<UnsafeMutablePointer<UInt64>?>  // each slot's newest block
    private let fill: UnsafeMutablePointer<Int>  // entries in it
    // [0]: the free list's first block; [1]: how many blocks were allocated.
    private let state: UnsafeMutablePointer<UInt>

    init(slots: Int) {
        self.slots = slots
        current = .allocate(capacity: slots)
        current.initialize(repeating: nil, count: slots)
        fill = .allocate(capacity: slots)
        fill.initialize(repeating: 0, count: slots)
        state = .allocate(capacity: 2)
        state.initialize(repeating: 0, count: 2)
    }

    deinit {
        for slot in 0..<slots { Self.release(chain: current[slot]) }
        Self.release(chain: Self.block(state[0]))
        current.deallocate()
        fill.deallocate()
        state.deallocate()
    }

    private static func release(chain: UnsafeMutablePointer<UInt64>?) {
        var block = chain
        while let here = block {
            block = Self.block(UInt(here[0]))
            here.deallocate()
        }
    }

    @inline(__always)
    private static func block(_ address: UInt) -> UnsafeMutablePointer<UInt64>? {
        UnsafeMutablePointer(bitPattern: address)
    }

    /// The entries' blocks, in bytes.
    var bytes: Int { Int(state[1]) * (Self.blockEntries + 1) * 8 }

    /// Writes `entry` after the newest of `slot` and counts it in when `counting` is 1 (with 0
    /// the next append overwrites it: a caller that decides without a branch).
    @inline(__always)
    func append(_ entry: UInt64, to slot: Int, counting: Int = 1) {
        var count = fill[slot]
        if count == Self.blockEntries || current[slot] == nil {
            let block = newBlock()
            block[0] = UInt64(UInt(bitPattern: current[slot]))
            current[slot] = block
            count = 0
        }
        current[slot]![count + 1] = entry
        fill[slot] = count + counting
    }

    private func newBlock() -> UnsafeMutablePointer<UInt64> {
        if let block = Self.block(state[0]) {
            state[0] = UInt(block[0])
            return block
        }
        state[1] += 1
        return .allocate(capacity: Self.blockEntries + 1)
    }

    /// Hands every entry of `slot` to `body` (which may append to other slots, never to this
    /// one), then empties it.
    func drain(_ slot: Int, _ body: (UInt64) -> Void) {
        var block = current[slot]
        var count = fill[slot]
        current[slot] = nil
        fill[slot] = 0
        while let here = block {
            var k = 1
            while k <= count {
                body(here[k])
                k += 1
            }
            block = Self.block(UInt(here[0]))
            here[0] = UInt64(state[0])
            state[0] = UInt(bitPattern: here)
            count = Self.blockEntries
        }
    }
}
