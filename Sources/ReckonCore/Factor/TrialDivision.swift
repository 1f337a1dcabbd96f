/// The first stage of factoring: the factors 2 and the odd primes below 5,000, found as
/// coreutils' `factor` finds them, by multiplying by each prime's inverse modulo 2^64 (or
/// 2^128) rather than dividing: p divides n exactly when n·p⁻¹ mod 2^w ≤ (2^w − 1)/p, and the
/// product is then the quotient.
enum TrialDivision {
    /// After trial division a number with no factor below this is prime when below its square.
    static let bound: UInt64 = 5000

    private struct Divisor {
        let prime: UInt64
        let inverse64: UInt64, limit64: UInt64
        let inverse128: UInt128, limit128: UInt128
    }

    private static let divisors: [Divisor] = PrimeMath.oddPrimes(upTo: Int(bound) - 1).map { p in
        let prime = UInt64(p)
        let inverse = PrimeMath.inverse(prime)
        let wide = UInt128(inverse) &* (2 &- UInt128(prime) &* UInt128(inverse))
        return Divisor(prime: prime, inverse64: inverse, limit64: UInt64.max / prime,
                       inverse128: wide, limit128: UInt128.max / UInt128(prime))
    }

    /// Divides out of n (at least 1) its factors below `bound`, appending them to `primes`
    /// lowest first; what is left has no prime factor below `bound`.
    static func divideOut(_ n: inout UInt128, into primes: inout [UInt128]) {
        let twos = n.trailingZeroBitCount
        if n != 0 {
            for _ in 0..<twos { primes.append(2) }
            n >>= twos
        }
        for d in divisors {
            if UInt128(d.prime) * UInt128(d.prime) > n { break }
            if n >> 64 == 0 {
                var small = UInt64(n)
                while small &* d.inverse64 <= d.limit64 {
                    small = small &* d.inverse64
                    primes.append(UInt128(d.prime))
                }
                n = UInt128(small)
            } else {
                while n &* d.inverse128 <= d.limit128 {
                    n = n &* d.inverse128
                    primes.append(UInt128(d.prime))
                }
            }
        }
    }
}
