/// The primes from 167 up to a limit, ascending, one at a time: the sieving primes of a
/// `WheelSieve`, themselves listed by a smaller wheel sieve (whose own sieving primes, below
/// 2^16, come from a plain sieve). The smaller sieve is held in an array of at most one, the
/// indirection a struct needs to contain its own kind.
struct SievingPrimes {
    private var sieve: [WheelSieve] = []
    private var buffer: [UInt64] = []
    private var index = 0

    init(upTo limit: UInt64) {
        let first = Wheel30.largestPresieved + 1
        if limit <= 1 << 16 {
            buffer = PrimeMath.oddPrimes(upTo: Int(limit)).lazy.map { UInt64($0) }.filter { $0 >= first }
        } else {
            // 167 ≤ limit: a valid range.
            sieve = [WheelSieve(try! PrimeRange(lo: first, hi: limit))]
        }
    }

    /// The next prime, or 0 when there are no more.
    mutating func next() -> UInt64 {
        while index >= buffer.count {
            guard !sieve.isEmpty, !sieve[0].isFinished else { return 0 }
            buffer.removeAll(keepingCapacity: true)
            index = 0
            var batches = buffer
            buffer = []  // held uniquely while the sieve appends
            sieve[0].list { batch in batches.append(contentsOf: batch) }
            buffer = batches
        }
        defer { index += 1 }
        return buffer[index]
    }
}
