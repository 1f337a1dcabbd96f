/// The n-th prime (the first is 2) for every n up to π(2^64 − 1), driven one piece at a time
/// like `PrimeCounting`.
///
/// As primecount finds it: Riemann's R⁻¹(n) estimates p_n to within about √p_n; π is counted
/// exactly (`PrimeCounting`) at a start √p_n below the estimate, and a sieve walks on from the
/// start to the n-th prime, over spans sized to the primes still to pass. Should the start
/// overshoot (p_n below it, which the margin makes rare), π is counted again from a start four
/// margins lower. A class, as `PrimeCounting` is.
public final class NthPrime: LeafSharing {
    /// π(2^64 − 1) = π(2^64) = 425656284035217743 (OEIS A007053): the largest n.
    public static let largestN: UInt64 = 425_656_284_035_217_743

    public let n: UInt64
    /// p_n, once `isFinished`.
    public private(set) var prime: UInt64 = 0
    public var isFinished: Bool { prime != 0 }

    private var start: UInt64            // π is counted up to here …
    private var margin: UInt64
    private var counting: PrimeCounting?
    private var below: UInt64 = 0        // … and there are this many primes up to start
    private var sieve: PrimeSieve?
    private let estimate: UInt64

    /// Prepares to find the n-th prime, 1 ≤ n ≤ `largestN` (the caller checks: n = 0 would trap).
    public init(_ n: UInt64) {
        self.n = n
        let estimate = Self.estimate(n)
        self.estimate = estimate
        margin = Self.margin(near: estimate)
        start = estimate > margin ? estimate - margin : 0
        if start < PrimeCounting.sieveLimit { start = 0 }
        counting = start == 0 ? nil : PrimeCounting(upTo: start)
    }

    /// Where p_n lies, by R⁻¹(n) (at least 2, at most 2^64 − 1).
    static func estimate(_ n: UInt64) -> UInt64 {
        if n < 6 { return [2, 2, 3, 5, 7, 11][Int(n)] }
        let target = Double(n)
        var x = target * (log(target) + log(log(target)))  // above p_n for n ≥ 6
        for _ in 0..<100 {
            let step = (riemannR(x) - target) * log(x)
            x -= step
            if step.magnitude < 0.5 { break }
        }
        return x >= 18_446_744_073_709_551_615.0 ? .max : UInt64(max(2, x))
    }

    /// How far below the estimate π is counted: √x, the typical size of |π(x) − R(x)|·ln x.
    static func margin(near x: UInt64) -> UInt64 { max(1 << 16, PrimeMath.squareRoot(x)) }

    /// Numbers to sieve for `primes` more primes near x: their expected span, a quarter more
    /// and 64 gaps for the spread, at least 2^16; too short, and the walk takes another span.
    /// (Spans of four margins sieved three margins past p_n, on average: a tenth of the 10^12-th
    /// prime's time.)
    static func span(for primes: UInt64, near x: UInt64) -> UInt64 {
        let gap = log(Double(max(x, 3)))
        return max(1 << 16, UInt64(min(1e19, (Double(primes) * 1.25 + 64) * gap)))
    }

    /// Riemann's R(x) = Σ μ(k)/k · li(x^(1/k)) over k while x^(1/k) > 2.
    static func riemannR(_ x: Double) -> Double {
        let moebius: [Double] = [0, 1, -1, -1, 0, -1, 1, -1, 0, 0, 1, -1, 0, -1, 1, 1, 0, -1, 0, -1, 0,
                                 1, 1, -1, 0, 0, 1, 0, 0, -1, -1, -1, 0, 1, 1, 1, 0, -1, 1, 1, 0,
                                 -1, -1, -1, 0, 0, 1, -1, 0, 0, 0, 1, 0, -1, 0, 1, 0, 1, 1, -1, 0,
                                 -1, 1, 0, 0]
        let li2 = 1.045163780117492784
        var sum = 0.0
        for k in 1..<moebius.count {
            let root = pow(x, 1 / Double(k))
            guard root > 2 else { break }
            if moebius[k] != 0 { sum += moebius[k] / Double(k) * (PrimeRange.logIntegral(root) + li2) }
        }
        return sum
    }

    /// Roughly how much of the work is done, from 0 to 1: counting weighed against sieving by
    /// the cost model.
    public var fractionDone: Double {
        if isFinished { return 1 }
        let countingShare = PrimeRange.countingSeconds(upTo: start)
        let sievingShare = sievingSeconds
        let total = countingShare + sievingShare
        if let counting { return countingShare * counting.fractionDone / total }
        return (countingShare + sievingShare * (sieve?.fractionDone ?? 0)) / total
    }

    public var leafCounting: PrimeCounting? { counting }

    /// Does the next piece of work (milliseconds). Does nothing once finished.
    public func step() {
        guard !isFinished else { return }
        if counting != nil {
            counting!.step()
            guard counting!.isFinished else { return }
            below = counting!.count
            counting = nil
            if below >= n {
                // Overshot: count again from lower down.
                margin = min(margin, UInt64.max / 4) * 4
                start = start > margin ? start - margin : 0
                if start < PrimeCounting.sieveLimit { start = 0 }
                counting = start == 0 ? nil : PrimeCounting(upTo: start)
            }
            return
        }
        if sieve == nil || sieve!.isFinished {
            // The next span: from just past what has been sieved, for the primes still to pass.
            // p_n ≤ 2^64 − 1 lies ahead, so the last span never ended at 2^64 − 1.
            let from = sieve.map { $0.range.hi + 1 } ?? (start == 0 ? 0 : start + 1)
            let width = min(Self.span(for: n - below, near: estimate), UInt64.max - from)
            sieve = PrimeSieve(try! PrimeRange(lo: from, hi: from + width))  // from ≤ from + width
        }
        var counted = below
        var answer: UInt64 = 0
        let n = n
        sieve!.list { batch in
            guard answer == 0 else { return }
            if counted + UInt64(batch.count) >= n {
                answer = batch[Int(n - counted - 1)]
            } else {
                counted += UInt64(batch.count)
            }
        }
        below = counted
        prime = answer
    }
}

extension NthPrime {
    /// Finds the n-th prime in one call (1 ≤ n ≤ `largestN`).
    public static func find(_ n: UInt64) -> UInt64 {
        let finder = NthPrime(n)
        while !finder.isFinished { finder.step() }
        return finder.prime
    }

    /// What finding the n-th prime costs before it runs: π counted up to the start, then about
    /// two margins sieved (`PrimeRange.cost`'s prices); the answer is under 100 bytes.
    public static func cost(_ n: UInt64) -> WorkCost {
        let finder = NthPrime(n)
        let seconds = PrimeRange.countingSeconds(upTo: finder.start) + finder.sievingSeconds
        return WorkCost(seconds: seconds, answerBytes: 100)
    }

    /// The sieve's share: two margins from the start (the span found past the estimate's error).
    private var sievingSeconds: Double {
        let top = min(start, UInt64.max - 2 * margin) + 2 * margin
        let range = try! PrimeRange(lo: start, hi: top)  // start ≤ top
        return range.sieveSeconds(span: Double(2 * margin), memoryLimit: .max)
    }
}
