import Foundation
import Testing

/// `reckon web export`: the web app as static files, the same release the server sends.
@Suite struct WebCommandTests {
    @Test func exportWritesThePageTheWorkerAndTheVersionedFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reckon-web-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try ReckonProcess.run("web", "export", folder + "/site")
        #expect(result.status == 0)
        let version = try #require(result.stdout.split(separator: " ").dropFirst(2).first.map(String.init))
        #expect(version.count == 16)
        #expect(result.stdout.hasPrefix("wrote release \(version) of the web app to \(folder)/site ("))

        let read = { (path: String) in FileManager.default.contents(atPath: folder + "/site" + path).map { String(decoding: $0, as: UTF8.self) } }
        #expect(try #require(read("/index.html")).contains(#"<script type="module" src="/app/\#(version)/js/app.js"></script>"#))
        #expect(try #require(read("/sw.js")).contains(#"const release = {"version":"\#(version)""#))
        #expect(read("/app/\(version)/js/core/reckon.js") != nil)
        #expect(FileManager.default.fileExists(atPath: folder + "/site/app/\(version)/core/reckon.wasm"))
        #expect(FileManager.default.fileExists(atPath: folder + "/site/app/\(version)/core/reckon.wasm.gz"))
        #expect(FileManager.default.fileExists(atPath: folder + "/site/app/\(version)/js/app.js.br"))
        // Source names are the server's convenience, not part of the static site.
        #expect(read("/js/app.js") == nil)
    }

    @Test func aFolderThatCannotBeWrittenIsAnInvalidValue() throws {
        let result = try ReckonProcess.run("web", "export", "/proc/reckon-cannot-write-here")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("reckon: folder: cannot write /proc/reckon-cannot-write-here: "))
    }

    @Test func aWebRootWithoutTheAppIsAnInvalidValue() throws {
        let result = try ReckonProcess.run("web", "export", "/tmp/unused", "--web-root", "/nonexistent")
        #expect(result.status == 1)
        #expect(result.stderr == "reckon: web-root: /nonexistent is not a folder\n")
    }
}
