/// π(x), the number of primes up to x, for every x < 2^64, by Gourdon's variant of Deléglise
/// and Rivat's combinatorial method, in O(x^(2/3)/log² x) time and O(x^(1/3)·log³ x) memory,
/// driven one piece at a time like `PrimeSieve`.
///
/// Legendre's φ(x, a) — the numbers up to x free of the first a primes, a = π(y) for
/// y = α_y·∛x — gives π(x) = φ(x, a) + a − 1 − P2(x, a), where P2 counts the numbers up to x
/// with two prime factors above y (`PrimePairs`, Gourdon's B). φ(x, a) is split by the
/// recursion φ(x, b) = φ(x, b − 1) − φ(x/p_b, b − 1) into the ordinary leaves (Φ0: n ≤ z,
/// summed with φ(u, 8) from a table of φ(u, 6)), closed forms in π values (Σ), the special
/// leaves whose φ is a π value below √x (A and C: `LeafTables.easyLeaves`) and the rest, found
/// by a segmented sieve of [1, x/z] (D: `HardLeaves`). With z = 2y that sieve is half as long as
/// Deléglise–Rivat's, which ran to x/y. primecount's `Gourdon.md` and `pi_gourdon` were the
/// guide.
///
/// Sums are kept modulo 2^64: each part may pass 2^63 on its way, but π(x) < 2^64, so the
/// wrapped sum of the parts is exact. Below 2^20 the primes are simply sieved.
///
/// A class, not a struct: its state is tables of megabytes driven in place, and as a reference
/// it is copied and destroyed by one reference count instead of field by field (which took
/// kilobytes of the web app's module).
public final class PrimeCounting: LeafSharing {
    public let x: UInt64
    /// π(x), once `isFinished`.
    public var count: UInt64 { isFinished ? total : 0 }
    public var isFinished: Bool { if case .done = phase { true } else { false } }

    private enum Phase {
        case sieving(PrimeSieve)
        case listing(PrimeSieve)
        case factoring(Int)         // the index of the next prime to add
        case ordinaryLeaves(Int)    // the next index in the factor table
        case easyLeaves(LeafSum)    // the windows so far
        case hardLeaves(HardLeaves)
        case pairs(PrimePairs)
        case done
    }

    private var phase: Phase
    private var total: UInt64 = 0
    private let y: UInt64
    private var primes: [UInt32] = [0]
    private var factors = FactorTable(limit: 0)  // allocated once the primes are listed
    private var tables: LeafTables?
    /// How the leaf phases' time is spread over their values, for `fractionDone`.
    private var easyCost: LeafCost?
    private var hardCost: LeafCost?

    /// Prepares to count the primes up to `x` in about `memory(y:)` bytes, held near
    /// `memoryLimit` by a smaller y (more time) — though never below what ∛x needs.
    public init(upTo x: UInt64, memoryLimit: Int = .max) {
        self.x = x
        y = Self.y(for: x, memoryLimit: memoryLimit)
        // Valid ranges: 0 ≤ x, and 0 ≤ y.
        phase = x < Self.sieveLimit
            ? .sieving(PrimeSieve(try! PrimeRange(lo: 0, hi: x)))
            : .listing(PrimeSieve(try! PrimeRange(lo: 0, hi: LeafTables.primeLimit(x: x, y: y))))
    }

    /// Below this the primes are sieved, in well under a millisecond.
    static let sieveLimit: UInt64 = 1 << 20

