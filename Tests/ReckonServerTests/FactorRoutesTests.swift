import Foundation
import Hummingbird
import HummingbirdTesting
import ReckonServer
import Testing

/// `POST /api/factor` and the factor job through the real router: the answers are `reckon factor
/// --json`'s (Tests/ReckonCLITests/FactorCommandTests, whose factors are GNU coreutils'), and the
/// primes around a number are `reckon primes --next/--prev`'s (PrimesCommandTests).
@Suite struct FactorRoutesTests {
    /// The jobs' helpers are JobTests'.
    private let jobs = JobTests()

    @Test(arguments: [
        (#"{"n":12}"#, #"{"number":"12","factors":["2","2","3"]}"#),
        (#"{"n":"0"}"#, #"{"number":"0","factors":[]}"#),
        (#"{"n":1}"#, #"{"number":"1","factors":[]}"#),
        (#"{"n":"1e30"}"#, #"{"number":"1000000000000000000000000000000","factors":["# + Array(repeating: #""2""#, count: 30).joined(separator: ",")
            + "," + Array(repeating: #""5""#, count: 30).joined(separator: ",") + "]}"),
        // A JSON number is read from its literal: 2^128 − 1 is exact.
        (#"{"n":340282366920938463463374607431768211455}"#,
         #"{"number":"340282366920938463463374607431768211455","factors":["3","5","17","257","641","65537","274177","6700417","67280421310721"]}"#),
        (#"{"n":"170141183460469231731687303715884105727"}"#,
         #"{"number":"170141183460469231731687303715884105727","factors":["170141183460469231731687303715884105727"]}"#),
        (#"{"n":"318665857834031151167461"}"#, #"{"number":"318665857834031151167461","factors":["399165290221","798330580441"]}"#),
        // 126 bits, two primes near 2^63: curves of the elliptic-curve method.
        (#"{"n":"85372935955911593397709275637717453697"}"#,
         #"{"number":"85372935955911593397709275637717453697","factors":["8825619283531741963","9673308264635222819"]}"#),
    ])
    func factorAnswersTheCLIJSON(body: String, answer: String) async throws {
        try await withAPI { client in
            let response = try await client.post("/api/factor", body)
            #expect(response.status == .ok)
            #expect(response.text == answer)
        }
    }

    @Test(arguments: [
        (#"{"n":"x"}"#, 422, #"{"error":{"code":"not-a-number","field":"n","message":"must be a whole number from 0 to 340282366920938463463374607431768211455, not 'x'"}}"#),
        (#"{"n":-1}"#, 422, #"{"error":{"code":"not-a-number","field":"n","message":"must be a whole number from 0 to 340282366920938463463374607431768211455, not '-1'"}}"#),
        (#"{"n":"1.5"}"#, 422, #"{"error":{"code":"not-whole","field":"n","message":"must be a whole number from 0 to 340282366920938463463374607431768211455, not '1.5'"}}"#),
        (#"{"n":"340282366920938463463374607431768211456"}"#, 422, #"{"error":{"code":"out-of-range","field":"n","message":"must be a whole number from 0 to 340282366920938463463374607431768211455"}}"#),
        (#"{}"#, 400, #"{"error":{"code":"missing","field":"n","message":"must be given"}}"#),
        (#"{"n":12,"m":1}"#, 400, #"{"error":{"code":"unknown-key","field":"m","message":"is not an input here; expected n"}}"#),
        (#"{"n":[12]}"#, 400, #"{"error":{"code":"wrong-type","field":"n","message":"must be a number or a string"}}"#),
    ])
    func factorRefusesAsTheCLIDoes(body: String, status: Int, answer: String) async throws {
        try await withAPI { client in
            let response = try await client.post("/api/factor", body)
            #expect(Int(response.status.code) == status)
            #expect(response.text == answer)
        }
    }

    /// The limits the screens read: the greatest number and the curves of a direct answer.
    @Test func limitsNameTheRangeAndTheDirectCurves() async throws {
        try await withAPI { client in
            let limits = try await client.execute(uri: "/api/limits", method: .get)
            #expect(limits.text.contains(#""factor":{"maximum":"340282366920938463463374607431768211455","directCurves":115}"#))
        }
    }

    /// `next` and `prev` (values as PrimesCommandTests has them), `null` where there is none, and
    /// the keys that do not go with them.
    @Test func primesAroundANumber() async throws {
        try await withAPI { client in
            let next = try await client.post("/api/primes", #"{"next":"1e30"}"#)
            #expect(next.text == #"{"next":"1000000000000000000000000000000","prime":"1000000000000000000000000000057"}"#)
            let across = try await client.post("/api/primes", #"{"next":"18446744073709551557"}"#)
            #expect(across.text == #"{"next":"18446744073709551557","prime":"18446744073709551629"}"#)
            let below = try await client.post("/api/primes", #"{"prev":"18446744073709551616"}"#)
            #expect(below.text == #"{"prev":"18446744073709551616","prime":"18446744073709551557"}"#)
            let top = try await client.post("/api/primes", #"{"prev":"340282366920938463463374607431768211455"}"#)
            #expect(top.text == #"{"prev":"340282366920938463463374607431768211455","prime":"340282366920938463463374607431768211297"}"#)
            let none = try await client.post("/api/primes", #"{"prev":2}"#)
            #expect(none.status == .ok)
            #expect(none.text == #"{"prev":"2","prime":null}"#)
            let past = try await client.post("/api/primes", #"{"next":"340282366920938463463374607431768211297"}"#)
            #expect(past.text == #"{"next":"340282366920938463463374607431768211297","prime":null}"#)
            let both = try await client.post("/api/primes", #"{"next":1,"prev":5}"#)
            #expect(both.status == .badRequest)
            #expect(both.text == #"{"error":{"code":"conflict","field":"prev","message":"does not go with next"}}"#)
            let range = try await client.post("/api/primes", #"{"prev":5,"lo":1}"#)
            #expect(range.text == #"{"error":{"code":"conflict","field":"lo","message":"does not go with prev"}}"#)
            let word = try await client.post("/api/primes", #"{"next":"x"}"#)
            #expect(word.status == .unprocessableContent)
            #expect(word.text.contains(#""field":"next","message":"must be a whole number from 0 to 340282366920938463463374607431768211455, not 'x'""#))
        }
    }

    /// 9035276725272680317 × 9110776927246266949 (126 bits), a few seconds of curves in a debug
    /// build: progress between 0 and 1 as they run, then the result.
    @Test func aFactorJobReportsProgressThenTheFactors() async throws {
        try await withAPI { client in
            let id = try await jobs.start(client, #"{"tool":"factor","input":{"n":"82318390719899543648074260033719942833"}}"#)
            let events = try await client.execute(uri: "/api/jobs/\(id)/events", method: .get)
            #expect(events.status == .ok)
            #expect(events.text.hasSuffix(
                "event: progress\ndata: {\"fraction\":1}\n\n"
                    + #"event: result"# + "\n"
                    + #"data: {"number":"82318390719899543648074260033719942833","factors":["9035276725272680317","9110776927246266949"]}"#
                    + "\n\n"))
            let fractions = events.text.split(separator: "\n").compactMap { line -> Double? in
                guard line.hasPrefix(#"data: {"fraction":"#) else { return nil }
                return Double(line.dropFirst(18).dropLast())
            }
            // Steps between 0 and 1 show only when the stream is opened before the number splits,
            // which a fast machine may not give (FactoringTests.stepsToTheEnd checks them).
            #expect(fractions == fractions.sorted() && fractions.last == 1, Comment(rawValue: "fractions: \(fractions)"))
            let status = try await client.execute(uri: "/api/jobs/\(id)", method: .get)
            #expect(status.text == #"{"id":"\#(id)","tool":"factor","state":"done","fraction":1}"#)
        }
    }

    /// The factor job's input is read as `POST /api/factor` reads it, before it starts.
    @Test func aFactorJobsInputIsChecked() async throws {
        try await withAPI { client in
            let word = try await client.post("/api/jobs", #"{"tool":"factor","input":{"n":"x"}}"#)
            #expect(word.status == .unprocessableContent)
            #expect(word.text.contains(#""code":"not-a-number","field":"n""#))
            let key = try await client.post("/api/jobs", #"{"tool":"factor","input":{"n":1,"lo":2}}"#)
            #expect(key.status == .badRequest)
            #expect(key.text.contains(#""code":"unknown-key","field":"lo""#))
            // A small number is a job too: the answer at once.
            let id = try await jobs.start(client, #"{"tool":"factor","input":{"n":"18446744073709551617"}}"#)
            let events = try await client.execute(uri: "/api/jobs/\(id)/events", method: .get)
            #expect(events.text.hasSuffix(#"data: {"number":"18446744073709551617","factors":["274177","67280421310721"]}"# + "\n\n"))
        }
    }

    /// A product of two primes near 2^64 that 115 curves do not split (a direct answer's 422):
    /// minutes of curves in a debug build, stopped between two curves.
    @Test func cancellingAFactorJobStopsIt() async throws {
        try await withAPI { client in
            let id = try await jobs.start(client, #"{"tool":"factor","input":{"n":"318471640904083122196319663902038486929"}}"#)
            // Cancelled at once: waited on, a job no one listens to is cancelled as abandoned
            // after a second on a loaded machine (the state then reads "cancelling" too).
            let cancel = try await client.execute(uri: "/api/jobs/\(id)", method: .delete)
            #expect(cancel.status == .ok)
            // A curve is a fraction of a second even in a debug build; 5 s leaves room for a loaded machine.
            #expect(try await jobs.state(of: id, client, becomes: "cancelled", within: .seconds(5)))
            let events = try await client.execute(uri: "/api/jobs/\(id)/events", method: .get)
            #expect(events.text.hasSuffix(
                "event: error\ndata: {\"error\":{\"code\":\"cancelled\",\"field\":\"job\",\"message\":\"was cancelled\"}}\n\n"))
        }
    }
}
