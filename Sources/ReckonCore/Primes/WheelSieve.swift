/// A segmented sieve of Eratosthenes on the modulo-30 wheel (`Wheel30`) over one `PrimeRange`,
/// driven one piece at a time: the engine of `PrimeSieve`, which splits wide ranges into windows
/// of bounded memory.
///
/// Each segment is 1 MiB (31,457,280 numbers, as much as a core's L2 here; natively on a huge
/// page, `SieveSegment`), or 512 KiB for a sieve `concurrent` with others where it has no huge
/// page (below): filled from the pre-sieve patterns (7 … 163), then crossed off by
/// - small primes (below 8,000) a 48 KiB chunk (L1) at a time, with one turn of the wheel
///   (8 multiples) unrolled, its masks and offsets constant for the prime;
/// - medium primes (below 2^21) with a fall-through loop over the wheel's turn, kept in a slot
///   for each place in the turn they enter the next segment at, so that the loop's entry is
///   predicted (primesieve's EratMedium sorts them likewise; it saved a tenth near 10^18);
/// - large primes from `BucketRing`: each is kept in the bucket of the segment of its next
///   multiple, so it costs work only in the segments it hits, and steps on `Wheel210` one
///   multiple at a time (a prime with more in the segment goes back into its bucket).
/// Sieving primes are added as the segments reach their squares, at most `addsPerStep` a step.
/// Counting is a popcount over 8-byte words; listing decodes the set bits.
///
/// Memory: the segment (`SieveSegment.footprint`), the patterns (575 KB, shared), 9 bytes a small prime, 8 a medium one
/// (and up to 128 partly filled 4 KiB blocks), and 8 bytes a large prime that still has a
/// multiple ahead in the range (and a partly filled block a bucket, `largeBlockBytes`:
/// `bucketBytes`); a shared sieve (`SieveShare`) holds only its own large primes, and a run of
/// its segments besides.
struct WheelSieve {
    /// A segment's size at its largest, the default (as a shift and in bytes); and this sieve's.
    static let segmentShift = 20
    static let segmentBytes = 1 << segmentShift
    private let segmentShift: UInt64
    private let segmentBytes: Int
    /// Small primes are crossed off a chunk of the segment at a time that stays in L1: all of
    /// L1d here (48 KiB; 32 KiB took 5 % longer on [10^12, +10^10], a third more visits of each
    /// small prime, whose entry and exit cost more than its turns' crossings in the chunk).
    static let chunkBytes = 48 << 10
    /// Primes up to here are small: many turns of the wheel per chunk (primesieve draws the
    /// line at 0.175 of L1, 5,734; 6,000–12,000 measured alike here, 32,768 a fifth slower).
    static let smallLimit: UInt64 = 8000
    static let mediumLimit: UInt64 = 1 << 21
    /// How many sieving primes one step places at most (about 10 ms near 2^64), so that a step
    /// stays short even where the first segment needs hundreds of millions of them.
    static let addsPerStep = 1 << 20

    /// The large primes' ring: a slot a segment of `segmentBytes`, as many as the widest step
    /// of a prime up to `root` spans, and one more (a power of 2).
    static func ringSlots(root: UInt64, segmentBytes: Int = segmentBytes) -> Int {
        // Wheel210's widest gap, 10, times p/30, and the byte its correction adds.
        let maximumStep = root / 3 + 2
        var ring = 2
        while UInt64(ring - 1) * UInt64(segmentBytes) < maximumStep { ring <<= 1 }
        return ring
    }

    /// The large primes' blocks: 16 KiB, as a segment reads its slot's chain from memory (near
    /// 10^18 about 20 MB a segment) and the hardware prefetcher stops at every page's end (16 KiB
    /// blocks counted [10^18, +10^10] 8 % faster than pages and [2^64 − 10^10, 2^64 − 1] 19 %;
    /// 32 KiB gained 1–2 % more). But pages when a partly filled block in each of the ring's
    /// `slots` would take more than a sixteenth of `memoryLimit`: near 2^64 the ring has 2048,
    /// and under a server's 64 MiB its windows would narrow by a third, each placing every
    /// sieving prime again.
    static func largeBlockBytes(slots: Int, memoryLimit: Int) -> Int {
        slots <= memoryLimit / 16 / WideBlock.bytes ? WideBlock.bytes : PageBlock.bytes
    }

    /// The large primes' ring, of either block size (`largeBlockBytes`).
    private enum LargeBuckets {
        case wide(BucketRing<WideBlock>)
        case pages(BucketRing<PageBlock>)
    }

    let range: PrimeRange
    private(set) var found: UInt64 = 0
    private(set) var isFinished = false

