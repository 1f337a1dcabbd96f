/// The phases of `PrimeCounting` that threads can share — the easy special leaves, a few primes
/// b at a time, and the hard ones, a few sieve segments at a time — cut into independent pieces.
///
/// Any thread may compute any piece (`piece(_:)` reads only tables that no longer change);
/// `LeafSum` adds the pieces' answers in order of index, which the hard leaves need: a run of
/// segments counts φ from its own start, and the sum supplies what the runs before it counted
/// (primecount shares its hard leaves between threads the same way). The answer is the same
/// however the pieces were shared.
public struct LeafWork: Sendable {
    enum Kind: Sendable {
        /// Primes b from `first` to a: `heavyPieces` of 8 up to π(∛x), whose leaves are
        /// looked up one by one, then 4096 at a time, which have a trivial count each.
        case easy(first: Int, heavyPieces: Int)
        /// Segments of the hard leaves' sieve, `perPiece` at a time.
        case hard(perPiece: Int)
    }

    let tables: LeafTables
    let kind: Kind
    public let pieceCount: Int

    init(easyFrom first: Int, _ tables: LeafTables) {
        self.tables = tables
        let heavy = max(0, min(tables.piCubeRootX, tables.a) - first + 1)
        let heavyPieces = (heavy + 7) / 8
        kind = .easy(first: first, heavyPieces: heavyPieces)
        pieceCount = heavyPieces + (max(0, tables.a - max(first, tables.piCubeRootX + 1) + 1) + 4095) / 4096
    }

    init(hard tables: LeafTables) {
        self.tables = tables
        let segments = Int(tables.z / HardLeaves.segmentNumbers(tables)) + 1
        kind = .hard(perPiece: 4)
        pieceCount = (segments + 3) / 4
    }

    /// Computes piece `index` (0 ≤ index < `pieceCount`); nil if `stop` says so, which it is
    /// asked between primes and between segments (milliseconds apart).
    public func piece(_ index: Int, stoppingWhen stop: () -> Bool = { false }) -> LeafPiece? {
        switch kind {
        case .easy(let first, let heavyPieces):
            let low = index < heavyPieces
                ? first + 8 * index : max(first, tables.piCubeRootX + 1) + 4096 * (index - heavyPieces)
            let high = index < heavyPieces ? min(low + 8, tables.piCubeRootX + 1) : low + 4096
            var sum: UInt64 = 0
            var work = 0
            for b in low..<min(high, tables.a + 1) {
                guard !stop() else { return nil }
                sum &+= tables.easyLeaves(b, work: &work)
            }
            return LeafPiece(sum: sum, run: nil)
        case .hard(let perPiece):
            var run = HardLeaves(tables, segments: index * perPiece..<(index + 1) * perPiece)
            while !run.isFinished {
                guard !stop() else { return nil }
                run.step(tables)
            }
            return LeafPiece(sum: run.sum, run: run)
        }
    }
}

/// One piece of `LeafWork`, computed.
public struct LeafPiece: Sendable {
    let sum: UInt64
    /// For the hard leaves: the run, with its φ counts and leaf signs.
    let run: HardLeaves?
}

/// The sum of `LeafWork`'s pieces, added in order of index (modulo 2^64, as all of
/// `PrimeCounting`'s sums).
public struct LeafSum: Sendable {
    public private(set) var total: UInt64 = 0
    /// How many pieces have been added.
    public private(set) var added = 0
    /// φ(start − 1, b − 1) for the next hard run, for each b.
    private var phi: [UInt64] = []

    public init() {}

    /// Adds the next piece in order of index.
    public mutating func add(_ piece: LeafPiece) {
        total &+= piece.sum
        added += 1
        guard let run = piece.run else { return }
        if phi.isEmpty { phi = [UInt64](repeating: 0, count: run.phi.count) }
        // b beyond the run's last with leaves had none, and in no later run will have.
        for b in 0..<run.bEnd where b < phi.count {
            total &+= run.signs[b] &* phi[b]
            phi[b] &+= run.phi[b]
        }
    }
}

/// Counting driven a step at a time whose leaves' phases threads can share: at times its
/// `leafCounting` offers `sharedWork`, whose summed pieces `finish(_:)` takes in place of the
/// steps. `PrimeCounting` is its own; `PrimeCounter` and `NthPrime` give the π they count.
public protocol LeafSharing: AnyObject {
    var isFinished: Bool { get }
    /// From 0 to 1, counting the leaf counting's `sharedPiecesDone` while shared work runs.
    var fractionDone: Double { get }
    /// The π(x) counting the next `step()` advances, if it counts so.
    var leafCounting: PrimeCounting? { get }
    func step()
}
