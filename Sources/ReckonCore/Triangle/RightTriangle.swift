/// A right triangle with legs `a` and `b`, hypotenuse `c`, angles `alpha` and `beta` in
/// degrees (opposite `a` and `b`), `area`, `perimeter` and `h`, the altitude to the hypotenuse.
///
/// Built from any two independent values (`RightTriangle(a: 3, b: 4)`,
/// `RightTriangle(area: 6, perimeter: 12)`, …): all 28 pairs of the eight except
/// `alpha` + `beta`, which fix only the shape.
///
/// Guarantees:
/// - The two given values come back exactly as given; the other six are computed.
/// - Sides from 1e-300 to 1e300 neither overflow nor underflow on the way: every formula is
///   evaluated on values scaled near 1 by a power of two. `area` is a `WideDouble`, so legs
///   of 1e300 give 5e599 and legs of 1e-300 give 5e-601.
/// - When the pair does not tell `a` from `b` (two of `c`, `area`, `perimeter`, `h`), the
///   answer takes `a ≤ b` and says so in `mirrorImageFits`: swapping `a` with `b` and `alpha`
///   with `beta` fits the same values.
/// - A pair within rounding of the isosceles limit (`area` = c²/4, `h` = c/2, …) gives the
///   isosceles triangle rather than an error.
/// - A triangle whose sides, perimeter or angles fall outside the `Double` range (a leg of
///   1e-300 beside one of 1e300 has an angle of 6e-599 degrees) is refused with
///   `RightTriangleError.beyondRange`, never reported as infinity or zero.
public struct RightTriangle: Sendable {
    public let a: Double
    public let b: Double
    public let c: Double
    /// Degrees, opposite `a`; in (0, 90).
    public let alpha: Double
    /// Degrees, opposite `b`; `90 - alpha` up to rounding.
    public let beta: Double
    public let area: WideDouble
    public let perimeter: Double
    /// The altitude from the right angle to the hypotenuse, `a·b/c`.
    public let h: Double
    /// The two values it was built from, in the order of `Quantity.allCases`.
    public let given: (Quantity, Quantity)
    /// Whether the mirror image (`a` ↔ `b`, `alpha` ↔ `beta`) fits the given values equally;
    /// the answer then has `a ≤ b`.
    public let mirrorImageFits: Bool

    /// The eight values, named as the command line and JSON name them.
    public enum Quantity: Int, CaseIterable, Sendable {
        case a, b, c, alpha, beta, area, perimeter, h

        public var name: String {
            switch self {
            case .a: "a"
            case .b: "b"
            case .c: "c"
            case .alpha: "alpha"
            case .beta: "beta"
            case .area: "area"
            case .perimeter: "perimeter"
            case .h: "h"
            }
        }

        /// The same quantity in the mirror image, where the legs trade places.
        var mirrored: Quantity {
            switch self {
            case .a: .b
            case .b: .a
            case .alpha: .beta
            case .beta: .alpha
            case .c, .area, .perimeter, .h: self
            }
        }
    }

    /// The triangle fixed by exactly two of the eight values; pass the others as `nil`.
    ///
    /// - Throws: `notTwoValues` unless exactly two are given, then the first rule the pair
    ///   breaks (see `RightTriangleError`).
    public init(
        a: Double? = nil, b: Double? = nil, c: Double? = nil, alpha: Double? = nil,
        beta: Double? = nil, area: Double? = nil, perimeter: Double? = nil, h: Double? = nil
    ) throws(RightTriangleError) {
        let values = [a, b, c, alpha, beta, area, perimeter, h]
        var given: [(Quantity, Double)] = []
        for quantity in Quantity.allCases {
            if let value = values[quantity.rawValue] { given.append((quantity, value)) }
        }
        guard given.count == 2 else { throw .notTwoValues(given: given.map { $0.0 }) }
        try self.init(given[0].0, given[0].1, given[1].0, given[1].1)
    }

