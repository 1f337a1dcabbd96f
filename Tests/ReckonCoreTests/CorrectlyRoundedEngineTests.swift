import Testing
@testable import ReckonCore

/// The arithmetic under `CorrectlyRounded`: the constant tables against series computed here,
/// division and square root against their defining inequalities, and rounding to a double at
/// the ties and edges worked by hand.
@Suite struct CorrectlyRoundedEngineTests {
    /// Σ_{k≥0} (−1)^k x^(2k+1)/(2k+1) for x = 1/q (atan) or without the signs (atanh), as a
    /// ball at `limbs`, its tail bounded by the first term left out.
    static func series(reciprocal q: Int64, alternating: Bool, limbs: Int) -> Ball {
        let x = Ball(integer: 1, limbs: limbs) / Ball(integer: q, limbs: limbs)
        let square = x * x
        var power = x
        var sum = x
        var k: Int64 = 1
        while power.magnitudeBound.exponent > -64 * Int64(limbs) - 64 {
            k += 2
            power = power * square
            let term = power / Ball(integer: k, limbs: limbs)
            sum = alternating && k & 3 == 3 ? sum - term : sum + term
        }
        return sum.widened(by: power.magnitudeBound)
    }

    /// Whether the table's cut value T satisfies T ≤ c < T + one unit of its last bit, for the
    /// ball c computed independently.
    static func tableHolds(_ table: Ball, _ c: Ball) -> Bool {
        let difference = c - Ball(table.mid, limbs: c.limbs)
        let low = BigFloat.sum(difference.mid, BigFloat(normalizing: [difference.radius.significand],
                               exponent: difference.radius.exponent, isNegative: true), limbs: BigFloat.unlimited).0
        let high = difference.magnitudeBound
        return !low.isNegative && high <= table.radius
    }

    @Test func piTableIsMachinsPi() {
        // π = 16·atan(1/5) − 4·atan(1/239).
        let limbs = Ball.piTable.count + 2
        let pi = Ball(integer: 16, limbs: limbs) * Self.series(reciprocal: 5, alternating: true, limbs: limbs)
            - Ball(integer: 4, limbs: limbs) * Self.series(reciprocal: 239, alternating: true, limbs: limbs)
        #expect(Self.tableHolds(Ball.pi(limbs: Ball.piTable.count), pi))
        // And a table cut short keeps the value inside its ball.
        #expect(Self.tableHolds(Ball.pi(limbs: 3), pi))
    }

    @Test func logarithmTablesAreTheAtanhSeries() {
        // ln 2 = 2·atanh(1/3); ln 10 = 3·ln 2 + ln(5/4) = 3·ln 2 + 2·atanh(1/9).
        let limbs = Ball.ln2Table.count + 2
        let ln2 = Self.series(reciprocal: 3, alternating: false, limbs: limbs).scaled(by: 1)
        let ln10 = Ball(integer: 3, limbs: limbs) * ln2 + Self.series(reciprocal: 9, alternating: false, limbs: limbs).scaled(by: 1)
        #expect(Self.tableHolds(Ball.ln2(limbs: Ball.ln2Table.count), ln2))
        #expect(Self.tableHolds(Ball.ln10(limbs: Ball.ln10Table.count), ln10))
    }

    /// Whether the ball holds the exact value x (whose own error bound is `slack`).
    static func holds(_ ball: Ball, _ x: Ball) -> Bool {
        let gap = BigFloat.sum(ball.mid, x.mid.negated, limbs: BigFloat.unlimited).0
        return gap.magnitudeBound <= ball.radius + x.radius
    }

