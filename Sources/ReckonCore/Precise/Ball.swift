/// A real number known to lie in [mid − radius, mid + radius]: ball (midpoint–radius interval)
/// arithmetic, as in Arb and MPFI.
///
/// Every operation widens the radius by what its inputs' radii can move the result plus what its
/// own rounding drops, so after a whole evaluation — argument reduction, series, their
/// truncation bounds — the ball still holds the exact value. That is what lets `CorrectlyRounded`
/// decide the rounding without an error analysis per function: when both ends of the ball round
/// to the same double, that double is the correctly rounded result.
///
/// `limbs` is the working precision: results of operations keep that many 64-bit limbs (the
/// larger of the operands'). An operation outside its domain (a divisor or square root whose
/// ball reaches zero) gives an infinite radius rather than trapping: the evaluation is then
/// undecided and retried at a higher precision.
struct Ball {
    var mid: BigFloat
    var radius: Radius
    var limbs: Int

    init(mid: BigFloat, radius: Radius, limbs: Int) {
        self.mid = mid
        self.radius = radius
        self.limbs = limbs
    }

    /// An exact value.
    init(_ x: BigFloat, limbs: Int) {
        self.init(mid: x, radius: .zero, limbs: limbs)
    }

    /// A double's exact value.
    @inline(never)
    init(_ x: Double, limbs: Int) {
        self.init(BigFloat(x), limbs: limbs)
    }

    /// An integer's exact value.
    @inline(never)
    init(integer n: Int64, limbs: Int) {
        self.init(BigFloat(integer: n), limbs: limbs)
    }

    /// A ball that proves nothing: what an operation outside its domain gives.
    static func unbounded(limbs: Int) -> Ball {
        Ball(mid: .zero, radius: .infinity, limbs: limbs)
    }

    var isUnbounded: Bool { radius.isInfinite }

    /// An upper bound of every |value| in the ball.
    var magnitudeBound: Radius {
        @inline(never) get { mid.magnitudeBound + radius }
    }

    /// The same ball, computed on at `n` limbs from here.
    func withLimbs(_ n: Int) -> Ball {
        Ball(mid: mid, radius: radius, limbs: n)
    }

    /// The ball times 2^k, exactly.
    @inline(never)
    func scaled(by k: Int64) -> Ball {
        Ball(mid: mid.scaled(by: k), radius: radius.scaled(by: k), limbs: limbs)
    }

    /// The ball widened by `r`.
    @inline(never)
    func widened(by r: Radius) -> Ball {
        Ball(mid: mid, radius: radius + r, limbs: limbs)
    }

    /// Whether every value in the ball is below `2^k` in magnitude (false when unbounded).
    @inline(never)
    func isBelow(powerOfTwo k: Int64) -> Bool {
        !isUnbounded && magnitudeBound <= .power(k)
    }

    /// The midpoint's nearest double: a starting guess, never a result.
    var estimate: Double { mid.rounded() }
}

extension Ball {
    @inline(never)
    static func + (a: Ball, b: Ball) -> Ball {
        let n = max(a.limbs, b.limbs)
        let (sum, error) = BigFloat.sum(a.mid, b.mid, limbs: n)
        return Ball(mid: sum, radius: a.radius + b.radius + error, limbs: n)
    }

    @inline(never)
    static prefix func - (a: Ball) -> Ball {
        Ball(mid: a.mid.negated, radius: a.radius, limbs: a.limbs)
    }

    static func - (a: Ball, b: Ball) -> Ball { a + (-b) }

    @inline(never)
    static func * (a: Ball, b: Ball) -> Ball {
        let n = max(a.limbs, b.limbs)
        let (product, error) = BigFloat.product(a.mid, b.mid, limbs: n)
        // (a + α)(b + β) − ab = aβ + bα + αβ.
        let spread = a.mid.magnitudeBound * b.radius + b.mid.magnitudeBound * a.radius + a.radius * b.radius
        return Ball(mid: product, radius: spread + error, limbs: n)
    }

    /// The quotient; unbounded when the divisor's ball reaches zero.
    @inline(never)
    static func / (a: Ball, b: Ball) -> Ball {
        let n = max(a.limbs, b.limbs)
        // A lower bound of |b + β| over the ball.
        let lower = b.mid.magnitudeLowerBound.lowered(by: b.radius)
        guard !lower.isZero else { return .unbounded(limbs: n) }
        let (quotient, error) = BigFloat.quotient(a.mid, b.mid, limbs: n)
        // (a + α)/(b + β) − a/b = (α − (a/b)β)/(b + β), and |a/b| ≤ |q| + error.
        let spread = (a.radius + (quotient.magnitudeBound + error) * b.radius).divided(by: lower)
        return Ball(mid: quotient, radius: spread + error, limbs: n)
    }

    /// The square root; unbounded unless the ball lies within half its midpoint of a positive
    /// midpoint (an exact zero gives zero).
    @inline(never)
    func squareRoot() -> Ball {
        if mid.isZero && radius.isZero { return self }
        guard !mid.isZero, !mid.isNegative, radius.scaled(by: 1) <= mid.magnitudeLowerBound else {
            return .unbounded(limbs: limbs)
        }
        let (root, error) = BigFloat.squareRoot(mid, limbs: limbs)
        // |√(m + ρ) − √m| = |ρ|/(√(m + ρ) + √m) ≤ |ρ|/√m ≤ |ρ|/root, root being √m rounded down.
        return Ball(mid: root, radius: radius.divided(by: root.magnitudeLowerBound) + error, limbs: limbs)
    }
}
