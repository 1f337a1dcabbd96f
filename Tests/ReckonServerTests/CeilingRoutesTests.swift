import Hummingbird
import HummingbirdTesting
import ReckonCore
import ReckonEdge
import ReckonServer
import Testing

/// The ceiling routes: the catalog for the screens, and estimates as the CLI's `--json`.
@Suite struct CeilingRoutesTests {
    @Test func aServedCatalogIsOfferedToThePageAsItsFile() async throws {
        let file = Array((#"{"format":"reckon-ceiling-catalog 1","name":"Tiny","disclaimer":"A guide.","lines":[{"id":"a","title":"A","#
            + #""leaves":[{"id":"x","title":"X","inputs":[],"components":[{"name":"Clip","formula":"3"}]}]}]}"#).utf8)
        let router = ReckonAPI.router(web: .bundled, catalog: try CeilingCatalog(json: file), catalogSource: file)
        try await Application(router: router).test(.router) { client in
            let source = try await client.execute(uri: "/api/ceiling/catalog/source", method: .get)
            #expect(source.status == .ok)
            #expect(Array(source.body.readableBytesView) == file)
            let page = try await client.execute(uri: "/ceiling", method: .get)
            #expect(page.text.contains(#"<meta name="reckon-catalog" content="/api/ceiling/catalog/source">"#))
        }
        // Without one: no such endpoint, and the page names none (the core's own is used).
        try await withAPI(web: .bundled) { client in
            let source = try await client.execute(uri: "/api/ceiling/catalog/source", method: .get)
            #expect(source.status == .notFound)
            let page = try await client.execute(uri: "/ceiling", method: .get)
            #expect(!page.text.contains("reckon-catalog"))
        }
    }

    @Test func catalogForTheScreens() async throws {
        try await withAPI { client in
            let response = try await client.execute(uri: "/api/ceiling/catalog", method: .get)
            #expect(response.status == .ok)
            let text = response.text
            #expect(text.hasPrefix(#"{"name":"Studform ceiling systems","disclaimer":"#))
            #expect(text.contains(#"{"id":"24mm","title":"24mm T Bar","subtitle":"","menus":[],"leaves":[{"id":"1200x400","title":"1200x400","subtitle":"","inputs":[{"name":"area","label":"Area","type":"number","unit":"m²","min":0.1,"max":100000,"whole":false,"required":true,"default":null},"#))
        }
    }

    @Test func estimateAndItsMessages() async throws {
        try await withAPI { client in
            // Concealed 600 furring, 100 m²: Main Tee 23, Interlocking 204, Wall Angle 12, clips 64,
            // rods 64/3 = 21.3 → 22 (drop 1), tiles 100/0.48 = 208.3 → 209.
            let response = try await client.post("/api/ceiling", #"{"path":"concealed/600-furring","set":["area=100","drop=1"]}"#)
            #expect(response.status == .ok)
            #expect(response.text.contains(#""components":[{"name":"Main Tee","quantity":23},{"name":"Interlocking T Spline","quantity":204},{"name":"Wall Angle","quantity":12},{"name":"Suspension Clip","quantity":64},{"name":"Anchor Clip","quantity":64},{"name":"Hanging Rod","quantity":22},{"name":"Tiles","quantity":209}]"#))
            let missing = try await client.post("/api/ceiling", #"{"path":"concealed/600-furring","set":["drop=1"]}"#)
            #expect(missing.status == .unprocessableContent)
            #expect(missing.text == #"{"error":{"code":"catalog-rule","field":"area","message":"Please complete the required fields"}}"#)
        }
    }
}