    private var lowPrimes: [UInt64] = []  // 2, 3, 5 in range
    private let hasWheel: Bool
    private let firstByte: UInt64  // global byte of lo
    private let lastByte: UInt64   // global byte of hi
    private let root: UInt64
    private var segmentStart: UInt64  // global byte of current segment
    private var segment: SieveSegment

    // Small sieving primes: p / 30, next byte (relative to segment start), wheel index.
    private var smallA: [UInt32] = []
    private var smallByte: [UInt32] = []
    private var smallWheel: [UInt8] = []
    // Medium ones, p / 30 << 32 | next byte, in the slot of p's residue and its multiplier's
    // place in the turn (8 × 8), in one of two halves: the one the next segment reads, and the
    // one it writes to.
    private let medium = BucketRing<PageBlock>(slots: 128)
    private var mediumHalf = 0
    // Large ones in buckets by segment.
    private var buckets: LargeBuckets?
    private var ringMask = 0
    private var segmentsDone: UInt64 = 0
    private let segmentCount: UInt64
    // Source of sieving primes, ascending, from 167.
    private var source = SievingPrimes(upTo: 0)
    private var nextPrime: UInt64 = 0  // the next sieving prime not yet added (0: none left)
    /// The part of the work that is this sieve's when several share the range (nil: all).
    private let share: SieveShare?
    // This sieve's last run of segments, sieved, until the others' masks for them are in; and
    // the bytes the small and medium primes have yet to step over (the others' segments since).
    private var held: [SieveSegment] = []
    private var heldSegments: [(number: UInt64, start: UInt64, count: Int)] = []
    private var pendingSkip = 0

    /// A sieve of `range`, or of `share`'s part of it. A sieve `concurrent` with others on the
    /// machine's other cores takes half segments when it has no large primes and its segment
    /// no huge page (WebAssembly): on 4 KiB pages two threads' 1 MiB segments fell unevenly on
    /// L2's sets ([10^12, +10^10] on two threads took 0.63–1.02 s from run to run with 1 MiB
    /// segments, 0.73–0.77 s with 512 KiB, 0.63 s on huge pages; on one thread 1.25 s with
    /// 1 MiB, 1.43 s with 512 KiB). With large primes the buckets are the work and a shared
    /// sieve's segments are exchanged whole: 1 MiB.
    init(_ range: PrimeRange, share: SieveShare? = nil, concurrent: Bool = false, memoryLimit: Int = .max) {
        self.range = range
        self.share = share
        for p: UInt64 in [2, 3, 5] where range.lo <= p && p <= range.hi && (share?.index ?? 0) == 0 {
            lowPrimes.append(p)
        }
        hasWheel = range.hi >= 7
        firstByte = range.lo / 30
        lastByte = range.hi / 30
        root = PrimeMath.squareRoot(range.hi)
        let halves = concurrent && root <= Self.mediumLimit && !SieveSegment.takesHugePage(Self.segmentBytes)
        segmentShift = UInt64(halves ? Self.segmentShift - 1 : Self.segmentShift)
        segmentBytes = 1 << segmentShift
        segmentStart = firstByte
        segmentCount = hasWheel ? (lastByte - firstByte) / UInt64(segmentBytes) + 1 : 0
        // A range shorter than a segment gets only its bytes: the sieves of π's phases and the
        // n-th prime's last stretch are mostly short, and a megabyte zeroed is 0.2 ms.
        let bytes = min(UInt64(segmentBytes), lastByte - firstByte + 1)
        // A shared sieve's segments take turns as the one sieved, and go by runs (huge pages
        // gave nothing there).
        segment = SieveSegment(count: hasWheel ? Int(bytes) : 0, onHugePage: share == nil)
        if hasWheel && share != nil {
            held = (0..<SieveShare.run).map { _ in SieveSegment(count: Int(bytes), onHugePage: false) }
        }
        if hasWheel && root > Wheel30.largestPresieved {
            let ring = Self.ringSlots(root: root, segmentBytes: segmentBytes)
            let wide = Self.largeBlockBytes(slots: ring, memoryLimit: memoryLimit) == WideBlock.bytes
            buckets = wide ? .wide(BucketRing(slots: ring)) : .pages(BucketRing(slots: ring))
            ringMask = ring - 1
            let blocks = share?.largePrimeBlocks(upTo: root, width: Double(range.hi - range.lo) + 1)
            source = SievingPrimes(upTo: root, blocks: blocks)
            nextPrime = source.next()
        }
        if !hasWheel && lowPrimes.isEmpty { isFinished = true }
    }

    /// Bytes held by the large primes' buckets (their peak: blocks are reused, not freed).
    var bucketBytes: Int {
        switch buckets {
        case .wide(let ring): ring.bytes
        case .pages(let ring): ring.bytes
        case nil: 0
        }
    }

