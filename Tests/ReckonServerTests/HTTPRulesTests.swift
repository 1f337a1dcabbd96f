import Hummingbird
import HummingbirdTesting
@testable import ReckonServer
import Testing

/// The HTTP rules before any route (`RequestPolicyMiddleware`), on the real router. The test
/// client names the server `localhost`, so its own origin is `http://localhost`.
@Suite struct HTTPRulesTests {
    private func withRouter(
        policy: RequestPolicy = RequestPolicy(checksHost: true), _ test: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        try await Application(router: ReckonAPI.router(policy: policy)).test(.router, test)
    }

    @Test func aWrongMethodIs405WithAllow() async throws {
        try await withRouter { client in
            let get = try await client.execute(uri: "/api/tip", method: .get)
            #expect(get.status == .methodNotAllowed)
            #expect(get.headers[.allow] == "POST, OPTIONS")
            #expect(get.text == #"{"error":{"code":"method-not-allowed","field":"method","message":"GET is not allowed here; allowed: POST, OPTIONS"}}"#)
            #expect(get.headers[.xFrameOptions] == "DENY")
            let delete = try await client.execute(uri: "/api/jobs/abc/events", method: .delete)
            #expect(delete.status == .methodNotAllowed)
            #expect(delete.headers[.allow] == "GET, HEAD, OPTIONS")
            let job = try await client.execute(uri: "/api/jobs/abc", method: .post, headers: [.contentType: "application/json"])
            #expect(job.headers[.allow] == "GET, HEAD, DELETE, OPTIONS")
        }
    }

    @Test func unknownAPIPathsStay404() async throws {
        try await withRouter { client in
            let post = try await client.post("/api/nothing-here", "{}")
            #expect(post.status == .notFound)
            #expect(post.text == #"{"error":{"code":"not-found","field":"path","message":"no such endpoint"}}"#)
            // Outside /api/ every path is a page of the app (GET), so a POST there is a 405.
            let page = try await client.post("/equation", "{}")
            #expect(page.status == .methodNotAllowed)
            #expect(page.headers[.allow] == "GET, HEAD, OPTIONS")
        }
    }

