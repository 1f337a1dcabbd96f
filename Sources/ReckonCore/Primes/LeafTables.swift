/// What the leaves of `PrimeCounting` look up, built once: the primes up to y (1-based:
/// `primes[1]` = 2, `primes[0]` = 0 as a floor), π(n) for n ≤ y, and μ and the least prime
/// factor of the numbers up to y coprime to 30.
struct LeafTables {
    let x: UInt64
    let y: UInt64
    let z: UInt64
    let primes: [UInt32]
    let pi: PrimePiTable
    let factors: FactorTable
    /// π(y), π(√y), π(√z) (at most π(y)) and π(∛x).
    let a: Int
    let piRootY: Int
    let piRootZ: Int
    let piCubeRootX: Int
    /// The primes whose multiples the partial sieve table removes: leaves start above them.
    let c = PartialSieveTable.primeCount

    init(x: UInt64, y: UInt64, primes: [UInt32], factors: FactorTable) {
        self.x = x
        self.y = y
        z = x / y
        self.primes = primes
        pi = PrimePiTable(primes: primes, limit: y)
        self.factors = factors
        a = pi[y]
        piRootY = pi[PrimeMath.squareRoot(y)]
        piRootZ = pi[min(PrimeMath.squareRoot(z), y)]
        piCubeRootX = pi[PrimeMath.cubeRoot(x)]
    }

    /// S1, the ordinary leaves with index in `range` (of the numbers coprime to 30 up to y):
    /// Σ μ(m)·φ(x/m, 6) over square-free m ≤ y whose least prime factor exceeds 13, modulo 2^64.
    func ordinaryLeaves(_ range: Range<Int>) -> UInt64 {
        var sum: UInt64 = 0
        factors.entries.withUnsafeBufferPointer { entries in
            for i in range {
                let entry = entries[i]
                guard entry > 13 || entry < -13 else { continue }
                let phi = PartialSieveTable.phi(x / FactorTable.number(at: i))
                sum = entry > 0 ? sum &+ phi : sum &- phi
            }
        }
        return sum
    }

    /// The special leaves p_b·p_l (p_b < p_l ≤ y primes) of the b-th prime that need no sieve,
    /// for √y < p_b: the trivial ones, x/(p_b·p_l) < p_b, where φ(x/(p_b·p_l), b − 1) = 1; and
    /// for p_b ≤ ∛x the easy ones, x/(p_b·p_l) ≤ y, where it is π(x/(p_b·p_l)) − b + 2 — in runs
    /// of equal value (clustered) counted at once. Deléglise and Rivat's split, as primecount's
    /// `S2_trivial` and `S2_easy` do it.
    /// `work` grows by the look-ups made, so a caller can keep its steps short.
    func easyLeaves(_ b: Int, work: inout Int) -> UInt64 {
        let p = UInt64(primes[b])
        let pSquared = p * p
        var sum: UInt64 = 0
        if p > 13 && pSquared > z {
            sum = UInt64(a - pi[max(x / pSquared, p)])
        }
        guard b <= piCubeRootX else { return sum }
        let xOverP = x / p
        let hardAbove = max(y / p, p)
        let clusteredAbove = max(PrimeMath.squareRoot(xOverP), hardAbove)
        let sparseAbove = max(z / p, hardAbove)
        var l = pi[min(x / pSquared, y)]
        let base = UInt64(b) - 2  // φ = π − b + 2
        while UInt64(primes[l]) > clusteredAbove {
            let phi = UInt64(pi[xOverP / UInt64(primes[l])]) - base
            let lastPrime = UInt64(primes[b + Int(phi) - 1])
            let next = pi[max(xOverP / lastPrime, clusteredAbove)]
            sum &+= phi &* UInt64(l - next)
            l = next
            work += 1
        }
        while UInt64(primes[l]) > sparseAbove {
            sum &+= UInt64(pi[xOverP / UInt64(primes[l])]) - base
            l -= 1
            work += 1
        }
        return sum
    }
}
