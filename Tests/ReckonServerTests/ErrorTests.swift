import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Errors: `{"error":{"code","field","message"}}` with the CLI's words; 400 for a request of the wrong
/// shape, 422 for a value that breaks a rule, 413 beyond 64 KiB; security headers on all.
@Suite struct ErrorTests {
    // An invalid value is a 422 with the CLI's words, one tool's rule per test.

    @Test func aCoefficientThatIsNotANumberIs422WithTheCLIsWords() async throws {
        try await withAPI { client in
            // reckon quadratic 1 x 2 → "reckon: b: must be a number, not 'x'".
            let number = try await client.post("/api/quadratic", #"{"a":1,"b":"x","c":2}"#)
            #expect(number.status == .unprocessableContent)
            #expect(number.text == #"{"error":{"code":"not-a-number","field":"b","message":"must be a number, not 'x'"}}"#)
        }
    }

    @Test func aJSONNumberBeyondTheDoubleRangeIsRefusedAsOnTheCommandLine() async throws {
        try await withAPI { client in
            let huge = try await client.post("/api/quadratic", #"{"a":1,"b":1e999,"c":2}"#)
            #expect(huge.text == #"{"error":{"code":"not-finite","field":"b","message":"must be a finite number"}}"#)
        }
    }

    // The errors docs/cli.md lists (triangle, tip, primes, decide) and docs/dice.md's table.

    @Test func aTriangleLegLongerThanTheHypotenuseIsRefused() async throws {
        try await withAPI { client in
            let triangle = try await client.post("/api/triangle", #"{"a":5,"c":4}"#)
            #expect(triangle.text == #"{"error":{"code":"impossible","field":"a","message":"must be shorter than the hypotenuse c"}}"#)
        }
    }

    @Test func aTipOffTheStepsIsRefused() async throws {
        try await withAPI { client in
            let tip = try await client.post("/api/tip", #"{"bill":"10","tip":12}"#)
            #expect(tip.text == #"{"error":{"code":"out-of-range","field":"tip","message":"must be 0 to 40 percent in steps of 5, not 12"}}"#)
        }
    }

    @Test func aPrimeRangeUpsideDownIs422() async throws {
        try await withAPI { client in
            let primes = try await client.post("/api/primes", #"{"lo":20,"hi":10}"#)
            #expect(primes.status == .unprocessableContent)
            #expect(primes.text == #"{"error":{"code":"out-of-range","field":"lo","message":"must be at most hi (10), not 20"}}"#)
        }
    }

    @Test func aNegativePrimeBoundIsRefused() async throws {
        try await withAPI { client in
            let negative = try await client.post("/api/primes", #"{"lo":-5,"hi":10}"#)
            #expect(negative.text == #"{"error":{"code":"not-a-number","field":"lo","message":"must be a whole number from 0 to 18446744073709551615, not '-5'"}}"#)
        }
    }

    @Test func aDicePoolThatDoesNotReadIsRefusedWhereItStops() async throws {
        try await withAPI { client in
            let dice = try await client.post("/api/dice", #"{"pool":"3d6x","exact":true}"#)
            #expect(dice.text == #"{"error":{"code":"syntax","field":"pool","message":"unexpected 'x' at 4"}}"#)
        }
    }

    @Test func aBlankDeciderOptionIsRefused() async throws {
        try await withAPI { client in
            let decide = try await client.post("/api/decide", #"{"options":["a"," "]}"#)
            #expect(decide.text == #"{"error":{"code":"missing","field":"options","item":2,"message":"option 2 is blank"}}"#)
        }
    }

    @Test func aRequestOfTheWrongShapeIs400NamingTheField() async throws {
        try await withAPI { client in
            let malformed = try await client.post("/api/quadratic", #"{"a":1,"#)
            #expect(malformed.status == .badRequest)
            #expect(malformed.text == #"{"error":{"code":"not-json","field":"body","message":"is not valid JSON: expected a key at byte 7"}}"#)
            let wrongType = try await client.post("/api/quadratic", #"{"a":true,"b":1,"c":1}"#)
            #expect(wrongType.status == .badRequest)
            #expect(wrongType.text == #"{"error":{"code":"wrong-type","field":"a","message":"must be a number or a string"}}"#)
            let missing = try await client.post("/api/tip", #"{}"#)
            #expect(missing.text == #"{"error":{"code":"missing","field":"bill","message":"must be given"}}"#)
            let unknown = try await client.post("/api/tip", #"{"bill":1,"tips":5}"#)
            #expect(unknown.status == .badRequest)
            #expect(unknown.text == #"{"error":{"code":"unknown-key","field":"tips","message":"is not an input here; expected bill, party, tip"}}"#)
            let notObject = try await client.post("/api/tip", #"[1]"#)
            #expect(notObject.text == #"{"error":{"code":"wrong-type","field":"body","message":"must be a JSON object"}}"#)
            let both = try await client.post("/api/dice", #"{"pool":"2d6","exact":true,"trials":10}"#)
            #expect(both.text == #"{"error":{"code":"conflict","field":"exact","message":"give one of exact: true, trials, roll: true or sweep"}}"#)
        }
    }

    @Test func aBodyOver64KiBIs413() async throws {
        try await withAPI { client in
            let padding = String(repeating: " ", count: 64 * 1024)
            let response = try await client.post("/api/tip", #"{"bill":1}"# + padding)
            #expect(response.status == .contentTooLarge)
            #expect(response.text == #"{"error":{"code":"body-too-large","field":"body","message":"must be at most 65536 bytes"}}"#)
            // Exactly 64 KiB is still read.
            let fits = try await client.post("/api/tip", #"{"bill":1}"# + padding.dropFirst(10))
            #expect(fits.status == .ok)
        }
    }

    @Test func longDirectWorkIsSentToJobs() async throws {
        try await withAPI { client in
            // Counting [2^64 − 1e9, 2^64 − 1] sieves for about 20 s (README).
            let primes = try await client.post(
                "/api/primes", #"{"lo":"18446744072709551615","hi":"18446744073709551615","count":true}"#)
            #expect(primes.status == .unprocessableContent)
            #expect(primes.text.contains(#""field":"hi""#) && primes.text.contains("POST /api/jobs"))
            // 1e9 trials of 3d6: 3e9 dice, beyond the 1e9 answered directly.
            let dice = try await client.post("/api/dice", #"{"pool":"3d6","trials":1e9}"#)
            #expect(dice.status == .unprocessableContent)
            #expect(dice.text.contains(#""field":"trials""#) && dice.text.contains("POST /api/jobs"))
        }
    }

    @Test func everyResponseCarriesTheSecurityHeaders() async throws {
        try await withAPI { client in
            for response in [
                try await client.post("/api/tip", #"{"bill":1}"#),
                try await client.post("/api/tip", #"{"bill":-1}"#),
                try await client.execute(uri: "/api/nowhere", method: .get),
            ] {
                #expect(response.headers[.contentSecurityPolicy]
                    == "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'")
                #expect(response.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
            }
            let missing = try await client.execute(uri: "/api/nowhere", method: .get)
            #expect(missing.status == .notFound)
            #expect(missing.text == #"{"error":{"code":"not-found","field":"path","message":"no such endpoint"}}"#)
        }
    }
}
