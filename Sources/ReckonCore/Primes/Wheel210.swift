/// The modulo-210 wheel the large sieving primes step their multipliers on, over the same
/// modulo-30 bytes (`Wheel30`): multipliers q coprime to 210 skip every p·q that is a multiple
/// of 7, which the pre-sieve has struck out already — a seventh fewer crossings, as in
/// primesieve's EratBig.
///
/// A large prime p = 30a + r and its multiplier q are tracked by the wheel index
/// `w = 48·index(r) + position(q mod 210)`; `steps[w]` packs what the next multiple needs.
enum Wheel210 {
    /// The 48 residues coprime to 210, ascending.
    static let residues: [Int] = (1..<210).filter { $0 % 2 != 0 && $0 % 3 != 0 && $0 % 5 != 0 && $0 % 7 != 0 }
    /// For each n mod 210, how far n is below the next number coprime to 210 (0 when it is).
    static let toCoprime: [UInt8] = (0..<210).map { n in UInt8((n...).first { residues.contains($0 % 210) }! - n) }
    /// The position of each residue mod 210 among `residues` (48 when not coprime).
    static let position: [UInt16] = {
        var table = [UInt16](repeating: 48, count: 210)
        for (k, residue) in residues.enumerated() { table[residue] = UInt16(k) }
        return table
    }()

    /// By wheel index, packed: bits 0–7 the mask that clears p·q's bit; 8–11 the gap g to the
    /// next multiplier; 12–15 the bytes p·(q + g) lies beyond p·q less a·g; 16–24 the next
    /// wheel index.
    static let steps: [UInt32] = {
        var table = [UInt32](repeating: 0, count: 8 * 48)
        for (pi, r) in Wheel30.residues.enumerated() {
            for (k, q) in residues.enumerated() {
                let gap = (k == 47 ? 211 : residues[k + 1]) - q
                // q is coprime to 30 too: p·q's bit is the 30-wheel's for (r, q mod 30).
                let mask = Wheel30.clearMask[pi * 8 + Int(Wheel30.bitOfResidue[q % 30])]
                let correction = (Int(r) * q % 30 + Int(r) * gap) / 30
                let next = pi * 48 + (k + 1) % 48
                table[pi * 48 + k] = UInt32(mask) | UInt32(gap) << 8 | UInt32(correction) << 12 | UInt32(next) << 16
            }
        }
        return table
    }()
}
