import ReckonCore

extension DiceDistribution {
    /// The exact distribution of a pool as typed (`3d6+2d20+1d4-2`).
    public init(exactly pool: String) throws(FieldError) {
        do {
            try self.init(exactly: try DicePool(parsing: pool))
        } catch {
            throw FieldError(error)
        }
    }
}

extension DiceSimulation {
    /// A simulation of a pool as typed, `trials` read by `trials(_:)` (`1e6` works),
    /// the seed likewise; without a seed a random one is drawn (and shows in the result).
    public init(pool: String, trials: String, seed: String?) throws(FieldError) {
        let dice: DicePool
        do {
            dice = try DicePool(parsing: pool)
        } catch {
            throw FieldError(error)
        }
        let count = try DiceSimulation.trials(trials)
        let seed = try seed.map { text throws(FieldError) in try NumberText.wholeNumber(text, field: "seed") }
            ?? UInt64.random(in: 0...UInt64.max)
        do {
            try self.init(pool: dice, trials: count, seed: seed)
        } catch {
            throw FieldError(error)
        }
    }
}

extension DiceSimulation {
    /// The number of trials as typed: a whole number from 1 to `maximumTrials` (`1e6` works), the
    /// error quoting that rule whether the text is no number (`1.5`, `abc`) or out of range.
    public static func trials(_ text: String) throws(FieldError) -> UInt64 {
        UInt64(try NumberText.integer(text, field: "trials", in: 1...Int64(maximumTrials)))
    }
}
