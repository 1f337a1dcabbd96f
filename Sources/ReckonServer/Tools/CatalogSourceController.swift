import Hummingbird

/// `GET /api/ceiling/catalog/source` (`ReckonAPI.catalogSourcePath`), routed only when
/// `reckon serve --catalog FILE` gave a catalog of the server's own: that file, in Reckon's
/// format, for the web app, which then computes with it. Sent `no-cache`: a restart with
/// another file serves other bytes at the same path.
struct CatalogSourceController<Context: RequestContext>: Sendable {
    /// The catalog file's bytes, as given.
    let source: ByteBuffer

    /// Adds the route to `group`, the group of the catalog's own path.
    func addRoutes(to group: RouterGroup<Context>) {
        group.get(use: file)
    }

    /// The catalog file.
    @Sendable func file(_ request: Request, context: Context) async throws -> Response {
        .jsonDocument(source)
    }
}
