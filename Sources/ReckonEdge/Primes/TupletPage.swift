import ReckonCore

/// The first prime k-tuplets of a range, at most a page of them, and where the next page starts.
public struct TupletPage: Sendable, Equatable {
    public let range: PrimeRange
    /// How many primes a tuplet holds, 2 to 6.
    public let size: Int
    /// Each tuplet's primes, lowest first; the tuplets ascending, at most the page size asked for.
    public let tuplets: [[UInt64]]
    /// The first prime of the range's next tuplet past this page (a page that starts there
    /// continues the list), or `nil` when the page holds the rest of the range.
    public let next: UInt64?

    /// `{"lo":"…","hi":"…","tuplets":k,"primes":[["3","5"],…],"next":"…"|null}`, the integers
    /// in decimal strings as a page of primes has them.
    public var json: String {
        PrimePage.json(range: range, tuplets: size, next: next) { out in
            for tuplet in tuplets {
                out.beginArray()
                for prime in tuplet { out.string(String(prime)) }
                out.endArray()
            }
        }
    }
}

extension PrimeRange {
    /// The range's first `pageSize` tuplets of `size` primes (`pageSize ≥ 1`), a piece of the
    /// sieve (milliseconds) at a time, which stops at the tuplet past the page: its first prime
    /// becomes `next`. Calls `progress` after each piece with the fraction done (of the range,
    /// or of the page when that is further along); `nil` when `shouldStop` answers true (asked
    /// before each piece). The sieve keeps to `memoryLimit` bytes (see `PrimeSieve`).
    public func tupletPage(
        size: Int, pageSize: Int, memoryLimit: Int = PrimeSieve.sharedMemoryLimit,
        stoppingWhen shouldStop: () -> Bool = { false }, progress: (Double) -> Void = { _ in }
    ) -> TupletPage? {
        let pageSize = max(1, pageSize)
        let sieve = TupletSieve(self, size: size, span: tupletSpan(size: size, count: pageSize), memoryLimit: memoryLimit)
        var tuplets: [[UInt64]] = []
        while !sieve.isFinished, tuplets.count <= pageSize {
            guard !shouldStop() else { return nil }
            sieve.step { tuplet in if tuplets.count <= pageSize { tuplets.append(tuplet) } }
            progress(max(sieve.fractionDone, Double(tuplets.count) / Double(pageSize + 1)))
        }
        let next = tuplets.count > pageSize ? tuplets.removeLast()[0] : nil
        return TupletPage(range: self, size: size, tuplets: tuplets, next: next)
    }

}
