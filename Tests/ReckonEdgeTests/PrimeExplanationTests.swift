import Testing
@testable import ReckonCore
@testable import ReckonEdge

/// `--explain`'s durations, worked by hand from the rule: under 1 ms, whole milliseconds below a
/// second, then two figures in the largest unit of which there are at least two.
@Suite struct PrimeExplanationTests {
    @Test(arguments: [
        (0.0005, "under 1 ms"), (0.25, "250 ms"), (1.44, "1.4 s"), (2.0, "2.0 s"), (9.96, "10 s"),
        (150.0, "2.5 min"), (7200.0, "2.0 h"), (3 * 86_400.0, "3.0 days"), (40 * 365.25 * 86_400, "40 years"),
    ])
    func durations(seconds: Double, text: String) {
        #expect(PrimeRange.duration(seconds) == text)
    }
}
