extension PrimeRange {
    /// The number of primes in the range, counted to the end in one call (see `PrimeCounter`
    /// for the piecewise form with progress and cancellation), in at most about `memoryLimit`
    /// bytes, by `method` (by the cheaper when nil).
    public func primeCount(memoryLimit: Int = .max, method: PrimeCounter.Method? = nil) -> UInt64 {
        let counter = PrimeCounter(self, memoryLimit: memoryLimit, method: method)
        while !counter.isFinished { counter.step() }
        return counter.count
    }

    /// The number of the range's prime tuplets of `size` primes (see `TupletSieve` for the
    /// piecewise form), found to the end in one call in at most about `memoryLimit` bytes.
    public func tupletCount(size: Int, memoryLimit: Int = .max) -> UInt64 {
        let sieve = TupletSieve(self, size: size, memoryLimit: memoryLimit)
        while !sieve.isFinished { sieve.step() }
        return sieve.count
    }

    /// Calls `body` with the range's primes in increasing order, in batches of at most 1024,
    /// to the end in one call (see `PrimeSieve` for the piecewise form), always by the sieve.
    public func forEachPrimeBatch(_ body: (UnsafeBufferPointer<UInt64>) -> Void) {
        var sieve = PrimeSieve(self)
        while !sieve.isFinished { sieve.list(body) }
    }
}
