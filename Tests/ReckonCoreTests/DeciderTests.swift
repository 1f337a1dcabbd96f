import Testing
@testable import ReckonCore

/// Replays fixed outputs, to see which option each draw picks.
struct ReplayGenerator: RandomNumberGenerator {
    var outputs: [UInt64]
    mutating func next() -> UInt64 { outputs.removeFirst() }
}

@Suite struct DeciderTests {
    @Test func defaultListIsTheExecutiveAnswers() throws {
        #expect(try Decider().options == ["Yes", "No", "Maybe", "Definitely", "Not a chance", "Ask again later"])
    }

    @Test func drawPicksByPosition() throws {
        let decider = try Decider(between: ["tea", "coffee", "tea"])
        // Lemire's draw maps x to ⌊x·3 / 2^64⌋ unless x·3 mod 2^64 < 2^64 mod 3 = 1:
        // 0 is rejected (0·3 mod 2^64 = 0), then 2^62 → 0, 2^63 → 1, 2^64−1 → 2.
        var generator = ReplayGenerator(outputs: [0, 1 << 62, 1 << 63, .max])
        #expect(decider.answer(using: &generator) == "tea")
        #expect(decider.answer(using: &generator) == "coffee")
        #expect(decider.answer(using: &generator) == "tea")
    }

    @Test func duplicatesWeighMore() throws {
        let decider = try Decider(between: ["a", "b", "a", "a"])
        var generator = SystemRandomNumberGenerator()
        var count = 0
        for _ in 0..<40_000 where decider.answer(using: &generator) == "a" { count += 1 }
        // Expected 30 000; the standard deviation is √(40 000 · 0.75 · 0.25) ≈ 87, so ±600 is 7σ.
        #expect(abs(count - 30_000) < 600)
    }

    @Test func refusals() {
        #expect(throws: DeciderError.noOptions) { try Decider(between: []) }
        #expect(throws: DeciderError.blankOption(position: 2)) { try Decider(between: ["go", " \t", "stay"]) }
        #expect(DeciderError.blankOption(position: 2).line == "options: option 2 is blank")
        #expect(DeciderError.noOptions.line == "options: must list at least one option")
    }
}