    var fractionDone: Double {
        isFinished ? 1 : Double(segmentsDone) / Double(max(segmentCount, 1))
    }

    mutating func count() { sieveBits(lowPrimes: { _ in }) { _, _ in } }

    mutating func list(_ report: (UnsafeBufferPointer<UInt64>) -> Void) {
        precondition(share == nil, "a shared sieve only counts")
        sieveBits(lowPrimes: report) { bits, start in Self.decode(bits, from: start, report) }
    }

    /// Sieves the next piece; when it was a segment, hands over its bits (the range's ends
    /// masked) and the number of its first byte's first bit's residue class, 30 × its byte.
    /// 2, 3 and 5, which have no bits, are handed to `lowPrimes` first.
    mutating func sieveBits(
        lowPrimes report: (UnsafeBufferPointer<UInt64>) -> Void, _ bits: (UnsafeBufferPointer<UInt8>, UInt64) -> Void
    ) {
        guard !isFinished else { return }
        if !lowPrimes.isEmpty {
            found += UInt64(lowPrimes.count)
            lowPrimes.withUnsafeBufferPointer(report)
            lowPrimes = []
            if !hasWheel { isFinished = true; return }
        }
        let segmentEnd = min(segmentStart + UInt64(segmentBytes), lastByte + 1)  // exclusive
        let count = Int(segmentEnd - segmentStart)
        let top = segmentEnd > UInt64.max / 30 ? range.hi : min(range.hi, segmentEnd * 30 - 1)
        // Primes added now are placed from this segment on: the ones before must be too.
        if nextPrime != 0, nextPrime <= Self.mediumLimit, nextPrime * nextPrime <= top { skipPending() }
        guard addSievingPrimes(upTo: top) else { return }  // more to add: the next step goes on
        if let share {
            guard sieveShared(count: count, share) else { isFinished = true; return }
        } else {
            sieveSegment(count: count)
            emit(count: count, bits)
        }
        segmentsDone += 1
        if segmentEnd > lastByte { isFinished = true; return }
        segmentStart = segmentEnd
    }

    /// Adds the sieving primes whose square is at most `top` (and at most √hi), at most
    /// `addsPerStep` of them; whether all are in.
    private mutating func addSievingPrimes(upTo top: UInt64) -> Bool {
        switch buckets {
        case .wide(let ring): addSievingPrimes(upTo: top, ring)
        case .pages(let ring): addSievingPrimes(upTo: top, ring)
        case nil: true  // no sieving primes
        }
    }

    private mutating func addSievingPrimes<Block>(upTo top: UInt64, _ buckets: BucketRing<Block>) -> Bool {
        var added = 0
        let low = max(range.lo, segmentStart * 30)
        // The tables once a step, not once a prime (each access of a global checks its lazy
        // initialisation: 3 % of the placing near 2^64).
        return Wheel210.toCoprime.withUnsafeBufferPointer { toCoprime in
        Wheel210.position.withUnsafeBufferPointer { position in
        Wheel30.bitOfResidue.withUnsafeBufferPointer { bitOfResidue in
            while nextPrime != 0, nextPrime <= root, nextPrime * nextPrime <= top {
                guard added < Self.addsPerStep else { return false }
                if nextPrime > Self.mediumLimit {
                    addLarge(nextPrime, from: low, buckets, toCoprime, position, bitOfResidue)
                } else {
                    add(nextPrime, from: low)
                }
                added += 1
                nextPrime = source.next()
            }
            return true
        }}}
    }

    /// Places large sieving prime `p` in the bucket of the segment of its first multiple p·q at
    /// or above `low` with q ≥ p coprime to 210, or drops it when there is none in the range —
    /// without a branch: far up most primes have a multiple in the range or not as by a coin
    /// toss, which the predictor lost on every prime (near 2^64 the placing is most of the time).
    /// A dropped prime's entry is written where the current segment's next one would go, and not
    /// counted.
    @inline(__always)
    private mutating func addLarge<Block>(
        _ p: UInt64, from low: UInt64, _ buckets: BucketRing<Block>, _ toCoprime: UnsafeBufferPointer<UInt8>,
        _ position: UnsafeBufferPointer<UInt16>, _ bitOfResidue: UnsafeBufferPointer<UInt8>
    ) {
        var q = max(p, Self.quotientRoundedUp(low, p))
        q &+= UInt64(toCoprime[Int(q % 210)])
        let (m, overflow) = p.multipliedReportingOverflow(by: q)
        let kept = (overflow ? 0 : 1) & (m <= range.hi ? 1 : 0)
        let byte = m / 30 &- segmentStart
        let index = UInt64(bitOfResidue[Int(p % 30)]) &* 48 &+ UInt64(position[Int(q % 210)])
        let ahead = Int(truncatingIfNeeded: byte &>> segmentShift) & ringMask
        let slot = (currentSlot &+ ahead * kept) & ringMask
        buckets.append(
            (p / 30) << 32 | (byte & UInt64(segmentBytes - 1)) << 9 | index, to: slot, counting: kept)
    }

