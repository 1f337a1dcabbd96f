/// The next and the previous prime of any number below 2^128, by testing candidates prime to 30
/// one after another (`PrimalityTest`): gaps between primes below 2^128 average 89 and the
/// largest known there are a few thousand, so even at the top it is a few hundred tests of
/// microseconds each, where a sieve would first place every prime up to √n.
public enum PrimeNeighbor {
    /// The steps from each residue mod 30 to the nearest number prime to 30 ahead, or behind.
    private static let forward = steps(by: 1), backward = steps(by: -1)

    private static func steps(by direction: Int) -> [UInt8] {
        (0..<30).map { r in
            var step = 1
            while PrimeMath.gcd(UInt64((r + 30 + direction * step) % 30), 30) != 1 { step += 1 }
            return UInt8(step)
        }
    }

    /// The least prime above n, or nil when it is not below 2^128 (n ≥ 2^128 − 159, the
    /// greatest prime below 2^128).
    public static func next(after n: UInt128) -> UInt128? {
        if n < 2 { return 2 }
        if n < 3 { return 3 }
        if n < 5 { return 5 }
        var candidate = n
        while true {
            let (ahead, overflow) = candidate.addingReportingOverflow(UInt128(forward[Int(candidate % 30)]))
            if overflow { return nil }
            candidate = ahead
            if PrimalityTest.isPrime(candidate) { return candidate }
        }
    }

    /// The greatest prime below n, or nil when there is none (n ≤ 2).
    public static func previous(before n: UInt128) -> UInt128? {
        if n <= 2 { return nil }
        if n <= 3 { return 2 }
        if n <= 5 { return 3 }
        if n <= 7 { return 5 }
        var candidate = n
        while true {
            candidate -= UInt128(backward[Int(candidate % 30)])
            if PrimalityTest.isPrime(candidate) { return candidate }
        }
    }
}

extension PrimeNeighbor {
    /// What a next or previous prime costs: a few hundred tests near 2^128 at most, about a
    /// millisecond; the answer is two numbers.
    public static let cost = WorkCost(seconds: 0.005, answerBytes: 120)
}
