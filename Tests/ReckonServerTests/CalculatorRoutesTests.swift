import Hummingbird
import HummingbirdTesting
import Testing

/// The calculator's routes answer the CLI's `--json` (literals from Tests/ReckonCLITests).
@Suite struct CalculatorRoutesTests {
    @Test func calcReplaysTheKeys() async throws {
        try await withAPI { client in
            let response = try await client.post("/api/calc", #"{"keys":"9 + M = √"}"#)
            #expect(response.status == .ok)
            #expect(response.text == #"{"display":"3","description":"√(9 + M) =","clearKey":"C","pendingOperation":null,"memory":0,"error":false,"graph":"sqrt(9 + M)","#
                + #""angle":"deg","second":false,"openParentheses":0,"memoryRegister":0,"memoryRegisterDisplay":"0","deletes":false,"completed":null}"#)
            // Rand from the body's seed (seed 1 draws 0.7029218331588505 first: an independent
            // Python copy of xoshiro256**), the same every time.
            let seeded = try await client.post("/api/calc", #"{"keys":"rand =","seed":"1"}"#)
            #expect(seeded.text.hasPrefix(#"{"display":"0.70292183","#))
            let badSeed = try await client.post("/api/calc", #"{"keys":"rand","seed":"x"}"#)
            #expect(badSeed.status == .unprocessableContent)
            #expect(badSeed.text == #"{"error":{"code":"not-a-number","field":"seed","message":"must be a whole number from 0 to 18446744073709551615, not 'x'"}}"#)
            let bad = try await client.post("/api/calc", #"{"keys":"1 + foo"}"#)
            #expect(bad.status == .unprocessableContent)
            #expect(bad.text.hasPrefix(#"{"error":{"code":"unknown-name","field":"keys","message":"unknown key 'foo' (key 3);"#))
        }
    }

    @Test func evalAndPlot() async throws {
        try await withAPI { client in
            let value = try await client.post("/api/eval", #"{"expression":"2x^2 - 3x + 1","set":["x=2"]}"#)
            #expect(value.text == #"{"value":3}"#)
            let error = try await client.post("/api/eval", #"{"expression":"sin(1))"}"#)
            #expect(error.status == .unprocessableContent)
            #expect(error.text == #"{"error":{"code":"syntax","field":"expression","message":"unexpected ')' at 7"}}"#)
            let plot = try await client.post("/api/plot", #"{"expression":"2x + 1","from":-1,"to":1,"points":3}"#)
            // 2x + 1 crosses 0 at −1/2 and the y axis at 1 (by hand).
            #expect(plot.text == #"{"segments":[[-1,-1,0,1,1,3]],"points":[{"kind":"root","x":-0.5,"y":0,"functions":[0]},{"kind":"y-intercept","x":0,"y":1,"functions":[0]}]}"#)
            let m = try await client.post("/api/plot", #"{"expression":"sqrt(9 + M)","variable":"M","from":0,"to":7,"points":2}"#)
            #expect(m.text == #"{"segments":[[0,3,7,4]],"points":[{"kind":"y-intercept","x":0,"y":3,"functions":[0]}]}"#)
            let points = try await client.post("/api/plot", #"{"expression":"x","from":0,"to":1,"points":5000}"#)
            #expect(points.text == #"{"error":{"code":"out-of-range","field":"points","message":"must be a whole number from 2 to 4000, not 5000"}}"#)
        }
    }
}