    /// Places small or medium sieving prime `p` at its first multiple p·q at or above `low` with
    /// q ≥ p coprime to 30 (smaller multipliers are multiples of smaller primes), or drops it
    /// when there is none.
    private mutating func add(_ p: UInt64, from low: UInt64) {
        var q = max(p, Self.quotientRoundedUp(low, p))
        q += UInt64(Wheel30.toCoprime[Int(q % 30)])
        let (m, overflow) = p.multipliedReportingOverflow(by: q)
        guard !overflow, m <= range.hi else { return }
        let residueIndex = Wheel30.bitOfResidue[Int(p % 30)]
        let byte = m / 30 - segmentStart
        let wheel = residueIndex << 3 | Wheel30.bitOfResidue[Int(q % 30)]
        if p <= Self.smallLimit {
            smallA.append(UInt32(p / 30))
            smallByte.append(UInt32(byte))
            smallWheel.append(wheel)
        } else {
            medium.append((p / 30) << 32 | byte, to: mediumHalf * 64 + Int(wheel))
        }
    }

    /// ⌈n / p⌉, from one 64-bit division. (A quotient through `Double`, corrected by one, halved
    /// the placing near 2^64 on the AMD EPYC this was first measured on, whose division takes
    /// longer the more bits the quotient has; on the Intel Xeon that runs the benchmarks now the
    /// division is the faster by a quarter — 4.1 → 3.2 s for the 2·10^8 primes to 2^32 — and
    /// the simpler.)
    @inline(__always)
    static func quotientRoundedUp(_ n: UInt64, _ p: UInt64) -> UInt64 {
        n / p + (n % p == 0 ? 0 : 1)
    }

    private var currentSlot: Int { Int(truncatingIfNeeded: segmentsDone) & ringMask }

    private mutating func sieveSegment(count: Int) {
        let seg = segment.bytes
        fillPresieve(seg, count: count)
        var chunk = 0
        while chunk < count {
            let end = min(count, chunk + Self.chunkBytes)
            crossOffSmall(seg, from: chunk, to: end)
            chunk = end
        }
        crossOffMedium(seg, count: count)
        crossOffLarge(seg, count: count)
        // The pre-sieve strikes out 7 … 163 as multiples of themselves, and keeps 1.
        if segmentStart * 30 <= Wheel30.largestPresieved { restorePresieved(seg, count: count) }
    }

    /// A step of a count shared with other sieves (`SieveShare`), which only counts. This
    /// sieve's own segments are sieved and held until its next run of them begins (or the range
    /// ends), when the others' masks for them are in, so that it seldom waits for another; the
    /// small and medium primes step over the others' segments then, all at once. Another's
    /// segment gets this sieve's mask. False when the share was stopped.
    private mutating func sieveShared(count: Int, _ share: SieveShare) -> Bool {
        if share.owns(segmentsDone) {
            if segmentsDone % UInt64(SieveShare.run) == 0 { guard finishHeld(share) else { return false } }
            skipPending()
            sieveSegment(count: count)
            swap(&segment, &held[heldSegments.count])
            heldSegments.append((segmentsDone, segmentStart, count))
        } else {
            pendingSkip += count
            guard passSegment(count: count, share) else { return false }
        }
        let isLast = segmentStart + UInt64(count) > lastByte
        return isLast ? finishHeld(share) : true
    }

    /// Ands the others' masks into each held segment, once they are in, and counts it.
    private mutating func finishHeld(_ share: SieveShare) -> Bool {
        for (k, (number, start, count)) in heldSegments.enumerated() {
            let bits = UnsafeMutableBufferPointer(rebasing: held[k].bytes[0..<count])
            guard share.takeIn(number, bits) else { return false }
            emit(bits, start: start) { _, _ in }
        }
        heldSegments = []
        return true
    }

    /// Moves the small and medium primes over the others' segments since this sieve's last.
    private mutating func skipPending() {
        guard pendingSkip > 0 else { return }
        skipSmall(count: pendingSkip)
        skipMedium(count: pendingSkip)
        pendingSkip = 0
    }

