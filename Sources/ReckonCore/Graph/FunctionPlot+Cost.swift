/// What a plot costs before it runs (`WorkCost`).
extension FunctionPlot {
    /// The cost of plotting `points` samples of an expression of at most `Expression.maximumLength`
    /// characters: 2.5e−4 s a sample, fitted to the worst measured (release, one core: 4,000
    /// samples of 987 characters of `floor(1000*x)+tan(2000*x)+…`, a jump in nearly every
    /// interval, each bisected 52 times, 0.90 s), and at most three points a sample (a sample
    /// and the two ends of a jump beside it) of 50 bytes each in JSON (that plot: 257 KB).
    public static func cost(points: Int) -> WorkCost {
        WorkCost(seconds: 2.5e-4 * Double(points), answerBytes: 150 * Double(points) + 100)
    }
}
