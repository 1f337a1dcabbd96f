import Foundation
import ReckonCore
import ReckonEdge
import Testing

/// The catalog file Reckon ships, `Sources/ReckonEdge/Ceiling/studform-catalog.json`, read from
/// the repository as a person edits it: a mistake fails here with the reader's own message, which
/// names the place (`at byte N`, or the node's path and field).
@Suite struct ShippedCatalogTests {
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources/ReckonEdge/Ceiling/studform-catalog.json")

    @Test func theFileReads() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.file))
        do throws(FieldError) {
            _ = try CeilingCatalog(json: bytes)
        } catch {
            Issue.record("studform-catalog.json: \(error.line)")
        }
    }

    @Test func theBuildShipsTheFileAsItIs() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.file))
        #expect(Array(CeilingCatalog.studformJSON.utf8) == bytes)
        #expect(CeilingCatalog.studform.name == "Studform ceiling systems")
    }

    @Test func aMistakeIsNamedWithItsPlace() {
        // The first line of the file with a comma dropped after "format": the reader says where.
        let broken = Array(#"{"format": "reckon-ceiling-catalog 1" "name": "x"}"#.utf8)
        #expect(throws: FieldError.self) { try CeilingCatalog(json: broken) }
        do throws(FieldError) {
            _ = try CeilingCatalog(json: broken)
        } catch {
            // The `"` of "name" is byte 38, counting from 0 as the API's JSON errors do.
            #expect(error.line == "catalog: is not valid JSON: expected ',' or '}' at byte 38")
        }
    }
}
