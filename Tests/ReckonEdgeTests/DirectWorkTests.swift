import ReckonCore
import ReckonEdge
import Testing

/// What a direct answer may cost: the edge prices the request before any work and refuses what
/// would take over about 2 s with the advice to start a job. Timings from release builds on one
/// core (see `PrimeRange.estimatedSteps`).
@Suite struct DirectWorkTests {
    private func answer(_ tool: String, _ body: String) -> ToolAnswer {
        ToolCall.answer(tool: tool, body: Array(body.utf8), catalog: .studform)
    }

    @Test func aCountNearTheTopIsPricedWithItsBasePrimes() {
        // [2^64 − 1.3e8, 2^64 − 1] took 6.5 s directly (the base primes up to 2^32 were not priced).
        let top = answer("primes", #"{"lo":"18446744073579551615","hi":"18446744073709551615","count":true}"#)
        #expect(top.status == 422)
        #expect(top.json.contains(#""field":"hi","message":"this range takes too long to answer directly; start a job"#))
    }

    @Test func aCountThatTakesASecondIsStillAnswered() throws {
        // [1e18, 1e18 + 1e8]: 1.3 s; priced, not run here (a debug build takes far longer).
        let request = try PrimesRequest(ToolInput(
            body: Array(#"{"lo":"1e18","hi":"1000000000100000000","count":true}"#.utf8), keys: PrimesRequest.keys))
        #expect(request.estimatedSteps <= PrimesRequest.directStepLimit)
        let bigger = try PrimesRequest(ToolInput(
            body: Array(#"{"lo":"1e18","hi":"1000000000300000000","count":true}"#.utf8), keys: PrimesRequest.keys))
        #expect(bigger.estimatedSteps > PrimesRequest.directStepLimit)
    }

    @Test func aSimulationPaysForItsExactDistribution() {
        // 1000d200's exact distribution is 9.96e7 steps of its 1e8 budget (about 2 s): alone it
        // is answered, but not beside 4e6 trials (4e9 dice, 4 of the rolls' budget), nor beside
        // 1e4 trials (1e7 dice, 0.01 of it: 0.996 + 0.01 > 1).
        #expect(answer("dice", #"{"pool":"1000d200","trials":"1e4","seed":"1"}"#).status == 422)
        #expect(answer("dice", #"{"pool":"1000d200","trials":"1e4","seed":"1"}"#).json.contains("start a job"))
        // 3d6's is nothing: 1e8 trials (3e8 dice) pass.
        let work = DiceDistribution.work(for: try! DicePool(parsing: "3d6"))
        #expect(work == 6 + 11 + 16)  // the sums' widths after each die: 6, 11, 16
    }

    @Test func aLongTraceIsRefused() {
        let keys = Array(repeating: "1 +", count: 249).joined(separator: " ") + " 1 ="  // 500 keys
        #expect(answer("calc", #"{"keys":"\#(keys)","trace":true}"#).status == 200)
        let more = keys + " 2"
        #expect(answer("calc", #"{"keys":"\#(more)","trace":true}"#) == ToolAnswer(
            status: 422,
            json: #"{"error":{"field":"trace","message":"covers at most 500 keys (a trace repeats the expression at every key), not 501; leave it off for longer sequences"}}"#))
        #expect(answer("calc", #"{"keys":"\#(more)"}"#).status == 200)
    }
}
