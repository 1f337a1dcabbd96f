import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ReckonCore
import ReckonEdge
import ReckonServer
import Testing

/// The OpenAPI document (`Sources/ReckonServer/Resources/openapi.json`, served at
/// `GET /api/openapi.json`) against the real router, both ways: every route the router has under
/// `/api/` is in the document, and every operation of the document is a route of the router that
/// answers each of the document's own examples with its success status, so neither can drift from
/// the other. (schemathesis, `scripts/schemathesis`, checks the answers' shapes against it.)
@Suite struct OpenAPITests {
    /// A method and a path as OpenAPI writes them (`GET /api/jobs/{id}`), which is also how
    /// Hummingbird's `Router.routes` describes a route (`:id` captures as `{id}`).
    struct Operation: Hashable, Comparable, CustomStringConvertible {
        let method: String
        let path: String

        var description: String { "\(method) \(path)" }
        static func < (a: Self, b: Self) -> Bool { (a.path, a.method) < (b.path, b.method) }
    }

    static let documentURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources/ReckonServer/Resources/openapi.json")

    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    /// Every route `reckon serve` can have: the web app's, and the served catalog's, which exists
    /// only with `--catalog FILE` (here Studform's own file, as `reckon ceiling export-catalog`
    /// writes it, so the document's ceiling examples hold).
    static func fullRouter(jobs: JobRegistry = JobRegistry()) -> Router<BasicRequestContext> {
        ReckonAPI.router(
            jobs: jobs, web: .bundled, catalog: .studform, catalogSource: Array(CeilingCatalog.studformJSON.utf8))
    }

    /// The routes that are the web app's, not the API's: its page and its files (`/**` answers
    /// a 404 in `/api/` itself). The document leaves them out on purpose (its info.description
    /// says why); naming them here makes a new route outside `/api/` a decision, not an accident.
    static let webRoutes: Set = [Operation(method: "GET", path: "/"), Operation(method: "GET", path: "/**")]

