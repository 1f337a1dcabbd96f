import Hummingbird

/// `GET` of anything outside `/api/`: a file of the web app, or, for a path without an
/// extension (`/equation/solution?a=1…`), the app's page, which reads the screen from the URL,
/// so a reload or a shared link restores it.
enum WebRoutes {
    static func add(to router: Router<some RequestContext>, assets: WebAssets) {
        router.get("/") { _, _ in try page(assets) }
        router.get("/**") { request, _ -> Response in
            let path = request.uri.path
            if path.hasPrefix("/api/") || path == "/api" {
                throw APIError(.notFound, field: "path", "no such endpoint")
            }
            let last = path.split(separator: "/").last ?? ""
            guard last.contains(".") else { return try page(assets) }
            guard let asset = assets.asset(at: path) else {
                throw APIError(.notFound, field: "path", "no such file")
            }
            return response(asset)
        }
    }

    private static func page(_ assets: WebAssets) throws -> Response {
        guard let page = assets.asset(at: "/index.html") else {
            throw APIError(.notFound, field: "path", "the web app is not part of this server")
        }
        return response(page)
    }

    private static func response(_ asset: WebAsset) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: asset.contentType, .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.bytes)))
    }
}
