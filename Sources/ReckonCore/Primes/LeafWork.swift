/// The phases of `PrimeCounting` that threads can share — the easy special leaves (A and C), a
/// window of their values at a time, and the hard ones (D), a few sieve segments at a time —
/// cut into independent pieces.
///
/// Any thread may compute any piece (`piece(_:)` reads only tables that no longer change);
/// `LeafSum` adds the pieces' answers in order of index, which both need: a window counts the
/// primes from its own start, a run of segments φ from its own, and the sum supplies what the
/// pieces before it counted (primecount shares its leaves between threads the same way). The
/// answer is the same however the pieces were shared.
public struct LeafWork: Sendable {
    enum Kind: Sendable {
        /// Windows of the easy leaves' values, `LeafTables.easyWindowNumbers` each.
        case easy
        /// Segments of the hard leaves' sieve, `perPiece` at a time.
        case hard(perPiece: Int)
    }

    let tables: LeafTables
    let kind: Kind
    public let pieceCount: Int
    /// The leaves' values a piece walks: a window of the easy leaves, `perPiece` segments of the hard.
    var numbersPerPiece: UInt64 {
        switch kind {
        case .easy: tables.easyWindowNumbers
        case .hard(let perPiece): UInt64(perPiece) * HardLeaves.segmentNumbers(tables)
        }
    }

    init(easy tables: LeafTables) {
        self.tables = tables
        kind = .easy
        pieceCount = Int(tables.easyLimit / tables.easyWindowNumbers) + 1
    }

    init(hard tables: LeafTables) {
        self.tables = tables
        let segments = Int(tables.hardLimit / HardLeaves.segmentNumbers(tables)) + 1
        kind = .hard(perPiece: 4)
        pieceCount = (segments + 3) / 4
    }

    /// Computes piece `index` (0 ≤ index < `pieceCount`); nil if `stop` says so, which it is
    /// asked between primes and between segments (milliseconds apart).
    public func piece(_ index: Int, stoppingWhen stop: () -> Bool = { false }) -> LeafPiece? {
        switch kind {
        case .easy:
            guard let window = tables.easyLeaves(window: index, stoppingWhen: stop) else { return nil }
            return LeafPiece(sum: window.sum, window: window, run: nil)
        case .hard(let perPiece):
            var run = HardLeaves(tables, segments: index * perPiece..<(index + 1) * perPiece)
            while !run.isFinished {
                guard !stop() else { return nil }
                run.step(tables)
            }
            return LeafPiece(sum: run.sum, window: nil, run: run)
        }
    }
}

/// One piece of `LeafWork`, computed.
public struct LeafPiece: Sendable {
    let sum: UInt64
    /// For the easy leaves: their weight and the window's primes.
    let window: LeafTables.EasyLeafWindow?
    /// For the hard leaves: the run, with its φ counts and leaf signs.
    let run: HardLeaves?
}

/// The sum of `LeafWork`'s pieces, added in order of index (modulo 2^64, as all of
/// `PrimeCounting`'s sums).
public struct LeafSum: Sendable {
    public private(set) var total: UInt64 = 0
    /// How many pieces have been added.
    public private(set) var added = 0
    /// The primes below the next easy window.
    private var primesBelow: UInt64 = 0
    /// φ(start − 1, b − 1) for the next hard run, for each b.
    private var phi: [UInt64] = []

    public init() {}

    /// Adds the next piece in order of index.
    public mutating func add(_ piece: LeafPiece) {
        total &+= piece.sum
        added += 1
        if let window = piece.window {
            total &+= window.weight &* primesBelow
            primesBelow &+= window.primes
        }
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
