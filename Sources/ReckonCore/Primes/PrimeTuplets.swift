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
    /// The last primes taken, at most `size`, oldest first.
    private var window: [UInt64] = []

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
        window.reserveCapacity(size)
    }

    /// Takes the next primes, ascending and following those taken before with none missed in
    /// between, and calls `found` with each tuplet they complete (its primes, lowest first).
    public mutating func take(_ primes: UnsafeBufferPointer<UInt64>, _ found: ([UInt64]) -> Void) {
        for prime in primes {
            if window.count == size { window.removeFirst() }
            window.append(prime)
            guard window.count == size else { continue }
            let first = window[0]
            // The widest pattern is 16: a wider window fits none (and the offsets cannot wrap).
            guard prime - first <= 16 else { continue }
            for pattern in patterns where (1..<size).allSatisfy({ window[$0] - first == pattern[$0] }) {
                found(window)
            }
        }
    }
}
