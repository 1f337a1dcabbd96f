/// The Möbius function and least prime factor of every number up to a limit that is coprime to
/// 30, in 4 bytes for each (8 in every 30 numbers): all that `PrimeCounting`'s leaves ask of a
/// number m. Numbers with a factor 2, 3 or 5 are never asked for, as every leaf's m has its
/// least prime factor above 13.
///
/// An entry is μ(m)·lpf(m): 0 when a square divides m, negative for an odd count of prime
/// factors; m = 1 has no prime factor and is stored as `Int32.max` (μ(1) = 1). Limits up to
/// 2^31 − 1 fit.
struct FactorTable {
    let limit: UInt64
    private(set) var entries: [Int32]

    /// A table whose entries are all "no prime factor found yet"; `add` each prime from 7 up to
    /// the limit, ascending, to fill it.
    init(limit: UInt64) {
        self.limit = limit
        entries = [Int32](repeating: .max, count: Self.coprimes(upTo: limit))
    }

    /// How many numbers in 1...n are coprime to 30, for n below 8·10^9 (Int is 32 bits in wasm).
    /// The residues up to n mod 30 are counted by popcount in a mask of the eight (`coprimeMask`),
    /// not read from a table: a static table is reached through its lazy initializer's check,
    /// and the hard leaves ask this hundreds of millions of times.
    @inline(__always)
    static func coprimes(upTo n: UInt64) -> Int {
        let below = (coprimeMask & ((2 as UInt32) &<< UInt32(truncatingIfNeeded: n % 30) &- 1)).nonzeroBitCount
        return Int(n / 30) &* 8 &+ below
    }

    /// The index of m, coprime to 30, in `entries`.
    static func index(of m: UInt64) -> Int { coprimes(upTo: m) - 1 }

    /// The number at `index`.
    static func number(at index: Int) -> UInt64 { UInt64(index >> 3) * 30 + Wheel30.residues[index & 7] }

    /// Bit r set for each residue r coprime to 30: 1, 7, 11, 13, 17, 19, 23, 29.
    private static let coprimeMask: UInt32 = 0x208A_2882

    /// Records the prime p ≥ 7 in its multiples: the first prime to reach m (primes come
    /// ascending) is its least factor, each flips μ's sign, and p² clears its multiples.
    mutating func add(_ p: UInt64) {
        let multiples = Self.coprimes(upTo: limit / p)
        entries.withUnsafeMutableBufferPointer { entries in
            for k in 0..<multiples {
                let i = Self.index(of: p * Self.number(at: k))
                let entry = entries[i]
                if entry == .max || entry == -.max {
                    entries[i] = entry > 0 ? -Int32(p) : Int32(p)
                } else {
                    entries[i] = -entry
                }
            }
            guard p <= limit / p else { return }
            let square = p * p
            for k in 0..<Self.coprimes(upTo: limit / square) {
                entries[Self.index(of: square * Self.number(at: k))] = 0
            }
        }
    }

    /// Clears the entries of the primes above `y` (those with their least factor above y, for a
    /// limit below y²), once every prime is added: `PrimeCounting`'s leaves need every factor of
    /// m up to y, and with a limit up to 16y that is lpf(m) ≤ y for every m whose least factor
    /// is at least 17 (a factor above y would make m at least 17y), so a leaf's test is then
    /// one comparison. m = 1 keeps its entry.
    mutating func clearFactors(above y: UInt64) {
        entries.withUnsafeMutableBufferPointer { entries in
            for i in entries.indices where entries[i] != .max && UInt64(entries[i].magnitude) > y {
                entries[i] = 0
            }
        }
    }

    /// Calls `leaf` for each m in (lowest, highest] (highest ≤ the limit), descending, whose
    /// least prime factor is above p, with all ones for μ(m) = 1 and zero for μ(m) = −1 — the
    /// m of `PrimeCounting`'s special leaves of p once `clearFactors(above:)` has run. The sign
    /// comes as a mask so that the caller applies it without a branch, which the predictor
    /// would lose. An empty interval (lowest ≥ highest) calls nothing, however far lowest lies
    /// beyond the limit: the hard leaves' first segments ask for m above x/(p·high), which
    /// passes 8·10^9 from x ≈ 10^16, where counting its index overflowed wasm32's Int.
    @inline(__always)
    func forEachLeaf(above p: UInt64, in lowest: UInt64, _ highest: UInt64, _ leaf: (_ m: UInt64, _ positive: UInt64) -> Void) {
        guard lowest < highest else { return }
        let bound = UInt32(p)
        entries.withUnsafeBufferPointer { entries in
            var i = Self.coprimes(upTo: highest) - 1
            let end = Self.coprimes(upTo: lowest)
            while i >= end {
                let entry = entries[i]
                if entry.magnitude > bound { leaf(Self.number(at: i), UInt64(bitPattern: Int64(~entry >> 31))) }
                i -= 1
            }
        }
    }
}
