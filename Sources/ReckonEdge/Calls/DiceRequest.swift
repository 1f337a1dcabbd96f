import ReckonCore

/// `POST /api/dice {"pool","exact"?: true,"trials"?,"seed"?}`, read and checked: give either
/// `exact: true` or `trials` (seed only with trials; without one a random seed is drawn and
/// shown). A simulation answered directly rolls at most `directDiceLimit` dice (about a second
/// on one core), fewer when its exact distribution (for the distance to it) is costly: the
/// shares of the two budgets must not pass one. Larger ones go through `POST /api/jobs`.
public enum DiceRequest: Sendable {
    case exact(pool: String)
    case simulate(DiceSimulation)

    public static let keys: Set = ["pool", "exact", "trials", "seed"]
    public static let directDiceLimit: UInt64 = 1_000_000_000

    public init(_ input: ToolInput) throws(ToolError) {
        let pool = try input.requiredText("pool")
        let exact = try input.flag("exact")
        let trials = try input.text("trials")
        guard exact != (trials != nil) else {
            throw .badRequest(field: "exact", "give either exact: true or trials")
        }
        if let trials {
            let seed = try input.text("seed")
            self = .simulate(try ToolError.ruling { () throws(FieldError) in
                try DiceSimulation(pool: pool, trials: trials, seed: seed)
            })
        } else {
            guard try input.text("seed") == nil else { throw .badRequest(field: "seed", "goes with trials") }
            self = .exact(pool: pool)
        }
    }

    /// The answer computed here, on the calling thread, after checking the direct limit.
    func directAnswer() throws(ToolError) -> String {
        switch self {
        case .exact(let pool):
            return try ToolError.ruling { () throws(FieldError) in try DiceDistribution(exactly: pool).json }
        case .simulate(let simulation):
            let (dice, overflow) = simulation.trials.multipliedReportingOverflow(by: UInt64(simulation.pool.diceCount))
            // The answer also holds the distance to the exact distribution, whose work counts too:
            // each share of its own budget (about a second of rolls, about 2 s of exact work).
            let exactWork = DiceDistribution.work(for: simulation.pool)
            let exactShare = exactWork <= DiceDistribution.maximumWork
                ? Double(exactWork) / Double(DiceDistribution.maximumWork) : 0
            guard !overflow, Double(dice) / Double(Self.directDiceLimit) + exactShare <= 1 else {
                throw ToolError(
                    status: 422, field: "trials",
                    "rolling this many dice (at most \(Self.directDiceLimit), fewer for pools with a costly exact distribution) takes too long to answer directly; start a job: "
                        + "POST /api/jobs {\"tool\":\"dice\",\"input\":{…}}")
            }
            return simulation.answer(simulation.tally(chunks: 0..<simulation.chunkCount))
        }
    }
}

extension DiceSimulation {
    /// The tally of chunks `chunks` (within `0..<chunkCount`), rolled to the end on the calling
    /// thread: a part of the simulation, or all of it.
    public func tally(chunks: Range<Int64>) -> DiceTally {
        var tally = emptyTally()
        for k in chunks { roll(chunk: k, into: &tally) }
        return tally
    }

    /// The finished simulation's JSON, with the distance to the exact distribution when that is
    /// within its limits.
    public func answer(_ tally: DiceTally) -> String {
        json(tally, exact: try? DiceDistribution(exactly: pool))
    }
}
