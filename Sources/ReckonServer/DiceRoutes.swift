import Foundation
import Hummingbird
import ReckonCore
import ReckonEdge

/// `POST /api/dice {"pool","exact"?: true,"trials"?,"seed"?}` → the CLI's `reckon dice --json`:
/// give either `exact: true` or `trials` (seed only with trials; without one a random seed is
/// drawn and shown). A simulation answered directly rolls at most `directDiceLimit` dice (about
/// a second); larger ones go through `POST /api/jobs`, which runs only simulations.
enum DiceRoutes {
    static let keys: Set = ["pool", "exact", "trials", "seed"]
    static let directDiceLimit: UInt64 = 1_000_000_000

    enum Request: Sendable {
        case exact(pool: String)
        case simulate(DiceSimulation)

        init(_ input: ToolInput) throws {
            let pool = try input.requiredText("pool")
            let exact = try input.flag("exact")
            let trials = try input.text("trials")
            guard exact != (trials != nil) else {
                throw APIError(.badRequest, field: "exact", "give either exact: true or trials")
            }
            if let trials {
                self = .simulate(try DiceSimulation(pool: pool, trials: trials, seed: input.text("seed")))
            } else {
                guard try input.text("seed") == nil else {
                    throw APIError(.badRequest, field: "seed", "goes with trials")
                }
                self = .exact(pool: pool)
            }
        }

        /// The answer's JSON, or `nil` when cancelled. A simulation uses every core.
        func run(cancellation: Cancellation? = nil, progress: (Double) -> Void = { _ in }) throws -> String? {
            switch self {
            case .exact(let pool):
                return try DiceDistribution(exactly: pool).json
            case .simulate(let simulation):
                let threads = ProcessInfo.processInfo.activeProcessorCount
                guard let tally = simulation.tally(threads: threads, cancellation: cancellation, progress: progress)
                else { return nil }
                return simulation.json(tally, exact: try? DiceDistribution(exactly: simulation.pool))
            }
        }
    }

    static func add(to router: Router<some RequestContext>) {
        router.tool("/api/dice", keys: keys) { input in
            let request = try Request(input)
            if case .simulate(let simulation) = request,
               simulation.trials.multipliedReportingOverflow(by: UInt64(simulation.pool.diceCount)).partialValue
                > directDiceLimit {
                throw APIError(
                    .unprocessableContent, field: "trials",
                    "more than \(directDiceLimit) dice rolled takes too long to answer directly; start a job: "
                        + "POST /api/jobs {\"tool\":\"dice\",\"input\":{…}}")
            }
            return try await offloaded { try request.run() ?? "" }
        }
    }
}
