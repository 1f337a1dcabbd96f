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
    /// A simulation of a pool as typed, `trials` read by `NumberText.wholeNumber` (`1e6` works),
    /// the seed likewise; without a seed a random one is drawn (and shows in the result).
    public init(pool: String, trials: String, seed: String?) throws(FieldError) {
        let dice: DicePool
        do {
            dice = try DicePool(parsing: pool)
        } catch {
            throw FieldError(error)
        }
        let count = try NumberText.wholeNumber(trials, field: "trials")
        let seed = try seed.map { text throws(FieldError) in try NumberText.wholeNumber(text, field: "seed") }
            ?? UInt64.random(in: 0...UInt64.max)
        do {
            try self.init(pool: dice, trials: count, seed: seed)
        } catch {
            throw FieldError(error)
        }
    }
}
