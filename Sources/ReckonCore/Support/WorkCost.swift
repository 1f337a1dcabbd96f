/// What an answer costs, known before any of it is computed: time on one core and the size of
/// the answer. Each tool whose work depends on its input prices that input
/// (`PrimeRange.cost(counting:pageSize:)`, `DiceDistribution.cost(for:)`, `DiceSimulation.cost`,
/// `Calculator.cost(keyCount:trace:)`, `FunctionPlot.cost(points:)`); every other tool's work is
/// fixed and small (a quadratic, a triangle, a tip, a face, an expression of at most
/// `Expression.maximumLength` characters, a ceiling estimate: far below a millisecond and
/// 64 KiB). An edge compares a price with `directBudget` to refuse,
/// without starting it, work it will not do on the spot.
///
/// Times are fitted to release builds on one core of the 2-core machine Reckon is measured on
/// (each price states its timings) and are estimates; sizes are upper bounds of the JSON.
public struct WorkCost: Sendable, Equatable {
    /// Estimated seconds on one core.
    public var seconds: Double
    /// The most bytes the answer's JSON can take.
    public var answerBytes: Double

    public init(seconds: Double, answerBytes: Double) {
        self.seconds = seconds
        self.answerBytes = answerBytes
    }

    /// What one answer given on the spot may cost: 2 s of one core and 48 MiB of JSON. The
    /// largest answers within it are exact dice distributions (446d1000: 445,555 sums, about
    /// 35 MB) and, far below, pages of 100,000 primes (2.3 MB near 2^64).
    public static let directBudget = WorkCost(seconds: 2, answerBytes: 48 * 1024 * 1024)

    /// Whether this fits in `budget`, in time and in size.
    public func fits(in budget: WorkCost) -> Bool {
        seconds <= budget.seconds && answerBytes <= budget.answerBytes
    }

    public static func + (a: WorkCost, b: WorkCost) -> WorkCost {
        WorkCost(seconds: a.seconds + b.seconds, answerBytes: a.answerBytes + b.answerBytes)
    }
}
