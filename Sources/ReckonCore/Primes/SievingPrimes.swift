/// The primes from 167 up to a limit, ascending, one at a time: the sieving primes of a
/// `WheelSieve`, themselves read from a smaller wheel sieve (`PrimeCursor`, whose own sieving
/// primes, below 2^16, come from a plain sieve). The cursor is held in an array of at most one,
/// the indirection a struct needs to contain its own kind.
struct SievingPrimes {
    private var cursor: [PrimeCursor] = []
    private var small: [UInt64] = []
    private var index = 0

    init(upTo limit: UInt64) {
        let first = Wheel30.largestPresieved + 1
        if limit <= 1 << 16 {
            small = PrimeMath.oddPrimes(upTo: Int(limit)).lazy.map { UInt64($0) }.filter { $0 >= first }
        } else {
            // 167 ≤ limit: a valid range.
            cursor = [PrimeCursor(try! PrimeRange(lo: first, hi: limit))]
        }
    }

    /// The next prime, or 0 when there are no more.
    mutating func next() -> UInt64 {
        if !cursor.isEmpty { return cursor[0].next() }
        guard index < small.count else { return 0 }
        defer { index += 1 }
        return small[index]
    }
}
