import Hummingbird
import HummingbirdTesting
import ReckonServer
import Testing

/// Jobs: 202 and an id, SSE progress then the result, cancellation, the running limit.
@Suite struct JobTests {
    /// 3d6 rolled 1e10 times: minutes of work, in chunks of 2^20 trials (milliseconds each).
    static let longDice = #"{"tool":"dice","input":{"pool":"3d6","trials":1e10,"seed":1}}"#

    /// Starts a job; its id. (FactorRoutesTests starts its jobs here too.)
    func start(_ client: any TestClientProtocol, _ body: String) async throws -> String {
        let response = try await client.post("/api/jobs", body)
        #expect(response.status == .accepted)
        let text = response.text
        #expect(text.hasPrefix(#"{"id":""#) && text.hasSuffix(#""}"#))
        return String(text.dropFirst(7).dropLast(2))
    }

    /// Polls the job's state until it is `state` or `limit` has passed.
    func state(
        of id: String, _ client: any TestClientProtocol, becomes state: String, within limit: Duration
    ) async throws -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            let status = try await client.execute(uri: "/api/jobs/\(id)", method: .get)
            if status.text.contains(#""state":"\#(state)""#) { return true }
            try await Task.sleep(for: .milliseconds(20))
        }
        return false
    }

    @Test func aJobStreamsProgressThenTheResult() async throws {
        try await withAPI { client in
            // π(100) = 25.
            let id = try await start(client, #"{"tool":"primes","input":{"lo":0,"hi":100,"count":true}}"#)
            let events = try await client.execute(uri: "/api/jobs/\(id)/events", method: .get)
            #expect(events.status == .ok)
            #expect(events.headers[.contentType] == "text/event-stream")
            #expect(events.text.hasSuffix(
                "event: progress\ndata: {\"fraction\":1}\n\n"
                    + "event: result\ndata: {\"lo\":\"0\",\"hi\":\"100\",\"count\":\"25\"}\n\n"))
            let status = try await client.execute(uri: "/api/jobs/\(id)", method: .get)
            #expect(status.text == #"{"id":"\#(id)","tool":"primes","state":"done","fraction":1}"#)
        }
    }

    @Test func aJobFindsTheNthPrime() async throws {
        try await withAPI { client in
            // `primecount --nth-prime 1000000` = 15485863.
            let id = try await start(client, #"{"tool":"primes","input":{"nth":"1e6"}}"#)
            let events = try await client.execute(uri: "/api/jobs/\(id)/events", method: .get)
            #expect(events.text.hasSuffix(
                "event: progress\ndata: {\"fraction\":1}\n\n"
                    + "event: result\ndata: {\"nth\":\"1000000\",\"prime\":\"15485863\"}\n\n"))
        }
    }

    /// Jobs on the inputs where the page's core, whose Int is 32 bits, meets 64-bit numbers and
    /// counts (`Tests/node/primes-wasm32.test.mjs` runs the same in the module): a count across
    /// 2^32 (primesieve 11.0), π(10^12) beyond 2^32 and the n-th prime for n beyond 2^31
    /// (primecount 7.6).
    @Test(arguments: [
        (#"{"lo":"4293967296","hi":"4295967296","count":true}"#, #"{"lo":"4293967296","hi":"4295967296","count":"89910"}"#),
        (#"{"lo":"0","hi":"1000000000000","count":true}"#, #"{"lo":"0","hi":"1000000000000","count":"37607912018"}"#),
        (#"{"nth":"3000000000"}"#, #"{"nth":"3000000000","prime":"71856445751"}"#),
    ])
    func aJobCountsWhereThirtyTwoAndSixtyFourBitsMeet(input: String, result: String) async throws {
        try await withAPI { client in
            let id = try await start(client, #"{"tool":"primes","input":"# + input + "}")
            let events = try await client.execute(uri: "/api/jobs/\(id)/events", method: .get)
            #expect(events.text.hasSuffix("event: result\ndata: \(result)\n\n"))
        }
    }

    @Test func aDiceJobAnswersTheCLIJSON() async throws {
        try await withAPI { client in
            // reckon dice 2d6 --trials 1000 --seed 42 --json (Tests/ReckonCLITests/DiceCommandTests).
            let id = try await start(client, #"{"tool":"dice","input":{"pool":"2d6","trials":1000,"seed":42}}"#)
            let events = try await client.execute(uri: "/api/jobs/\(id)/events", method: .get)
            #expect(events.text.contains(
                #"event: result"# + "\n" + #"data: {"pool":"2d6","trials":1000,"seed":"42","distribution":[{"sum":2,"count":22},"#))
            #expect(events.text.hasSuffix(#""tvDistance":0.02633333333333334,"typicalTvDistance":0.038256280179762535}"# + "\n\n"))
        }
    }

    @Test func cancellingStopsTheWorker() async throws {
        try await withAPI { client in
            let id = try await start(client, Self.longDice)
            #expect(try await state(of: id, client, becomes: "running", within: .seconds(1)))
            let cancel = try await client.execute(uri: "/api/jobs/\(id)", method: .delete)
            #expect(cancel.status == .ok)
            // The issue asks for the CPU to be free within a second; "cancelled" is reported only
            // once every worker thread has returned. 3 s leaves room for a loaded test machine.
            #expect(try await state(of: id, client, becomes: "cancelled", within: .seconds(3)))
            let events = try await client.execute(uri: "/api/jobs/\(id)/events", method: .get)
            #expect(events.text.hasSuffix(
                "event: error\ndata: {\"error\":{\"code\":\"cancelled\",\"field\":\"job\",\"message\":\"was cancelled\"}}\n\n"))
        }
    }

    @Test func aJobNobodyListensToIsCancelled() async throws {
        try await withAPI(jobs: JobRegistry(abandonAfter: .milliseconds(200))) { client in
            let id = try await start(client, Self.longDice)
            // Abandoned after 0.2 s, then cancelled once its threads return: 20 s is room for a
            // machine also compiling the wasm module (scripts/test runs that beside swift test).
            #expect(try await state(of: id, client, becomes: "cancelled", within: .seconds(20)))
        }
    }

    @Test func beyondTheRunningLimitIs429() async throws {
        let jobs = JobRegistry(maximumRunning: 1)
        try await withAPI(jobs: jobs) { client in
            let id = try await start(client, Self.longDice)
            let refused = try await client.post("/api/jobs", Self.longDice)
            #expect(refused.status == .tooManyRequests)
            #expect(refused.text
                == #"{"error":{"code":"busy","field":"jobs","message":"1 jobs are running, the most this server runs at once; wait for one to finish or cancel one"}}"#)
            _ = try await client.execute(uri: "/api/jobs/\(id)", method: .delete)
            #expect(try await state(of: id, client, becomes: "cancelled", within: .seconds(3)))
            #expect(await jobs.runningCount == 0)
        }
    }

    @Test func aJobsInputIsCheckedBeforeItStarts() async throws {
        try await withAPI { client in
            let invalid = try await client.post("/api/jobs", #"{"tool":"primes","input":{"lo":20,"hi":10}}"#)
            #expect(invalid.status == .unprocessableContent)
            #expect(invalid.text == #"{"error":{"code":"out-of-range","field":"lo","message":"must be at most hi (10), not 20"}}"#)
            let tool = try await client.post("/api/jobs", #"{"tool":"tip","input":{"bill":1}}"#)
            #expect(tool.text == #"{"error":{"code":"unknown-name","field":"tool","message":"must be \"primes\", \"dice\" or \"factor\""}}"#)
            let unknown = try await client.execute(uri: "/api/jobs/nope/events", method: .get)
            #expect(unknown.status == .notFound)
            #expect(unknown.text.contains(#""field":"id""#))
        }
    }
}
