/// The modulo-30 wheel the prime sieve works on: one byte stands for 30 consecutive numbers, its
/// bit k for the k-th of the eight residues coprime to 30 (1, 7, 11, 13, 17, 19, 23, 29), so a
/// byte-aligned run of the number line costs 8 bits per 30 numbers instead of 15 for odd-only.
///
/// A sieving prime p and its multiplier q (both coprime to 30) are tracked by their residues'
/// indices: the wheel index `w = 8·index(p mod 30) + index(q mod 30)` selects the bit p·q clears
/// and how many bytes the next multiple p·q′ (q′ the next coprime multiplier) lies ahead.
enum Wheel30 {
    static let residues: [UInt64] = [1, 7, 11, 13, 17, 19, 23, 29]
    /// From each residue to the next coprime one (29 → 31).
    static let gaps: [UInt64] = [6, 4, 2, 4, 2, 4, 6, 2]
    /// The bit of each residue 0..<30; 8 for a residue that shares a factor with 30.
    static let bitOfResidue: [UInt8] = {
        var table = [UInt8](repeating: 8, count: 30)
        for (k, r) in residues.enumerated() { table[Int(r)] = UInt8(k) }
        return table
    }()
    /// For each n mod 30, how far n is below the next number coprime to 30 (0 when it is).
    static let toCoprime: [UInt8] = (0..<30).map { r in UInt8((r...).first { residues.contains(UInt64($0 % 30)) }! - r) }
    /// By wheel index: the mask that clears the bit of p·q.
    static let clearMask: [UInt8] = byWheelIndex { pi, qi in
        ~(UInt8(1) << bitOfResidue[Int(residues[pi] * residues[qi] % 30)])
    }
    /// By wheel index: the bytes p·q′ lies beyond p·q, less (p/30)·gap (added by the caller).
    static let correction: [UInt8] = byWheelIndex { pi, qi in
        UInt8((residues[pi] * residues[qi] % 30 + residues[pi] * gaps[qi]) / 30)
    }
    private static func byWheelIndex(_ entry: (Int, Int) -> UInt8) -> [UInt8] {
        var table = [UInt8](repeating: 0, count: 64)
        for pi in 0..<8 { for qi in 0..<8 { table[pi * 8 + qi] = entry(pi, qi) } }
        return table
    }

    /// The primes the pre-sieve strikes out, 7 … 163, in its 16 patterns: 7 … 19 (period
    /// 7·11·13·17·19 = 323,323 bytes), 23·29·31, then 37 … 163 in pairs of a small and a large
    /// prime (periods 6,031 … 8,989) and 97 alone. Pre-sieving to 163, as primesieve does,
    /// takes away the densest third of the small primes' crossings (Σ 1/p over 37 … 163 is 0.34
    /// of the 0.91 over 37 … 8,000) for sixteen and-ed streams over a block in L1.
    static let presievedPrimes: [[UInt64]] = {
        let pairable: [UInt64] = [37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89,
                                  101, 103, 107, 109, 113, 127, 131, 137, 139, 149, 151, 157, 163]
        let pairs = (0..<13).map { [pairable[$0], pairable[25 - $0]] }
        return [[7, 11, 13, 17, 19], [23, 29, 31]] + pairs + [[97]]
    }()

    /// The largest prime the patterns strike out; sieving primes start above it.
    static let largestPresieved: UInt64 = 163

    /// Bytes the pre-sieve fills at a time, a block that stays in L1 while the patterns are
    /// and-ed into it. Each pattern holds this many bytes past its period, so that a block
    /// starts anywhere in its period and reads on without wrapping.
    static let presieveBlock = 8192

    /// The patterns, one after another in one array (`presieveOffsets` says where each starts).
    static let presieveBytes: [UInt8] = presievedPrimes.flatMap { pattern(of: $0) }
    static let presieveOffsets: [Int] = {
        var offsets = [0]
        for primes in presievedPrimes { offsets.append(offsets.last! + period(of: primes) + presieveBlock) }
        return offsets
    }()
    static let presievePeriods: [UInt64] = presievedPrimes.map { UInt64(period(of: $0)) }

    private static func period(of primes: [UInt64]) -> Int { primes.reduce(1) { $0 * Int($1) } }

    /// The and of each prime's own pattern, which repeats every p bytes (30p numbers) and
    /// clears the bits of p·q for the eight residues q, over the period and one block more.
    /// Built up a prime at a time: the pattern so far copied p times, then p's eight multiples
    /// a period cleared, so the work is a copy of the partial periods (~0.34 M bytes for
    /// 7 … 19) rather than one pass per prime over the whole (1.7 M) at every start.
    private static func pattern(of primes: [UInt64]) -> [UInt8] {
        let length = period(of: primes) + presieveBlock
        var bytes = [UInt8](repeating: 0xFF, count: length)
        bytes.withUnsafeMutableBufferPointer { bytes in
            var period = 1
            for p in primes {
                let own = Int(p)
                // The pattern so far, p times over, then the multiples of p cleared in all of it.
                for copy in 1..<own {
                    (bytes.baseAddress! + copy * period).update(from: bytes.baseAddress!, count: period)
                }
                period *= own
                for q in residues {
                    let n = p * q
                    let mask = ~(UInt8(1) << bitOfResidue[Int(n % 30)])
                    var i = Int(n / 30)
                    while i < period { bytes[i] &= mask; i += own }
                }
            }
            for i in period..<length { bytes[i] = bytes[i - period] }
        }
        return bytes
    }

    /// The number of bit `bit` of an 8-byte word of sieve bits whose first byte stands for the
    /// numbers from `base` (a multiple of 30): byte bit / 8, residue bit % 8.
    @inline(__always)
    static func number(ofBit bit: Int, from base: UInt64) -> UInt64 {
        base &+ 30 &* UInt64(bit >> 3) &+ residues[bit & 7]
    }

    /// The bits of a byte whose residues lie at or above `low` (for the range's first byte).
    static func bits(atOrAbove low: UInt64) -> UInt8 {
        var mask: UInt8 = 0
        for (k, r) in residues.enumerated() where r >= low { mask |= 1 << UInt8(k) }
        return mask
    }

    /// The bits of a byte whose residues lie at or below `high` (for the range's last byte).
    static func bits(atOrBelow high: UInt64) -> UInt8 {
        var mask: UInt8 = 0
        for (k, r) in residues.enumerated() where r <= high { mask |= 1 << UInt8(k) }
        return mask
    }
}
