/// The roots of a genuine quadratic (a ≠ 0) with what is computed alongside them.
struct QuadraticRoots {
    let kind: QuadraticSolution.Kind
    let roots: [QuadraticRoot]
    let discriminant: WideDouble
    /// c − b²/4a, the vertex's height.
    let vertexY: WideDouble
}

extension Quadratic {
    /// c = 0: x·(a·x + b) = 0, so the roots are 0 and −b/a, one division, no cancellation.
    var rootsWithZeroConstant: QuadraticRoots {
        let bSquared = WideDouble(b) * WideDouble(b)
        let vertexY = WideDouble(-b) * WideDouble(b) / (WideDouble(a) * WideDouble(4))
        guard b != 0 else {
            return QuadraticRoots(kind: .double, roots: [QuadraticRoot(real: .zero)],
                                  discriminant: .zero, vertexY: .zero)
        }
        let other = QuadraticRoot(real: WideDouble(-b) / WideDouble(a))
        let zero = QuadraticRoot(real: .zero)
        return QuadraticRoots(
            kind: .twoReal, roots: other.real.isNegative ? [other, zero] : [zero, other],
            discriminant: bSquared, vertexY: vertexY)
    }

    /// a, c ≠ 0. Solved on the scaled equation (see `ScaledQuadratic`) with the exact
    /// discriminant D: the kind follows D's exact sign, and the real roots come from
    /// q = −(B + sign(B)·√D)/2 as q/A and C/q, both without cancellation.
    var rootsOfFullEquation: QuadraticRoots {
        let scaled = ScaledQuadratic(self)
        guard !scaled.bIsHuge else {
            let discriminant = WideDouble(b) * WideDouble(b) - WideDouble(a) * WideDouble(c) * WideDouble(4)
            let big = QuadraticRoot(real: WideDouble(-b) / WideDouble(a))
            let small = QuadraticRoot(real: WideDouble(-c) / WideDouble(b))
            // |big| ≫ |small|, so the big root comes first exactly when it is negative.
            return QuadraticRoots(
                kind: .twoReal, roots: big.real.isNegative ? [big, small] : [small, big],
                discriminant: discriminant,
                vertexY: discriminant / (WideDouble(a) * WideDouble(-4)))
        }
        let d = scaled.discriminant
        // D_original = D·2^(−2k−2s) and c − b²/4a = −D/(4A)·2^(−s).
        let discriminant = WideDouble(significand: d.hi, exponent: -2 &* (scaled.rootExponent &+ scaled.equationExponent))
        let vertexY = WideDouble(significand: -d.divided(by: 4 * scaled.a), exponent: -scaled.equationExponent)
        func root(_ y: Double) -> QuadraticRoot {
            QuadraticRoot(real: WideDouble(significand: y, exponent: scaled.rootExponent))
        }
        if d.hi == 0 {
            return QuadraticRoots(kind: .double, roots: [QuadraticRoot(real: vertexX)],
                                  discriminant: discriminant, vertexY: vertexY)
        }
        if d.hi < 0 {
            let imaginary = WideDouble(
                significand: (-d).squareRoot().divided(by: 2 * scaled.a).magnitude,
                exponent: scaled.rootExponent)
            return QuadraticRoots(
                kind: .complex,
                roots: [QuadraticRoot(real: vertexX, imaginary: -imaginary),
                        QuadraticRoot(real: vertexX, imaginary: imaginary)],
                discriminant: discriminant, vertexY: vertexY)
        }
        // t = |B| + √D, so q = −sign(B)·t/2; the roots are q/A = −sign(B)·t/(2A) and
        // C/q = −sign(B)·2C/t.
        let t = d.squareRoot() + scaled.b.magnitude
        let sign: Double = b < 0 ? 1 : -1
        let y1 = sign * t.divided(by: 2 * scaled.a)
        let y2 = sign * t.dividing(2 * scaled.c)
        return QuadraticRoots(
            kind: .twoReal, roots: y1 < y2 ? [root(y1), root(y2)] : [root(y2), root(y1)],
            discriminant: discriminant, vertexY: vertexY)
    }
}
