extension GraphPoints {
    /// One curve's samples, and the searches for its crossings and turns.
    struct Curve {
        let expression: Expression
        let variable: String
        let ys: [Double]
        /// One exact evaluation's work at 2 limbs (`Expression.ballWork`), charged by `GraphPoints.spend`.
        let size: Int

        /// `values`: f at the grid, when the caller has it.
        init(_ expression: Expression, variable: String, grid: [Double], values: [Double]? = nil) {
            self.expression = expression
            self.variable = variable
            ys = values ?? grid.map { Self.ieee(expression, variable, $0) }
            size = expression.ballWork
        }

        /// f(x) as IEEE 754 gives it, NaN where it has no value: so that a curve is drawn
        /// wherever f itself is finite (a sigmoid far left, where exp overflows on the way).
        static func ieee(_ expression: Expression, _ variable: String, _ x: Double) -> Double {
            // Only `variable` occurs (the plot checks it first), so this cannot throw.
            (try? expression.ieeeValue([variable: x])) ?? .nan
        }

        func f(_ x: Double) -> Double { Self.ieee(expression, variable, x) }

        /// f(x) correctly rounded where the ball decides it, else as the doubles give it; nil
        /// where it is not finite.
        func value(at x: Double, budget: inout Int) -> Double? {
            for limbs in [2, 4] {
                guard GraphPoints.spend(size, limbs: limbs, from: &budget) else { break }
                if let y = expression.ball(variable, at: Ball(x, limbs: limbs), limbs: limbs)?.correctlyRounded {
                    return y.isFinite ? y : nil
                }
            }
            let y = f(x)
            return y.isFinite ? y : nil
        }

        /// Every root where the samples change sign and |f| shrinks towards the change, at the
        /// double nearest it, and an end of the range where f is 0 (sin x at 0 over [0, π]);
        /// none when there are more than `maximumPerCurve`.
        func crossings(grid: [Double], budget: inout Int) -> [Double] {
            let brackets = Self.signChanges(ys)
            guard brackets.count <= GraphPoints.maximumPerCurve else { return [] }
            var roots: [Double] = []
            if ys.count > 1, ys[0] == 0, ys[1] != 0, ys[1].isFinite { roots.append(grid[0]) }
            for (i, j) in brackets {
                let crossing = Crossing(expression, variable, size: size, a: grid[i], fa: ys[i], b: grid[j], fb: ys[j])
                if let root = crossing?.nearestDouble(budget: &budget) { roots.append(root) }
            }
            let last = ys.count - 1
            if last > 0, ys[last] == 0, ys[last - 1] != 0, ys[last - 1].isFinite { roots.append(grid[last]) }
            return roots
        }

        /// Pairs of sample indices (i, j), i < j, with f(i) and f(j) of opposite signs and only
        /// zeros between them. A run of zeros between samples of the same sign touches the axis
        /// (left to the turns); a sample that is not finite breaks the curve.
        static func signChanges(_ ys: [Double]) -> [(Int, Int)] {
            var changes: [(Int, Int)] = []
            var last: Int? = nil
            for (i, y) in ys.enumerated() {
                guard y.isFinite else { last = nil; continue }
                guard y != 0 else { continue }
                if let l = last, (ys[l] < 0) != (y < 0) { changes.append((l, i)) }
                last = i
            }
            return changes
        }

        /// A turn: its x, its value, whether it is a minimum, and the samples around it.
        struct Turn {
            let x: Double
            let y: Double
            let isMinimum: Bool
            let low: Double
            let high: Double
        }

        /// The minima and maxima: sign changes of the derivative, or without one local extremes
        /// of the samples refined by golden-section search; each checked against the samples
        /// around it.
        func turns(grid: [Double], budget: inout Int) -> [Turn] {
            var candidates: [(x: Double, low: Int, high: Int, isMinimum: Bool)] = []
            if let slope = expression.derivative(in: variable), slope.nodeCount <= 3 * expression.nodeCount + 8 {
                let slopes = grid.map { Self.ieee(slope, variable, $0) }
                let changes = Self.signChanges(slopes)
                guard changes.count <= GraphPoints.maximumPerCurve else { return [] }
                let size = slope.ballWork
                for (i, j) in changes {
                    let crossing = Crossing(slope, variable, size: size, a: grid[i], fa: slopes[i], b: grid[j], fb: slopes[j], poles: true)
                    guard let x = crossing?.nearestDouble(budget: &budget) else { continue }
                    candidates.append((x, i, j, slopes[i] < 0))
                }
            } else {
                var extremes: [(index: Int, isMinimum: Bool)] = []
                for i in ys.indices.dropFirst().dropLast() {
                    let (l, m, r) = (ys[i - 1], ys[i], ys[i + 1])
                    guard l.isFinite, m.isFinite, r.isFinite else { continue }
                    let isMinimum = m < l && m <= r
                    if isMinimum || (m > l && m >= r) { extremes.append((i, isMinimum)) }
                }
                // Counted before any is refined, so that a curve of many bounded the work too.
                guard extremes.count <= GraphPoints.maximumPerCurve else { return [] }
                for (i, isMinimum) in extremes {
                    candidates.append((goldenSection(grid[i - 1], grid[i + 1], minimum: isMinimum), i - 1, i + 1, isMinimum))
                }
            }
            var turns: [Turn] = []
            for c in candidates {
                guard let y = value(at: c.x, budget: &budget) else { continue }
                // Below (above) the samples around it: a pole's sign change of the slope is not
                // a turn (1/x² at 0), nor is a noisy slope's away from the true turn.
                let (l, r) = (ys[c.low], ys[c.high])
                guard l.isFinite, r.isFinite, c.isMinimum ? (y <= l && y <= r) : (y >= l && y >= r) else { continue }
                turns.append(Turn(x: c.x, y: y, isMinimum: c.isMinimum, low: grid[c.low], high: grid[c.high]))
            }
            return turns
        }

        /// The x of the least (greatest) f in [a, b], by golden-section search to neighbouring
        /// doubles (at most 100 steps).
        func goldenSection(_ a: Double, _ b: Double, minimum: Bool) -> Double {
            let ratio = 0.6180339887498949
            var (a, b) = (a, b)
            func better(_ u: Double, _ v: Double) -> Bool {
                let (fu, fv) = (f(u), f(v))
                return minimum ? fu < fv : fu > fv
            }
            for _ in 0..<100 {
                let c = b - (b - a) * ratio
                let d = a + (b - a) * ratio
                guard a < c, c < d, d < b else { break }
                if better(c, d) { b = d } else { a = c }
            }
            let m = a + (b - a) / 2
            return [a, m, b].min { better($0, $1) } ?? m
        }
    }
}
