import ReckonCore
import ReckonEdge
import Testing

/// One estimate for every leaf of the shipped catalog. Expected quantities were worked by hand
/// from the table in docs/studform-catalog.md (k = area/100, M = area/module, rods H/3,
/// H/2 or H by drop), rounded up; area 250 m² (k = 2.5), drop 1.5 m (H/2), 5 spare tiles unless
/// the case says otherwise.
@Suite struct CeilingCatalogTests {
    static let base = ["area=250", "drop=1.5", "spare=5"]

    static let leaves: [(path: String, settings: [String], expected: [String: Int64])] = [
        ("regal/1200x600", ["troffer=yes", "aircon=yes"], [
            "Main Tee": 58, "1200 Spacer": 380, "600 Spacer": 15, "Suspension Clip": 320, "Anchor Clip": 320,
            "Hanging Rod": 80, "Wall Angle": 30, "Tiles": 353]),
        ("premium/1200x600", [], [
            "Main Tee": 58, "1200 Spacer": 340, "Suspension Clip": 320, "Anchor Clip": 320,
            "Hanging Rod": 80, "Wall Angle": 30, "Tiles": 353]),
        ("klik/1200x600", ["drop=0.8", "loa=yes"], [
            "Main Tee": 58, "1200 Spacer": 340, "Suspension Clip": 320, "Anchor Clip": 320,
            "Hanging Rod": 54, "Wall Angle": 15, "Tiles": 353]),
        ("regal/1200x1200", ["tile-1200x400=yes", "c-spline=yes"], [
            "Main Tee": 58, "1200 Spacer": 170, "Suspension Clip": 160, "Anchor Clip": 160,
            "Hanging Rod": 80, "Wall Angle": 30, "C Spline": 695, "Tiles": 526]),
        ("premium/1200x1200", ["tile-1200x300=yes", "c-spline=yes", "t-spline=yes"], [
            "Main Tee": 58, "1200 Spacer": 170, "Suspension Clip": 160, "Anchor Clip": 160,
            "Hanging Rod": 80, "Wall Angle": 30, "C Spline": 348, "T Spline": 348, "Tiles": 700]),
        ("klik/1200x1200", ["tile-1200x400=yes", "c-spline=yes", "t-spline=yes"], [
            "Main Tee": 58, "1200 Spacer": 170, "Suspension Clip": 160, "Anchor Clip": 160,
            "Hanging Rod": 80, "Wall Angle": 30, "C Spline": 348, "T Spline": 174, "Tiles": 526]),
        ("regal/600x600", ["troffer=yes"], [
            "Main Tee": 58, "1200 Spacer": 380, "600 Spacer": 340, "Suspension Clip": 160, "Anchor Clip": 160,
            "Hanging Rod": 80, "Wall Angle": 30, "Tiles": 700]),
        ("premium/600x600", [], [
            "Main Tee": 58, "1200 Spacer": 340, "600 Spacer": 340, "Suspension Clip": 160, "Anchor Clip": 160,
            "Hanging Rod": 80, "Wall Angle": 30, "Tiles": 700]),
        ("klik/600x600", ["aircon=yes"], [
            "Main Tee": 58, "1200 Spacer": 340, "600 Spacer": 340, "Suspension Clip": 160, "Anchor Clip": 160,
            "Hanging Rod": 80, "Wall Angle": 30, "Tiles": 700]),
        ("regal/600x600-hd", ["troffer=yes"], [
            "Main Tee": 115, "1200 Spacer": 40, "600 Spacer": 680, "Suspension Clip": 320, "Anchor Clip": 320,
            "Hanging Rod": 160, "Wall Angle": 30, "Tiles": 700]),
        ("premium/600x600-hd", [], [
            "Main Tee": 115, "600 Spacer": 680, "Suspension Clip": 320, "Anchor Clip": 320,
            "Hanging Rod": 160, "Wall Angle": 30, "Tiles": 700]),
        ("klik/600x600-hd", ["drop=2"], [
            "Main Tee": 115, "600 Spacer": 680, "Suspension Clip": 320, "Anchor Clip": 320,
            "Hanging Rod": 320, "Wall Angle": 30, "Tiles": 700]),
        ("corporate/1200x1200", ["tile-1200x300=yes", "c-spline=yes"], [
            "Main Tee": 58, "1200 Spacer": 170, "Suspension Clip": 160, "Anchor Clip": 160,
            "Hanging Rod": 80, "Wall Angle": 30, "C Spline": 1042, "Tiles": 700]),
        ("corporate/1350x1350", ["tile-1350x450=yes", "c-spline=yes", "t-spline=yes"], [
            "Main Tee": 46, "1350 Spacer": 138, "Suspension Clip": 138, "Anchor Clip": 138,
            "Hanging Rod": 69, "Wall Angle": 30, "C Spline": 275, "T Spline": 138, "Tiles": 417]),
        ("corporate/1500x1500", ["tile-1500x300=yes", "c-spline=yes"], [
            "Main Tee": 38, "1500 Spacer": 112, "Suspension Clip": 111, "Anchor Clip": 111,
            "Hanging Rod": 56, "Wall Angle": 30, "C Spline": 223, "T Spline": 334, "Tiles": 561]),
        ("oneway/24mm/1200x400", ["c-spline=yes", "interlocking=yes", "intermediate=yes"], [
            "Main Tee": 58, "Suspension Clip": 160, "Anchor Clip": 160, "Hanging Rod": 80, "Wall Angle": 30,
            "C Spline": 1042, "Interlocking T Spline": 170, "Intermediate T Spline": 170, "Tiles": 1568]),
        ("oneway/24mm/1350x450", ["c-spline=yes", "interlocking=yes"], [
            "Main Tee": 53, "Suspension Clip": 155, "Anchor Clip": 155, "Hanging Rod": 78, "Wall Angle": 30,
            "C Spline": 1647, "Interlocking T Spline": 138, "Tiles": 1240]),
        ("oneway/32mm/1200x400", ["c-spline=yes", "intermediate=yes"], [
            "Main Tee": 58, "Suspension Clip": 160, "Anchor Clip": 160, "Hanging Rod": 80, "Wall Angle": 30,
            "C Spline": 1042, "Intermediate T Spline": 138, "Tiles": 1568]),
        ("oneway/32mm/1350x450", ["c-spline=yes", "interlocking=yes", "intermediate=yes", "loa=yes"], [
            "Main Tee": 53, "Suspension Clip": 155, "Anchor Clip": 155, "Hanging Rod": 78, "Wall Angle": 15,
            "C Spline": 824, "Interlocking T Spline": 138, "Intermediate T Spline": 138, "Tiles": 1240]),
        ("seismic/1200x600", ["aircon=yes"], [
            "Main Tee": 58, "1200 Spacer": 340, "600 Spacer": 15, "Suspension Clip": 160, "Anchor Clip": 160,
            "Hanging Rod": 80, "Fixed Wall Angle": 15, "Floating Wall Angle": 15, "Wall Angle Bracket": 120,
            "Seismic Clip": 345, "Tiles": 353]),
        ("seismic/600x600", ["area=400", "troffer=yes"], [
            "Main Tee": 92, "1200 Spacer": 608, "600 Spacer": 544, "Suspension Clip": 256, "Anchor Clip": 256,
            "Hanging Rod": 128, "Wall Angle": 8, "Bracing Points": 32400, "Tiles": 1117]),
        ("concealed/600-furring", [], [
            "Main Tee": 58, "Interlocking T Spline": 510, "Wall Angle": 30, "Suspension Clip": 160, "Anchor Clip": 160,
            "Hanging Rod": 80, "Tiles": 526]),
        ("concealed/450-furring", [], [
            "Main Tee": 58, "Interlocking T Spline": 510, "Wall Angle": 30, "Suspension Clip": 160, "Anchor Clip": 160,
            "Hanging Rod": 80, "Tiles": 526]),
    ]

