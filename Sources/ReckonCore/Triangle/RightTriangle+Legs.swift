extension RightTriangle {
    /// The two legs a pair solves for, and the hypotenuse when the pair gives it more exactly
    /// than `hypot(a, b)` would (given, or one division away).
    struct Legs {
        var a: Double
        var b: Double
        var c: Double?

        var mirrored: Legs { Legs(a: b, b: a, c: c) }
    }

    /// The legs for a pair sorted in `Quantity` order, in which `b` appears only beside `a`
    /// and `beta` only beside `a` or `alpha` (the initializer mirrors the others).
    ///
    /// Each formula keeps its operands near 1 by powers of two or divides before it
    /// multiplies, so nothing overflows or underflows unless the answer itself does.
    static func legs(_ pair: ((Quantity, Double), (Quantity, Double))) throws(RightTriangleError) -> Legs {
        let ((p, x), (q, y)) = pair
        switch (p, q) {
        case (.a, .b):
            return Legs(a: x, b: y)
        case (.a, .c):
            return try legs(leg: x, hypotenuse: y)
        case (.a, .alpha):
            return legs(oppositeLeg: x, angle: sinCos(degrees: y))
        case (.a, .beta):
            // beta is adjacent to a: the same triangle as alpha = 90 - beta, without that rounding.
            let (sine, cosine) = sinCos(degrees: y)
            return legs(oppositeLeg: x, angle: (cosine, sine))
        case (.a, .area):
            return Legs(a: x, b: (WideDouble(y) * WideDouble(2) / WideDouble(x)).doubleValue)
        case (.a, .perimeter):
            return try legs(leg: x, perimeter: y)
        case (.a, .h):
            return try legs(leg: x, altitude: y)
        case (.c, .alpha):
            let (sine, cosine) = sinCos(degrees: y)
            return Legs(a: x * sine, b: x * cosine, c: x)
        case (.c, .area):
            guard let legs = legs(hypotenuse: x, legProduct: WideDouble(y) * WideDouble(2)) else {
                throw .tooLarge(.area, for: .c, x, atMost: WideDouble(x) * WideDouble(x) / WideDouble(4))
            }
            return legs
        case (.c, .perimeter):
            return try legs(hypotenuse: x, perimeter: y)
        case (.c, .h):
            guard let legs = legs(hypotenuse: x, legProduct: WideDouble(x) * WideDouble(y)) else {
                throw .tooLarge(.h, for: .c, x, atMost: WideDouble(x) / WideDouble(2))
            }
            return legs
        case (.alpha, .area):
            // a·b = 2·area and b/a = cot(alpha).
            let (sine, cosine) = sinCos(degrees: x)
            return Legs(a: squareRoot(y, times: 2 * (sine / cosine)), b: squareRoot(y, times: 2 * (cosine / sine)))
        case (.alpha, .perimeter):
            let (sine, cosine) = sinCos(degrees: x)
            let c = y / (1 + sine + cosine)
            return Legs(a: c * sine, b: c * cosine, c: c)
        case (.alpha, .h):
            // h = a·cos(alpha) = b·sin(alpha).
            let (sine, cosine) = sinCos(degrees: x)
            return Legs(a: y / cosine, b: y / sine)
        case (.area, .perimeter):
            return try legs(area: x, perimeter: y)
        case (.area, .h):
            return try legs(area: x, altitude: y, beyondRangeField: q)
        case (.perimeter, .h):
            // c = P²/(2(P + h)), from (P − c)² = a² + b² + 2ab = c² + 2hc.
            let c = x * (0.5 / (1 + y / x))
            guard let legs = legs(hypotenuse: c, legProduct: WideDouble(y) * WideDouble(c)) else {
                throw .tooLarge(.h, for: .perimeter, x, atMost: WideDouble(x) * WideDouble(Self.sqrt2Minus1 / 2))
            }
            return Legs(a: legs.a, b: legs.b, c: c)
        default:
            // Only alpha + beta is left: every other pair was sorted and mirrored into a case above.
            throw .shapeOnly
        }
    }

    /// √2 − 1, correctly rounded.
    static let sqrt2Minus1 = 0.41421356237309503

    private static func legs(leg a: Double, hypotenuse c: Double) throws(RightTriangleError) -> Legs {
        guard a < c else { throw .legNotShorterThanHypotenuse(.a) }
        let k = c.exponent
        let (c1, a1) = (scaled(c, -k), scaled(a, -k))
        // c1 − a1 is exact when a is close to c, where a² − c² would cancel.
        return Legs(a: a, b: scaled(((c1 - a1) * (c1 + a1)).squareRoot(), k), c: c)
    }

    /// `angle` as (sin alpha, cos alpha).
    private static func legs(oppositeLeg a: Double, angle: (sine: Double, cosine: Double)) -> Legs {
        // cos/sin is exactly 1 at 45 degrees, so b == a there.
        Legs(a: a, b: a * (angle.cosine / angle.sine), c: a / angle.sine)
    }

    private static func legs(leg a: Double, perimeter: Double) throws(RightTriangleError) -> Legs {
        // b + c = P − a and c − b = a²/(P − a), so b = (P − 2a)·P / (2(P − a)): positive only past 2a.
        guard a < perimeter / 2 else {
            throw .tooSmall(.perimeter, for: .a, a, moreThan: WideDouble(a) * WideDouble(2))
        }
        // P − 2a is exact near the limit; P/(P − a) lies in (1, 2).
        return Legs(a: a, b: ((perimeter - 2 * a) / 2) * (perimeter / (perimeter - a)))
    }

    private static func legs(leg a: Double, altitude h: Double) throws(RightTriangleError) -> Legs {
        guard h < a else { throw .altitudeNotShorterThanLeg(.a) }
        // b = h·a/√(a² − h²) and c = a·a/√(a² − h²); the ratio is computed scaled near 1.
        let k = a.exponent
        let (a1, h1) = (scaled(a, -k), scaled(h, -k))
        let ratio = a1 / ((a1 - h1) * (a1 + h1)).squareRoot()
        return Legs(a: a, b: h * ratio, c: a * ratio)
    }

    private static func legs(hypotenuse c: Double, perimeter: Double) throws(RightTriangleError) -> Legs {
        guard c < perimeter / 2 else {
            throw .tooSmall(.perimeter, for: .c, c, moreThan: WideDouble(c) * WideDouble(2))
        }
        // a + b = P − c, so 2ab = (P − c)² − c² = (P − 2c)·P, with P − 2c exact.
        let product = WideDouble(perimeter - 2 * c) * WideDouble(perimeter) / WideDouble(2)
        guard let legs = legs(hypotenuse: c, legProduct: product) else {
            throw .tooLarge(.perimeter, for: .c, c, atMost: WideDouble(c) * WideDouble(1 + 2.0.squareRoot()))
        }
        return legs
    }

    private static func legs(area: Double, perimeter: Double) throws(RightTriangleError) -> Legs {
        // a + b = P − c and ab = 2A give c = P/2 − 2A/P; the legs exist while A ≤ c²/4,
        // that is A ≤ P²(3 − 2√2)/4.
        let c = perimeter / 2 - (area / perimeter) * 2
        guard c > 0, let legs = legs(hypotenuse: c, legProduct: WideDouble(area) * WideDouble(2)) else {
            let most = WideDouble(perimeter) * WideDouble(perimeter) * WideDouble(sqrt2Minus1 * sqrt2Minus1 / 4)
            throw .tooLarge(.area, for: .perimeter, perimeter, atMost: most)
        }
        return Legs(a: legs.a, b: legs.b, c: c)
    }

    private static func legs(
        area: Double, altitude h: Double, beyondRangeField: Quantity
    ) throws(RightTriangleError) -> Legs {
        // c = 2A/h, and the legs exist while h ≤ c/2, that is h² ≤ A.
        let (wideArea, wideH) = (WideDouble(area), WideDouble(h))
        let c = (wideArea * WideDouble(2) / wideH).doubleValue
        guard c.isFinite else { throw .beyondRange(beyondRangeField, result: .c, tooLarge: true) }
        guard let legs = legs(hypotenuse: c, legProduct: wideArea * WideDouble(2)) else {
            throw .tooLarge(.h, for: .area, area, atMost: wideArea.squareRoot())
        }
        return Legs(a: legs.a, b: legs.b, c: c)
    }

    /// The legs with hypotenuse `c` and product `a·b`, taking `a ≤ b`; nil when the product
    /// passes c²/2 (beyond the isosceles triangle) by more than rounding.
    static func legs(hypotenuse c: Double, legProduct: WideDouble) -> Legs? {
        // A hypotenuse that under- or overflowed on the way has no legs.
        guard c > 0, c.isFinite else { return nil }
        // (b ± a)² = c² ± 2ab, evaluated with c scaled into [1, 2).
        let k = c.exponent
        let c1 = scaled(c, -k)
        let product1 = (legProduct / WideDouble(significand: 1, exponent: 2 * Int64(k))).doubleValue
        let sum2 = (2 * product1).addingProduct(c1, c1)
        var difference2 = (-2 * product1).addingProduct(c1, c1)
        if difference2 < 0 {
            guard difference2 >= -8 * Double.ulpOfOne else { return nil }
            difference2 = 0
        }
        // b ≤ c exactly; min() keeps a rounding up from passing c (and the Double range).
        let b = min(c, scaled((sum2.squareRoot() + difference2.squareRoot()) / 2, k))
        guard difference2 > 0 else { return Legs(a: b, b: b, c: c) }
        // a from the product rather than (sum − difference)/2, which cancels for thin triangles.
        return Legs(a: (legProduct / WideDouble(b)).doubleValue, b: b, c: c)
    }

    /// √(x·factor) for `x` up to the largest `Double`, scaling `x` by an even power of two.
    private static func squareRoot(_ x: Double, times factor: Double) -> Double {
        let k = x.exponent & ~1
        return scaled((scaled(x, -k) * factor).squareRoot(), k / 2)
    }

    /// `x·2^k`, exact unless the result leaves the normal range.
    static func scaled(_ x: Double, _ k: Int) -> Double {
        Double(sign: .plus, exponent: k, significand: x)
    }
}
