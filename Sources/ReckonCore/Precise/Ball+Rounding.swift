extension Ball {
    /// The double every value in the ball rounds to (to nearest, ties to even), or nil when the
    /// ball reaches across a rounding boundary — a midpoint between two doubles — or is
    /// unbounded: Ziv's rounding test.
    ///
    /// Rounding is monotonic, so when both ends of the ball round to the same double, every
    /// value between them does too, the exact result among them. A ball around an exact zero
    /// is never decided (its ends round to −0 and +0, or to tiny numbers of opposite signs):
    /// callers find exact zeros before evaluating.
    var correctlyRounded: Double? {
        roundedIfCertain()
    }

    @inline(never)
    private func roundedIfCertain() -> Double? {
        if isUnbounded || mid.isZero { return radius.isZero && !isUnbounded ? 0 : nil }
        if radius.isZero { return mid.rounded() }
        // A radius far below the midpoint's last bit becomes a larger power of two just below
        // it: still a bound, and the ends keep the midpoint's length.
        let floor = Radius.power(mid.exponent - 64)
        let r = radius <= floor ? floor : radius
        let offset = BigFloat(normalizing: [r.significand], exponent: r.exponent, isNegative: false)
        let low = BigFloat.sum(mid, offset.negated, limbs: BigFloat.unlimited).0.rounded()
        let high = BigFloat.sum(mid, offset, limbs: BigFloat.unlimited).0.rounded()
        return low.bitPattern == high.bitPattern ? low : nil
    }

    /// The ball with its midpoint cut to `n` limbs (the cut goes into the radius).
    @inline(never)
    func truncated(toLimbs n: Int) -> Ball {
        let (cut, error) = mid.truncated(to: n)
        return Ball(mid: cut, radius: radius + error, limbs: n)
    }

    /// A series term below this is negligible against a sum of the ball's size at its precision:
    /// 2^−(64·limbs + 8) of the midpoint (of the radius when the midpoint is zero). Only for
    /// deciding when to stop; the truncation's bound is added to the radius separately.
    var negligible: Radius {
        @inline(never) get {
            (mid.isZero ? radius : mid.magnitudeLowerBound).scaled(by: -64 * Int64(limbs) - 8)
        }
    }
}
