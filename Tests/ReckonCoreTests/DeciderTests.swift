import Testing
@testable import ReckonCore

/// Replays fixed outputs, to see which option each draw picks.
struct ReplayGenerator: RandomNumberGenerator {
    var outputs: [UInt64]
    mutating func next() -> UInt64 { outputs.removeFirst() }
}

// Seeded picks come from an independent Python model, written from Vigna's reference C code for
// xoshiro256** and SplitMix64 (the seed expanded into the four state words by four SplitMix64
// steps) and Lemire's rule (draw x; accept when x·n mod 2^64 ≥ 2^64 mod n; pick ⌊x·n / 2^64⌋):
//
//     M = 2**64 - 1
//     rotl = lambda x, k: ((x << k) | (x >> (64 - k))) & M
//     def generator(seed):
//         s = []
//         for _ in range(4):
//             seed = (seed + 0x9E3779B97F4A7C15) & M
//             z = ((seed ^ (seed >> 30)) * 0xBF58476D1CE4E5B9) & M
//             z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M
//             s.append(z ^ (z >> 31))
//         return s
//     def next(s):
//         result = (rotl((s[1] * 5) & M, 7) * 9) & M
//         t = (s[1] << 17) & M
//         s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3]; s[2] ^= t; s[3] = rotl(s[3], 45)
//         return result
//     def pick(options, s):
//         n = len(options)
//         while True:
//             m = next(s) * n
//             if m & M >= 2**64 % n: return options[m >> 64]
//
// The same model gives the CLI's seeded answers in Tests/ReckonCLITests/DecideCommandTests.
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

    @Test func aSeedGivesTheSameAnswersEveryTime() throws {
        let decider = try Decider(between: ["tea", "coffee", "juice", "water"])
        var generator = Xoshiro256StarStar(seed: 2024)
        let answers = (0..<10).map { _ in decider.answer(using: &generator) }
        // The Python model above, seed 2024.
        #expect(answers == ["tea", "water", "tea", "tea", "water", "tea", "coffee", "coffee", "juice", "tea"])
    }

    @Test func aSeedPicksFromTheExecutiveAnswers() throws {
        let decider = try Decider()
        var generator = Xoshiro256StarStar(seed: 7)
        let answers = (0..<6).map { _ in decider.answer(using: &generator) }
        // The Python model above, seed 7.
        #expect(answers == ["Not a chance", "No", "Ask again later", "Ask again later", "Ask again later", "Ask again later"])
    }

    @Test func duplicatesWeighMore() throws {
        let decider = try Decider(between: ["a", "b", "a", "a"])
        var generator = Xoshiro256StarStar(seed: 1)
        var count = 0
        for _ in 0..<40_000 where decider.answer(using: &generator) == "a" { count += 1 }
        // The Python model above, seed 1: 30 122 of 40 000. "a" is 3 of the 4 options, so about
        // 30 000 are expected (standard deviation √(40 000 · 0.75 · 0.25) ≈ 87): listed three
        // times it is picked three times as often as "b".
        #expect(count == 30_122)
    }

    @Test func refusals() {
        #expect(throws: DeciderError.noOptions) { try Decider(between: []) }
        #expect(throws: DeciderError.blankOption(position: 2)) { try Decider(between: ["go", " \t", "stay"]) }
        // Unicode's White_Space: no-break, ideographic and line-separator spaces are blank too.
        #expect(throws: DeciderError.blankOption(position: 1)) { try Decider(between: ["\u{A0}\u{3000}\u{2028}", "stay"]) }
        #expect(throws: Never.self) { try Decider(between: ["\u{200B}", "stay"]) }  // zero width: not White_Space
        #expect(DeciderError.blankOption(position: 2).line == "options: option 2 is blank")
        #expect(DeciderError.noOptions.line == "options: must list at least one option")
    }
}