    static func document() throws -> [String: Any] {
        let data = try Data(contentsOf: documentURL)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func documented(_ document: [String: Any]) throws -> Set<Operation> {
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        var operations: Set<Operation> = []
        for (path, item) in paths {
            for method in methods where item[method] != nil {
                operations.insert(Operation(method: method.uppercased(), path: path))
            }
        }
        return operations
    }

    /// The router's routes, less `HEAD`: the router answers it wherever `GET`
    /// (`.autoGenerateHeadEndpoints`, listed in `routes` once a server is built from the router),
    /// and the document leaves it out, like `OPTIONS`, which the HTTP rules answer everywhere.
    static func routed(_ router: Router<BasicRequestContext>) -> Set<Operation> {
        Set(router.routes.filter { $0.method != .head }.map {
            Operation(method: $0.method.rawValue, path: $0.path.description)
        })
    }

    @Test func theServerServesTheDocumentAsKeptInTheRepository() async throws {
        let file = try Data(contentsOf: Self.documentURL)
        try await withAPI { client in
            let response = try await client.execute(uri: "/api/openapi.json", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            #expect(Data(response.body.readableBytesView) == file)
        }
        let document = try Self.document()
        #expect(document["openapi"] as? String == "3.1.0")
    }

    @Test func everyRouteOfTheRouterIsInTheDocument() throws {
        let routed = Self.routed(Self.fullRouter())
        let documented = try Self.documented(try Self.document())
        let api = routed.filter { $0.path.hasPrefix("/api/") }
        let undocumented = api.subtracting(documented).sorted()
        #expect(undocumented.isEmpty, "routed but not in openapi.json: \(undocumented)")
        #expect(routed.subtracting(api) == Self.webRoutes, "routes outside /api/ that are not the web app's")
        // The tools as ToolCall lists them, the one list the routes are made from.
        for tool in ToolCall.postTools {
            #expect(documented.contains(Operation(method: "POST", path: "/api/" + tool)), "POST /api/\(tool)")
        }
        for tool in ToolCall.getTools {
            #expect(documented.contains(Operation(method: "GET", path: "/api/" + tool)), "GET /api/\(tool)")
        }
    }

    @Test func everyDocumentedOperationIsRoutedAndAnswersItsExamples() async throws {
        let document = try Self.document()
        let documented = try Self.documented(document)
        let router = Self.fullRouter()
        let notRouted = documented.subtracting(Self.routed(router)).sorted()
        #expect(notRouted.isEmpty, "in openapi.json but not routed: \(notRouted)")

        // What to send, read from the document before the requests (its values are not Sendable).
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        var probes: [Probe] = []
        for operation in documented.sorted(by: Self.jobsLast) {
            let spec = try #require(paths[operation.path]?[operation.method.lowercased()] as? [String: Any])
            let responses = try #require(spec["responses"] as? [String: Any])
            let success = try #require(responses.keys.filter { $0.hasPrefix("2") }.sorted().first)
            let bodies = try Self.exampleBodies(spec)
            #expect(spec["requestBody"] == nil || !bodies.isEmpty, "\(operation) has no example")
            probes.append(Probe(operation: operation, success: success, bodies: bodies))
        }
        try await Application(router: router).test(.router) { [probes] client in
            // A job to read, follow and cancel: the one the first example of POST /api/jobs starts.
            var jobID = ""
            for probe in probes {
                let operation = probe.operation
                let uri = operation.path.replacingOccurrences(of: "{id}", with: jobID)
                for body in probe.bodies.isEmpty ? [nil] : probe.bodies.map(Optional.some) {
                    let response = try await client.execute(
                        uri: uri, method: HTTPRequest.Method(operation.method)!,
                        headers: body == nil ? [:] : [.contentType: "application/json"],
                        body: body.map { ByteBuffer(string: $0) })
                    #expect(response.status != .notFound, "\(operation) answers 404")
                    #expect(String(response.status.code) == probe.success, "\(operation) \(body ?? ""): \(response.text)")
                    if operation == Operation(method: "POST", path: "/api/jobs"), jobID.isEmpty {
                        let answer = try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView))
                        jobID = try #require((answer as? [String: Any])?["id"] as? String)
                    }
                }
            }
        }
    }

