/// What the leaves of `PrimeCounting` look up, built once, with the parameters of Gourdon's
/// split: y = α_y·∛x, z = α_z·y and x* (see `init`); the primes up to max(z, √(x/x*))
/// (1-based: `primes[1]` = 2, `primes[0]` = 0 as a floor) and π(n) below the same bound; μ and
/// the least prime factor of the numbers up to z coprime to 30.
struct LeafTables: Sendable {
    let x: UInt64
    let y: UInt64
    let z: UInt64
    let xStar: UInt64
    let primes: [UInt32]
    let pi: PrimePiTable
    let factors: FactorTable
    /// π(y), π(∛x), π(√(x/y)) and π(x*) (Gourdon's a, b, c, d).
    let a: Int
    let piCubeRootX: Int
    let piRootXOverY: Int
    let piXStar: Int
    /// The primes 2 … 19, whose multiples Φ0's φ(u, 8) and the hard leaves' pre-sieve remove:
    /// leaves start above them (primecount's k). With 13 the last, the leaves of 17 and 19
    /// (the densest) were counted one by one and the sieve crossed them off each segment, a
    /// third of all its crossings at 10^15.
    let c = 8
    /// The easy leaves' values x/(p·m) are at most this (√x, or x*²'s and x/z's lesser when
    /// larger); the hard leaves' at most x/z.
    let easyLimit: UInt64
    let hardLimit: UInt64

    /// z = 2y, but at most √x − 1 and 16y, so that m ≤ z with its least prime factor above 13
    /// has every factor up to y when its table entry says the least one is (a factor above y
    /// would make m at least 17y).
    static func z(x: UInt64, y: UInt64) -> UInt64 {
        max(min(2 * y, PrimeMath.squareRoot(x) - 1, 16 * y), y)
    }

    /// x* = max(x^(1/4), x/y²), at most y and √(x/y) (primecount's `get_x_star_gourdon`): A's
    /// primes lie above it, C's and D's at or below.
    static func xStar(x: UInt64, y: UInt64) -> UInt64 {
        let y2 = y * y
        let star = max(PrimeMath.squareRoot(PrimeMath.squareRoot(x)), x / y2 + (x % y2 == 0 ? 0 : 1))
        return max(min(star, y, PrimeMath.squareRoot(x / y)), 1)
    }

    /// The primes up to here are listed, and π tabled.
    static func primeLimit(x: UInt64, y: UInt64) -> UInt64 {
        max(z(x: x, y: y), PrimeMath.squareRoot(x / xStar(x: x, y: y)))
    }

    init(x: UInt64, y: UInt64, primes: [UInt32], factors: FactorTable) {
        self.x = x
        self.y = y
        z = Self.z(x: x, y: y)
        xStar = Self.xStar(x: x, y: y)
        self.primes = primes
        pi = PrimePiTable(sievingFrom: 0, to: Self.primeLimit(x: x, y: y))
        self.factors = factors
        a = pi[y]
        piCubeRootX = pi[PrimeMath.cubeRoot(x)]
        piRootXOverY = pi[PrimeMath.squareRoot(x / y)]
        piXStar = pi[xStar]
        easyLimit = max(PrimeMath.squareRoot(x), min(xStar * xStar, x / z))
        hardLimit = x / z
    }

    /// Gourdon's Σ0 + … + Σ6 less the part of P2 that `PrimePairs` leaves out: a − 1 plus
    /// closed forms in a, b, c, d and three sums over the primes from x* to ∛x, modulo 2^64.
    func sigma() -> UInt64 {
        let a = Int64(a), b = Int64(piCubeRootX), c = Int64(piRootXOverY), d = Int64(piXStar)
        var sum: Int64 = a - 1 + (a - b) * (a - b - 1) / 2
        sum &+= a &* (b - c - c * (c - 3) / 2 + d * (d - 3) / 2)
        sum &+= b * (b - 1) * (2 * b - 1) / 6 - b - d * (d - 1) * (2 * d - 1) / 6 + d
        let rootXOverY = PrimeMath.squareRoot(x / y)
        var overY: Int64 = 0
        for index in stride(from: piXStar + 1, through: piCubeRootX, by: 1) {
            let p = UInt64(primes[index])
            sum &+= p <= rootXOverY ? 0 : Int64(pi[x / (p * p)])
            if p <= rootXOverY { overY &+= Int64(pi[x / (p * y)]) }
            let root = Int64(pi[PrimeMath.squareRoot(x / p)])
            sum &-= root &* root
        }
        return UInt64(bitPattern: sum &+ a &* overY)
    }

    /// Φ0, the ordinary leaves with index in `range` (of the numbers coprime to 30 up to z):
    /// Σ μ(n)·φ(x/n, 8) over n = 1 and the square-free n ≤ z whose prime factors lie in
    /// (19, y], modulo 2^64 (the factor table cleared above y).
    func ordinaryLeaves(_ range: Range<Int>) -> UInt64 {
        var sum: UInt64 = 0
        factors.entries.withUnsafeBufferPointer { entries in
            for i in range {
                let entry = entries[i]
                // Entries of 0 (μ = 0, or a factor above y) and of least factor 7 … 19 drop.
                guard entry.magnitude > 19 else { continue }
                let negate = UInt64(bitPattern: Int64(entry >> 31))  // all ones when μ = −1
                sum &+= (PartialSieveTable.phi8(x / FactorTable.number(at: i)) ^ negate) &- negate
            }
        }
        return sum
    }
}
