import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct FaceRoutesTests {
    @Test func faceEmotionsAndTheEditorsRule() async throws {
        try await withAPI { client in
            let face = try await client.post("/api/face", #"{"eyes":"open","mouth":"grin","actions":["happier","toggle-eyes"]}"#)
            #expect(face.text == #"{"eyes":"closed","mouth":"smile","curvature":1}"#)
            let emotions = try await client.execute(uri: "/api/emotions", method: .get)
            #expect(emotions.text == #"{"emotions":[{"name":"Sad","eyes":"closed","mouth":"frown","curvature":-1},"#
                + #"{"name":"Happy","eyes":"open","mouth":"smile","curvature":1},{"name":"Worried","eyes":"open","mouth":"smirk","curvature":-0.5},"#
                + #"{"name":"Mischievous","eyes":"squinting","mouth":"grin","curvature":0.5}]}"#)
            let blank = try await client.post("/api/emotion", #"{"name":"  ","eyes":"open","mouth":"smile"}"#)
            #expect(blank.status == .unprocessableContent)
            #expect(blank.text == #"{"error":{"code":"missing","field":"name","message":"must not be empty"}}"#)
            let made = try await client.post("/api/emotion", #"{"name":"Sleepy","eyes":"closed","mouth":"neutral"}"#)
            #expect(made.text == #"{"name":"Sleepy","eyes":"closed","mouth":"neutral","curvature":0}"#)
        }
    }
}