    @Test func headAnswersWhereGetDoesWithoutABody() async throws {
        try await withRouter { client in
            let get = try await client.execute(uri: "/api/limits", method: .get)
            let head = try await client.execute(uri: "/api/limits", method: .head)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.contentType] == "application/json; charset=utf-8")
            #expect(get.body.readableBytes > 100)
        }
    }

    @Test func optionsListsTheMethods() async throws {
        try await withRouter { client in
            let options = try await client.execute(uri: "/api/tip", method: .options)
            #expect(options.status == .noContent)
            #expect(options.headers[.allow] == "POST, OPTIONS")
            #expect(options.headers[.accessControlAllowOrigin] == nil)
            #expect(options.headers[.contentSecurityPolicy] != nil)
        }
    }

    @Test func aBodyNotDeclaredJSONIs415() async throws {
        try await withRouter { client in
            let body = ByteBuffer(string: #"{"bill":"10"}"#)
            let plain = try await client.execute(uri: "/api/tip", method: .post, headers: [.contentType: "text/plain"], body: body)
            #expect(plain.status == .unsupportedMediaType)
            #expect(plain.text == #"{"error":{"code":"wrong-content-type","field":"content-type","message":"must be application/json"}}"#)
            // A web page's form or a text/plain fetch cannot start a job either.
            let job = try await client.execute(
                uri: "/api/jobs", method: .post, headers: [.contentType: "text/plain"],
                body: ByteBuffer(string: #"{"tool":"primes","input":{"lo":"0","hi":"1e9"}}"#))
            #expect(job.status == .unsupportedMediaType)
            let none = try await client.execute(uri: "/api/tip", method: .post, body: body)
            #expect(none.status == .unsupportedMediaType)
            let charset = try await client.execute(
                uri: "/api/tip", method: .post, headers: [.contentType: "Application/JSON; charset=utf-8"], body: body)
            #expect(charset.status == .ok)
        }
    }

    @Test(arguments: [
        ("application/json", true), ("Application/JSON; charset=utf-8", true), (" \tapplication/json ;q=1", true),
        ("application/jsonx", false), ("application/json-seq", false), ("text/json", false), ("", false),
        ("application/ json", false),
    ])
    func whichContentTypesAreJSON(contentType: String, isJSON: Bool) {
        #expect(RequestPolicyMiddleware<BasicRequestContext>.isJSON(contentType) == isJSON)
    }

    @Test func otherOriginsAreRefusedUnlessAllowed() async throws {
        let body = ByteBuffer(string: #"{"bill":"10"}"#)
        try await withRouter { client in
            let evil = try await client.execute(
                uri: "/api/tip", method: .post, headers: [.contentType: "application/json", .origin: "https://evil.example"], body: body)
            #expect(evil.status == .forbidden)
            #expect(evil.text == #"{"error":{"code":"forbidden","field":"origin","message":"pages from https://evil.example may not call this server; start reckon serve with --allow-origin https://evil.example"}}"#)
            // The server's own pages send their origin with a POST.
            let own = try await client.execute(
                uri: "/api/tip", method: .post, headers: [.contentType: "application/json", .origin: "http://localhost"], body: body)
            #expect(own.status == .ok)
            #expect(own.headers[.accessControlAllowOrigin] == nil)
        }
        try await withRouter(policy: RequestPolicy(checksHost: true, allowedOrigins: ["https://tools.example"])) { client in
            let preflight = try await client.execute(
                uri: "/api/tip", method: .options,
                headers: [.origin: "https://tools.example", .accessControlRequestMethod: "POST"])
            #expect(preflight.status == .noContent)
            #expect(preflight.headers[.accessControlAllowOrigin] == "https://tools.example")
            #expect(preflight.headers[.accessControlAllowMethods] == "POST, OPTIONS")
            #expect(preflight.headers[.accessControlAllowHeaders] == "Content-Type")
            let answer = try await client.execute(
                uri: "/api/tip", method: .post, headers: [.contentType: "application/json", .origin: "https://tools.example"], body: body)
            #expect(answer.status == .ok)
            #expect(answer.headers[.accessControlAllowOrigin] == "https://tools.example")
            #expect(answer.headers[.vary] == "Origin")
        }
    }

    @Test func everyAnswerCarriesTheSecurityHeaders() async throws {
        try await withRouter { client in
            for response in [
                try await client.post("/api/tip", #"{"bill":"10"}"#),
                try await client.post("/api/tip", "{"),
                try await client.execute(uri: "/api/tip", method: .get),
                try await client.execute(uri: "/nowhere.js", method: .get),
            ] {
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                #expect(response.headers[.referrerPolicy] == "no-referrer")
                #expect(response.headers[.xFrameOptions] == "DENY")
                #expect(response.headers[.permissionsPolicy]?.hasPrefix("camera=()") == true)
            }
        }
    }

    @Test func onALoopbackAddressOnlyItsOwnNamesAreAnswered() {
        let loopback = RequestPolicy(listeningOn: "127.0.0.1", allowedHosts: ["Reckon.Lan"])
        for host in ["localhost", "localhost:8080", "127.0.0.1:8080", "[::1]:8080", "[::1]", "LOCALHOST:1", "reckon.lan:8080"] {
            #expect(loopback.acceptsHost(host), "\(host)")
        }
        for host in ["evil.example", "evil.example:8080", "127.0.0.1.evil.example", "localhost.evil.example:8080", "", "[::2]:8080"] {
            #expect(!loopback.acceptsHost(host), "\(host)")
        }
        #expect(loopback.acceptsHost(nil))
        // Listening on every address, the server is meant to be reached by other names.
        #expect(RequestPolicy(listeningOn: "0.0.0.0").acceptsHost("evil.example"))
        #expect(RequestPolicy(listeningOn: "::1").checksHost)
    }

    @Test func bodiesMustBeUnambiguous() async throws {
        try await withRouter { client in
            let twice = try await client.post("/api/tip", #"{"bill": "1", "bill": "2"}"#)
            #expect(twice.status == .badRequest)
            #expect(twice.text == #"{"error":{"code":"not-json","field":"body","message":"is not valid JSON: duplicate key 'bill' at byte 14"}}"#)
            // "bill":"1<0xFF>0": the 0xFF is byte 10.
            var bytes = Array(#"{"bill":"1"#.utf8) + [0xFF] + Array(#"0"}"#.utf8)
            let garbled = try await client.execute(
                uri: "/api/tip", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(bytes: bytes))
            #expect(garbled.status == .badRequest)
            #expect(garbled.text == #"{"error":{"code":"not-json","field":"body","message":"is not valid JSON: invalid UTF-8 at byte 10"}}"#)
            bytes.removeAll()
        }
    }

    @Test func namesCannotHideCharacters() async throws {
        try await withRouter { client in
            let nul = try await client.post("/api/emotion", #"{"name":"a\u0000b","eyes":"open","mouth":"smile"}"#)
            #expect(nul.status == .unprocessableContent)
            #expect(nul.text == #"{"error":{"code":"syntax","field":"name","message":"must not contain control characters or bidirectional overrides (U+0000 at 2)"}}"#)
            let override = try await client.post("/api/emotion", #"{"name":"\u202Eyppah","eyes":"open","mouth":"smile"}"#)
            #expect(override.status == .unprocessableContent)
            #expect(override.text.contains("(U+202E at 1)"))
            let options = try await client.post("/api/decide", #"{"options":["tea","co\u001b[2Jffee"]}"#)
            #expect(options.status == .unprocessableContent)
            #expect(options.text.contains(#""field":"options""#))
        }
    }
}
