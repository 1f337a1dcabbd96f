/// Sieving primes waiting in slots: for the large primes a ring of slots, one a segment ahead,
/// each holding the primes whose next multiple lies in its segment (Tomás Oliveira e Silva's
/// buckets); for the medium ones, a slot for each place in the wheel's turn. A slot is a chain
/// of fixed blocks taken from a shared free list, so that placing a prime costs one store,
/// never an array's growth, and a large prime costs work only in the segments it hits.
///
/// Blocks are `Block.bytes` long and aligned to it, so that a slot is one pointer, to where its
/// next entry goes: the block is full when that pointer reaches the next block's boundary
/// (primesieve's buckets work the same way). A block's first word links it to the one before
/// it in its chain (or to the next free block). The storage is raw and every property a
/// constant, so that the hot path has no exclusivity checks (they took a quarter of the time
/// near 10^18 when the chains were arrays). Blocks are kept for reuse until the ring is
/// dropped: `bytes` is the peak.
final class BucketRing<Block: BucketBlock> {
    let slots: Int
    private let tail: UnsafeMutablePointer<UnsafeMutablePointer<UInt64>?>  // each slot's next entry
    // [0]: the free list's first block; [1]: how many blocks were handed out; [2], [3]: the
    // newest slab's first block not yet handed out, and its end.
    private let state: UnsafeMutablePointer<UInt>
    /// Blocks are allocated 256 KiB at a time: an aligned allocation of one block would waste
    /// about a block (the allocator pads to reach the alignment).
    private static var slabBytes: Int { 1 << 18 }
    private var slabs: [UnsafeMutableRawPointer] = []

    init(slots: Int) {
        precondition(Block.bytes >= PageBlock.bytes && Block.bytes <= Self.slabBytes && Block.bytes & (Block.bytes - 1) == 0)
        self.slots = slots
        tail = .allocate(capacity: slots)
        tail.initialize(repeating: nil, count: slots)
        state = .allocate(capacity: 4)
        state.initialize(repeating: 0, count: 4)
    }

    deinit {
        for slab in slabs { slab.deallocate() }
        tail.deallocate()
        state.deallocate()
    }

    @inline(__always)
    private static func block(_ address: UInt) -> UnsafeMutablePointer<UInt64>? {
        UnsafeMutablePointer(bitPattern: address)
    }

    /// The block whose entries end at `tail` (one past the last, or its first when it is empty).
    @inline(__always)
    private func block(holding tail: UnsafeMutablePointer<UInt64>) -> UnsafeMutablePointer<UInt64> {
        UnsafeMutablePointer(bitPattern: (UInt(bitPattern: tail) &- 1) & ~UInt(Block.bytes - 1))!
    }

    /// The entries' blocks, in bytes.
    var bytes: Int { Int(state[1]) * Block.bytes }

    /// Whether `slot` may hold an entry (a slot that had only uncounted appends holds none).
    @inline(__always)
    func isOccupied(_ slot: Int) -> Bool { tail[slot] != nil }

    /// Writes `entry` after the newest of `slot` and counts it in when `counting` is 1 (with 0
    /// the next append overwrites it: a caller that decides without a branch).
    @inline(__always)
    func append(_ entry: UInt64, to slot: Int, counting: Int = 1) {
        var next = tail[slot]
        if next == nil || UInt(bitPattern: next) & UInt(Block.bytes - 1) == 0 {
            let block = newBlock()
            block[0] = UInt64(UInt(bitPattern: next.map(self.block(holding:))))
            next = block + 1
        }
        next.unsafelyUnwrapped.pointee = entry
        tail[slot] = next.unsafelyUnwrapped + counting
    }

    /// A block from the free list, or the newest slab's next one (a new slab's pages are
    /// touched only as its blocks are handed out).
    private func newBlock() -> UnsafeMutablePointer<UInt64> {
        if let block = Self.block(state[0]) {
            state[0] = UInt(block[0])
            return block
        }
        if state[2] == state[3] {
            let slab = UnsafeMutableRawPointer.allocate(byteCount: Self.slabBytes, alignment: Block.bytes)
            slab.bindMemory(to: UInt64.self, capacity: Self.slabBytes / 8)
            slabs.append(slab)
            state[2] = UInt(bitPattern: slab)
            state[3] = state[2] + UInt(Self.slabBytes)
        }
        let block = Self.block(state[2])!
        state[2] += UInt(Block.bytes)
        state[1] += 1
        return block
    }

    /// Hands every entry of `slot` to `body` and empties it; what `body` appends to `slot`
    /// itself stays for the next drain.
    @inline(__always)
    func drain(_ slot: Int, _ body: (UInt64) -> Void) {
        drainRuns(slot) { run in for entry in run { body(entry) } }
    }

    /// Hands the entries of `slot` to `body` a block's run at a time, and empties it; what
    /// `body` appends to `slot` itself stays for the next drain. A run is the block's storage:
    /// valid only during the call.
    @inline(__always)
    func drainRuns(_ slot: Int, _ body: (UnsafeBufferPointer<UInt64>) -> Void) {
        guard let last = tail[slot] else { return }
        tail[slot] = nil
        var block: UnsafeMutablePointer<UInt64>? = self.block(holding: last)
        var end = last
        while let here = block {
            body(UnsafeBufferPointer(start: here + 1, count: end - (here + 1)))
            block = Self.block(UInt(here[0]))
            here[0] = UInt64(state[0])
            state[0] = UInt(bitPattern: here)
            if let older = block { end = older + Block.bytes / 8 }
        }
    }
}
