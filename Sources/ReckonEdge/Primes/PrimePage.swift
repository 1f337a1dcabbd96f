import ReckonCore

/// The first primes of a range, at most a page of them, and where the next page starts.
public struct PrimePage: Sendable, Equatable {
    public let range: PrimeRange
    /// Ascending, at most the page size asked for.
    public let primes: [UInt64]
    /// The first prime of the range past this page (a page that starts there continues the
    /// list), or `nil` when the page holds the rest of the range.
    public let next: UInt64?

    /// `{"lo":"…","hi":"…","primes":["2","3",…],"next":"…"|null}`: the integers are decimal
    /// strings, because primes reach 2^64 − 1, far past the 2^53 that JSON readers hold exactly.
    public var json: String {
        Self.json(range: range, next: next) { out in
            for prime in primes { out.string(String(prime)) }
        }
    }

    /// A page's answer, a page of primes' or (with `tuplets`) of tuplets': lo, hi, the size of
    /// the tuplets, the `primes` array whose items `writeItems` writes, and `next`.
    static func json(range: PrimeRange, tuplets: Int? = nil, next: UInt64?, _ writeItems: (inout JSONWriter) -> Void) -> String {
        var out = JSONWriter()
        out.beginObject()
        out.field("lo", String(range.lo))
        out.field("hi", String(range.hi))
        if let tuplets { out.field("tuplets", integer: UInt64(tuplets)) }
        out.key("primes")
        out.beginArray()
        writeItems(&out)
        out.endArray()
        out.key("next")
        if let next { out.string(String(next)) } else { out.null() }
        out.endObject()
        return out.text
    }
}

extension PrimeRange {
    /// The range's first `size` primes (`size ≥ 1`), sieved (or tested, when the page is
    /// narrow for its height: `testsCandidates`) a piece of a few milliseconds at a time; the
    /// sieve stops one prime past the page, which becomes `next`.
    ///
    /// Calls `progress` after each piece with the fraction done (of the range, or of the page
    /// when that is further along). Returns `nil` when `shouldStop` answers true (it is asked
    /// before each piece). The sieve keeps to `memoryLimit` bytes (see `PrimeSieve`).
    public func page(
        size: Int, memoryLimit: Int = PrimeSieve.sharedMemoryLimit, stoppingWhen shouldStop: () -> Bool = { false }, progress: (Double) -> Void = { _ in }
    ) -> PrimePage? {
        let size = max(1, size)
        let testing = testsCandidates(span: pageSpan(size: size), memoryLimit: memoryLimit)
        var sieve = PrimeSieve(self, memoryLimit: memoryLimit, testing: testing)
        var primes: [UInt64] = []
        while !sieve.isFinished, primes.count <= size {
            guard !shouldStop() else { return nil }
            sieve.list { batch in primes.append(contentsOf: batch.prefix(size + 1 - primes.count)) }
            progress(max(sieve.fractionDone, Double(primes.count) / Double(size + 1)))
        }
        let next = primes.count > size ? primes.removeLast() : nil
        return PrimePage(range: self, primes: primes, next: next)
    }
}
