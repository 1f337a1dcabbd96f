/// Prime k-tuplets for 2 ≤ k ≤ 6, found in a stream of consecutive primes as primesieve counts
/// them (`-c2` … `-c6`, `-p2` … `-p6`): k primes in the range that fit one of the patterns of
/// least width for k — twins (0, 2); triplets (0, 2, 6) and (0, 4, 6); quadruplets (0, 2, 6, 8);
/// quintuplets (0, 2, 6, 8, 12) and (0, 4, 6, 10, 12); sextuplets (0, 4, 6, 10, 12, 16). Every
/// number between a tuplet's primes is composite (one of any three numbers 2 apart is a multiple
/// of 3), so a tuplet is k consecutive primes and a window of the last k found is all it takes;
/// (3, 5, 7) fits no pattern and is not a triplet, as in primesieve.
public struct PrimeTuplets {
    public static let sizes = 2...6

    public let size: Int
    private let patterns: [[UInt64]]
    /// The last primes taken, in a ring of 8 (`taken` of them so far): the hot path stores a
    /// prime and compares it with the one `size` − 1 back, which is all most primes need.
    private var ring = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
    private var taken = 0

    /// Tuplets of `size` primes (in `sizes`; the caller checks).
    public init(size: Int) {
        self.size = size
        patterns = switch size {
        case 2: [[0, 2]]
        case 3: [[0, 2, 6], [0, 4, 6]]
        case 4: [[0, 2, 6, 8]]
        case 5: [[0, 2, 6, 8, 12], [0, 4, 6, 10, 12]]
        default: [[0, 4, 6, 10, 12, 16]]
        }
    }

    /// Takes the next primes, ascending and following those taken before with none missed in
    /// between, and calls `found` with each tuplet they complete (its primes, lowest first).
    public mutating func take(_ primes: UnsafeBufferPointer<UInt64>, _ found: ([UInt64]) -> Void) {
        // A size's patterns all span the same width: a window of `size` primes that does not
        // fits none, and most windows are told by that one subtraction.
        let size = size, back = size - 1, patterns = patterns, width = patterns[0][back]
        var taken = self.taken
        withUnsafeMutableBytes(of: &ring) { raw in
            let ring = raw.baseAddress!.assumingMemoryBound(to: UInt64.self)
            for prime in primes {
                ring[taken & 7] = prime
                taken &+= 1
                let first = ring[(taken &- 1 &- back) & 7]
                guard prime &- first == width, taken >= size else { continue }
                let window = (0..<size).map { ring[(taken &- size &+ $0) & 7] }
                for pattern in patterns where (1..<back).allSatisfy({ window[$0] - first == pattern[$0] }) {
                    found(window)
                }
            }
        }
        self.taken = taken
    }
}
