import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ReckonServer
import Testing

/// The web app as `reckon serve` sends it: the copy compiled into the binary from Web/.
@Suite struct WebAppTests {
    @Test func pageAtTheRootAndAtEveryScreensURL() async throws {
        let version = try #require(WebAssets.bundled.release()).version
        try await withAPI(web: .bundled) { client in
            for uri in ["/", "/equation", "/equation/solution?a=1&b=-3&c=2", "/more/edit"] {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == .ok, "\(uri)")
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                // The page loads this release's files, by their versioned names.
                #expect(response.text.contains(#"<script type="module" src="/app/\#(version)/js/app.js"></script>"#))
                #expect(response.text.contains(#"<link rel="stylesheet" href="/app/\#(version)/css/app.css">"#))
                #expect(response.headers[.cacheControl] == "no-cache")
                // Web/index.html has no inline script; the policy forbids any.
                #expect(
                    response.headers[.contentSecurityPolicy]
                        == "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'")
                #expect(response.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
            }
        }
    }

    @Test func filesWithTheirMediaTypes() async throws {
        try await withAPI(web: .bundled) { client in
            let expected = [
                "/js/app.js": "text/javascript; charset=utf-8",
                "/css/app.css": "text/css; charset=utf-8",
                "/manifest.webmanifest": "application/manifest+json",
                "/icons/icon.svg": "image/svg+xml",
                "/icons/icon-192.png": "image/png",
            ]
            for (uri, type) in expected {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == .ok, "\(uri)")
                #expect(response.headers[.contentType] == type, "\(uri)")
            }
            // The PNG survives its trip through base64 in the generated source: its signature.
            let icon = try await client.execute(uri: "/icons/icon-192.png", method: .get)
            #expect(Array(icon.body.readableBytesView.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        }
    }

    @Test func unknownFilesAndAPIPathsAreJSON404s() async throws {
        try await withAPI(web: .bundled) { client in
            let cases = [
                "/js/missing.js": #"{"error":{"code":"not-found","field":"path","message":"no such file"}}"#,
                "/js/../../Package.swift": #"{"error":{"code":"not-found","field":"path","message":"no such file"}}"#,
                "/.hidden.js": #"{"error":{"code":"not-found","field":"path","message":"no such file"}}"#,
                "/api/nothing": #"{"error":{"code":"not-found","field":"path","message":"no such endpoint"}}"#,
            ]
            for (uri, body) in cases {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == .notFound, "\(uri)")
                #expect(response.text == body, "\(uri)")
            }
        }
    }

    @Test func withoutAWebAppPagesAre404() async throws {
        try await withAPI { client in
            let response = try await client.execute(uri: "/", method: .get)
            #expect(response.status == .notFound)
            #expect(response.text == #"{"error":{"code":"not-found","field":"path","message":"the web app is not part of this server"}}"#)
        }
    }
}
