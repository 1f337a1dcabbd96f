import Foundation
import ReckonEdge
import ReckonServer

/// `--web-root FOLDER` of `serve` and `web export`, checked before any use: a folder that is
/// missing, or that holds no web app, would otherwise be served as a 404 on every page.
struct WebRoot {
    let assets: WebAssets
    let release: WebRelease

    /// The app in `folder`, or the copy built into reckon when nil. Building its release here
    /// also spares the server's first visitor the hashing and compressing.
    init(_ folder: String?) throws {
        var isFolder: ObjCBool = false
        if let folder, !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
            throw InvalidValue(FieldError(.notFound, field: "web-root", "\(folder) is not a folder"))
        }
        assets = folder.map { WebAssets.directory($0) } ?? .bundled
        guard let release = assets.release() else {
            throw InvalidValue(FieldError(
                .notFound, field: "web-root", "\(folder ?? "reckon") has no web app (an index.html and js/service-worker.js are needed)"))
        }
        self.release = release
    }
}
