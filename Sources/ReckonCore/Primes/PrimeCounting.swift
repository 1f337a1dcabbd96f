/// π(x), the number of primes up to x, by Lucy_Hedgehog's method in O(x^(3/4)) time and O(√x)
/// memory, driven one piece at a time like `PrimeSieve`.
///
/// With r = ⌊√x⌋, the method keeps S(v) for the 2r values v = ⌊x/k⌋ and v ≤ r, starting from
/// S(v) = v − 1 (every number 2…v), and removes the multiples of each prime p ≤ r in turn:
/// S(v) −= S(⌊v/p⌋) − S(p − 1) for every kept v ≥ p². At the end S(x) = π(x).
/// All arithmetic is exact: counts are integers, and ⌊v/p⌋ is found by a reciprocal or a double
/// division that are exact for every x up to `limit` (see `removeMultiples`).
///
/// Counting up to `limit` (2^42 ≈ 4.4·10^12) takes at most about 40 MiB (20 bytes per value
/// up to √x) and a few seconds on one core; a sieve would take hours.
public struct PrimeCounting {
    /// The largest x counted this way.
    public static let limit: UInt64 = 1 << 42

    public let x: UInt64
    /// π(x), once `isFinished`.
    public var count: UInt64 { x < 2 ? 0 : large[1] }
    public var isFinished: Bool { prime > root }

    private let root: Int
    private var small: [UInt32]      // small[v] = S(v), v ≤ r
    private var large: [UInt64]      // large[k] = S(⌊x/k⌋), 1 ≤ k ≤ r
    private let quotients: [UInt64]  // ⌊x/k⌋
    private var prime = 2            // the next candidate p
    private let totalWork: UInt64
    private var workDone: UInt64 = 0

    /// Prepares to count the primes up to `x`; `nil` when x exceeds `limit`.
    public init?(upTo x: UInt64) {
        guard x <= Self.limit else { return nil }
        self.x = x
        let r = Int(PrimeMath.squareRoot(x))
        root = r
        var small = [UInt32](repeating: 0, count: r + 1)
        for v in 1..<(r + 1) { small[v] = UInt32(v - 1) }
        var quotients = [UInt64](repeating: 0, count: r + 1)
        var large = [UInt64](repeating: 0, count: r + 1)
        for k in 1..<(r + 1) {
            quotients[k] = x / UInt64(k)
            large[k] = quotients[k] - 1
        }
        self.small = small
        self.large = large
        self.quotients = quotients
        var work: UInt64 = 0
        for p in PrimeMath.oddPrimes(upTo: r) + (r >= 2 ? [2] : []) {
            work += Self.work(prime: Int(p), x: x, root: r)
        }
        totalWork = max(work, 1)
    }

    /// Counts the primes up to `x`; `nil` when x exceeds `limit`.
    public static func count(upTo x: UInt64) -> UInt64? {
        guard var counting = PrimeCounting(upTo: x) else { return nil }
        while !counting.isFinished { counting.step() }
        return counting.count
    }

    /// Roughly how much of the work is done, from 0 to 1.
    public var fractionDone: Double {
        isFinished ? 1 : min(1, Double(workDone) / Double(totalWork))
    }

    /// Removes the multiples of the next primes, a few milliseconds' worth. Does nothing once finished.
    public mutating func step() {
        let budget = workDone + (1 << 21)
        while prime <= root && workDone < budget {
            if small[prime] != small[prime - 1] {
                removeMultiples(of: prime)
                workDone += Self.work(prime: prime, x: x, root: root)
            }
            prime += 1
        }
    }

    /// How many values removing the multiples of `prime` touches.
    private static func work(prime p: Int, x: UInt64, root r: Int) -> UInt64 {
        let square = UInt64(p) * UInt64(p)
        let smallValues = square <= UInt64(r) ? UInt64(r) - square + 1 : 0
        return min(UInt64(r), x / square) + smallValues
    }

    // Out of line so a browser's wasm engine swaps in its optimised code at the next prime
    // (see `DiceSimulation.rollBlock`).
    @inline(never)
    private mutating func removeMultiples(of p: Int) {
        let r = root
        let before = UInt64(small[p - 1])  // primes below p
        let square = UInt64(p) * UInt64(p)
        let lastK = Int(min(UInt64(r), x / square))
        let lastDirect = min(lastK, r / p)
        // ⌊n/p⌋ two exact ways, each the faster where it runs: natively the high word of
        // n·⌈2^64/p⌉ (exact while n·p < 2^64); in wasm, which has no 128-bit product, the floor
        // of the doubles' rounded quotient (exact while n + p < 2^53: n/p is at least 1/p below
        // the next integer, more than half its ulp). Here n ≤ x ≤ 2^42.
        #if arch(wasm32)
        let divisor = Double(p)
        @inline(__always) func quotient(_ n: UInt64) -> Int { Int(Double(n) / divisor) }
        #else
        let reciprocal = UInt64.max / UInt64(p) + 1
        @inline(__always) func quotient(_ n: UInt64) -> Int { Int(n.multipliedFullWidth(by: reciprocal).high) }
        #endif
        small.withUnsafeMutableBufferPointer { small in
            large.withUnsafeMutableBufferPointer { large in
                quotients.withUnsafeBufferPointer { quotients in
                    // Values ⌊x/k⌋ ≥ p²: ⌊x/(kp)⌋ is another large value while kp ≤ r, else a small one.
                    if lastDirect >= 1 {
                        for k in 1...lastDirect { large[k] -= large[k * p] - before }
                    }
                    if lastK > lastDirect {
                        for k in (lastDirect + 1)...lastK {
                            let v = quotient(quotients[k])
                            large[k] -= UInt64(small[v]) - before
                        }
                    }
                    // Values p² ≤ v ≤ r, from the top so ⌊v/p⌋ is read before it changes;
                    // every v in q·p ..< (q+1)·p shares ⌊v/p⌋ = q.
                    guard square <= UInt64(r) else { return }
                    let beforeSmall = UInt32(before)
                    var q = r / p
                    while q >= p {
                        let drop = small[q] - beforeSmall
                        let low = q * p
                        let high = min(low + p - 1, r)
                        for v in low...high { small[v] -= drop }
                        q -= 1
                    }
                }
            }
        }
    }
}
