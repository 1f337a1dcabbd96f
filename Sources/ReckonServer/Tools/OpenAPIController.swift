import Hummingbird

/// `GET /api/openapi.json`: the API's OpenAPI 3.1 document. It is kept in the repository as
/// `Resources/openapi.json` (edited by hand with the routes it describes; `OpenAPITests` holds
/// the two together) and compiled into the binary by SwiftPM's `embedInCode`, so every server
/// describes exactly the API it answers, from any working directory.
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
