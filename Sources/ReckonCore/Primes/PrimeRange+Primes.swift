extension PrimeRange {
    /// The number of primes in the range, counted to the end in one call (see `PrimeCounter`
    /// for the piecewise form with progress and cancellation), in at most about `memoryLimit`
    /// bytes.
    public func primeCount(memoryLimit: Int = .max) -> UInt64 {
        let counter = PrimeCounter(self, memoryLimit: memoryLimit)
        while !counter.isFinished { counter.step() }
        return counter.count
    }

    /// Calls `body` with the range's primes in increasing order, in batches of at most 1024,
    /// to the end in one call (see `PrimeSieve` for the piecewise form).
    public func forEachPrimeBatch(_ body: (UnsafeBufferPointer<UInt64>) -> Void) {
        var sieve = PrimeSieve(self)
        while !sieve.isFinished { sieve.list(body) }
    }
}
