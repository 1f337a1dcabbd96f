import Foundation
import Hummingbird
import HummingbirdTesting
import ReckonServer
import Testing

/// `POST /api/primes` with `tuplets`, and its job, through the real router: counts and lists as
/// primesieve 11.0 gives them (`primesieve LO HI -c2` … `-c6`, `-p2`, `-p3`).
@Suite struct PrimeTupletRoutesTests {
    /// The jobs' helpers are JobTests'.
    private let jobs = JobTests()

    @Test(arguments: [
        (#"{"lo":1,"hi":20,"tuplets":2,"pageSize":2}"#, #"{"lo":"1","hi":"20","tuplets":2,"primes":[["3","5"],["5","7"]],"next":"11"}"#),
        (#"{"lo":"11","hi":"20","tuplets":"2"}"#, #"{"lo":"11","hi":"20","tuplets":2,"primes":[["11","13"],["17","19"]],"next":null}"#),
        (#"{"lo":1,"hi":50,"tuplets":3,"pageSize":100}"#,
         #"{"lo":"1","hi":"50","tuplets":3,"primes":[["5","7","11"],["7","11","13"],["11","13","17"],["13","17","19"],["17","19","23"],["37","41","43"],["41","43","47"]],"next":null}"#),
        (#"{"lo":"1e12","hi":"1000000002000","tuplets":2,"pageSize":2}"#,
         #"{"lo":"1000000000000","hi":"1000000002000","tuplets":2,"primes":[["1000000000061","1000000000063"],["1000000000331","1000000000333"]],"next":"1000000000787"}"#),
        (#"{"lo":0,"hi":"1e6","tuplets":6,"count":true}"#, #"{"lo":"0","hi":"1000000","tuplets":6,"count":"5"}"#),
        // The last 10^6 numbers below 2^64 are tested, not sieved: a direct answer.
        (#"{"lo":"18446744073708551615","hi":"18446744073709551615","tuplets":3,"count":true}"#,
         #"{"lo":"18446744073708551615","hi":"18446744073709551615","tuplets":3,"count":"74"}"#),
        (#"{"lo":0,"hi":4,"tuplets":2}"#, #"{"lo":"0","hi":"4","tuplets":2,"primes":[],"next":null}"#),
    ])
    func pagesAndCountsAsPrimesieve(body: String, answer: String) async throws {
        try await withAPI { client in
            let response = try await client.post("/api/primes", body)
            #expect(response.status == .ok)
            #expect(response.text == answer)
        }
    }

    @Test(arguments: [
        (#"{"lo":1,"hi":20,"tuplets":7}"#, 422, #"{"error":{"code":"out-of-range","field":"tuplets","message":"must be a whole number from 2 to 6, not 7"}}"#),
        (#"{"lo":1,"hi":20,"tuplets":"two"}"#, 422, #"{"error":{"code":"not-a-number","field":"tuplets","message":"must be a whole number from 2 to 6, not 'two'"}}"#),
        (#"{"nth":5,"tuplets":2}"#, 400, #"{"error":{"code":"conflict","field":"tuplets","message":"goes with lo and hi, not with nth"}}"#),
        (#"{"next":5,"tuplets":2}"#, 400, #"{"error":{"code":"conflict","field":"tuplets","message":"does not go with next"}}"#),
        (#"{"lo":0,"hi":"1e12","tuplets":2,"count":true}"#, 422, #"NEEDSJOB"#),
    ])
    func refusals(body: String, status: Int, answer: String) async throws {
        try await withAPI { client in
            let response = try await client.post("/api/primes", body)
            #expect(Int(response.status.code) == status)
            if answer == "NEEDSJOB" {
                #expect(response.text.contains(#""code":"needs-job""#))
            } else {
                #expect(response.text == answer)
            }
        }
    }

    /// A count of quadruplets as a job over the server's cores, in parts of at least 2^26
    /// numbers (`primesieve 0 2e8 -c4` = 8097), and a page of sextuplets as one (`primesieve 0
    /// 1e7 -p6`, the first three).
    @Test func tupletJobs() async throws {
        try await withAPI { client in
            let count = try await jobs.start(client, #"{"tool":"primes","input":{"lo":0,"hi":"2e8","tuplets":4,"count":true}}"#)
            let counted = try await client.execute(uri: "/api/jobs/\(count)/events", method: .get)
            #expect(counted.text.hasSuffix(#"data: {"lo":"0","hi":"200000000","tuplets":4,"count":"8097"}"# + "\n\n"))
            let page = try await jobs.start(client, #"{"tool":"primes","input":{"lo":0,"hi":"1e7","tuplets":6,"pageSize":3}}"#)
            let paged = try await client.execute(uri: "/api/jobs/\(page)/events", method: .get)
            #expect(paged.text.hasSuffix(
                #"data: {"lo":"0","hi":"10000000","tuplets":6,"primes":[["7","11","13","17","19","23"],["97","101","103","107","109","113"],["16057","16061","16063","16067","16069","16073"]],"next":"19417"}"# + "\n\n"))
        }
    }
}
