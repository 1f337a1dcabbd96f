/// The size of `BucketRing`'s blocks, as a type: a power of 2 from a page to a slab. A ring is
/// generic over it so that its hot append tests a block's end against a constant (read from the
/// ring at run time, the size cost about 3 % of a count near 10^18).
protocol BucketBlock {
    static var bytes: Int { get }
}

/// 4 KiB: the medium primes' blocks, and the large ones' where a sieve's memory is held tight
/// (`WheelSieve.largeBlockBytes`).
enum PageBlock: BucketBlock {
    static var bytes: Int { 1 << 12 }
}

/// 16 KiB: the large primes' blocks, read from memory a chain at a time, where the hardware
/// prefetcher would stop at every page's end.
enum WideBlock: BucketBlock {
    static var bytes: Int { 1 << 14 }
}
