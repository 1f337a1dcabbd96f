import ReckonCore

extension Decider {
    /// One answer from the options as typed (none: the executive decision maker's answers),
    /// repeatable with a seed read by `NumberText.wholeNumber`, else from the system's generator.
    public static func answer(options: [String], seed: String?) throws(FieldError) -> String {
        let decider: Decider
        do {
            decider = options.isEmpty ? try Decider() : try Decider(between: options)
        } catch {
            throw FieldError(error)
        }
        if let seed {
            var generator = Xoshiro256StarStar(seed: try NumberText.wholeNumber(seed, field: "seed"))
            return decider.answer(using: &generator)
        }
        var generator = SystemRandomNumberGenerator()
        return decider.answer(using: &generator)
    }
}