    private func estimate(_ path: String, _ settings: [String], rooms: [String] = [], waste: String? = nil,
                          catalog: CeilingCatalog = .studform) throws -> CeilingEstimate {
        let leaf = try catalog.leaf(at: path).leaf
        // Later settings win, so a case can override the base area or drop.
        var merged: [String: String] = [:]
        for setting in Self.base + settings {
            let parts = setting.split(separator: "=")
            merged[String(parts[0])] = setting
        }
        if !rooms.isEmpty { merged["area"] = nil }
        return try CeilingEstimate(leaf: leaf, settings: merged.values.sorted(), rooms: rooms, waste: waste)
    }

    @Test(arguments: leaves)
    func everyLeaf(_ example: (path: String, settings: [String], expected: [String: Int64])) throws {
        let result = try estimate(example.path, example.settings)
        var quantities: [String: Int64] = [:]
        for line in result.lines { quantities[line.name] = line.quantity }
        #expect(quantities == example.expected, "\(example.path)")
    }

    @Test func everyLeafOfTheTreeIsCovered() {
        #expect(CeilingCatalog.studform.leafPaths.sorted() == Self.leaves.map(\.path).sorted())
        #expect(CeilingCatalog.studform.leafPaths.count == 23)
    }

    static let messages: [(path: String, settings: [String], field: String, message: String)] = [
        ("regal/1200x600", ["area="], "area", "Please complete the required fields"),
        ("regal/600x600", ["drop=12"], "drop", "Length Drop must be between 0.1 and 10"),
        ("seismic/600x600", ["drop=0.05"], "drop", "Length Drop must be between 0.1 and 10"),
        ("regal/1200x1200", ["tile-1200x400=yes"], "c-spline", "Please select YES to C Spline"),
        ("regal/1200x1200", ["c-spline=yes"], "tile-1200x400", "Please complete the required fields"),
        ("corporate/1200x1200", ["tile-1200x400=yes", "tile-1200x300=yes", "c-spline=yes"], "tile-1200x300",
         "1200 X 400 and 1200 X 300 cannot be co-selected"),
        ("corporate/1500x1500", ["tile-1500x500=yes", "tile-1500x300=yes", "c-spline=yes"], "tile-1500x300",
         "1500 X 500 and 1500 X 300 cannot be co-selected"),
        ("corporate/1350x1350", ["c-spline=yes"], "tile-1350x450", "Please complete the required fields"),
        ("oneway/24mm/1200x400", [], "c-spline", "Please select YES to C Spline"),
        ("regal/1200x600", ["spare=1.5"], "spare", "must be a whole number"),
        ("regal/1200x600", ["area=0"], "area", "must be from 0.1 to 100000, not 0"),
        ("regal/1200x600", ["troffer=maybe"], "troffer", "must be yes or no, not 'maybe'"),
        ("regal/1200x600", ["aera=5"], "aera", "is not an input of this leaf; inputs are area, troffer, loa, aircon, drop, spare"),
    ]

