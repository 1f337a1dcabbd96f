import CReckonLibm

extension Ball {
    /// The natural logarithm of a positive ball (unbounded if the ball reaches zero).
    ///
    /// x = 2^e·m with m in [3/4, 3/2), log x = e·ln 2 + log(1 + (m − 1)), where m − 1 is formed
    /// exactly from x's bits: so log x keeps its relative accuracy next to 1 too.
    static func log(_ x: Ball) -> Ball {
        let n = x.limbs + 1
        guard let top = x.mid.limbs.last, !x.mid.isNegative,
              x.radius.scaled(by: 1) <= x.mid.magnitudeLowerBound
        else { return .unbounded(limbs: n) }
        var e = x.mid.leadingExponent
        if top >= 0xC000_0000_0000_0000 { e += 1 }
        let t = x.withLimbs(n).scaled(by: -e) - Ball(integer: 1, limbs: n)
        let logM = logOnePlusNearZero(t)
        return e == 0 ? logM : Ball(integer: e, limbs: n) * ln2(limbs: n + 1) + logM
    }

    /// log(1 + t) for t > −1, accurate relative to its own size for tiny t too.
    static func logOnePlus(_ t: Ball) -> Ball {
        t.estimate.magnitude <= 0.5 ? logOnePlusNearZero(t) : log(t + Ball(integer: 1, limbs: t.limbs))
    }

    /// log(1 + t) for |t| ≤ 1/2 (roughly; unbounded when the guess leaves expMinusOne's range).
    ///
    /// A double guess y ≈ log(1 + t) is corrected exactly: log(1 + t) = y + log(1 + d) with
    /// d = (1 + t)·e^(−y) − 1 = t + u + t·u, u = e^(−y) − 1. d is about 2^−52, so the series for
    /// log(1 + d) gains 52 bits a term. The guess only saves work: a bad one would still give a
    /// correct (wider) ball.
    private static func logOnePlusNearZero(_ t: Ball) -> Ball {
        let n = t.limbs + 1
        let y = Ball(reckon_log1p(t.estimate), limbs: n)
        let u = expMinusOneNearZero(-y)
        let tn = t.withLimbs(n)
        return y + logOnePlusSeries(tn + u + tn * u)
    }

    /// log(1 + d) = d − d²/2 + d³/3 − … for |d| ≤ 1/4 (unbounded otherwise).
    private static func logOnePlusSeries(_ d: Ball) -> Ball {
        powerSeries(first: d, ratio: -d, denominatorStep: 1)
    }

    /// Σ_{j≥0} first·ratio^j/(1 + step·j) for |ratio| ≤ 1/4 (unbounded otherwise): log(1 + d)
    /// with ratio −d and step 1, atan d with ratio −d² and step 2.
    static func powerSeries(first: Ball, ratio: Ball, denominatorStep: Int64) -> Ball {
        guard first.isBelow(powerOfTwo: 0), ratio.isBelow(powerOfTwo: -2) else { return .unbounded(limbs: first.limbs) }
        let stop = first.negligible
        var power = first
        var sum = first
        var denominator: Int64 = 1
        while !(power.magnitudeBound <= stop) {
            denominator += denominatorStep
            guard denominator <= 128 * Int64(first.limbs) + 16 else { return .unbounded(limbs: first.limbs) }
            power = power * ratio
            sum = sum + power / Ball(integer: denominator, limbs: first.limbs)
        }
        // The rest is below |power|·Σ|ratio|^i ≤ |power|/3: each term is at most the power in it.
        return sum.widened(by: power.magnitudeBound)
    }
}
