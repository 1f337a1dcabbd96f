/// Deterministic primality tests for every number below 2^128, without a sieve: what the primes
/// tool uses for narrow ranges, the next and previous prime, and what factoring proves its
/// factors with.
///
/// - Below 2^64: strong probable-prime (Miller–Rabin) tests to bases proven to leave no
///   composite: {2, 7, 61} below 2^32 (Jaeschke), Sinclair's seven bases {2, 325, 9375, 28178,
///   450775, 9780504, 1795265022} up to 2^64 (a base a multiple of n is skipped, as their proof
///   allows).
/// - From 2^64: Baillie–PSW, a strong test to base 2 and a strong Lucas test with Selfridge's
///   parameters (method A: D the first of 5, −7, 9, −11, … with Jacobi (D/n) = −1, P = 1,
///   Q = (1 − D)/4). No composite passes it below 2^64 (Gilchrist, Feitsma's list of base-2
///   pseudoprimes), and none is known at all; it is what PARI and FLINT use for numbers this
///   size.
public enum PrimalityTest {
    /// The primes below 64, a bit each.
    private static let smallPrimeBits: UInt64 = 0x28208a20a08a28ac

    /// The odd primes up to 53, by which a candidate is divided before any modular power.
    private static let smallOddPrimes: [UInt64] = [3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53]

    /// Whether n is prime, for every `UInt64` (0 and 1 are not).
    public static func isPrime(_ n: UInt64) -> Bool {
        if n < 64 { return smallPrimeBits >> n & 1 == 1 }
        if n & 1 == 0 { return false }
        for p in smallOddPrimes where n % p == 0 { return false }
        if n < 59 * 59 { return true }
        return passesMillerRabin(n)
    }

    /// Whether n is prime, for every `UInt128`.
    public static func isPrime(_ n: UInt128) -> Bool {
        if n >> 64 == 0 { return isPrime(UInt64(n)) }
        if n & 1 == 0 { return false }
        // One 128-bit remainder by the product of the odd primes to 53 (under 2^64), then small ones.
        let residue = UInt64(n % 16_294_579_238_595_022_365)
        for p in smallOddPrimes where residue % p == 0 { return false }
        return passesBaillieWagstaff(n)
    }

    /// Sinclair's bases, valid for every n < 2^64.
    private static let sinclairBases: [UInt64] = [2, 325, 9375, 28178, 450775, 9780504, 1795265022]

    /// For an odd n ≥ 59², not divisible by a prime to 53.
    static func passesMillerRabin(_ n: UInt64) -> Bool {
        let field = Montgomery64(n)
        let bases: [UInt64] = n >> 32 == 0 ? [2, 7, 61] : sinclairBases
        let shift = (n - 1).trailingZeroBitCount
        let odd = (n - 1) >> shift
        let minusOne = n - field.one
        for base in bases {
            let a = base % n
            if a == 0 { continue }
            var x = field.power(field.residue(a), odd)
            if x == field.one || x == minusOne { continue }
            var passed = false
            for _ in 1..<shift {
                x = field.multiply(x, x)
                if x == minusOne { passed = true; break }
                if x == field.one { break }
            }
            if !passed { return false }
        }
        return true
    }

    /// Baillie–PSW for an odd n ≥ 2^64 with no prime factor to 53.
    static func passesBaillieWagstaff(_ n: UInt128) -> Bool {
        let field = Montgomery128(n)
        let shift = (n - 1).trailingZeroBitCount
        var x = field.power(field.add(field.one, field.one), (n - 1) >> shift)
        let minusOne = n - field.one
        if x != field.one && x != minusOne {
            var passed = false
            for _ in 1..<shift {
                x = field.multiply(x, x)
                if x == minusOne { passed = true; break }
                if x == field.one { break }
            }
            if !passed { return false }
        }
        return passesStrongLucas(n, field)
    }

    /// The strong Lucas test with Selfridge's parameters (method A).
    private static func passesStrongLucas(_ n: UInt128, _ field: Montgomery128) -> Bool {
        // A square has no D with (D/n) = −1: the search would not end.
        let root = PrimeMath.squareRoot(n)
        if root * root == n { return false }
        var d: Int64 = 5
        while true {
            let symbol = jacobi(d, n)
            if symbol == -1 { break }
            if symbol == 0 { return false }  // |D| < n shares a factor with n
            d = d > 0 ? -(d + 2) : -d + 2
        }
        func residue(_ value: Int64) -> UInt128 {
            let magnitude = field.residue(UInt128(value.magnitude))
            return value >= 0 ? magnitude : field.subtract(0, magnitude)
        }
        let dResidue = residue(d)
        let q = residue((1 - d) / 4)
        // n + 1 = odd·2^shift; U and V of index odd by the bits of odd, from the top.
        let shift = (n + 1).trailingZeroBitCount
        let odd = (n + 1) >> shift
        var u = field.one, v = field.one, qk = q
        var bit = UInt128.bitWidth - odd.leadingZeroBitCount - 2
        while bit >= 0 {
            u = field.multiply(u, v)
            v = field.subtract(field.multiply(v, v), field.add(qk, qk))
            qk = field.multiply(qk, qk)
            if odd >> bit & 1 == 1 {
                (u, v) = (field.half(field.add(u, v)), field.half(field.add(field.multiply(dResidue, u), v)))
                qk = field.multiply(qk, q)
            }
            bit -= 1
        }
        if u == 0 || v == 0 { return true }
        for _ in 1..<shift {
            v = field.subtract(field.multiply(v, v), field.add(qk, qk))
            if v == 0 { return true }
            qk = field.multiply(qk, qk)
        }
        return false
    }

    /// The Jacobi symbol (a/n) for an odd n > 0.
    static func jacobi(_ a: Int64, _ n: UInt128) -> Int {
        var top = UInt128(a.magnitude) % n
        if a < 0 && top != 0 { top = n - top }
        var bottom = n
        var result = 1
        while top != 0 {
            while top & 1 == 0 {
                top >>= 1
                let r = bottom & 7
                if r == 3 || r == 5 { result = -result }
            }
            swap(&top, &bottom)
            if top & 3 == 3 && bottom & 3 == 3 { result = -result }
            top %= bottom
        }
        return bottom == 1 ? result : 0
    }
}
