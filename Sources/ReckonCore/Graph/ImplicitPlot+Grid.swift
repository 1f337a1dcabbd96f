extension ImplicitPlot {
    /// F on the grid's corners, the crossings found on its edges, and the marching squares that
    /// join them.
    struct Grid {
        let f: Expression
        let xs: [Double]
        let ys: [Double]
        /// F at corner (i, j), row by row; NaN where F has no finite value.
        var values: [Double]
        /// Work left for bisecting crossings, in operations.
        var budget = ImplicitPlot.refiningWork
        let nodes: Int

        init(_ f: Expression, xFrom: Double, xTo: Double, yFrom: Double, yTo: Double, columns: Int, rows: Int) {
            self.f = f
            xs = (0...columns).map { $0 == columns ? xTo : xFrom + (xTo - xFrom) * Double($0) / Double(columns) }
            ys = (0...rows).map { $0 == rows ? yTo : yFrom + (yTo - yFrom) * Double($0) / Double(rows) }
            nodes = f.nodeCount
            var values: [Double] = []
            values.reserveCapacity(xs.count * ys.count)
            for y in ys {
                for x in xs { values.append(Self.value(f, x, y)) }
            }
            self.values = values
        }

        /// F(x, y) as IEEE 754 gives it, NaN where it has no value.
        static func value(_ f: Expression, _ x: Double, _ y: Double) -> Double {
            (try? f.ieeeValue(["x": x, "y": y])) ?? .nan
        }

        func at(_ i: Int, _ j: Int) -> Double { values[j * xs.count + i] }

        /// An edge: from corner (i, j) to the next corner right (`vertical` false) or up.
        struct Edge: Hashable {
            let i: Int
            let j: Int
            let vertical: Bool
        }

        /// Where F is 0 on `edge`, or nil: no change of sign (0 counts as positive), or a pole or
        /// a jump (|F| does not shrink towards the change).
        mutating func crossing(_ edge: Edge) -> Point? {
            let (i2, j2) = edge.vertical ? (edge.i, edge.j + 1) : (edge.i + 1, edge.j)
            var (a, fa) = (edge.vertical ? ys[edge.j] : xs[edge.i], at(edge.i, edge.j))
            var (b, fb) = (edge.vertical ? ys[j2] : xs[i2], at(i2, j2))
            guard fa.isFinite, fb.isFinite, (fa >= 0) != (fb >= 0) else { return nil }
            let fixed = edge.vertical ? xs[edge.i] : ys[edge.j]
            let point = { (t: Double) in edge.vertical ? Point(x: fixed, y: t) : Point(x: t, y: fixed) }
            if fa == 0 { return point(a) }
            if fb == 0 { return point(b) }
            let largest = Swift.max(fa.magnitude, fb.magnitude)
            var steps = 0
            while steps < ImplicitPlot.crossingSteps, budget >= nodes {
                let m = a + (b - a) / 2
                guard m != a, m != b else { break }
                budget -= nodes
                let fm = edge.vertical ? Self.value(f, fixed, m) : Self.value(f, m, fixed)
                guard fm.isFinite else { return nil }  // a hole in F's domain: no crossing drawn
                if fm == 0 { return point(m) }
                if (fm >= 0) == (fa >= 0) { (a, fa) = (m, fm) } else { (b, fb) = (m, fm) }
                steps += 1
            }
            // A continuous F shrinks towards a crossing (by about 2^steps at a simple one, still
            // by 2^(steps/3) at a cube root's); at a pole or a jump the bracket's ends stay as far
            // apart (or grow). A corner where F is nearly 0 stays so and says nothing.
            if steps >= 8, Swift.max(fa.magnitude, fb.magnitude) > largest / 4 { return nil }
            return point(a + (b - a) * (fa / (fa - fb)))
        }

        /// The grid's pieces of curve, each two edges, for every cell whose corners all have values.
        func pieces() -> [(Edge, Edge)] {
            var pieces: [(Edge, Edge)] = []
            for j in 0..<(ys.count - 1) {
                for i in 0..<(xs.count - 1) {
                    let corners = [at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1)]
                    guard corners.allSatisfy({ $0.isFinite }) else { continue }
                    let positive = corners.map { $0 >= 0 }
                    // Bottom, right, top, left: each between the corners it joins.
                    let edges = [
                        Edge(i: i, j: j, vertical: false), Edge(i: i + 1, j: j, vertical: true),
                        Edge(i: i, j: j + 1, vertical: false), Edge(i: i, j: j, vertical: true),
                    ]
                    let cut = [0, 1, 2, 3].filter { positive[$0] != positive[($0 + 1) % 4] }
                    if cut.count == 2 {
                        pieces.append((edges[cut[0]], edges[cut[1]]))
                    } else if cut.count == 4 {
                        // A saddle: the corners of the centre's sign are joined through it.
                        let centre = Self.value(f, (xs[i] + xs[i + 1]) / 2, (ys[j] + ys[j + 1]) / 2)
                        guard centre.isFinite else { continue }
                        if (centre >= 0) == positive[0] {
                            pieces.append((edges[0], edges[1]))  // corner 1 cut off
                            pieces.append((edges[2], edges[3]))  // corner 3 cut off
                        } else {
                            pieces.append((edges[3], edges[0]))  // corner 0 cut off
                            pieces.append((edges[1], edges[2]))  // corner 2 cut off
                        }
                    }
                }
            }
            return pieces
        }

        /// The pieces joined through their shared edges into polylines, open ones first from an
        /// end, then the closed ones; a piece with an edge of no crossing (a pole) is left out.
        mutating func contours() -> [[Point]] {
            var found: [Edge: Point?] = [:]  // each edge's crossing, or its refusal, worked once
            var ends: [Edge: [Int]] = [:]
            var kept: [(Edge, Edge)] = []
            for (a, b) in pieces() {
                if found[a] == nil { found[a] = .some(crossing(a)) }
                if found[b] == nil { found[b] = .some(crossing(b)) }
                guard found[a]! != nil, found[b]! != nil else { continue }
                ends[a, default: []].append(kept.count)
                ends[b, default: []].append(kept.count)
                kept.append((a, b))
            }
            // Every edge of a kept piece has its crossing.
            let point = { (edge: Edge) in found[edge]!! }
            var used = [Bool](repeating: false, count: kept.count)
            var lines: [[Point]] = []
            func walk(from start: Edge, piece first: Int) {
                var line = [point(start)]
                var (edge, piece) = (start, first)
                while !used[piece] {
                    used[piece] = true
                    let (a, b) = kept[piece]
                    edge = a == edge ? b : a
                    let next = point(edge)
                    if next != line[line.count - 1] { line.append(next) }
                    guard let following = ends[edge]?.first(where: { !used[$0] }) else { break }
                    piece = following
                }
                if line.count >= 2 { lines.append(line) }
            }
            // Open curves from their ends (an edge of one piece, at the rectangle's side or a
            // pole), in the grid's order so the answer is the same everywhere.
            let sorted = ends.keys.sorted { ($0.j, $0.i, $0.vertical ? 1 : 0) < ($1.j, $1.i, $1.vertical ? 1 : 0) }
            for edge in sorted where ends[edge]!.count == 1 && !used[ends[edge]![0]] {
                walk(from: edge, piece: ends[edge]![0])
            }
            for (piece, (a, _)) in kept.enumerated() where !used[piece] {
                walk(from: a, piece: piece)
            }
            return lines
        }
    }
}
