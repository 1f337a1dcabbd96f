import ReckonCore

/// `POST /api/dice {"pool","exact"?: true,"trials"?,"roll"?: true,"sweep"?,"target"?,"seed"?}`,
/// read and checked: give one of `exact: true`, `trials`, `roll: true` or `sweep` (seed only with
/// trials or a roll; without one a random seed is drawn and shown; target only with a sweep). A direct answer must fit `WorkCost.directBudget`: an
/// exact distribution's price (`DiceDistribution.cost`), a simulation's (`DiceSimulation.cost`)
/// plus that of the exact distribution it is compared with, or a roll's
/// (`DicePool.rollCost`). Larger simulations go through `POST /api/jobs`.
public enum DiceRequest: Sendable {
    case exact(DicePool)
    case simulate(DiceSimulation)
    case roll(DicePool, seed: UInt64)
    case sweep(DicePool, goal: DiceSweep.Goal, modifiers: ClosedRange<Int64>)

    public static let keys: Set = ["pool", "exact", "trials", "roll", "sweep", "target", "seed"]

    public init(_ input: ToolInput) throws(ToolError) {
        let pool = try input.requiredText("pool")
        let exact = try input.flag("exact")
        let trials = try input.text("trials")
        let roll = try input.flag("roll")
        let sweep = try input.text("sweep")
        guard [exact, trials != nil, roll, sweep != nil].filter({ $0 }).count == 1 else {
            throw .badRequest(
                .conflict, field: roll ? "roll" : sweep != nil ? "sweep" : "exact", "give one of exact: true, trials, roll: true or sweep")
        }
        let target = try input.text("target")
        if let sweep {
            guard try input.text("seed") == nil else { throw .badRequest(.conflict, field: "seed", "goes with trials or roll") }
            let dice = try Self.pool(pool)
            self = .sweep(dice, goal: try ToolError.ruling { () throws(FieldError) in try DiceSweep.goal(target: target, for: dice) },
                          modifiers: try ToolError.ruling { () throws(FieldError) in try DiceSweep.modifiers(sweep) })
            return
        }
        guard target == nil else { throw .badRequest(.conflict, field: "target", "goes with sweep") }
        if roll {
            let seed = try input.text("seed")
            self = .roll(try Self.pool(pool), seed: try ToolError.ruling { () throws(FieldError) in try DiceSimulation.seed(seed) })
        } else if let trials {
            let seed = try input.text("seed")
            self = .simulate(try ToolError.ruling { () throws(FieldError) in
                try DiceSimulation(pool: pool, trials: trials, seed: seed)
            })
        } else {
            guard try input.text("seed") == nil else { throw .badRequest(.conflict, field: "seed", "goes with trials or roll") }
            self = .exact(try Self.pool(pool))
        }
    }

    /// `answer` of the exact distribution of `pool`, or the core's refusal of it.
    private static func exact(_ pool: DicePool, _ answer: (DiceDistribution) -> String) throws(ToolError) -> String {
        try ToolError.ruling { () throws(FieldError) in
            do throws(DiceError) {
                return answer(try DiceDistribution(exactly: pool))
            } catch {
                throw FieldError(error)
            }
        }
    }

    private static func pool(_ text: String) throws(ToolError) -> DicePool {
        try ToolError.ruling { () throws(FieldError) in try DicePool(typed: text) }
    }

    /// What the direct answer costs: the exact distribution, or the simulation and the exact
    /// distribution it is compared with when that is within `DiceDistribution.maximumWork`.
    public var cost: WorkCost {
        switch self {
        case .exact(let pool):
            return DiceDistribution.cost(for: pool)
        case .roll(let pool, _):
            return pool.rollCost
        case let .sweep(pool, _, modifiers):
            return DiceSweep.cost(for: pool, modifiers: modifiers)
        case .simulate(let simulation):
            return DiceDistribution.costIfComputed(for: simulation.pool).map { simulation.cost + $0 } ?? simulation.cost
        }
    }

    /// The answer computed here, on the calling thread, within the direct budget.
    func directAnswer() throws(ToolError) -> String {
        switch self {
        case .exact(let pool):
            // Within `DiceDistribution.maximumWork` every pool fits the budget (1e8 steps: 2 s;
            // at most 445,555 sums: 45 MB); beyond it the core refuses with its own advice.
            return try Self.exact(pool) { $0.json }
        case .simulate(let simulation):
            try cost.checkDirect(field: "trials", "rolling this many dice", advice: JobKind.dice.advice)
            return simulation.answer(simulation.tally(chunks: 0..<simulation.chunkCount))
        case let .roll(pool, seed):
            return pool.roll(seed: seed).json(exact: try? DiceDistribution(exactly: pool))
        case let .sweep(pool, goal, modifiers):
            return try Self.exact(pool) { DiceSweep($0, goal: goal, modifiers: modifiers).json }
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
