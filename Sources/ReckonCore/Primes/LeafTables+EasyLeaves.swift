/// Gourdon's A and C, the special leaves whose φ is a π value: for a window [low, high] of those
/// values, π is sieved there (`PrimePiTable(sievingFrom:to:)`) and each leaf adds the count of
/// primes from `low` to its value; `LeafSum` adds the primes below `low` once per leaf, so the
/// windows are independent and threads can share them (primecount's `AC.cpp` does the same).
extension LeafTables {
    /// One window's leaves: Σ w·(primes in [low, v]) plus C's constant parts, and Σ w, modulo
    /// 2^64, for the leaves' values v in the window and their weights w.
    struct EasyLeafWindow: Sendable {
        let sum: UInt64
        let weight: UInt64
        /// The primes in the window.
        let primes: UInt64
    }

    /// Numbers in a window of the easy leaves' values: at least 2^18 and 1/1024 of their span,
    /// at most 2^23 (a 1 MiB table, and steps of well under a second near 2^64), a multiple of
    /// 128. Many small windows beat a few large ones: the low windows hold most leaves, so with
    /// 24 windows at 10^16 two threads were 1.57x as fast as one, with 380 1.74x; and a small
    /// table stays in the cache (one thread 8 % faster).
    var easyWindowNumbers: UInt64 {
        var numbers: UInt64 = 1 << 18
        while numbers < 1 << 23 && numbers * 1024 < easyLimit { numbers <<= 1 }
        return numbers
    }

    /// The easy leaves with values in window `index`; nil if `stop` says so (asked between
    /// primes).
    func easyLeaves(window index: Int, stoppingWhen stop: () -> Bool) -> EasyLeafWindow? {
        let low = UInt64(index) * easyWindowNumbers
        let high = min(low + easyWindowNumbers - 1, easyLimit)
        let window = PrimePiTable(sievingFrom: low, to: high)
        var sum: UInt64 = 0
        var weight: UInt64 = 0
        // A prime p above √(x/low) has no leaf here (its values are below x/p² < low): the
        // windows far up walk only the primes below that (primecount's max_b), not all to ∛x.
        let lastB = low == 0 ? piCubeRootX : pi[min(PrimeMath.squareRoot(x / low), PrimeMath.cubeRoot(x))]
        // A: p·q with x* < p ≤ ∛x and p < q ≤ √(x/p) primes; φ(x/(p·q), b − 1) is π(x/(p·q))
        // − b + 2, and with the leaves of the prime q·p counted here too, two for each value
        // below y (Gourdon's A folds those of Σ's terms into it): the q above x/(p·y). Two
        // loops, one for each weight, each summing in registers (a sum the closures below
        // capture lives in memory, and an addition to it waited on the last).
        let aborted = primes.withUnsafeBufferPointer { primes in
            var doubled: UInt64 = 0
            var single: UInt64 = 0
            for b in stride(from: piXStar + 1, through: min(piCubeRootX, lastB), by: 1) {
                guard !stop() else { return true }
                let p = UInt64(primes[b])
                let xOverP = x / p
                let highestQ = low == 0 ? PrimeMath.squareRoot(xOverP) : min(PrimeMath.squareRoot(xOverP), xOverP / low)
                var j = pi[highestQ]
                let lowest = max(b, pi[min(xOverP / (high + 1), highestQ)])
                let twice = max(lowest, pi[min(xOverP / y, highestQ)])
                while j > twice {
                    doubled &+= UInt64(truncatingIfNeeded: window[xOverP / UInt64(primes[j])])
                    j &-= 1
                }
                while j > lowest {
                    single &+= UInt64(truncatingIfNeeded: window[xOverP / UInt64(primes[j])])
                    j &-= 1
                }
                let top = pi[highestQ]
                weight &+= UInt64(max(top, twice) - twice) &* 2 &+ UInt64(min(top, twice) - min(top, lowest))
            }
            sum &+= 2 &* doubled &+ single
            return false
        }
        guard !aborted else { return nil }
        // C: p·m with c < p ≤ x*, m square-free, its factors above p and up to y, and
        // max(x/p³, p, z/p) < m ≤ min(x/p², z); −μ(m)·(π(x/(p·m)) − b + 2) each.
        for b in stride(from: c + 1, through: min(piXStar, lastB), by: 1) {
            guard !stop() else { return nil }
            let p = UInt64(primes[b])
            let xOverP = x / p
            let highestM = min(xOverP / p, z, low == 0 ? .max : xOverP / low)
            let lowestM = max(xOverP / (p * p), p, z / p, xOverP / (high + 1))
            guard lowestM < highestM else { continue }
            let base = UInt64(b) - 2
            if p * p > z {
                // Only primes m can qualify: a product of two factors above p exceeds z.
                let top = pi[min(highestM, y)]
                var l = top
                var values: UInt64 = 0
                while UInt64(primes[l]) > lowestM {
                    values &+= UInt64(truncatingIfNeeded: window[xOverP / UInt64(primes[l])])
                    l &-= 1
                }
                sum &+= values &- base &* UInt64(top - l)
                weight &+= UInt64(top - l)
                continue
            }
            factors.forEachLeaf(above: p, in: lowestM, highestM) { m, positive in
                let value = UInt64(window[xOverP / m]) &- base
                sum &+= (value ^ positive) &- positive  // −μ(m)·(π − b + 2)
                weight &+= (1 ^ positive) &- positive
            }
        }
        guard !stop() else { return nil }
        return EasyLeafWindow(sum: sum, weight: weight, primes: window.primeCount)
    }
}