    /// y = α·∛x with α = (ln x)³/5600 clamped to [1, x^(1/6)] (primecount's rule and constant
    /// for Gourdon's y; /2800 and /11200 were 10–15 % slower at 10^15 here), made smaller until
    /// `memory(y:)` fits `memoryLimit`, but never below ∛x + 1, the method's floor.
    static func y(for x: UInt64, memoryLimit: Int = .max) -> UInt64 {
        guard x >= sieveLimit else { return 0 }
        let logX = log(Double(x))
        let sixthRoot = Double(PrimeMath.squareRoot(PrimeMath.cubeRoot(x)))
        let alpha = min(max(1, logX * logX * logX / 5600), sixthRoot)
        let cubeRoot = PrimeMath.cubeRoot(x)
        var y = min(UInt64(alpha * Double(cubeRoot)), PrimeMath.squareRoot(x))
        while y > cubeRoot + 1 && memory(y: y) > Double(memoryLimit) { y -= max(1, y / 8) }
        return max(y, cubeRoot + 1)
    }

    /// The peak bytes for a given y, with z = 2y: the factor table (4 bytes for 8 in 30 numbers
    /// up to z), the π table (16 bytes per 128 numbers) and the primes (4 bytes each) up to z
    /// — under 2.9·y — plus under 16 MB for the easy leaves' window, the hard leaves' sieve
    /// and P2's windows. About 55 MB at 10^18 and 130 MB near 2^64.
    static func memory(y: UInt64) -> Double {
        let z = 2 * Double(y)
        return z * (32.0 / 30 + 1.0 / 8) + 4 * z / max(1, log(z) - 1.1) + 16e6
    }

    /// Counts the primes up to `x`.
    public static func count(upTo x: UInt64) -> UInt64 {
        let counting = PrimeCounting(upTo: x)
        while !counting.isFinished { counting.step() }
        return counting.count
    }

    /// The work of the current phase that threads can share, when it is one: the easy leaves
    /// before their first window, or the hard leaves before their first segment. Compute its pieces, add
    /// them in order, and pass the sum to `finish(_:)` in place of the steps; meanwhile set
    /// `sharedPiecesDone` for `fractionDone`.
    public var sharedWork: LeafWork? {
        switch phase {
        case .easyLeaves(let sum) where sum.added == 0: LeafWork(easy: tables!)
        case .hardLeaves(let leaves) where leaves.low == leaves.start: LeafWork(hard: tables!)
        default: nil
        }
    }

    /// How many pieces of `sharedWork` are done (set by whoever shares it, for `fractionDone`).
    public var sharedPiecesDone = 0

    public var leafCounting: PrimeCounting? { isFinished ? nil : self }

    /// Ends the phase `sharedWork` was taken from with the sum of all its pieces.
    public func finish(_ sum: LeafSum) {
        sharedPiecesDone = 0
        total &+= sum.total
        switch phase {
        case .easyLeaves: phase = .hardLeaves(HardLeaves(tables!))
        case .hardLeaves: phase = .pairs(PrimePairs(x: x, y: y))
        default: break
        }
    }

    /// Roughly how much of the work is done, from 0 to 1, growing about evenly with the time:
    /// the tables (listing, factoring, the ordinary leaves) 1.5 % (1–2 % measured from 10^15 to
    /// 10^17), then the easy leaves, the hard leaves and P2 by their estimated times —
    /// `LeafCost`'s, and 0.68 ns for each number P2 sieves, up to x/y (measured likewise).
    public var fractionDone: Double {
        if sharedPiecesDone > 0, let work = sharedWork {
            let walked = Double(sharedPiecesDone) * Double(work.numbersPerPiece)
            if case .easyLeaves = phase { return afterTables(easy: easyCost?.cost(walkedTo: walked) ?? 0) }
            return afterTables(easy: easyCost?.total ?? 0, hard: hardCost?.cost(walkedTo: walked) ?? 0)
        }
        return switch phase {
        case .sieving(let sieve): sieve.fractionDone
        case .listing(let sieve): Self.tablesShare * 0.4 * sieve.fractionDone
        case .factoring(let index): Self.tablesShare * (0.4 + 0.5 * Double(index) / Double(max(primes.count, 1)))
        case .ordinaryLeaves(let index):
            Self.tablesShare * (0.9 + 0.1 * Double(index) / Double(max(tables?.factors.entries.count ?? 1, 1)))
        case .easyLeaves(let sum):
            afterTables(easy: easyCost?.cost(walkedTo: Double(sum.added) * Double(tables?.easyWindowNumbers ?? 0)) ?? 0)
        case .hardLeaves(let leaves):
            afterTables(easy: easyCost?.total ?? 0, hard: hardCost?.cost(walkedTo: Double(leaves.low)) ?? 0)
        case .pairs(let pairs): afterTables(easy: easyCost?.total ?? 0, hard: hardCost?.total ?? 0, pairs: pairs.fractionDone)
        case .done: 1
        }
    }