    /// The triangle with `first` equal to `x` and `second` equal to `y`, in either order.
    ///
    /// - Throws: `notTwoValues` when `first == second`, else as `init(a:b:c:…)`.
    public init(
        _ first: Quantity, _ x: Double, _ second: Quantity, _ y: Double
    ) throws(RightTriangleError) {
        guard first != second else { throw .notTwoValues(given: [first]) }
        let (p, q) = first.rawValue < second.rawValue ? ((first, x), (second, y)) : ((second, y), (first, x))
        try Self.check(p.0, p.1)
        try Self.check(q.0, q.1)
        // Solve with `a` (or `alpha`) standing in for `b` (or `beta`) where the pair allows,
        // so each formula is written once; the answer is mirrored back below.
        let has = { (quantity: Quantity) in p.0 == quantity || q.0 == quantity }
        let mirror = !has(.a) && (has(.b) || (has(.beta) && !has(.alpha)))
        let legs: Legs
        do {
            legs = mirror
                ? try Self.legs(Self.sorted((p.0.mirrored, p.1), (q.0.mirrored, q.1)))
                : try Self.legs((p, q))
        } catch {
            throw mirror ? error.mirrored : error
        }
        try self.init(mirror ? legs.mirrored : legs, given: (p, q))
    }

    /// Completes the eight values from the solved legs, keeping the given two exactly.
    private init(_ legs: Legs, given: ((Quantity, Double), (Quantity, Double))) throws(RightTriangleError) {
        let (a, b) = (legs.a, legs.b)
        let c = legs.c ?? hypot(a, b)
        let field = given.1.0
        // The legs and hypotenuse first: everything else is computed from them.
        for (quantity, value) in [(Quantity.a, a), (.b, b), (.c, c)] {
            guard value.isFinite, value > 0 else { throw .beyondRange(field, result: quantity, tooLarge: !(value <= 0)) }
        }
        var values = [a, b, c, 0, 0, 0, a + b + c, 0]
        // The smaller angle from atan2 is accurate however thin the triangle; its complement
        // then costs one rounding.
        if a == b {
            (values[3], values[4]) = (45, 45)
        } else if a < b {
            let small = Self.degrees(atan2(a, b))
            (values[3], values[4]) = (small, 90 - small)
        } else {
            let small = Self.degrees(atan2(b, a))
            (values[3], values[4]) = (90 - small, small)
        }
        let product = WideDouble(a) * WideDouble(b)
        values[Quantity.h.rawValue] = (product / WideDouble(c)).doubleValue
        var area = product / WideDouble(2)
        for (quantity, value) in [given.0, given.1] {
            if quantity == .area { area = WideDouble(value) } else { values[quantity.rawValue] = value }
        }
        for quantity in [Quantity.alpha, .beta, .perimeter, .h] {
            let value = values[quantity.rawValue]
            guard value.isFinite, value > 0 else { throw .beyondRange(field, result: quantity, tooLarge: value > 0) }
        }
        self.a = values[0]
        self.b = values[1]
        self.c = values[2]
        self.alpha = values[3]
        self.beta = values[4]
        self.area = area
        self.perimeter = values[6]
        self.h = values[7]
        self.given = (given.0.0, given.1.0)
        let shapeless: [Quantity] = [.c, .area, .perimeter, .h]
        self.mirrorImageFits = shapeless.contains(given.0.0) && shapeless.contains(given.1.0)
    }

    /// The rules every value obeys on its own.
    private static func check(_ quantity: Quantity, _ value: Double) throws(RightTriangleError) {
        guard value.isFinite else { throw .notFinite(quantity) }
        if quantity == .alpha || quantity == .beta {
            guard value > 0, value < 90 else { throw .angleOutOfRange(quantity) }
        } else {
            guard value > 0 else { throw .notPositive(quantity) }
        }
    }

    private static func sorted(
        _ x: (Quantity, Double), _ y: (Quantity, Double)
    ) -> ((Quantity, Double), (Quantity, Double)) {
        x.0.rawValue < y.0.rawValue ? (x, y) : (y, x)
    }
}
