extension Ball {
    /// e^x, for |x| < 2^13 (unbounded beyond: callers send only what a double result, or
    /// Γ's Stirling series, needs).
    ///
    /// x = k·ln 2 + r with |r| ≤ ln 2 / 2, e^x = 2^k·(1 + (e^r − 1)). One limb more than x has,
    /// and ln 2 to one more again, keep k·ln 2's error below the last bit of r.
    static func exp(_ x: Ball) -> Ball {
        let n = x.limbs + 1
        guard x.isBelow(powerOfTwo: 13) else { return .unbounded(limbs: n) }
        let k = Int64((x.estimate * 1.4426950408889634).rounded())
        let r = x.withLimbs(n) - Ball(integer: k, limbs: n) * ln2(limbs: n + 1)
        return (expMinusOneNearZero(r) + Ball(integer: 1, limbs: n)).scaled(by: k)
    }

    /// e^x − 1, accurate relative to its own size for tiny x too (no cancellation).
    static func expMinusOne(_ x: Ball) -> Ball {
        x.isBelow(powerOfTwo: -1) ? expMinusOneNearZero(x) : exp(x) - Ball(integer: 1, limbs: x.limbs)
    }

    /// e^x − 1 for |x| < 1 (unbounded otherwise), accurate relative to its own size.
    ///
    /// x is halved h times, the Taylor series x + x²/2! + … summed for a = x/2^h, then
    /// e^(2a) − 1 = (e^a − 1)(e^a − 1 + 2) undoes the halvings h times. That doubling keeps the
    /// relative error (it has no subtraction), unlike squaring e^a, which doubles it each time.
    static func expMinusOneNearZero(_ x: Ball) -> Ball {
        let n = x.limbs + 1
        guard x.isBelow(powerOfTwo: 0) else { return .unbounded(limbs: n) }
        // More halvings at more limbs: the series then needs about √(64n) terms, not 64n.
        let halvings = Int64(min(4 * n + 4, 40))
        let a = x.withLimbs(n).scaled(by: -halvings)
        let stop = a.negligible
        var sum = a
        var term = a
        var k: Int64 = 1
        while !(term.magnitudeBound <= stop) {
            k += 1
            guard k <= 64 * Int64(n) + 8 else { return .unbounded(limbs: n) }
            term = term * a / Ball(integer: k, limbs: n)
            sum = sum + term
        }
        // What is left, Σ_{j>k} aʲ/j!, is at most the last term: each ratio is below 1/2.
        sum = sum.widened(by: term.magnitudeBound)
        let two = Ball(integer: 2, limbs: n)
        for _ in 0..<halvings {
            sum = sum * (sum + two)
        }
        return sum
    }
}