    @Test(arguments: messages)
    func theOriginalsMessages(_ example: (path: String, settings: [String], field: String, message: String)) {
        do {
            _ = try estimate(example.path, example.settings)
            Issue.record("\(example.path) \(example.settings) was accepted")
        } catch let error as FieldError {
            #expect(error.field == example.field, "\(example.settings)")
            #expect(error.message == example.message, "\(example.settings)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func unknownPathListsTheLeaves() throws {
        #expect(throws: CeilingError.unknownPath("regal/9x9", known: CeilingCatalog.studform.leafPaths)) {
            try CeilingCatalog.studform.leaf(at: "regal/9x9")
        }
        #expect(throws: CeilingError.self) { try CeilingCatalog.studform.leaf(at: "oneway/24mm") }
        #expect(try CeilingCatalog.studform.leaf(at: "oneway/24mm/1350x450").titles
            == ["KWIKLOC One Way", "24mm T Bar", "1350x450"])
    }

    @Test func roomsGiveTheAreaAndTheWallAngleFollowsThePerimeter() throws {
        // Two rooms, 10 × 10 and 5 × 3: 115 m², walls 40 + 16 = 56 m, 56 / 3.6 = 15.6 → 16 lengths
        // (the area alone would say 12 × 1.15 = 13.8 → 14).
        let result = try estimate("regal/1200x600", [], rooms: ["10X10", "5 x 3"])
        #expect(result.area == 115)
        #expect(result.perimeter == 56)
        #expect(result.lines.first { $0.name == "Wall Angle" }?.quantity == 16)
        #expect(result.lines.first { $0.name == "Main Tee" }?.quantity == 27)  // 23 × 1.15 = 26.45
        // Seismic: half the walls fixed, half floating: 28 / 3.6 = 7.8 → 8 each, 4 brackets per length.
        let seismic = try estimate("seismic/1200x600", [], rooms: ["10x10", "5x3"])
        #expect(seismic.lines.first { $0.name == "Fixed Wall Angle" }?.quantity == 8)
        #expect(seismic.lines.first { $0.name == "Wall Angle Bracket" }?.quantity == 64)
        #expect(throws: FieldError(.conflict, field: "area", "give either the area or the rooms, not both")) {
            try CeilingEstimate(leaf: CeilingCatalog.studform.leaf(at: "regal/600x600").leaf,
                                settings: ["area=10", "drop=1"], rooms: ["2x2"], waste: nil)
        }
        #expect(throws: FieldError(.notANumber, field: "rooms", "room 1: write length x width in metres, like 5x4, not '5'", item: 1)) {
            try CeilingEstimate(leaf: CeilingCatalog.studform.leaf(at: "regal/600x600").leaf,
                                settings: ["drop=1"], rooms: ["5"], waste: nil)
        }
    }

    @Test func switchesReadInAnyCase() throws {
        let upper = try estimate("regal/1200x600", ["troffer=YES", "aircon=On"])
        #expect(upper.lines == (try estimate("regal/1200x600", ["troffer=yes", "aircon=on"])).lines)
        #expect(upper.lines != (try estimate("regal/1200x600", [])).lines)
    }

    /// Issue 13, point 9: "3xx4" was read as 3 × 4 (empty sides were dropped).
    @Test func aRoomWithAnEmptySideIsRefused() throws {
        let leaf = try CeilingCatalog.studform.leaf(at: "regal/600x600").leaf
        // An ideographic space (U+3000) is as blank as a plain one.
        for typed in ["3xx4", "x4", " x 4", "5x", "\u{3000}X4"] {
            #expect(throws: FieldError(.notANumber, field: "rooms", "room 1: write length x width in metres, like 5x4, not '\(typed)'", item: 1)) {
                try CeilingEstimate(leaf: leaf, settings: ["drop=1"], rooms: [typed], waste: nil)
            }
        }
    }

    @Test func wasteIsAddedBeforeRoundingAndBothTotalsKept() throws {
        // 250 m² with 10 % waste: Main Tee 57.5 → 58 plain, 63.25 → 64 with waste.
        let result = try estimate("regal/600x600", [], waste: "10")
        let tee = try #require(result.lines.first { $0.name == "Main Tee" })
        #expect(tee.quantity == 58)
        #expect(tee.withWaste == 64)
        #expect(throws: FieldError(.outOfRange, field: "waste", "must be from 0 to 50 percent")) {
            try estimate("regal/600x600", [], waste: "60")
        }
    }

    @Test func theUnverifiedValueIsFlagged() throws {
        let result = try estimate("seismic/600x600", ["area=400"])
        let bracing = try #require(result.lines.first { $0.name == "Bracing Points" })
        #expect(bracing.unverified == "81 × area above 300 m², as in the original app; not confirmed by Studform")
        let small = try estimate("seismic/600x600", ["area=300"])
        #expect(small.lines.first { $0.name == "Bracing Points" } == nil)
    }

    @Test func correctionsAreRecordedWithReasons() throws {
        let regal = try CeilingCatalog.studform.leaf(at: "regal/600x600").leaf
        #expect(regal.corrections.map(\.component) == ["Wall Angle"])
        #expect(try CeilingCatalog.studform.leaf(at: "premium/600x600").leaf.corrections.isEmpty)
        let h = try CeilingCatalog.studform.leaf(at: "klik/1200x600").leaf
        #expect(h.corrections.map(\.original) == ["0 without a troffer", "area / 0.36"])
        #expect(try CeilingCatalog.studform.leaf(at: "premium/600x600-hd").leaf.corrections.map(\.original) == ["area / 0.35"])
    }

    private func catalog(leaf: String) -> String {
        #"{"format":"reckon-ceiling-catalog 1","name":"Test","disclaimer":"A guide.","lines":["#
            + #"{"id":"a","title":"A","leaves":[{"id":"x","title":"X","inputs":[{"name":"area","label":"Area","type":"number","min":1,"max":100,"required":true}],"components":[]}]},"#
            + #"{"id":"b","title":"B","leaves":[{"id":"y","title":"Y","inputs":[{"name":"area","label":"Area","type":"number","min":1,"max":100,"required":true}],"components":[]}]},"#
            + #"{"id":"c","title":"C","leaves":["# + leaf + "]}]}"
    }

    @Test func aBrokenCatalogSaysWhereAndWhy() {
        let leaf = #"{"id":"z","title":"Z","inputs":[{"name":"area","label":"Area","type":"number","min":1,"max":100,"required":true}],"#
            + #""components":[{"name":"A","formula":"area"},{"name":"B","formula":"2"},{"name":"C","formula":"3"},{"name":"D","formula":"aera * 2"}]}"#
        #expect(throws: FieldError(.unknownName, field: "lines[2].leaves[0].components[3].formula", "unknown input 'aera' at 1")) {
            try CeilingCatalog(json: Array(catalog(leaf: leaf).utf8))
        }
        let syntax = #"{"id":"z","title":"Z","inputs":[],"components":[{"name":"A","formula":"(1 + 2"}]}"#
        #expect(throws: FieldError(.syntax, field: "lines[2].leaves[0].components[0].formula", "the '(' at 1 is never closed")) {
            try CeilingCatalog(json: Array(catalog(leaf: syntax).utf8))
        }
        #expect(throws: FieldError(.notJSON, field: "catalog", "is not valid JSON: expected a value at byte 0")) {
            try CeilingCatalog(json: Array("".utf8))
        }
        let template = #"{"id":"z","title":"Z","template":"nope"}"#
        #expect(throws: FieldError(.unknownName, field: "lines[2].leaves[0].template", "no template 'nope'; templates are ")) {
            try CeilingCatalog(json: Array(catalog(leaf: template).utf8))
        }
    }

    @Test func packsWhereTheCatalogGivesThem() throws {
        let leaf = #"{"id":"z","title":"Z","inputs":[{"name":"area","label":"Area","type":"number","min":1,"max":1000,"required":true}],"#
            + #""components":[{"name":"Clip","formula":"area * 3","pack":100}]}"#
        let custom = try CeilingCatalog(json: Array(catalog(leaf: leaf).utf8))
        let result = try CeilingEstimate(leaf: custom.leaf(at: "c/z").leaf, settings: ["area=250"], rooms: [], waste: "10")
        // 750 clips, 825 with waste: 9 packs of 100.
        let clip = try #require(result.lines.first)
        #expect(result.lines.count == 1)
        #expect((clip.name, clip.quantity, clip.withWaste, clip.pack, clip.packs) == ("Clip", 750, 825, 100, 9))
    }

    /// A rule with no finite value for the inputs (here a division by zero) refuses them; with a
    /// finite value, only when it is not 0.
    @Test func aRuleWithNoFiniteValueRefuses() throws {
        let leaf = #"{"id":"z","title":"Z","inputs":[{"name":"area","label":"Area","type":"number","min":1,"max":100,"required":true},"#
            + #"{"name":"drop","label":"Drop","type":"number","min":0,"max":10,"required":true}],"#
            + #""rules":[{"refuse":"1 / drop > 100","field":"drop","message":"too short a drop"}],"#
            + #""components":[{"name":"Rod","formula":"area"}]}"#
        let custom = try CeilingCatalog(json: Array(catalog(leaf: leaf).utf8))
        let z = try custom.leaf(at: "c/z").leaf
        #expect(throws: FieldError(.catalogRule, field: "drop", "too short a drop")) {
            try CeilingEstimate(leaf: z, settings: ["area=10", "drop=0"], rooms: [], waste: "0")
        }
        #expect(try CeilingEstimate(leaf: z, settings: ["area=10", "drop=1"], rooms: [], waste: "0").lines.first?.quantity == 10)
    }

    @Test func theShippedTextIsTheDocumentedFormatAndReadsBack() throws {
        #expect(CeilingCatalog.studformJSON.hasPrefix("{\n  \"format\": \"reckon-ceiling-catalog 1\""))
        let again = try CeilingCatalog(json: Array(CeilingCatalog.studformJSON.utf8))
        #expect(again.leafPaths == CeilingCatalog.studform.leafPaths)
    }
}
