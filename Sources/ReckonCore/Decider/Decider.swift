/// Picks one answer from a list of options (seed 003's MVC Decider).
///
/// Every option is equally likely, so an option listed twice is twice as likely: that is
/// how a user weighs a choice. The draw is unbiased (the generator's bounded draw rejects
/// rather than taking a modulo).
public struct Decider: Sendable, Equatable {
    /// The answers of the executive decision maker the seed revises, used when no options are given.
    public static let executiveAnswers = [
        "Yes", "No", "Maybe", "Definitely", "Not a chance", "Ask again later",
    ]

    public let options: [String]

    /// Options must be non-empty and none may be blank (only spaces, tabs or newlines).
    public init(between options: [String] = executiveAnswers) throws(DeciderError) {
        guard !options.isEmpty else { throw .noOptions }
        for (index, option) in options.enumerated() where option.unicodeScalars.allSatisfy({ $0.isWhiteSpace }) {
            throw .blankOption(position: index + 1)
        }
        self.options = options
    }

    /// One option, drawn uniformly by position with Lemire's multiply-shift and rejection —
    /// spelled out rather than `next(upperBound:)` so a seeded answer never changes with the
    /// standard library's version.
    public func answer<G: RandomNumberGenerator>(using generator: inout G) -> String {
        let count = UInt64(options.count)
        let threshold = Xoshiro256StarStar.rejectionThreshold(count)
        while true {
            if let index = Xoshiro256StarStar.multiplyShift(generator.next(), bound: count, threshold: threshold) {
                return options[Int(index)]
            }
        }
    }
}
