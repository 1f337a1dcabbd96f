import Hummingbird
import HummingbirdTesting
import Testing

/// Every tool's answer is the CLI's `--json`, byte for byte: the literals are those of
/// Tests/ReckonCLITests (and docs/cli.md), themselves checked against independent sources there.
@Suite struct ToolRoutesTests {
    @Test func quadraticAnswersTheCLIJSON() async throws {
        try await withAPI { client in
            // reckon quadratic 1 2 5 --json (docs/cli.md); numbers and strings both work.
            let response = try await client.post("/api/quadratic", #"{"a":1,"b":"2","c":5}"#)
            #expect(response.status == .ok)
            #expect(response.text == #"{"kind":"complex","roots":[{"re":-1,"im":-2},{"re":-1,"im":2}],"discriminant":-16,"vertex":{"x":-1,"y":4},"yIntercept":5,"exact":"x = −1 ± 2i","equation":"x² + 2x + 5 = 0"}"#)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
        }
    }

    @Test func triangleAnswersTheCLIJSON() async throws {
        try await withAPI { client in
            let response = try await client.post("/api/triangle", #"{"a":3,"b":4}"#)
            #expect(response.status == .ok)
            #expect(response.text == #"{"given":["a","b"],"a":3,"b":4,"c":5,"alpha":36.86989764584402,"#
                + #""beta":53.13010235415598,"area":6,"perimeter":12,"h":2.4,"mirrorImageFits":false}"#)
        }
    }

    @Test func tipAnswersTheCLIJSON() async throws {
        try await withAPI { client in
            // The issue's example: 78.52 at 25 % for 2.
            let split = try await client.post("/api/tip", #"{"bill":"78.52","tip":25,"party":2}"#)
            #expect(split.text == #"{"bill":"78.52","tipPercent":25,"party":2,"tip":"19.63","total":"98.15","shares":["49.08","49.07"],"extraCents":1}"#)
            // Defaults as on the command line: 20 %, one person (10.05 × 0.2 = 2.01).
            let alone = try await client.post("/api/tip", #"{"bill":10.05}"#)
            #expect(alone.text == #"{"bill":"10.05","tipPercent":20,"party":1,"tip":"2.01","total":"12.06","shares":["12.06"],"extraCents":0}"#)
        }
    }

    @Test func decideAnswersTheCLIJSON() async throws {
        try await withAPI { client in
            // reckon decide --seed 0 --json (Tests/ReckonCLITests/DecideCommandTests).
            let response = try await client.post("/api/decide", #"{"seed":0}"#)
            #expect(response.text == #"{"answer":"Definitely"}"#)
            let one = try await client.post("/api/decide", #"{"options":["pizza"]}"#)
            #expect(one.text == #"{"answer":"pizza"}"#)
        }
    }

    @Test func diceAnswersTheCLIJSON() async throws {
        try await withAPI { client in
            // reckon dice 2d6 --trials 1000 --seed 42 --json (Tests/ReckonCLITests/DiceCommandTests).
            let simulated = try await client.post("/api/dice", #"{"pool":"2d6","trials":1000,"seed":"42"}"#)
            #expect(simulated.text
                == #"{"pool":"2d6","trials":1000,"seed":"42","distribution":[{"sum":2,"count":22},{"sum":3,"count":56},"#
                + #"{"sum":4,"count":88},{"sum":5,"count":107},{"sum":6,"count":132},{"sum":7,"count":173},"#
                + #"{"sum":8,"count":140},{"sum":9,"count":113},{"sum":10,"count":92},{"sum":11,"count":46},"#
                + #"{"sum":12,"count":31}],"statistics":{"min":2,"max":12,"mean":7.037,"sd":2.3932469575871185,"#
                + #""median":7,"mode":7,"modeTies":1},"tvDistance":0.02633333333333334,"typicalTvDistance":0.038256280179762535}"#)
            // reckon dice 4d6kh3 --roll --seed 42 --json (DiceCommandTests.rolledJSON).
            let rolled = try await client.post("/api/dice", #"{"pool":"4d6kh3","roll":true,"seed":"42"}"#)
            #expect(rolled.text
                == #"{"pool":"4d6kh3","seed":"42","roll":{"total":14,"dice":[{"term":0,"face":1,"kept":false},"#
                + #"{"term":0,"face":3,"kept":true},{"term":0,"face":5,"kept":true},{"term":0,"face":6,"kept":true}],"#
                + #""terms":[{"notation":"4d6kh3","total":14}],"atLeast":0.3549382716049383,"atMost":0.7685185185185185}}"#)
            // reckon dice '2d6 vs 1d12+1' --roll --seed 7 --json (DiceCommandTests.opposedRollJSON).
            let opposed = try await client.post("/api/dice", #"{"pool":"2d6 vs 1d12+1","roll":true,"seed":7}"#)
            #expect(opposed.text.hasPrefix(#"{"pool":"2d6 vs 1d12+1","seed":"7","roll":{"total":-5,"#))
            #expect(opposed.text.hasSuffix(#""result":"loss","win":0.41666666666666663,"tie":0.08333333333333333,"loss":0.49999999999999994},"atLeast":0.8703703703703703,"atMost":0.1898148148148148}}"#))
            // 1d20 + m reaching 15: 6/20, 7/20 (icepool); a sweep with no target on a pool that is not opposed.
            let sweep = try await client.post("/api/dice", #"{"pool":"1d20","sweep":"0..1","target":15}"#)
            #expect(sweep.text == #"{"pool":"1d20","target":15,"sweep":[{"modifier":0,"chance":0.3},{"modifier":1,"chance":0.35}]}"#)
            let noTarget = try await client.post("/api/dice", #"{"pool":"1d20","sweep":"0..1"}"#)
            #expect(noTarget.status == 422)
            #expect(noTarget.text == #"{"error":{"code":"missing","field":"target","message":"give the total to reach, like 15"}}"#)
            let stray = try await client.post("/api/dice", #"{"pool":"1d20","exact":true,"target":15}"#)
            #expect(stray.status == 400)
            #expect(stray.text == #"{"error":{"code":"conflict","field":"target","message":"goes with sweep"}}"#)
            // A seed is read (and refused) beside a sweep too (schemathesis sent `"seed": {}`).
            let seeded = try await client.post("/api/dice", #"{"pool":"2d6","sweep":"0..1","target":15,"seed":{}}"#)
            #expect(seeded.status == 400)
            #expect(seeded.text == #"{"error":{"code":"wrong-type","field":"seed","message":"must be a number or a string"}}"#)
            let tooMany = try await client.post("/api/dice", #"{"pool":"1d20","sweep":"0..1001","target":15}"#)
            #expect(tooMany.text.contains(#""field":"sweep","message":"at most 1001 modifiers, not 1002""#))
            // 1d4: 1/4 each; log10(1/4) = −0.6020599913279624.
            let exact = try await client.post("/api/dice", #"{"pool":"d4","exact":true}"#)
            #expect(exact.text.hasPrefix(#"{"pool":"1d4","distribution":[{"sum":1,"probability":0.25,"log10":-0.6020599913279624,"atLeast":1}"#))
        }
    }

    @Test func primesCountAndPages() async throws {
        try await withAPI { client in
            // π(100) = 25.
            let count = try await client.post("/api/primes", #"{"lo":0,"hi":100,"count":true}"#)
            #expect(count.text == #"{"lo":"0","hi":"100","count":"25"}"#)
            // The primes in [1, 30]: 2 3 5 7 11 13 17 19 23 29, four per page.
            let first = try await client.post("/api/primes", #"{"lo":1,"hi":30,"pageSize":4}"#)
            #expect(first.text == #"{"lo":"1","hi":"30","primes":["2","3","5","7"],"next":"11"}"#)
            let last = try await client.post("/api/primes", #"{"lo":"23","hi":30,"pageSize":4}"#)
            #expect(last.text == #"{"lo":"23","hi":"30","primes":["23","29"],"next":null}"#)
            // Past 2^53 the strings keep primes exact: the only prime in [9007199254740900,
            // 9007199254741000] is 9007199254740997 (sympy.primerange), a double would read …996.
            let big = try await client.post("/api/primes", #"{"lo":9007199254740900,"hi":"9007199254741000"}"#)
            #expect(big.text == #"{"lo":"9007199254740900","hi":"9007199254741000","primes":["9007199254740997"],"next":null}"#)
            // pageSize is checked even beside count (schemathesis found it passed over).
            let stray = try await client.post("/api/primes", #"{"lo":1,"hi":10,"count":true,"pageSize":{}}"#)
            #expect(stray.status == 400)
            #expect(stray.text == #"{"error":{"code":"wrong-type","field":"pageSize","message":"must be a number or a string"}}"#)
            // The n-th prime (`primecount --nth-prime 1000000`), and its rules.
            let nth = try await client.post("/api/primes", #"{"nth":"1e6"}"#)
            #expect(nth.text == #"{"nth":"1000000","prime":"15485863"}"#)
            let mixed = try await client.post("/api/primes", #"{"nth":5,"lo":1}"#)
            #expect(mixed.status == 400)
            #expect(mixed.text == #"{"error":{"code":"conflict","field":"lo","message":"goes with lo and hi, not with nth"}}"#)
            let zero = try await client.post("/api/primes", #"{"nth":0}"#)
            #expect(zero.status == 422)
            #expect(zero.text.contains(#""field":"nth","message":"must be a whole number from 1 to 425656284035217743, not 0""#))
            let huge = try await client.post("/api/primes", #"{"nth":"425656284035217743"}"#)
            #expect(huge.status == 422)
            #expect(huge.text.contains(#""field":"nth","message":"this prime takes too long to answer directly; start a job"#))
        }
    }
}
