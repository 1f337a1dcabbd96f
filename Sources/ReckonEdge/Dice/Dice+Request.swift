import ReckonCore

extension DicePool {
    /// A pool as typed (`3d6+2d20+1d4-2`), its errors as the field `pool`'s.
    public init(typed text: String) throws(FieldError) {
        do {
            try self.init(parsing: text)
        } catch {
            throw FieldError(error)
        }
    }
}

extension DiceDistribution {
    /// The exact distribution of a pool as typed (`3d6+2d20+1d4-2`).
    public init(exactly pool: String) throws(FieldError) {
        let dice = try DicePool(typed: pool)
        do {
            try self.init(exactly: dice)
        } catch {
            throw FieldError(error)
        }
    }
}

extension DiceSimulation {
    /// A simulation of a pool as typed, `trials` read by `trials(_:)` (`1e6` works),
    /// the seed likewise; without a seed a random one is drawn (and shows in the result).
    public init(pool: String, trials: String, seed: String?) throws(FieldError) {
        let dice = try DicePool(typed: pool)
        let count = try DiceSimulation.trials(trials)
        let seed = try DiceSimulation.seed(seed)
        do {
            try self.init(pool: dice, trials: count, seed: seed)
        } catch {
            throw FieldError(error)
        }
    }
}

extension DiceSimulation {
    /// A seed as typed, a whole number from 0 to 2^64 − 1, or a random one when none is given.
    public static func seed(_ text: String?) throws(FieldError) -> UInt64 {
        try text.map { text throws(FieldError) in try NumberText.wholeNumber(text, field: "seed") }
            ?? UInt64.random(in: 0...UInt64.max)
    }

    /// The number of trials as typed: a whole number from 1 to `maximumTrials` (`1e6` works), the
    /// error quoting that rule whether the text is no number (`1.5`, `abc`) or out of range.
    public static func trials(_ text: String) throws(FieldError) -> UInt64 {
        UInt64(try NumberText.integer(text, field: "trials", in: 1...Int64(maximumTrials)))
    }
}
