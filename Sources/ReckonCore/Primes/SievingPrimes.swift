/// The primes from 167 up to a limit, ascending, one at a time: the sieving primes of a
/// `WheelSieve`, themselves read from a smaller wheel sieve (`PrimeCursor`, whose own sieving
/// primes, below 2^16, come from a plain sieve). The cursor is held in an array of at most one,
/// the indirection a struct needs to contain its own kind.
struct SievingPrimes {
    private var cursor: [PrimeCursor] = []
    private var small: [UInt64] = []
    private var index = 0

    private var blocks: [PrimeRange] = []  // read after the cursor's range, in order
    private var nextBlock = 0

    /// The primes from 167 up to `limit`, or, when `blocks` are given, up to `limit` but at most
    /// 2^21 (the small and medium sieving primes) and then those in `blocks` (ascending, above
    /// both): a `SieveShare`'s large primes.
    init(upTo limit: UInt64, blocks: [PrimeRange]? = nil) {
        let first = Wheel30.largestPresieved + 1
        let limit = blocks == nil ? limit : min(limit, WheelSieve.mediumLimit)
        if limit <= 1 << 16 {
            small = PrimeMath.oddPrimes(upTo: Int(limit)).lazy.map { UInt64($0) }.filter { $0 >= first }
        } else {
            // 167 ≤ limit: a valid range.
            cursor = [PrimeCursor(try! PrimeRange(lo: first, hi: limit))]
        }
        self.blocks = blocks ?? []
    }

    /// The next prime, or 0 when there are no more.
    @inline(__always)
    mutating func next() -> UInt64 {
        if !cursor.isEmpty {
            let p = cursor[0].next()
            return p != 0 ? p : firstOfNextBlock()
        }
        guard index < small.count else { return 0 }
        defer { index += 1 }
        return small[index]
    }

    /// The first prime of the next block that has one, or 0 when none is left (apart from
    /// `next()`, which runs once a prime).
    private mutating func firstOfNextBlock() -> UInt64 {
        while nextBlock < blocks.count {
            cursor[0] = PrimeCursor(blocks[nextBlock])
            nextBlock += 1
            let p = cursor[0].next()
            if p != 0 { return p }
        }
        cursor = []
        return 0
    }
}
