import Foundation
import ReckonCore
import Testing

/// The error codes are a contract: each has one name, and the OpenAPI document's Error schema and
/// docs/api.md's table list exactly the codes there are, so a code cannot be added or renamed
/// without its documentation.
@Suite struct ErrorCodeTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every code, in declaration order (the raw values count up from 0).
    static let names: [String] = (0...UInt8.max).compactMap { ErrorCode(rawValue: $0)?.name }

    @Test func namesAreDistinctKebabCase() {
        #expect(Self.names.count == 29)
        #expect(Set(Self.names).count == Self.names.count)
        for name in Self.names {
            #expect(name.allSatisfy { $0 == "-" || ("a"..."z").contains($0) }, "\(name)")
        }
        #expect(ErrorCode.needsJob.name == "needs-job")
        #expect(ErrorCode.notANumber.name == "not-a-number")
    }

    @Test func theOpenAPIErrorSchemaListsEveryCode() throws {
        let data = try Data(contentsOf: Self.root.appending(path: "Sources/ReckonServer/Resources/openapi.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let components = try #require(document["components"] as? [String: Any])
        let schemas = try #require(components["schemas"] as? [String: Any])
        let error = try #require((schemas["Error"] as? [String: Any])?["properties"] as? [String: Any])
        let inner = try #require((error["error"] as? [String: Any])?["properties"] as? [String: Any])
        let codes = try #require((inner["code"] as? [String: Any])?["enum"] as? [String])
        #expect(codes == Self.names)
    }

    @Test func docsAPITableListsEveryCode() throws {
        let text = try String(contentsOf: Self.root.appending(path: "docs/api.md"), encoding: .utf8)
        let table = try #require(text.range(of: "| code | status | meaning |"))
        let rows = text[table.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .dropFirst(2).prefix { $0.hasPrefix("| `") }
            .map { row in String(row.dropFirst(3).prefix { $0 != "`" }) }
        #expect(rows == Self.names)
    }
}