    /// Crosses this sieve's large primes' multiples in a segment that another sieve of the share
    /// counts into a mask, and hands it over. False when the share was stopped.
    private mutating func passSegment(count: Int, _ share: SieveShare) -> Bool {
        let mask = UnsafeMutableBufferPointer(rebasing: segment.bytes[0..<count])
        mask.update(repeating: 0xFF)
        crossOffLarge(mask, count: count)
        return share.handOver(segmentsDone, UnsafeBufferPointer(mask))
    }

    /// Moves the small primes past `count` bytes without crossing anything off: whole turns of
    /// the wheel (p bytes each) at once, then a multiple at a time.
    private mutating func skipSmall(count: Int) {
        Wheel30.residues.withUnsafeBufferPointer { residues in
        Wheel30.correction.withUnsafeBufferPointer { correction in
        Wheel30.gaps.withUnsafeBufferPointer { gaps in
        smallA.withUnsafeBufferPointer { smallA in
        smallByte.withUnsafeMutableBufferPointer { smallByte in
        smallWheel.withUnsafeMutableBufferPointer { smallWheel in
            for index in 0..<smallA.count {
                var i = Int(smallByte[index])
                var w = Int(smallWheel[index])
                let a = Int(smallA[index])
                if i < count {
                    let p = a * 30 + Int(residues[w >> 3])
                    i += (count - i) / p * p
                    while i < count {
                        i += a * Int(gaps[w & 7]) + Int(correction[w])
                        w = (w & ~7) | ((w + 1) & 7)
                    }
                }
                smallByte[index] = UInt32(i - count)
                smallWheel[index] = UInt8(w)
            }
        }}}}}}
    }

