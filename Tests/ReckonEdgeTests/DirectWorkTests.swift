import ReckonCore
import ReckonEdge
import Testing

/// What a direct answer may cost: the core prices every input (`WorkCost`) before any work and
/// the edge refuses what would pass `WorkCost.directBudget` (2 s, 48 MiB) with the advice to
/// start a job. Timings from release builds on one core, measured with `reckon` and `time`.
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
        #expect(request.cost.fits(in: .directBudget))
        let bigger = try PrimesRequest(ToolInput(
            body: Array(#"{"lo":"1e18","hi":"1000000000300000000","count":true}"#.utf8), keys: PrimesRequest.keys))
        #expect(!bigger.cost.fits(in: .directBudget))
    }

    @Test func aSimulationPaysForItsExactDistribution() {
        // 1000d200's exact distribution is 9.96e7 steps, 1.99 s: alone it is answered, but not
        // beside 1e4 trials (1e7 dice, 0.017 s more).
        #expect(answer("dice", #"{"pool":"1000d200","trials":"1e4","seed":"1"}"#) == ToolAnswer(
            status: 422,
            json: #"{"error":{"code":"needs-job","field":"trials","message":"rolling this many dice takes too long to answer directly; start a job: POST /api/jobs {\"tool\":\"dice\",\"input\":{…}}"}}"#))
        // 3d6's is nothing: 1e8 trials (0.61 s measured) pass.
        let work = DiceDistribution.work(for: try! DicePool(parsing: "3d6"))
        #expect(work == 6 + 11 + 16)  // the sums' widths after each die: 6, 11, 16
        #expect(DiceRequest.simulate(try! DiceSimulation(pool: "3d6", trials: "1e8", seed: "1")).cost.fits(in: .directBudget))
    }

    @Test func aSimulationIsPricedByDiceAndTrials() throws {
        // 1d6 × 1e9 took 2.79 s on one core: refused now (it passed a count of dice alone);
        // 100d6 × 1e7 (the same 1e9 dice, 1.72 s) passes.
        let ones = try DiceSimulation(pool: "1d6", trials: "1e9", seed: "1")
        #expect(abs(ones.cost.seconds - 2.8) < 1e-9)
        #expect(answer("dice", #"{"pool":"1d6","trials":"1e9","seed":"1"}"#).status == 422)
        let hundreds = try DiceSimulation(pool: "100d6", trials: "1e7", seed: "1")
        #expect(abs(hundreds.cost.seconds - 1.711) < 1e-9)
        #expect(DiceRequest.simulate(hundreds).cost.fits(in: .directBudget))
    }

    /// The largest inputs the core's limits allow stay within the direct budget, so calc, plot and
    /// exact dice answer every input they accept on the spot.
    @Test func theLimitsKeepEveryOtherToolWithinTheBudget() throws {
        let keys = Calculator.cost(keyCount: CalculatorKey.maximumKeys, trace: false)
        #expect(abs(keys.seconds - 1) < 1e-9 && keys.answerBytes == 120_300)
        let trace = Calculator.cost(keyCount: Calculator.maximumTraceKeys, trace: true)
        #expect(abs(trace.seconds - 0.01) < 1e-9 && trace.answerBytes == 3_156_000)
        let plot = FunctionPlot.cost(points: FunctionPlot.maximumPoints)
        #expect(abs(plot.seconds - 1) < 1e-9 && plot.answerBytes == 600_100)
        // The exact distribution with the most sums within `maximumWork`: 446d1000 (9.96e7 steps,
        // worked out in Python: the sum of 1 + 999k for k = 1…446).
        let widest = try DicePool(parsing: "446d1000")
        #expect(DiceDistribution.work(for: widest) == 99_581_765)
        #expect(DiceDistribution.cost(for: widest).answerBytes == 445_555 * 110 + 300)
        for cost in [keys, trace, plot, DiceDistribution.cost(for: widest)] {
            #expect(cost.fits(in: .directBudget))
        }
        // 447d1000: 100,028,319 steps, beyond `maximumWork` and beyond 2 s.
        #expect(!DiceDistribution.cost(for: try DicePool(parsing: "447d1000")).fits(in: .directBudget))
    }

    @Test func aLongTraceIsRefused() {
        let keys = Array(repeating: "1 +", count: 249).joined(separator: " ") + " 1 ="  // 500 keys
        #expect(answer("calc", #"{"keys":"\#(keys)","trace":true}"#).status == 200)
        let more = keys + " 2"
        #expect(answer("calc", #"{"keys":"\#(more)","trace":true}"#) == ToolAnswer(
            status: 422,
            json: #"{"error":{"code":"over-limit","field":"trace","message":"covers at most 500 keys (a trace repeats the expression at every key), not 501; leave it off for longer sequences"}}"#))
        #expect(answer("calc", #"{"keys":"\#(more)"}"#).status == 200)
    }
}
