import Testing
import ReckonCore
@testable import ReckonEdge

@Suite struct PartRunTests {
    private func run(_ body: String) -> (steps: [ToolAnswer], answer: ToolAnswer) {
        var run = ToolJob.PartRun(body: Array(body.utf8))
        var steps: [ToolAnswer] = []
        while true {
            let answer = run.step()
            if answer.status != 202 { return (steps, answer) }
            steps.append(answer)
        }
    }

    /// π(10^10) = 455052511 (A006880) as one part counted by π, in steps whose fractions rise.
    @Test func aCountByPrimeCountingStepsToItsAnswer() {
        let (steps, answer) = run(#"{"tool":"primes","input":{"lo":0,"hi":"1e10","count":true},"part":{"lo":0,"hi":"1e10"}}"#)
        #expect(answer == ToolAnswer(status: 200, json: #"{"count":"455052511"}"#))
        #expect(steps.count > 5)
        #expect(steps.first?.json.hasPrefix(#"{"fraction":"#) == true)
    }

    /// `primecount --nth-prime 1000000` = 15485863.
    @Test func theNthPrimeStepsToItsAnswer() {
        let (steps, answer) = run(#"{"tool":"primes","input":{"nth":"1e6"},"part":{}}"#)
        #expect(answer == ToolAnswer(status: 200, json: #"{"nth":"1000000","prime":"15485863"}"#))
        #expect(!steps.isEmpty)
    }

    /// A page is one step: the answer at once, as `job/part` gives it.
    @Test func aPageIsAnsweredAtOnce() {
        let (steps, answer) = run(#"{"tool":"primes","input":{"lo":1,"hi":30,"pageSize":4},"part":{}}"#)
        #expect(steps.isEmpty)
        #expect(answer == ToolAnswer(status: 200, json: #"{"lo":"1","hi":"30","primes":["2","3","5","7"],"next":"11"}"#))
    }

    /// A part of a count of twins takes those that start in it (`primesieve 0 500002 -c2`);
    /// one of 10^8 numbers (`primesieve 0 1e8 -c2`) is sieved in steps of 15.7 million;
    /// `upTo` parts are a count of primes', not of tuplets'.
    @Test func aPartOfATupletCountStepsToItsAnswer() {
        let (_, half) = run(#"{"tool":"primes","input":{"lo":0,"hi":"1e6","count":true,"tuplets":2},"part":{"lo":0,"hi":"500000"}}"#)
        #expect(half == ToolAnswer(status: 200, json: #"{"count":"4565"}"#))
        let (steps, answer) = run(#"{"tool":"primes","input":{"lo":0,"hi":"1e8","count":true,"tuplets":2},"part":{"lo":0,"hi":"1e8"}}"#)
        #expect(answer == ToolAnswer(status: 200, json: #"{"count":"440312"}"#))
        #expect(steps.first?.json.hasPrefix(#"{"fraction":"#) == true)
        let (_, refused) = run(#"{"tool":"primes","input":{"lo":0,"hi":"1e6","count":true,"tuplets":2},"part":{"upTo":"1000000"}}"#)
        #expect(refused.status == 400)
        #expect(refused.json == #"{"error":{"code":"conflict","field":"upTo","message":"goes with a count of primes, not of tuplets"}}"#)
    }

    /// A part outside its job's range is refused as `job/part` refuses it.
    @Test func aPartOutsideTheRangeIsRefused() {
        let (steps, answer) = run(#"{"tool":"primes","input":{"lo":0,"hi":100,"count":true},"part":{"lo":0,"hi":200}}"#)
        #expect(steps.isEmpty)
        #expect(answer.status == 422)
        #expect(answer.json == #"{"error":{"code":"out-of-range","field":"hi","message":"must be from 0 to 100"}}"#)
    }
}

@Suite struct JobPlanTests {
    /// Near 2^64 a worker's 64 MiB holds windows of a few 10^8 numbers, each placing all 2·10^8
    /// sieving primes again (4.7 s), so 5·10^11 numbers are cheaper by two π's there, one per
    /// worker — as they are even sieved whole, with unbounded memory (about 1,400 s against
    /// two π's of 355 s).
    @Test func aCountIsPlannedForTheMemoryOfAWorker() throws {
        let range = try PrimeRange(lo: UInt64.max - 499_999_999_999, hi: UInt64.max)
        #expect(PrimeCounter.method(for: range) == .primeCounting)
        let plan = ToolJob.answer(
            call: "job/plan", body: Array(#"{"tool":"primes","input":{"lo":"18446743573709551616","hi":"18446744073709551615","count":true},"workers":2}"#.utf8))
        #expect(plan.status == 200)
        #expect(plan.json.hasSuffix(#""parts":[{"upTo":"18446744073709551615"},{"upTo":"18446743573709551615","subtract":true}]}"#))
    }
}
