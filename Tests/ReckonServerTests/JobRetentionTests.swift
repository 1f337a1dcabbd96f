import Hummingbird
import HummingbirdTesting
import ReckonServer
import Testing

/// What finished jobs may hold: at most `maximumFinished` of them and `maximumFinishedBytes` of
/// results, the oldest dropped first, through the real API.
@Suite struct JobRetentionTests {
    /// A page of the 1,000 primes up to 7919 (the 1000th), 6,848 bytes of JSON.
    static let page = #"{"tool":"primes","input":{"lo":"0","hi":"7919","pageSize":1000}}"#

    private func runToTheEnd(_ client: any TestClientProtocol, jobs: JobRegistry) async throws -> String {
        let created = try await client.post("/api/jobs", Self.page)
        #expect(created.status == .accepted)
        let id = String(created.text.dropFirst(7).dropLast(2))
        let events = try await client.execute(uri: "/api/jobs/\(id)/events", method: .get)
        #expect(events.text.contains("event: result"))
        return id
    }

    /// The job's status code once the registry has counted it among the finished ones (its
    /// watch looks every 0.25 s): 200 while kept, 404 once dropped.
    private func statuses(_ ids: [String], _ client: any TestClientProtocol, settleWhen done: @Sendable ([Int]) -> Bool) async throws -> [Int] {
        var codes: [Int] = []
        for _ in 0..<100 {
            codes = []
            for id in ids { codes.append(Int(try await client.execute(uri: "/api/jobs/\(id)", method: .get).status.code)) }
            if done(codes) { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        return codes
    }

    @Test func theOldestFinishedJobsGoFirstBeyondTheCount() async throws {
        let jobs = JobRegistry(maximumFinished: 3)
        try await withAPI(jobs: jobs) { client in
            var ids: [String] = []
            for _ in 0..<5 { ids.append(try await runToTheEnd(client, jobs: jobs)) }
            let codes = try await statuses(ids, client) { $0 == [404, 404, 200, 200, 200] }
            #expect(codes == [404, 404, 200, 200, 200])
            #expect(await jobs.finishedHeld.count == 3)
        }
    }

    /// A dropped job's result is freed at once, not when its keeping time runs out: the task
    /// that waits to forget a job held the job itself, so 1,000 pages of primes held 600 MB.
    @Test func aDroppedJobIsFreed() async throws {
        let jobs = JobRegistry(maximumFinished: 1)
        try await withAPI(jobs: jobs) { client in
            let first = try await runToTheEnd(client, jobs: jobs)
            weak var dropped = await jobs.job(first)
            #expect(dropped != nil)
            let second = try await runToTheEnd(client, jobs: jobs)
            let codes = try await statuses([first, second], client) { $0 == [404, 200] }
            #expect(codes == [404, 200])
            #expect(dropped == nil)
        }
    }

    @Test func theOldestFinishedJobsGoFirstBeyondTheBytes() async throws {
        // Each page is 6,848 bytes (measured with curl): 15,000 bytes hold two, not three.
        let jobs = JobRegistry(maximumFinished: 100, maximumFinishedBytes: 15_000)
        try await withAPI(jobs: jobs) { client in
            var ids: [String] = []
            for _ in 0..<4 { ids.append(try await runToTheEnd(client, jobs: jobs)) }
            let codes = try await statuses(ids, client) { $0 == [404, 404, 200, 200] }
            #expect(codes == [404, 404, 200, 200])
            let held = await jobs.finishedHeld
            #expect(held.count == 2)
            #expect(held.bytes == 2 * 6_848)
        }
    }
}
