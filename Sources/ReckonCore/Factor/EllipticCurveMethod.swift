/// Lenstra's elliptic-curve method on Montgomery curves By² = x³ + Ax² + x, in X:Z coordinates
/// (Montgomery's ladder), with Suyama's parametrisation (the group order has a factor 12, so
/// more curves are smooth) and the standard continuation for stage 2: for the factors of n
/// above 2^32, where rho's √p steps depend on luck and grow with p, while a curve's cost is
/// fixed and the number of curves a factor of a given size needs is well known (GMP-ECM's
/// table: about 25 curves with B1 = 2,000 for 15 digits, 90 with B1 = 11,000 for 20).
///
/// A curve finds p when the order of its group modulo p is B1-powersmooth (every prime power
/// dividing it at most B1) but for one prime at most, which lies below B2 = 100·B1.
struct EllipticCurveMethod {
    let field: Montgomery128
    let b1: Int

    private struct Point { var x: UInt128, z: UInt128 }

    /// The primes up to 100·b1, a bit each, shared by the curves of one b1.
    private let isPrime: [Bool]
    private let primes: [Int]

    init(_ n: UInt128, b1: Int) {
        field = Montgomery128(n)
        self.b1 = b1
        var isPrime = [Bool](repeating: false, count: 100 * b1 + 1)
        var primes: [Int] = [2]
        for p in PrimeMath.oddPrimes(upTo: 100 * b1) {
            isPrime[Int(p)] = true
            primes.append(Int(p))
        }
        self.isPrime = isPrime
        self.primes = primes
    }

    /// A factor 1 < d < n from the curve of Suyama's parameter σ (≥ 6), or nil.
    func factor(sigma: UInt64) -> UInt128? {
        let f = field
        // u = σ² − 5, v = 4σ; the start X:Z = u³ : v³; (A + 2)/4 = (v − u)³(3u + v) / (16u³v).
        let s = f.residue(UInt128(sigma))
        let u = f.subtract(f.multiply(s, s), f.residue(5))
        let v = f.add(f.add(s, s), f.add(s, s))
        let u3 = f.multiply(f.multiply(u, u), u)
        let v3 = f.multiply(f.multiply(v, v), v)
        let difference = f.subtract(v, u)
        let numerator = f.multiply(f.multiply(f.multiply(difference, difference), difference),
                                   f.add(f.add(f.add(u, u), u), v))
        var denominator = f.multiply(u3, v)
        for _ in 0..<4 { denominator = f.add(denominator, denominator) }
        let inverted: UInt128
        switch inverse(f.value(denominator)) {
        case .inverse(let value): inverted = value
        case .factor(let d): return d == f.n ? nil : d
        }
        let a24 = f.multiply(numerator, f.residue(inverted))

        // Stage 1: Q = [k]P, k the product of the largest powers of the primes up to B1.
        var q = Point(x: u3, z: v3)
        for p in primes {
            if p > b1 { break }
            var power = p
            while power <= b1 / p { power *= p }
            q = multiple(q, power, a24)
        }
        if let d = split(f.value(q.z)) { return d }

        // Stage 2: a prime ℓ in (B1, B2] is m·W ± j for a j < W/2 prime to W; [ℓ]Q = O modulo p
        // makes [mW]Q = ±[j]Q there, so X_mW·Z_j − X_j·Z_mW ≡ 0 (mod p). The products of
        // those differences over every such ℓ, then one gcd.
        let w = 2310
        var babies: [Point] = []
        var offsets: [Int] = []
        let q2 = double(q, a24)
        var previous = q, current = q  // [j−2]Q and [j]Q, walking the odd j
        var j = 1
        while j < w / 2 {
            if j % 3 != 0 && j % 5 != 0 && j % 7 != 0 && j % 11 != 0 {
                babies.append(current)
                offsets.append(j)
            }
            let next = j == 1 ? add(q2, q, difference: q) : add(current, q2, difference: previous)
            previous = current
            current = next
            j += 2
        }
        let stepPoint = multiple(q, w, a24)
        var m = max(1, b1 / w)
        var giant = multiple(q, m * w, a24)
        // [(m − 1)W]Q, the difference for the next giant step (unused from m = 1: [2W]Q is a doubling).
        var behind = m > 1 ? multiple(q, (m - 1) * w, a24) : q
        var accumulated = f.one
        let top = 100 * b1
        while m * w - w / 2 <= top {
            for (index, j) in offsets.enumerated() {
                let low = m * w - j, high = m * w + j
                let lowCounts = low > b1 && low <= top && isPrime[low]
                let highCounts = high > b1 && high <= top && isPrime[high]
                guard lowCounts || highCounts else { continue }
                let baby = babies[index]
                let cross = f.subtract(f.multiply(giant.x, baby.z), f.multiply(baby.x, giant.z))
                accumulated = f.multiply(accumulated, cross)
            }
            let next = m == 1 ? double(stepPoint, a24) : add(giant, stepPoint, difference: behind)
            behind = giant
            giant = next
            m += 1
        }
        return split(f.value(accumulated))
    }

