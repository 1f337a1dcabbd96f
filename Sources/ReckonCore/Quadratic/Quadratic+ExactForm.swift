extension Quadratic {
    /// The roots in closed form, for coefficients with at most 6 decimals.
    ///
    /// The coefficients are read as the decimals they print as (0.1 as 1/10, not as the double
    /// nearest it), scaled to integers and divided by their gcd; the surd is simplified
    /// (√20 = 2√5) and the fraction reduced. Spellings, with the Unicode minus:
    /// - two rational roots, ascending: `x = −1/2 or x = 3`
    /// - a double root: `x = 3/2`
    /// - irrational pair: `x = (3 ± √5)/2`, `x = 1 ± 2√3`, `x = ±√5/2`
    /// - complex pair: `x = −1 ± 2i`, `x = (−1 ± i√3)/2`, `x = ±i`
    /// - linear: `x = −2/3`; every x: `every x`; no solution: `no solution`.
    ///
    /// `nil` when a coefficient has more decimals, or when an intermediate integer (b², 4ac, 2a)
    /// leaves `Int64`: about |b| < 3e9 after the gcd. For `allX` and `none` it is always given.
    public var exactForm: String? {
        if a == 0 && b == 0 { return c == 0 ? "every x" : "no solution" }
        guard var a = Self.millionths(a), var b = Self.millionths(b), var c = Self.millionths(c) else {
            return nil
        }
        let common = Self.gcd(Self.gcd(a.magnitude, b.magnitude), c.magnitude)
        // Each magnitude is below 2^63, so it converts back and divides exactly.
        a /= Int64(common); b /= Int64(common); c /= Int64(common)
        guard a != 0 else { return "x = " + Self.fraction(-c, b) }
        if a < 0 { a = -a; b = -b; c = -c }
        let (bSquared, o1) = b.multipliedReportingOverflow(by: b)
        let (ac, o2) = a.multipliedReportingOverflow(by: c)
        let (fourAC, o3) = ac.multipliedReportingOverflow(by: 4)
        let (d, o4) = bSquared.subtractingReportingOverflow(fourAC)
        let (denominator, o5) = a.multipliedReportingOverflow(by: 2)
        guard !(o1 || o2 || o3 || o4 || o5) else { return nil }
        // b² < 2^63 so |b| < 2^32: negating it and adding a surd factor ≤ √|d| cannot overflow.
        let numerator = -b
        if d == 0 { return "x = " + Self.fraction(numerator, denominator) }
        let (outside, inside) = Self.squareFactored(d.magnitude)
        let k = Int64(outside)
        if d > 0 && inside == 1 {
            return "x = " + Self.fraction(numerator - k, denominator)
                + " or x = " + Self.fraction(numerator + k, denominator)
        }
        let g = Int64(Self.gcd(Self.gcd(numerator.magnitude, outside), denominator.magnitude))
        let p = numerator / g, q = k / g, r = denominator / g
        let coefficient = q == 1 ? "" : String(q)
        let surd = d > 0
            ? coefficient + "√" + String(inside)
            : coefficient + "i" + (inside == 1 ? "" : "√" + String(inside))
        let pair = p == 0 ? "±" + surd : Self.integer(p) + " ± " + surd
        if r == 1 { return "x = " + pair }
        return p == 0 ? "x = " + pair + "/" + String(r) : "x = (" + pair + ")/" + String(r)
    }

    /// x·10^6 as an integer when that is how x prints with at most 6 decimals (|x| < 9.2e12).
    static func millionths(_ x: Double) -> Int64? {
        let scaled = (x * 1e6).rounded()
        guard scaled.magnitude < 9.2e18, scaled / 1e6 == x else { return nil }
        return Int64(scaled)
    }

    /// n = outside²·inside with `inside` square-free, for n ≤ 2^63 (any |b² − 4ac| in `Int64`).
    ///
    /// Trial division only up to the cube root of what is left: after that the rest has at
    /// most two prime factors, so it is a square exactly when it is a perfect square.
    static func squareFactored(_ n: UInt64) -> (outside: UInt64, inside: UInt64) {
        var rest = n, outside: UInt64 = 1, inside: UInt64 = 1
        var p: UInt64 = 2
        while p * p * p <= rest {
            while rest % (p * p) == 0 { rest /= p * p; outside *= p }
            if rest % p == 0 { rest /= p; inside *= p }
            p += p == 2 ? 1 : 2
        }
        var root = UInt64(Double(rest).squareRoot())
        while root * root > rest { root -= 1 }
        while (root + 1) * (root + 1) <= rest { root += 1 }
        if root * root == rest { outside *= root } else { inside *= rest }
        return (outside, inside)
    }

    static func gcd(_ x: UInt64, _ y: UInt64) -> UInt64 {
        var (x, y) = (x, y)
        while y != 0 { (x, y) = (y, x % y) }
        return x
    }

    /// `n/d` in lowest terms with the sign in front: `−3/2`, `4`; `d` ≠ 0.
    static func fraction(_ n: Int64, _ d: Int64) -> String {
        let g = gcd(n.magnitude, d.magnitude)
        let top = n.magnitude / g, bottom = d.magnitude / g
        let sign = (n < 0) != (d < 0) && top != 0 ? "−" : ""
        return sign + String(top) + (bottom == 1 ? "" : "/" + String(bottom))
    }

    /// An integer with the Unicode minus sign.
    static func integer(_ n: Int64) -> String {
        n < 0 ? "−" + String(n.magnitude) : String(n)
    }
}
