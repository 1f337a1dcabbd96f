/// Pollard's rho method with Brent's cycle finding, in Montgomery arithmetic, as coreutils'
/// `factor` uses it: x ↦ x² + c walks into a cycle modulo each prime factor p within about
/// √p steps, and gcd(∏(x − y), n) finds p once the walk closes. The products are taken 128
/// steps at a time for one gcd each; a batch that overshoots to n itself is walked again a
/// step at a time.
enum PollardRho {
    /// A factor 1 < d < n of an odd composite n below 2^64. A walk that closes modulo every
    /// factor at once (d = n) is begun again with the next c, so the search always ends.
    static func factor(of n: UInt64) -> UInt64 {
        let field = Montgomery64(n)
        var c = field.one
        while true {
            if let d = search(field, c: c, steps: .max) { return d }
            c = field.add(c, field.one)
        }
    }

    /// A factor of an odd composite n ≥ 2^64 found within about `steps` steps, or nil: for the
    /// small factors, before the elliptic-curve method takes over.
    static func factor(of n: UInt128, steps: UInt64) -> UInt128? {
        let field = Montgomery128(n)
        return search(field, c: field.one, steps: steps)
    }

    /// Brent's search with increment c, giving up after about `steps` steps.
    private static func search<Field: MontgomeryField>(_ field: Field, c: Field.Number, steps: UInt64) -> Field.Number? {
        let n = field.n
        let two = field.add(field.one, field.one)
        var y = two, x = two, saved = two
        var product = field.one
        var length: UInt64 = 1
        var walked: UInt64 = 0
        while walked < steps {
            x = y
            for _ in 0..<length { y = field.add(field.multiply(y, y), c) }
            var k: UInt64 = 0
            while k < length {
                saved = y
                let batch = min(128, length - k)
                for _ in 0..<batch {
                    y = field.add(field.multiply(y, y), c)
                    product = field.multiply(product, field.subtract(x, y))
                }
                var d = PrimeMath.gcd(product, n)
                if d == n {
                    // The walk closed modulo every factor within the batch: find the step.
                    repeat {
                        saved = field.add(field.multiply(saved, saved), c)
                        d = PrimeMath.gcd(field.subtract(x, saved), n)
                    } while d == 1
                    return d == n ? nil : d
                }
                if d != 1 { return d }
                k += batch
            }
            walked += 2 * length
            length *= 2
        }
        return nil
    }
}
