import Foundation
import Testing

/// `reckon ceiling` end to end; quantities worked by hand from docs/studform-catalog.md
/// (One Way 24mm 1350x450, 100 m²: k = 1, M = 100/0.6075 = 164.6; C Spline 4M = 658.4 → 659).
@Suite struct CeilingCommandTests {
    @Test func estimateAsJSON() throws {
        let result = try ReckonProcess.run(
            "ceiling", "estimate", "oneway/24mm/1350x450", "--set", "area=100", "--set", "c-spline=yes",
            "--set", "drop=1.2", "--json")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(#"{"path":"oneway/24mm/1350x450","title":["KWIKLOC One Way","24mm T Bar","1350x450"],"#
            + #""inputs":{"area":100,"c-spline":true,"interlocking":false,"intermediate":false,"loa":false,"drop":1.2,"spare":0},"#
            + #""area":100,"perimeter":null,"rooms":[],"wastePercent":0,"components":[{"name":"Main Tee","quantity":21},"#
            + #"{"name":"Suspension Clip","quantity":62},{"name":"Anchor Clip","quantity":62},{"name":"Hanging Rod","quantity":31},"#
            + #"{"name":"Wall Angle","quantity":12},{"name":"C Spline","quantity":659},{"name":"Tiles","quantity":494}],"disclaimer":"#))
    }

    @Test func theOriginalsMessageExitsOne() throws {
        let result = try ReckonProcess.run("ceiling", "estimate", "regal/1200x1200", "--set", "area=100", "--set", "drop=1",
                                           "--set", "tile-1200x400=yes")
        #expect(result.status == 1)
        #expect(result.stderr == "reckon: c-spline: Please select YES to C Spline\n")
        let drop = try ReckonProcess.run("ceiling", "estimate", "regal/600x600", "--set", "area=100", "--set", "drop=11")
        #expect(drop.stderr == "reckon: drop: Length Drop must be between 0.1 and 10\n")
    }

    @Test func treeAndInputs() throws {
        let tree = try ReckonProcess.run("ceiling", "tree")
        #expect(tree.stdout.contains("      1350x450                                      oneway/24mm/1350x450\n"))
        let inputs = try ReckonProcess.run("ceiling", "inputs", "concealed/450-furring")
        #expect(inputs.stdout == """
            area   Area — number 0.1 to 100000 m², required
            loa    Large Open Area 300m2 plus — yes or no, default no
            drop   Length Drop — number 0.1 to 10 m, required
            spare  Spare Tiles — whole number 0 to 100000 tiles, default 0

            """)
    }

    @Test func aCatalogOfYourOwnAndABrokenOne() throws {
        let exported = try ReckonProcess.run("ceiling", "export-catalog")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reckon-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The exported catalog with the concealed line's tiles priced per 0.5 m² instead of 0.48.
        let edited = directory.appendingPathComponent("edited.json")
        try exported.stdout.replacingOccurrences(of: "area / 0.48 + spare", with: "area / 0.5 + spare")
            .write(to: edited, atomically: true, encoding: .utf8)
        let result = try ReckonProcess.run("ceiling", "estimate", "concealed/600-furring", "--set", "area=100",
                                           "--set", "drop=1", "--catalog", edited.path)
        #expect(result.stdout.contains("Tiles                     200\n"))
        let broken = directory.appendingPathComponent("broken.json")
        try exported.stdout.replacingOccurrences(of: "\"formula\": \"area / 0.48 + spare\"", with: "\"formula\": \"aera / 0.48\"")
            .write(to: broken, atomically: true, encoding: .utf8)
        let refused = try ReckonProcess.run("ceiling", "tree", "--catalog", broken.path)
        #expect(refused.status == 1)
        #expect(refused.stderr == "reckon: templates.concealed.components[6].formula: unknown input 'aera' at 1 (in lines[5].leaves[0])\n")
    }

    /// A catalog's text goes to terminals and screens, so escape sequences and bidi overrides in
    /// it are refused when it is loaded, with their place (keys sorted: "disclaimer" first).
    @Test func aCatalogWithHiddenCharactersIsRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reckon-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("escapes.json")
        try #"""
            {"format": "reckon-ceiling-catalog 1", "name": "Red \u001b[31mceilings", "disclaimer": "Say \u202Eno",
             "lines": [{"id": "x", "title": "Line", "subtitle": "", "leaves": [
               {"id": "leaf", "title": "Tab", "subtitle": "",
                "inputs": [{"name": "area", "label": "Area\u009b", "type": "number", "unit": "m", "min": 0.1, "max": 100, "required": true}],
                "components": [{"name": "Tee", "formula": "area"}]}]}]}
            """#.write(to: file, atomically: true, encoding: .utf8)
        let tree = try ReckonProcess.run("ceiling", "tree", "--catalog", file.path)
        #expect(tree.status == 1)
        #expect(tree.stdout == "")
        #expect(tree.stderr == "reckon: disclaimer: must not contain control characters or bidirectional overrides (U+202E at 5)\n")
    }
}