    private static let tablesShare = 0.015

    /// The fraction done once the tables are built, with `easy` and `hard` nanoseconds of the
    /// leaves' phases and a share `pairs` of P2 done.
    private func afterTables(easy: Double, hard: Double = 0, pairs: Double = 0) -> Double {
        let pairsTotal = 0.68 * Double(x) / Double(y + 1)
        let whole = (easyCost?.total ?? 0) + (hardCost?.total ?? 0) + pairsTotal
        guard whole > 0 else { return Self.tablesShare }
        return Self.tablesShare + (1 - Self.tablesShare) * (easy + hard + pairs * pairsTotal) / whole
    }

    /// Does the next piece of work (a few milliseconds). Does nothing once finished.
    public func step() {
        switch phase {
        case .sieving(var sieve):
            phase = .done  // so the payload below is the only reference, mutated in place
            sieve.count()
            if sieve.isFinished { total = sieve.found; phase = .done } else { phase = .sieving(sieve) }
        case .listing(var sieve):
            phase = .done  // so the payload below is the only reference, mutated in place
            sieve.list { batch in for p in batch { primes.append(UInt32(p)) } }
            if sieve.isFinished {
                factors = FactorTable(limit: LeafTables.z(x: x, y: y))
                phase = .factoring(4)  // primes[4] = 7
            } else {
                phase = .listing(sieve)
            }
        case .factoring(var index):
            var work: UInt64 = 0
            let z = factors.limit
            while index < primes.count && UInt64(primes[index]) <= z && work < 1 << 22 {
                let p = UInt64(primes[index])
                factors.add(p)
                work += z / p + 64
                index += 1
            }
            if index < primes.count && UInt64(primes[index]) <= z {
                phase = .factoring(index)
            } else {
                factors.clearFactors(above: y)
                let tables = LeafTables(x: x, y: y, primes: primes, factors: factors)
                self.tables = tables
                easyCost = LeafCost(easy: tables)
                hardCost = LeafCost(hard: tables)
                primes = []
                factors = FactorTable(limit: 0)  // the tables hold the only copies now
                total = tables.sigma()
                phase = .ordinaryLeaves(0)
            }
        case .ordinaryLeaves(let index):
            let tables = tables!
            let end = min(index + (1 << 16), tables.factors.entries.count)
            total &+= tables.ordinaryLeaves(index..<end)
            phase = end < tables.factors.entries.count ? .ordinaryLeaves(end) : .easyLeaves(LeafSum())
        case .easyLeaves(var sum):
            let work = LeafWork(easy: tables!)
            sum.add(work.piece(sum.added)!)  // never stopped
            if sum.added < work.pieceCount {
                phase = .easyLeaves(sum)
            } else {
                total &+= sum.total
                phase = .hardLeaves(HardLeaves(tables!))
            }
        case .hardLeaves(var leaves):
            phase = .done  // so the payload below is the only reference, mutated in place
            leaves.step(tables!)
            if leaves.isFinished {
                total &+= leaves.sum
                phase = .pairs(PrimePairs(x: x, y: y))
            } else {
                phase = .hardLeaves(leaves)
            }
        case .pairs(var pairs):
            phase = .done  // so the payload below is the only reference, mutated in place
            pairs.step()
            if pairs.isFinished {
                total &-= pairs.sum
                tables = nil
                phase = .done
            } else {
                phase = .pairs(pairs)
            }
        case .done:
            break
        }
    }
}
