import Hummingbird

/// `GET` of anything outside `/api/`: a file of the web app's release, or, for a path without an
/// extension (`/equation/solution?a=1…`), the app's page, which reads the screen from the URL,
/// so a reload or a shared link restores it. How a file is sent (gzip, ETags, how long browsers
/// keep it) is `WebFile.response(to:)`.
struct WebController<Context: RequestContext>: Sendable {
    let assets: WebAssets

    /// Adds the web app's routes to `group`, the group of `/`.
    func addRoutes(to group: RouterGroup<Context>) {
        group
            .get(use: page)
            .get("**", use: file)
    }

    /// The app's page.
    @Sendable func page(_ request: Request, context: Context) async throws -> Response {
        guard let page = assets.file(at: WebRelease.pagePath) else {
            throw APIError(.notFound, .notFound, field: "path", "the web app is not part of this server")
        }
        return page.response(to: request)
    }

    /// The file the path names, or the page for a path without an extension. Under `/api/` every
    /// path that is no endpoint comes here too (the catch-all matches it): a 404 as the API's.
    @Sendable func file(_ request: Request, context: Context) async throws -> Response {
        let path = request.uri.path
        if path.hasPrefix("/api/") || path == "/api" {
            throw APIError(.notFound, .notFound, field: "path", "no such endpoint")
        }
        let last = path.split(separator: "/").last ?? ""
        guard last.contains(".") else { return try await page(request, context: context) }
        guard let file = assets.file(at: path) else {
            throw APIError(.notFound, .notFound, field: "path", "no such file")
        }
        return file.response(to: request)
    }
}
