import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ReckonEdge
import ReckonServer
import Testing

/// Every request of Tests/corpus/api-requests.jsonl (hard cases and errors for every tool) answers
/// the same status and the same bytes from the wasm module as from the real router.
///
/// WasmKit interprets the module, and in a debug build slowly: the requests marked heavy (seconds
/// of sieving or rolling there) are left to Tests/browser/test_core.py, which runs the whole
/// corpus through the page's module against the real server.
@Suite struct CorpusTests {
    struct Case: Decodable, Sendable {
        let tool: String
        let body: String
        /// Seconds of work in an interpreter: run by the browser test, not here.
        let heavy: Bool?
    }

    static let corpusPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/corpus/api-requests.jsonl").path

    static func corpus() throws -> [Case] {
        let text = try String(contentsOfFile: corpusPath, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            try JSONDecoder().decode(Case.self, from: Data(line.utf8))
        }
    }

    @Test func theCorpusCoversEveryToolWithErrors() throws {
        let corpus = try Self.corpus()
        #expect(corpus.count >= 300)
        for tool in ToolCall.postTools {
            #expect(corpus.filter { $0.tool == tool }.count >= 8, Comment(rawValue: "few requests for \(tool)"))
        }
        for tool in ToolCall.getTools { #expect(corpus.contains { $0.tool == tool }) }
    }

    @Test func theModuleAnswersTheCorpusAsTheAPIDoes() async throws {
        let corpus = try Self.corpus().filter { $0.heavy != true }
        #expect(corpus.count >= 300)
        try await Self.expectTheAPIsAnswers(to: corpus, from: ReckonModule())
    }

    /// The first screens' module (Web/core/reckon-first.wasm): its tools' requests answered as
    /// the API answers them, and every other call not found, as the page expects of it.
    ///
    /// Its code is the full module's, linked from the same objects, so what can differ is which
    /// tools it routes: every third request of each of its tools is enough here (a third of the
    /// interpreter's time), and Tests/browser/test_core.py runs them all through the page's worker.
    @Test func theFirstModuleAnswersItsToolsAsTheAPIDoesAndNoOther() async throws {
        let first = Set(Tool.firstScreens.map(\.name))
        let module = try ReckonModule(file: "reckon-first.wasm")
        let corpus = try Self.corpus().filter { $0.heavy != true && first.contains($0.tool) }
            .enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        #expect(corpus.count >= 70)
        try await Self.expectTheAPIsAnswers(to: corpus, from: module)
        // docs/api.md#errors: an unknown path is 404 `not-found` on the field "path".
        let notFound = #"{"error":{"code":"not-found","field":"path","message":"no such endpoint"}}"#
        let others = ToolCall.postTools + ToolCall.getTools + ["calc/press", "ceiling/use-catalog", "job/plan", "job/merge", "job/start"]
        for tool in others where !first.contains(tool) {
            let answer = try module.call(tool, Array("{}".utf8))
            #expect(answer.status == 404 && answer.json == notFound, Comment(rawValue: "\(tool): \(answer.status) \(answer.json)"))
        }
    }

    /// Expects `module`'s answer to every request of `corpus` to be the real router's, status and bytes.
    static func expectTheAPIsAnswers(to corpus: [Case], from module: ReckonModule) async throws {
        let wasmAnswers = try corpus.map { try module.call($0.tool, Array($0.body.utf8)) }
        try await Application(router: ReckonAPI.router()).test(.router) { client in
            var mismatches: [String] = []
            for (request, wasm) in zip(corpus, wasmAnswers) {
                let body = Array(request.body.utf8)
                let uri = "/api/" + request.tool
                let native = ToolCall.getTools.contains(request.tool)
                    ? try await client.execute(uri: uri, method: .get)
                    : try await client.execute(
                        uri: uri, method: .post, headers: [.contentType: "application/json"],
                        body: ByteBuffer(bytes: body))
                let nativeText = String(buffer: native.body)
                let same = wasm.status == Int(native.status.code) && wasm.json == nativeText
                if !same {
                    mismatches.append(
                        "\(request.tool) \(request.body.prefix(120)): API \(native.status.code) \(nativeText.prefix(300))"
                            + " — wasm \(wasm.status) \(wasm.json.prefix(300))")
                }
            }
            #expect(mismatches.isEmpty, Comment(rawValue: "\(mismatches.count) of \(corpus.count) differ:\n" + mismatches.prefix(20).joined(separator: "\n")))
        }
    }
}