    @Test func stirlingsSeriesHoldsTheFactorialsAndHalfIntegers() {
        // Γ(n) = (n − 1)!; Γ(n + ½) = (2n)!·√π/(4^n·n!); Γ(½ − n) = (−4)^n·n!·√π/(2n)!: each
        // ball, at 128 and at 256 bits, must hold them and be narrow.
        func factorial(_ n: Int64) -> BigFloat {
            (1...max(1, n)).reduce(BigFloat(integer: 1)) { BigFloat.product($0, BigFloat(integer: $1), limbs: BigFloat.unlimited).0 }
        }
        for limbs in [2, 4] {
            let rootPi = Ball.pi(limbs: limbs + 2).squareRoot()
            for n: Int64 in [1, 2, 3, 10, 40, 41, 44, 100, 171] {
                let ball = Ball.gamma(BigFloat(integer: n), limbs: limbs)
                #expect(Self.holds(ball, Ball(factorial(n - 1), limbs: limbs)), "Γ(\(n)) at \(limbs) limbs")
                #expect(ball.radius <= ball.mid.magnitudeLowerBound.scaled(by: -64 * Int64(limbs) + 24))
            }
            for n: Int64 in [0, 1, 5, 60, 170] {
                let ratio = Ball(factorial(2 * n), limbs: limbs + 2) / Ball(BigFloat.product(BigFloat(integer: 1).scaled(by: 2 * n), factorial(n), limbs: BigFloat.unlimited).0, limbs: limbs + 2)
                let half = BigFloat.sum(BigFloat(Double(n)), BigFloat(0.5), limbs: BigFloat.unlimited).0
                #expect(Self.holds(Ball.gamma(half, limbs: limbs), ratio * rootPi), "Γ(\(n) + ½) at \(limbs) limbs")
                var reflected = rootPi / ratio
                if n & 1 == 1 { reflected = -reflected }
                let negativeHalf = BigFloat.sum(BigFloat(0.5), BigFloat(Double(-n)), limbs: BigFloat.unlimited).0
                #expect(Self.holds(Ball.gamma(negativeHalf, limbs: limbs), reflected), "Γ(½ − \(n)) at \(limbs) limbs")
            }
        }
    }

    /// A value of `count` random limbs with a random exponent.
    static func random(_ count: Int, using generator: inout Xoshiro256StarStar) -> BigFloat {
        let limbs = (0..<count).map { _ in generator.next() }
        return BigFloat(normalizing: limbs, exponent: Int64(generator.next() % 200) - 100, isNegative: generator.next() & 1 == 1)
    }

    @Test func quotientsAreCutTowardZeroByLessThanTheirBound() {
        var generator = Xoshiro256StarStar(seed: 32)
        for _ in 0..<300 {
            let a = Self.random(Int(generator.next() % 5) + 1, using: &generator)
            let b = Self.random(Int(generator.next() % 5) + 1, using: &generator)
            let n = Int(generator.next() % 4) + 1
            let (q, error) = BigFloat.quotient(a, b, limbs: n)
            // |q·b| ≤ |a| < (|q| + error)·|b|, exactly.
            let qb = BigFloat.product(q, b, limbs: BigFloat.unlimited).0
            let errorValue = BigFloat(normalizing: [error.significand], exponent: error.exponent, isNegative: false)
            let upper = BigFloat.product(BigFloat.sum(q.magnitude, errorValue, limbs: BigFloat.unlimited).0, b.magnitude,
                                         limbs: BigFloat.unlimited).0
            let below = BigFloat.sum(a.magnitude, qb.magnitude.negated, limbs: BigFloat.unlimited).0
            let above = BigFloat.sum(upper, a.magnitude.negated, limbs: BigFloat.unlimited).0
            #expect(!below.isNegative)
            #expect(below.isZero || !error.isZero && !above.isNegative && !above.isZero)
            #expect(q.limbs.count <= n && (q.isZero || q.isNegative == (a.isNegative != b.isNegative)))
        }
    }

