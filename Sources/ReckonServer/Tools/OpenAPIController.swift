import Hummingbird

/// `GET /api/openapi.json`: the API's OpenAPI 3.1 document. It is kept in the repository as
/// `Resources/openapi.json` and compiled into the binary by SwiftPM's `embedInCode`, so every
/// server describes exactly the API it answers, from any working directory.
///
/// That file is written by `scripts/openapi` from parts, never by hand, so a tool's description
/// sits beside its code and a new tool edits no shared file:
/// - `Sources/ReckonEdge/<Tool>/.openapi.json`, one per folder that declares `Tool` entries
///   (`Tool+Quadratic.swift`, …): `{"paths": {"/api/quadratic": …}, "components": {"schemas": …}}`,
///   the paths of every tool declared there (primes, primes/locate and primes/goto share
///   `Primes/.openapi.json`) and the schemas only they use;
/// - `Sources/ReckonServer/.openapi.json`, the base: `openapi`, `info`, `tags`, the shared
///   components (`Error`, `WideNumber`, `Text`…, every response and header) and the server's own
///   paths (`/api/ceiling/catalog/source`, this document, `/api/jobs…`).
/// Hidden files, because SwiftPM skips them: neither target compiles them in nor needs an
/// `exclude:` per tool. The tools' paths come first, in `Tool.all`'s order, then the base's.
/// `scripts/openapi --check` (the first step of `scripts/test`) refuses a document that is not
/// what its parts make, a tool of `Tool.all` not described beside its entry and a path that is no
/// tool; `OpenAPITests` holds the document and the router together both ways.
///
/// Sent as `application/json`, like every other answer under `/api/`: what browsers, `curl`,
/// schemathesis and Swagger UI read as JSON without being told. (`application/vnd.oai.openapi+json`
/// names the format more precisely, but clients that do not know it treat it as an opaque download.)
struct OpenAPIController<Context: RequestContext>: Sendable {
    /// The document's bytes, compiled in.
    private let bytes = ByteBuffer(bytes: PackageResources.openapi_json)

    /// Adds the document's route to `group`, the group of `/api`.
    func addRoutes(to group: RouterGroup<Context>) {
        group.get("openapi.json", use: document)
    }

    /// The document.
    @Sendable func document(_ request: Request, context: Context) async throws -> Response {
        .jsonDocument(bytes)
    }
}