    /// Moves the medium primes past `count` bytes without crossing anything off, each to the
    /// other half's slot of the place it enters the next segment at (as `crossOffMedium`).
    private mutating func skipMedium(count: Int) {
        let from = mediumHalf * 64, to = 64 - from
        let medium = self.medium
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 16) { turn in
            for residueIndex in 0..<8 {
                let r = Int(Wheel30.residues[residueIndex])
                for k in 0..<8 {
                    medium.drain(from + residueIndex * 8 + k) { entry in
                        let (next, nextK) = Self.skipMedium(count, entry, k, r, turn.baseAddress!)
                        medium.append(next, to: to + residueIndex * 8 + nextK)
                    }
                }
            }
        }
        mediumHalf ^= 1
    }

    /// `crossOffMedium`'s walk without the crossing, and without a branch that the predictor
    /// would lose (the walk's length varies from prime to prime): whole turns at once, then as
    /// many places as the turn's offsets from `position` fall short of `end`. `turn` is room
    /// for 16 offsets.
    @inline(__always)
    private static func skipMedium(
        _ end: Int, _ entry: UInt64, _ position: Int, _ r: Int, _ turn: UnsafeMutablePointer<Int>
    ) -> (UInt64, Int) {
        let a = Int(truncatingIfNeeded: entry >> 32)
        let i = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF)
        let (o1, o2, o3, o4, o5, o6, o7, p) = turnOffsets(a, r)
        // Both below 2^32: the 32-bit division is the quicker.
        let rest = i < end ? Int(UInt32(truncatingIfNeeded: end &- i) % UInt32(truncatingIfNeeded: p)) : 0
        let start = i < end ? end &- rest : i  // the multiple at `position` at or below `end`'s turn
        turn[0] = 0; turn[1] = o1; turn[2] = o2; turn[3] = o3
        turn[4] = o4; turn[5] = o5; turn[6] = o6; turn[7] = o7
        for m in 0..<8 { turn[8 &+ m] = turn[m] &+ p }
        let base = turn[position]
        var places = 0
        for m in 0..<8 { places &+= (start &+ turn[position &+ m] &- base < end) ? 1 : 0 }
        let next = start &+ turn[position &+ places] &- base
        return ((entry & ~0xFFFF_FFFF) | UInt64(next &- end), (position &+ places) & 7)
    }

    /// Sets the bits of the pre-sieved primes in the segment and clears 1's.
    private func restorePresieved(_ seg: UnsafeMutableBufferPointer<UInt8>, count: Int) {
        if segmentStart == 0 { seg[0] &= 0xFE }
        for primes in Wheel30.presievedPrimes {
            for p in primes where p / 30 >= segmentStart && p / 30 < segmentStart + UInt64(count) {
                seg[Int(p / 30 - segmentStart)] |= 1 << Wheel30.bitOfResidue[Int(p % 30)]
            }
        }
    }

    /// Fills the segment from the pre-sieve patterns a block at a time: each block, in L1, gets
    /// the and of all the patterns at its place in their periods, four streams a pass (the 16
    /// of `Wheel30.presievedPrimes`, literal so that the loops unroll).
    private func fillPresieve(_ seg: UnsafeMutableBufferPointer<UInt8>, count: Int) {
        let periods = Wheel30.presievePeriods
        let offsets = Wheel30.presieveOffsets
        Wheel30.presieveBytes.withUnsafeBufferPointer { bytes in
        withUnsafeTemporaryAllocation(of: UnsafePointer<UInt8>.self, capacity: 16) { from in
            var block = 0
            while block < count {
                let n = min(Wheel30.presieveBlock, count - block)
                let global = segmentStart + UInt64(block)
                for j in 0..<16 { from[j] = bytes.baseAddress! + offsets[j] + Int(global % periods[j]) }
                let to = seg.baseAddress! + block
                for pass in 0..<4 {
                    let a = from[4 * pass], b = from[4 * pass + 1], c = from[4 * pass + 2], d = from[4 * pass + 3]
                    if pass == 0 {
                        for k in 0..<n { to[k] = a[k] & b[k] & c[k] & d[k] }
                    } else {
                        for k in 0..<n { to[k] &= a[k] & b[k] & c[k] & d[k] }
                    }
                }
                block += n
            }
        }}
    }

    /// Crosses off the small primes' multiples in `start..<end` of the segment; each prime's byte
    /// is kept relative to `start` between calls, and to the next segment's start after the last.
    private mutating func crossOffSmall(_ seg: UnsafeMutableBufferPointer<UInt8>, from start: Int, to chunkEnd: Int) {
        let end = chunkEnd - start
        let seg = UnsafeMutableBufferPointer(rebasing: seg[start..<chunkEnd])
        let s = seg.baseAddress!
        smallA.withUnsafeBufferPointer { smallA in
        smallByte.withUnsafeMutableBufferPointer { smallByte in
        smallWheel.withUnsafeMutableBufferPointer { smallWheel in
            for index in 0..<smallA.count {
                let w = Int(smallWheel[index])
                let entry = UInt64(smallA[index]) << 32 | UInt64(smallByte[index])
                let (next, k) = Self.withResidue(w >> 3) { r, masks in
                    Self.crossOff(s, end, entry, w & 7, r, masks)
                }
                smallByte[index] = UInt32(truncatingIfNeeded: next)
                smallWheel[index] = UInt8(w & ~7 | k)
            }
        }}}
    }

    /// The eight masks of a turn of the wheel: the k-th clears p·q's bit for the k-th multiplier
    /// q ≡ 1, 7, 11, 13, 17, 19, 23, 29 (mod 30) of p (`Wheel30.clearMask`).
    typealias TurnMasks = (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)

    /// Calls `body` with the residue of p mod 30 of index `residueIndex` and its turn's masks as
    /// literals, one copy of `body` per residue: the masks and the offsets made from the residue
    /// then cost no registers, which the eight masks and eight steps would otherwise exceed.
    @inline(__always)
    private static func withResidue<Result>(_ residueIndex: Int, _ body: (Int, TurnMasks) -> Result) -> Result {
        switch residueIndex {
        case 0: body(1, (0xFE, 0xFD, 0xFB, 0xF7, 0xEF, 0xDF, 0xBF, 0x7F))
        case 1: body(7, (0xFD, 0xDF, 0xEF, 0xFE, 0x7F, 0xF7, 0xFB, 0xBF))
        case 2: body(11, (0xFB, 0xEF, 0xFE, 0xBF, 0xFD, 0x7F, 0xF7, 0xDF))
        case 3: body(13, (0xF7, 0xFE, 0xBF, 0xDF, 0xFB, 0xFD, 0x7F, 0xEF))
        case 4: body(17, (0xEF, 0x7F, 0xFD, 0xFB, 0xDF, 0xBF, 0xFE, 0xF7))
        case 5: body(19, (0xDF, 0xF7, 0x7F, 0xFD, 0xBF, 0xFE, 0xEF, 0xFB))
        case 6: body(23, (0xBF, 0xFB, 0xF7, 0x7F, 0xFE, 0xEF, 0xDF, 0xFD))
        default: body(29, (0x7F, 0xBF, 0xDF, 0xEF, 0xF7, 0xFB, 0xFD, 0xFE))
        }
    }

    /// Where the multiples of p = 30a + r lie in a turn of the wheel that starts at a multiplier
    /// ≡ 1 (mod 30): the k-th, p·(1 + Δk), a·Δk + ⌊r(1 + Δk)/30⌋ bytes in (k = 1 … 7), and the
    /// next turn p bytes on. With r a literal the divisions fold away.
    @inline(__always)
    private static func turnOffsets(_ a: Int, _ r: Int) -> (Int, Int, Int, Int, Int, Int, Int, Int) {
        (a &* 6 &+ r &* 7 / 30, a &* 10 &+ r &* 11 / 30, a &* 12 &+ r &* 13 / 30, a &* 16 &+ r &* 17 / 30,
         a &* 18 &+ r &* 19 / 30, a &* 22 &+ r &* 23 / 30, a &* 28 &+ r &* 29 / 30, a &* 30 &+ r)
    }

    /// Crosses off the medium primes' multiples in the segment, a slot at a time, each prime
    /// moved to the other half's slot of the place it will enter the next segment at.
    private mutating func crossOffMedium(_ seg: UnsafeMutableBufferPointer<UInt8>, count: Int) {
        let s = seg.baseAddress!
        let from = mediumHalf * 64, to = 64 - from
        let medium = self.medium
        for residueIndex in 0..<8 {
            Self.withResidue(residueIndex) { r, masks in
                for k in 0..<8 {
                    medium.drain(from + residueIndex * 8 + k) { entry in
                        let (next, nextK) = Self.crossOff(s, count, entry, k, r, masks)
                        medium.append(next, to: to + residueIndex * 8 + nextK)
                    }
                }
            }
        }
        mediumHalf ^= 1
    }

    /// Crosses off the multiples before byte `end` of the small or medium prime p ≡ `r` (mod 30)
    /// of `entry`, from the `position`-th place in the turn; returns its entry for what follows
    /// `end` and the place it enters that at. The turn of the wheel is written out case by case,
    /// entered at the prime's place and falling through, so that a multiple costs a load, an
    /// and and an add, its mask immediate; whole turns in between go eight multiples a check
    /// (primesieve's EratSmall has this form; its EratMedium, the same without the turns).
    /// A small prime's entry and exit cost the more for its many visits (a prime a chunk): from
    /// tables, a step a lookup, [10^12, +10^10] took 2–3 % longer.
    @inline(__always)
    private static func crossOff(
        _ s: UnsafeMutablePointer<UInt8>, _ end: Int, _ entry: UInt64, _ position: Int,
        _ r: Int, _ masks: TurnMasks
    ) -> (UInt64, Int) {
        let a = Int(truncatingIfNeeded: entry >> 32)
        var i = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF)
        var k = position
        if i < end {
            let (o1, o2, o3, o4, o5, o6, o7, p) = turnOffsets(a, r)
            round: while true {
                switch k {
                case 0:
                    while i &+ o7 < end {
                        s[i] &= masks.0; s[i &+ o1] &= masks.1; s[i &+ o2] &= masks.2; s[i &+ o3] &= masks.3
                        s[i &+ o4] &= masks.4; s[i &+ o5] &= masks.5; s[i &+ o6] &= masks.6; s[i &+ o7] &= masks.7
                        i &+= p
                    }
                    guard i < end else { k = 0; break round }
                    s[i] &= masks.0; i &+= o1; fallthrough
                case 1:
                    guard i < end else { k = 1; break round }
                    s[i] &= masks.1; i &+= o2 &- o1; fallthrough
                case 2:
                    guard i < end else { k = 2; break round }
                    s[i] &= masks.2; i &+= o3 &- o2; fallthrough
                case 3:
                    guard i < end else { k = 3; break round }
                    s[i] &= masks.3; i &+= o4 &- o3; fallthrough
                case 4:
                    guard i < end else { k = 4; break round }
                    s[i] &= masks.4; i &+= o5 &- o4; fallthrough
                case 5:
                    guard i < end else { k = 5; break round }
                    s[i] &= masks.5; i &+= o6 &- o5; fallthrough
                case 6:
                    guard i < end else { k = 6; break round }
                    s[i] &= masks.6; i &+= o7 &- o6; fallthrough
                default:
                    guard i < end else { k = 7; break round }
                    s[i] &= masks.7; i &+= p &- o7; k = 0
                }
            }
        }
        return ((entry & ~0xFFFF_FFFF) | UInt64(i &- end), k)
    }

    /// Crosses off the multiples of the large primes waiting in this segment's bucket, stepping
    /// on `Wheel210`, and moves each to the bucket of the segment of its next multiple.
    ///
    /// One multiple an entry, and the entry back in the bucket of its next one — this segment's
    /// again when that is here too, hence the rounds until it stays empty: without an inner loop
    /// whose count varies the branches are predictable. An entry at a time, as primesieve 12.9's
    /// EratBig (two a step, written out, measured the same and spilled registers). A full
    /// segment checks no entry
    /// against the range: one whose next multiple lies past it goes to a slot no segment of the
    /// range reads again (the ring spans the widest step, so the slot's next reader would be
    /// beyond the end). The range's last segment, when shorter, drops what falls past it.
    private func crossOffLarge(_ seg: UnsafeMutableBufferPointer<UInt8>, count: Int) {
        switch buckets {
        case .wide(let ring): crossOffLarge(seg, count: count, ring)
        case .pages(let ring): crossOffLarge(seg, count: count, ring)
        case nil: return
        }
    }

    private func crossOffLarge<Block>(_ seg: UnsafeMutableBufferPointer<UInt8>, count: Int, _ buckets: BucketRing<Block>) {
        let slot = currentSlot
        let ringMask = self.ringMask
        let s = seg.baseAddress!
        let byteMask = UInt64(segmentBytes - 1), shift = segmentShift
        Wheel210.steps.withUnsafeBufferPointer { steps in
            /// Crosses off `entry`'s multiple; its entry for the next one and how many segments
            /// on that is.
            @inline(__always)
            func step(_ entry: UInt64) -> (next: UInt64, ahead: Int) {
                let a = entry >> 32
                var i = (entry >> 9) & byteMask
                let step = steps[Int(entry & 511)]
                s[Int(i)] &= UInt8(truncatingIfNeeded: step)
                i &+= a &* UInt64(step >> 8 & 15) &+ UInt64(step >> 12 & 15)
                return (a << 32 | (i & byteMask) << 9 | UInt64(step >> 16), Int(truncatingIfNeeded: i &>> shift))
            }
            if count < segmentBytes {
                while buckets.isOccupied(slot) {
                    buckets.drain(slot) { entry in
                        let (next, ahead) = step(entry)
                        if ahead == 0 && (next >> 9) & byteMask < UInt64(count) { buckets.append(next, to: slot) }
                    }
                }
                return
            }
            while buckets.isOccupied(slot) {
                buckets.drainRuns(slot) { run in
                    for entry in run {
                        let (next, ahead) = step(entry)
                        buckets.append(next, to: (slot &+ ahead) & ringMask)
                    }
                }
            }
        }
    }

    /// Masks the range's ends in the segment, counts its primes and hands its bits to `bits`.
    private mutating func emit(count: Int, _ bits: (UnsafeBufferPointer<UInt8>, UInt64) -> Void) {
        emit(UnsafeMutableBufferPointer(rebasing: segment.bytes[0..<count]), start: segmentStart, bits)
    }

    /// Masks the range's ends in `seg`, the sieved bytes from global byte `start` on, counts its
    /// primes and hands its bits to `bits`.
    private mutating func emit(
        _ seg: UnsafeMutableBufferPointer<UInt8>, start: UInt64, _ bits: (UnsafeBufferPointer<UInt8>, UInt64) -> Void
    ) {
        let count = seg.count
        if start == firstByte { seg[0] &= Wheel30.bits(atOrAbove: range.lo % 30) }
        if start + UInt64(count) - 1 == lastByte { seg[count - 1] &= Wheel30.bits(atOrBelow: range.hi % 30) }
        var total: UInt64 = 0
        let words = count / 8
        let raw = UnsafeRawPointer(seg.baseAddress!)
        for k in 0..<words { total += UInt64(raw.loadUnaligned(fromByteOffset: k * 8, as: UInt64.self).nonzeroBitCount) }
        for k in (words * 8)..<count { total += UInt64(seg[k].nonzeroBitCount) }
        found += total
        bits(UnsafeBufferPointer(seg), start &* 30)
    }

    /// Reports the primes of sieved bits whose first byte stands for the numbers from `start`,
    /// in batches of at most `PrimeSieve.batchLimit`.
    private static func decode(
        _ bits: UnsafeBufferPointer<UInt8>, from start: UInt64, _ report: (UnsafeBufferPointer<UInt64>) -> Void
    ) {
        let raw = UnsafeRawPointer(bits.baseAddress!)
        let count = bits.count
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 1024) { batch in
            var batched = 0
            var k = 0
            while k < count {
                let n = min(8, count - k)
                var word: UInt64 = 0
                if n == 8 { word = raw.loadUnaligned(fromByteOffset: k, as: UInt64.self) }
                else { for j in 0..<n { word |= UInt64(bits[k + j]) << UInt64(8 * j) } }
                let base = start &+ UInt64(k) &* 30
                while word != 0 {
                    batch[batched] = Wheel30.number(ofBit: word.trailingZeroBitCount, from: base)
                    batched += 1
                    word &= word &- 1
                }
                if batched > 1024 - 64 {
                    report(UnsafeBufferPointer(rebasing: batch[0..<batched]))
                    batched = 0
                }
                k += 8
            }
            if batched > 0 { report(UnsafeBufferPointer(rebasing: batch[0..<batched])) }
        }
    }
}
