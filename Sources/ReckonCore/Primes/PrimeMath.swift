/// Exact integer helpers the primes tool shares; none of them can overflow for any `UInt64`.
enum PrimeMath {
    /// ⌊√n⌋, exact for every `UInt64` (a `Double` estimate corrected in integers).
    static func squareRoot(_ n: UInt64) -> UInt64 {
        var r = UInt64(min(Double(n).squareRoot(), 4294967295.0))
        while r > 0 && squareExceeds(r, n) { r -= 1 }
        while r < 4294967295 && !squareExceeds(r + 1, n) { r += 1 }
        return r
    }

    /// Whether r² > n, without overflow.
    static func squareExceeds(_ r: UInt64, _ n: UInt64) -> Bool {
        let (square, overflow) = r.multipliedReportingOverflow(by: r)
        return overflow || square > n
    }

    /// The odd primes in `3...limit` by a plain sieve of Eratosthenes (`limit` is at most a few
    /// hundred thousand here: these seed the segmented sieves).
    static func oddPrimes(upTo limit: Int) -> [UInt32] {
        guard limit >= 3 else { return [] }
        var composite = [Bool](repeating: false, count: limit + 1)
        var primes: [UInt32] = []
        var n = 3
        while n <= limit {
            if !composite[n] {
                primes.append(UInt32(n))
                guard n <= limit / n else { n += 2; continue }
                var multiple = n * n
                while multiple <= limit {
                    composite[multiple] = true
                    multiple += 2 * n
                }
            }
            n += 2
        }
        return primes
    }
}

extension PrimeMath {
    /// ⌊∛n⌋, exact for every `UInt64`.
    static func cubeRoot(_ n: UInt64) -> UInt64 {
        var r = UInt64(pow(Double(n), 1.0 / 3))  // within one or two of the root
        func cubeExceeds(_ r: UInt64) -> Bool {
            let (square, o1) = r.multipliedReportingOverflow(by: r)
            let (cube, o2) = square.multipliedReportingOverflow(by: r)
            return o1 || o2 || cube > n
        }
        while r > 0 && cubeExceeds(r) { r -= 1 }
        while !cubeExceeds(r + 1) { r += 1 }
        return r
    }
}

extension PrimeMath {
    /// ⌊√n⌋, exact for every `UInt128` (a `Double` estimate, Newton's step, then corrected).
    static func squareRoot(_ n: UInt128) -> UInt128 {
        if n >> 64 == 0 { return UInt128(squareRoot(UInt64(n))) }
        var r = UInt128(min(Double(n).squareRoot(), 18446744073709551615.0))
        r = (r + n / r) >> 1
        func squareExceeds(_ r: UInt128) -> Bool {
            let (square, overflow) = r.multipliedReportingOverflow(by: r)
            return overflow || square > n
        }
        while squareExceeds(r) { r -= 1 }
        while r < UInt128(UInt64.max) && !squareExceeds(r + 1) { r += 1 }
        return r
    }
}

extension PrimeMath {
    /// The greatest common divisor by Stein's binary method (gcd(0, b) = b).
    static func gcd<T: FixedWidthInteger & UnsignedInteger>(_ a: T, _ b: T) -> T {
        if a == 0 { return b }
        if b == 0 { return a }
        var a = a, b = b
        let shift = (a | b).trailingZeroBitCount
        a >>= a.trailingZeroBitCount
        repeat {
            b >>= b.trailingZeroBitCount
            if a > b { swap(&a, &b) }
            b -= a
        } while b != 0
        return a << shift
    }
}

extension PrimeMath {
    /// n⁻¹ mod 2^64 for an odd n, by Newton's iteration, which doubles the correct low bits each
    /// step: n·3 ^ 2 is right in five, four steps make 80.
    static func inverse(_ n: UInt64) -> UInt64 {
        var inverse = (n &* 3) ^ 2
        for _ in 0..<4 { inverse = inverse &* (2 &- n &* inverse) }
        return inverse
    }
}
