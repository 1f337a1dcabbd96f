extension GraphPoints {
    /// A sign change of f between two samples, narrowed to the double nearest its root.
    ///
    /// First the doubles bisect it, over their bit patterns (at most 64 steps, whatever the
    /// range), to two neighbours. Their values carry rounding noise, so the exact value's sign
    /// (`Expression.ball`) then confirms a bracket — widened from the neighbours, up to 2^20 steps
    /// of a double — bisects it again, and picks the neighbour nearer the root by the sign at
    /// their exact midpoint.
    struct Crossing {
        let expression: Expression
        let variable: String
        /// One exact evaluation's work at 2 limbs (`Expression.ballWork`), charged by `GraphPoints.spend`.
        let size: Int
        let a: Double, fa: Double, b: Double, fb: Double
        /// Whether a change through a pole or a jump counts: a slope's, whose jump at a kink
        /// (|x| at 0) is still a turn.
        let throughPoles: Bool

        init?(
            _ expression: Expression, _ variable: String, size: Int,
            a: Double, fa: Double, b: Double, fb: Double, poles: Bool = false
        ) {
            guard fa.isFinite, fb.isFinite, (fa < 0) != (fb < 0), fa != 0, fb != 0 else { return nil }
            (self.expression, self.variable, self.size, throughPoles) = (expression, variable, size, poles)
            (self.a, self.fa, self.b, self.fb) = (a, fa, b, fb)
        }

        private func f(_ x: Double) -> Double { Curve.ieee(expression, variable, x) }

        /// The root's nearest double; nil for a pole, a jump or a hole in the domain. Exact
        /// evaluations are taken from `budget`; when it runs out the doubles decide.
        func nearestDouble(budget: inout Int) -> Double? {
            var (a, fa, b, fb) = (self.a, self.fa, self.b, self.fb)
            while let m = Self.between(a, b) {
                let fm = f(m)
                // No value inside: the curve has a hole here, not a root; a slope's hole is where
                // a kink turns (|x| at 0), which the turn's check against the curve confirms.
                guard fm.isFinite else { return throughPoles ? m : nil }
                if fm == 0 {
                    guard let sign = exactSign(Ball(m, limbs: 2), budget: &budget), sign != 0 else { return m }
                    if (sign < 0) == (fa < 0) { a = m } else { b = m }
                    continue
                }
                if (fm < 0) == (fa < 0) { (a, fa) = (m, fm) } else { (b, fb) = (m, fm) }
            }
            // A root's |f| shrinks towards it; a pole's grows and a jump's stays.
            guard throughPoles || Swift.max(fa.magnitude, fb.magnitude) <= Swift.max(self.fa.magnitude, self.fb.magnitude) / 4 else {
                return nil
            }
            let guess = fa.magnitude <= fb.magnitude ? a : b
            return decided(a, b, budget: &budget) ?? guess
        }

        /// The sign of the exact value at `x`, at 2, 4 then 8 limbs; nil if none decides it, the
        /// expression has no ball or the budget is spent.
        private func exactSign(_ x: Ball, budget: inout Int) -> Int? {
            for limbs in [2, 4, 8] {
                guard GraphPoints.spend(size, limbs: limbs, from: &budget) else { return nil }
                guard let value = expression.ball(variable, at: x.withLimbs(limbs), limbs: limbs) else { return nil }
                if let sign = value.certainSign { return sign }
            }
            return nil
        }

        private func exactSign(_ x: Double, budget: inout Int) -> Int? { exactSign(Ball(x, limbs: 2), budget: &budget) }

        /// The nearest double by exact signs, from the neighbours the doubles found; nil when
        /// the balls cannot decide.
        private func decided(_ a: Double, _ b: Double, budget: inout Int) -> Double? {
            var (low, high) = (a, b)
            var signLow = 0
            // Widen until the exact signs confirm the change, within the samples' bracket.
            var step: Int64 = 1
            while true {
                guard let sLow = exactSign(low, budget: &budget), let sHigh = exactSign(high, budget: &budget) else { return nil }
                if sLow == 0 { return low }
                if sHigh == 0 { return high }
                if sLow != sHigh {
                    signLow = sLow
                    break
                }
                guard step <= 1 << 20 else { return nil }
                low = Self.stepped(a, by: -step, within: self.a, self.b)
                high = Self.stepped(b, by: step, within: self.a, self.b)
                step *= 2
            }
            while let m = Self.between(low, high) {
                guard let sign = exactSign(m, budget: &budget) else { return nil }
                if sign == 0 { return m }
                if sign == signLow { low = m } else { high = m }
            }
            let midpoint = (Ball(low, limbs: 2) + Ball(high, limbs: 2)).scaled(by: -1)
            guard let sign = exactSign(midpoint, budget: &budget) else { return nil }
            // At the exact midpoint, the sign of the low side: the root lies above it.
            return sign == signLow ? high : low
        }

        /// The double halfway between a and b in the doubles' order; nil when they are
        /// neighbours.
        static func between(_ a: Double, _ b: Double) -> Double? {
            let (p, q) = (a.orderedBits, b.orderedBits)
            let m = (p >> 1) + (q >> 1) + (p & q & 1)
            guard m != p, m != q else { return nil }
            return Double(orderedBits: m)
        }

        /// `x` moved `steps` doubles along, kept within [low, high].
        static func stepped(_ x: Double, by steps: Int64, within low: Double, _ high: Double) -> Double {
            let moved = Double(orderedBits: x.orderedBits &+ steps)
            return Swift.min(Swift.max(moved, low), high)
        }
    }
}

extension Double {
    /// The double's place among the doubles, as an integer: the order of the doubles (−0 as +0).
    fileprivate var orderedBits: Int64 {
        let bits = Int64(bitPattern: bitPattern)
        return bits < 0 ? -(bits & Int64.max) : bits
    }

    fileprivate init(orderedBits o: Int64) {
        self = o < 0 ? Double(bitPattern: UInt64(-o) | (1 << 63)) : Double(bitPattern: UInt64(o))
    }
}