    /// gcd(value, n) when it is a proper factor.
    private func split(_ value: UInt128) -> UInt128? {
        let d = PrimeMath.gcd(value, field.n)
        return d > 1 && d < field.n ? d : nil
    }

    /// [k]P by Montgomery's ladder (k ≥ 1).
    private func multiple(_ p: Point, _ k: Int, _ a24: UInt128) -> Point {
        if k == 1 { return p }
        var low = p, high = double(p, a24)
        var bit = Int.bitWidth - k.leadingZeroBitCount - 2
        while bit >= 0 {
            if k >> bit & 1 == 1 {
                low = add(high, low, difference: p)
                high = double(high, a24)
            } else {
                high = add(low, high, difference: p)
                low = double(low, a24)
            }
            bit -= 1
        }
        return low
    }

    /// [2]P: X = (X+Z)²(X−Z)², Z = 4XZ·((X−Z)² + a24·4XZ).
    private func double(_ p: Point, _ a24: UInt128) -> Point {
        let f = field
        let sum = f.add(p.x, p.z), difference = f.subtract(p.x, p.z)
        let s = f.multiply(sum, sum), d = f.multiply(difference, difference)
        let t = f.subtract(s, d)
        return Point(x: f.multiply(s, d), z: f.multiply(t, f.add(d, f.multiply(a24, t))))
    }

    /// P + Q from P, Q and P − Q.
    private func add(_ p: Point, _ q: Point, difference: Point) -> Point {
        let f = field
        let a = f.multiply(f.subtract(p.x, p.z), f.add(q.x, q.z))
        let b = f.multiply(f.add(p.x, p.z), f.subtract(q.x, q.z))
        let sum = f.add(a, b), minus = f.subtract(a, b)
        return Point(x: f.multiply(difference.z, f.multiply(sum, sum)),
                     z: f.multiply(difference.x, f.multiply(minus, minus)))
    }

    private enum Inversion { case inverse(UInt128), factor(UInt128) }

    /// a⁻¹ mod n by the binary extended Euclid, or gcd(a, n) when it is not 1. (Halving and
    /// subtracting mod n are the field's: they are the same in and out of Montgomery form.)
    private func inverse(_ a: UInt128) -> Inversion {
        let n = field.n
        if a == 0 { return .factor(n) }
        // x1·a ≡ u and x2·a ≡ v (mod n) throughout.
        var u = a, v = n
        var x1: UInt128 = 1, x2: UInt128 = 0
        while u != 1 && v != 1 {
            if u == 0 { return .factor(v) }
            if v == 0 { return .factor(u) }
            while u & 1 == 0 { u >>= 1; x1 = field.half(x1) }
            while v & 1 == 0 { v >>= 1; x2 = field.half(x2) }
            if u >= v { u -= v; x1 = field.subtract(x1, x2) } else { v -= u; x2 = field.subtract(x2, x1) }
        }
        return .inverse(u == 1 ? x1 : x2)
    }
}
