/// The prime factors of a whole number below 2^128, found a piece of work at a time, as
/// `NthPrime` finds a prime, so that a caller can show progress and stop.
///
/// Trial division by the primes below 5,000 (`TrialDivision`); a cofactor below 2^64 is then
/// split at once by Pollard's rho (`PollardRho`), its parts proven prime by Miller–Rabin to
/// bases proven for 64 bits (`PrimalityTest`) — milliseconds at most. A composite cofactor of
/// 2^64 or more (its least factor is then below 2^64) gets 2^14 steps of rho for factors up to
/// about 2^28, then curves of the elliptic-curve method (`EllipticCurveMethod`), a curve a step:
/// 25 with B1 = 2,000, 90 with B1 = 11,000, then B1 = 50,000 until one splits it. A 127-bit
/// product of two 63-bit primes takes tens of curves; the method is sure to end, though how many
/// curves it needs is a matter of chance (the curves are always the same for the same number).
public final class Factoring {
    public let number: UInt128
    private var found: [UInt128] = []
    /// Composite cofactors of 2^64 or more, still to split.
    private var composites: [UInt128] = []
    /// Curves run in all, on every cofactor.
    public private(set) var curves = 0
    /// Curves run on the cofactor being split.
    private var curvesOnThis = 0
    private var method: EllipticCurveMethod?

    /// The curves run on one cofactor, level by level: (B1, how many curves).
    private static let levels: [(b1: Int, curves: Int)] = [(2000, 25), (11_000, 90), (50_000, .max)]
    private static let rhoSteps: UInt64 = 1 << 14

    public init(_ number: UInt128) {
        self.number = number
        var rest = number
        TrialDivision.divideOut(&rest, into: &found)
        if rest > 1 { take(rest) }
    }

    public var isFinished: Bool { composites.isEmpty }

    /// The prime factors, lowest first, each as often as it divides the number (none for 0
    /// and 1, as coreutils' `factor` prints them), once `isFinished`.
    public var primes: [UInt128] { found.sorted() }

    /// Roughly how much of the work is done, from 0 to 1: 1 − e^(−curves/60), 60 curves being
    /// about what a 127-bit product of two primes near 2^63 takes (0.85 after 115 curves), so
    /// the bar keeps moving however long luck makes it.
    public var fractionDone: Double {
        isFinished ? 1 : min(0.99, 1 - exp(-Double(curves) / 60))
    }

    /// Does the next piece of work: rho's first steps on a cofactor, or one curve (a few
    /// milliseconds, tens in WebAssembly). Does nothing once finished.
    public func step() {
        guard let m = composites.last else { return }
        if method == nil && curvesOnThis == 0, let d = PollardRho.factor(of: m, steps: Self.rhoSteps) {
            split(m, at: d)
            return
        }
        var level = 0, before = 0
        while curvesOnThis - before >= Self.levels[level].curves {
            before += Self.levels[level].curves
            level += 1
        }
        if method?.b1 != Self.levels[level].b1 { method = EllipticCurveMethod(m, b1: Self.levels[level].b1) }
        curves += 1
        curvesOnThis += 1
        if let d = method!.factor(sigma: UInt64(5 + curvesOnThis)) { split(m, at: d) }
    }

    /// Replaces the composite m by its factors d and m/d.
    private func split(_ m: UInt128, at d: UInt128) {
        composites.removeLast()
        method = nil
        curvesOnThis = 0
        take(d)
        take(m / d)
    }

    /// Files a number above 1 with no prime factor below 5,000: a prime, a cofactor below 2^64
    /// (factored at once), or a composite left for `step`.
    private func take(_ m: UInt128) {
        let bound = UInt128(TrialDivision.bound)
        if m < bound * bound { found.append(m); return }
        if m >> 64 == 0 { factorBelow64Bits(UInt64(m)); return }
        if PrimalityTest.isPrime(m) { found.append(m); return }
        let root = PrimeMath.squareRoot(m)
        if root * root == m {
            take(root)
            take(root)
            return
        }
        composites.append(m)
    }

    private func factorBelow64Bits(_ m: UInt64) {
        if m < TrialDivision.bound * TrialDivision.bound || PrimalityTest.isPrime(m) {
            found.append(UInt128(m))
            return
        }
        let d = PollardRho.factor(of: m)
        factorBelow64Bits(d)
        factorBelow64Bits(m / d)
    }
}

extension Factoring {
    /// The curves of the first two levels, enough on average for a factor below 2^64: what a
    /// direct answer runs at most (`cost` prices them).
    public static let directCurves = 115

    /// What finding n's factors costs, priced before it runs: trial division and rho below
    /// 2^64 (under a millisecond); above, `directCurves` curves that split nothing (measured
    /// 0.22–0.23 s on one core by ToolPrices; the heaviest that answers, 0.21 s). The answer is
    /// at most 128 factors of 40 digits.
    public static func cost(_ n: UInt128) -> WorkCost {
        WorkCost(seconds: n >> 64 == 0 ? 0.001 : 0.25, answerBytes: 128 * 42 + 100)
    }

    /// The prime factors of n, lowest first, in one call.
    public static func primes(of n: UInt128) -> [UInt128] {
        let factoring = Factoring(n)
        while !factoring.isFinished { factoring.step() }
        return factoring.primes
    }
}