    @Test func squareRootsAreCutDownByLessThanTheirBound() {
        var generator = Xoshiro256StarStar(seed: 33)
        for _ in 0..<300 {
            let a = Self.random(Int(generator.next() % 5) + 1, using: &generator).magnitude
            let n = Int(generator.next() % 4) + 1
            let (s, error) = BigFloat.squareRoot(a, limbs: n)
            let errorValue = BigFloat(normalizing: [error.significand], exponent: error.exponent, isNegative: false)
            let next = BigFloat.sum(s, errorValue, limbs: BigFloat.unlimited).0
            let square = BigFloat.product(s, s, limbs: BigFloat.unlimited).0
            let nextSquare = BigFloat.product(next, next, limbs: BigFloat.unlimited).0
            let below = BigFloat.sum(a, square.negated, limbs: BigFloat.unlimited).0
            let above = BigFloat.sum(nextSquare, a.negated, limbs: BigFloat.unlimited).0
            #expect(!below.isNegative)
            #expect(below.isZero || !error.isZero && !above.isNegative && !above.isZero)
        }
        // Perfect squares are exact.
        let (nine, error) = BigFloat.squareRoot(BigFloat(81.0), limbs: 2)
        #expect(nine.rounded() == 9 && error.isZero)
    }

    @Test func roundingToADoubleTiesToEvenAndKeepsSubnormals() {
        func value(_ terms: [Int64]) -> Double {
            // Σ 2^t exactly, then rounded once.
            var sum = BigFloat.zero
            for t in terms {
                sum = BigFloat.sum(sum, BigFloat(integer: 1).scaled(by: t), limbs: BigFloat.unlimited).0
            }
            return sum.rounded()
        }
        #expect(value([0, -53]) == 1)  // 1 + 2^−53: a tie, to the even 1
        #expect(value([0, -53, -200]) == 1 + 0x1p-52)  // just past the tie
        #expect(value([0, -52, -53]) == 1 + 0x1p-51)  // a tie from the odd 1 + 2^−52, up to even
        #expect(value([-1075]) == 0)  // half the least subnormal: to the even 0
        #expect(value([-1075, -1200]) == 0x1p-1074)
        #expect(value([-1074, -1075]) == 0x1p-1073)  // 1.5 units: to the even 2
        #expect(value([-1076]) == 0)
        #expect(value([-1023, -1075]) == 0x1p-1023)  // a subnormal tie, to even
        // 2^1024 − 2^971 is the largest double; 2^1024 − 2^970 is the tie above it, to the even 2^1024.
        #expect(value(Array(971...1023)) == .greatestFiniteMagnitude)
        #expect(value(Array(971...1023) + [969]) == .greatestFiniteMagnitude)
        #expect(value(Array(970...1023)) == .infinity)
        #expect(value([1024]) == .infinity)
        #expect(BigFloat(-2.5).rounded() == -2.5)
        #expect(BigFloat(0x1p-1074).rounded() == 0x1p-1074)
        #expect(BigFloat(.greatestFiniteMagnitude).rounded() == .greatestFiniteMagnitude)
    }

    @Test func radiiBoundFromAboveAndBelow() {
        // 2^32 + 1 needs 33 bits: up to 2^32 + 2, down to 2^32.
        let up = Radius(atLeast: (1 << 32) + 1, timesTwoToThe: 0)
        let down = Radius(atMost: (1 << 32) + 1, timesTwoToThe: 0)
        #expect(up.significand == (1 << 31) + 1 && up.exponent == 1)
        #expect(down.significand == 1 << 31 && down.exponent == 1)
        #expect((Radius.power(0) + Radius.power(-100)) <= Radius(atLeast: (1 << 31) + 1, timesTwoToThe: -31))
        #expect(!((Radius.power(0) + Radius.power(-100)) <= Radius.power(0)))
        #expect(Radius.power(3).lowered(by: Radius.power(2)) <= Radius.power(2))
        #expect(Radius.power(2) <= Radius.power(3).lowered(by: Radius.power(2)))
        #expect(Radius.power(2).lowered(by: Radius.power(3)).isZero)
        #expect(Radius.power(0).divided(by: Radius.power(-3)) <= Radius.power(3))
        #expect((Radius.infinity + .power(0)).isInfinite && (Radius.power(5) * .infinity).isInfinite)
    }
}