    /// The HTTP rules every request meets before an endpoint: every operation lists the 403 and
    /// 421 any request can get, every POST the 415, and the server answers 405, 415, 403 and
    /// `OPTIONS` exactly as the shared responses show. (421 needs a `Host` the test client cannot
    /// send; `HTTPRulesTests` checks which names pass.)
    @Test func theHTTPRulesAnswerAsTheirSharedResponsesShow() async throws {
        let document = try Self.document()
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        for operation in try Self.documented(document) {
            let spec = try #require(paths[operation.path]?[operation.method.lowercased()] as? [String: Any])
            let responses = try #require(spec["responses"] as? [String: [String: Any]])
            #expect(responses["403"]?["$ref"] as? String == "#/components/responses/Forbidden", "\(operation)")
            #expect(responses["421"]?["$ref"] as? String == "#/components/responses/MisdirectedRequest", "\(operation)")
            let unsupported = responses["415"]?["$ref"] as? String
            #expect((unsupported == "#/components/responses/UnsupportedMediaType") == (operation.method == "POST"), "\(operation)")
        }
        let components = try #require(document["components"] as? [String: Any])
        let shared = try #require(components["responses"] as? [String: [String: Any]])
        func example(_ name: String) throws -> String {
            let media = try #require((shared[name]?["content"] as? [String: Any])?["application/json"] as? [String: Any])
            let value = try #require(media["example"])
            return String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
        }
        let (methodNotAllowed, unsupportedMediaType, forbidden) =
            (try example("MethodNotAllowed"), try example("UnsupportedMediaType"), try example("Forbidden"))
        let body = ByteBuffer(string: #"{"bill":"10"}"#)
        try await withAPI { client in
            let get = try await client.execute(uri: "/api/tip", method: .get)
            #expect(get.status == .methodNotAllowed)
            #expect(try Self.sortedJSON(get) == methodNotAllowed)
            #expect(get.headers[.allow] == "POST, OPTIONS")
            let plain = try await client.execute(uri: "/api/tip", method: .post, headers: [.contentType: "text/plain"], body: body)
            #expect(plain.status == .unsupportedMediaType)
            #expect(try Self.sortedJSON(plain) == unsupportedMediaType)
            let other = try await client.execute(
                uri: "/api/tip", method: .post, headers: [.contentType: "application/json", .origin: "https://evil.example"],
                body: body)
            #expect(other.status == .forbidden)
            #expect(try Self.sortedJSON(other) == forbidden)
            let options = try await client.execute(uri: "/api/jobs/abc", method: .options)
            #expect(options.status == .noContent)
            #expect(options.headers[.allow] == "GET, HEAD, DELETE, OPTIONS")
        }
    }

    /// The shared 400 and 422 show what the body reader refuses besides a wrong shape: a key given
    /// twice, bytes that are not UTF-8, text hiding characters. The server answers each of them
    /// exactly as its example shows.
    @Test func bodyErrorsAnswerAsTheirExamplesShow() async throws {
        let document = try Self.document()
        let shared = try #require((document["components"] as? [String: Any])?["responses"] as? [String: [String: Any]])
        func example(_ response: String, _ name: String) throws -> String {
            let media = try #require((shared[response]?["content"] as? [String: Any])?["application/json"] as? [String: Any])
            let value = try #require((media["examples"] as? [String: [String: Any]])?[name]?["value"])
            return String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
        }
        let (duplicate, utf8, hidden) = (
            try example("BadRequest", "duplicate key"), try example("BadRequest", "invalid UTF-8"),
            try example("UnprocessableContent", "hidden character")
        )
        try await withAPI { client in
            let twice = try await client.post("/api/tip", #"{"bill": "1", "bill": "2"}"#)
            #expect(twice.status == .badRequest)
            #expect(try Self.sortedJSON(twice) == duplicate)
            let garbled = try await client.execute(
                uri: "/api/tip", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(bytes: Array(#"{"bill":"1"#.utf8) + [0xFF] + Array(#"0"}"#.utf8)))
            #expect(garbled.status == .badRequest)
            #expect(try Self.sortedJSON(garbled) == utf8)
            let override = try await client.post("/api/emotion", #"{"name":"\u202Eyppah","eyes":"open","mouth":"smile"}"#)
            #expect(override.status == .unprocessableContent)
            #expect(try Self.sortedJSON(override) == hidden)
        }
    }

    /// An answer's JSON with its keys sorted, to compare with an example.
    static func sortedJSON(_ response: TestResponse) throws -> String {
        let value = try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView))
        return String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    /// An operation, the success status it documents, and its examples' bodies (JSON text).
    struct Probe: Sendable {
        let operation: Operation
        let success: String
        let bodies: [String]
    }

    /// `POST /api/jobs` before the routes of the job it starts, and `DELETE` after the others.
    static func jobsLast(_ a: Operation, _ b: Operation) -> Bool {
        func rank(_ operation: Operation) -> Int {
            guard operation.path.contains("{id}") else { return 0 }
            return operation.method == "DELETE" ? 2 : 1
        }
        return (rank(a), a) < (rank(b), b)
    }

    /// The request bodies of an operation's examples, as JSON text.
    static func exampleBodies(_ operation: [String: Any]) throws -> [String] {
        guard let body = operation["requestBody"] as? [String: Any] else { return [] }
        let media = try #require((body["content"] as? [String: Any])?["application/json"] as? [String: Any])
        let examples = (media["examples"] as? [String: [String: Any]]) ?? [:]
        return try examples.keys.sorted().map { name in
            let value = try #require(examples[name]?["value"])
            return String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]), as: UTF8.self)
        }
    }
}
