import Hummingbird
import HummingbirdTesting
import Testing

/// The calculator's routes answer the CLI's `--json` (literals from Tests/ReckonCLITests).
@Suite struct CalculatorRoutesTests {
    @Test func calcReplaysTheKeys() async throws {
        try await withAPI { client in
            let response = try await client.post("/api/calc", #"{"keys":"9 + M = √"}"#)
            #expect(response.status == .ok)
            #expect(response.text == #"{"display":"3","description":"√(9 + M) =","clearKey":"C","pendingOperation":null,"memory":0,"error":false,"graph":"sqrt(9 + M)"}"#)
            let bad = try await client.post("/api/calc", #"{"keys":"1 + foo"}"#)
            #expect(bad.status == .unprocessableContent)
            #expect(bad.text.hasPrefix(#"{"error":{"field":"keys","message":"unknown key 'foo' (key 3);"#))
        }
    }

    @Test func evalAndPlot() async throws {
        try await withAPI { client in
            let value = try await client.post("/api/eval", #"{"expression":"2x^2 - 3x + 1","set":["x=2"]}"#)
            #expect(value.text == #"{"value":3}"#)
            let error = try await client.post("/api/eval", #"{"expression":"sin(1))"}"#)
            #expect(error.status == .unprocessableContent)
            #expect(error.text == #"{"error":{"field":"expression","message":"unexpected ')' at 7"}}"#)
            let plot = try await client.post("/api/plot", #"{"expression":"2x + 1","from":-1,"to":1,"points":3}"#)
            #expect(plot.text == #"{"segments":[[-1,-1,0,1,1,3]]}"#)
            let m = try await client.post("/api/plot", #"{"expression":"sqrt(9 + M)","variable":"M","from":0,"to":7,"points":2}"#)
            #expect(m.text == #"{"segments":[[0,3,7,4]]}"#)
            let points = try await client.post("/api/plot", #"{"expression":"x","from":0,"to":1,"points":5000}"#)
            #expect(points.text == #"{"error":{"field":"points","message":"must be a whole number from 2 to 4000, not 5000"}}"#)
        }
    }
}
