/// xoshiro256** (Blackman and Vigna, 2018): a fast 64-bit generator with 256 bits of state and
/// period 2^256 − 1, for simulations that must repeat exactly from a seed.
///
/// Not for secrets. The same seed gives the same sequence on every platform (wasm32 included):
/// only 64-bit wrapping integer arithmetic is involved.
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable {
    @usableFromInline var s0, s1, s2, s3: UInt64

    /// Expands `seed` into the 256-bit state with SplitMix64, as the authors recommend; the
    /// state is never all zero, so every seed (0 included) is usable.
    public init(seed: UInt64) {
        var mixer = seed
        s0 = Self.splitMix64(&mixer)
        s1 = Self.splitMix64(&mixer)
        s2 = Self.splitMix64(&mixer)
        s3 = Self.splitMix64(&mixer)
    }

    /// The next 64 uniformly distributed bits.
    @inlinable @inline(__always)
    public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, 45)
        return result
    }

    /// A uniformly distributed value in `0..<n`, exactly unbiased; `n` must be at least 1.
    ///
    /// Lemire's multiply-shift with rejection (“Fast random integer generation in an
    /// interval”, 2019): at most one draw in 2^64/n is rejected, and the division that finds
    /// the rejection threshold only runs when a draw lands near it.
    @inlinable
    public mutating func bounded(_ n: UInt64) -> UInt64 {
        precondition(n > 0, "bounded(_:) needs a bound of at least 1")
        let threshold = Self.rejectionThreshold(n)
        while true {
            if let value = Self.multiplyShift(next(), bound: n, threshold: threshold) { return value }
        }
    }

    /// Lemire's rule for one draw `x` of all `T.bitWidth` bits: the high half of `x × bound`
    /// when the low half is at least `threshold` (= 2^bitWidth mod bound), else `nil` (reject
    /// and draw again). Accepting exactly those draws leaves ⌊2^bitWidth / bound⌋ draws for each
    /// result, so the result is uniform. Generic so tests can check the rule exhaustively on
    /// `UInt8` while simulations use it on `UInt32` and `UInt64`.
    @inlinable @inline(__always)
    public static func multiplyShift<T: FixedWidthInteger & UnsignedInteger>(
        _ x: T, bound: T, threshold: T
    ) -> T? {
        let product = x.multipliedFullWidth(by: bound)
        return product.low >= T.Magnitude(threshold) ? product.high : nil
    }

    /// 2^bitWidth mod `bound`: low halves below it are rejected. `bound` must be at least 1.
    @inlinable
    public static func rejectionThreshold<T: FixedWidthInteger & UnsignedInteger>(_ bound: T) -> T {
        (0 &- bound) % bound
    }

    @inlinable @inline(__always)
    func rotateLeft(_ x: UInt64, _ k: UInt64) -> UInt64 { (x &<< k) | (x &>> (64 &- k)) }

    /// One SplitMix64 step (Steele, Lea and Flood, 2014): a bijective mix of `state`'s next value,
    /// good for turning nearby seeds into unrelated ones.
    @inlinable
    public static func splitMix64(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
