import Foundation
import PackagePlugin

/// Compiles the files under `Web/` into the target as Swift source, so the server carries its web
/// app inside the binary and serves it from any working directory. Editing a file there rebuilds
/// only that generated source.
@main
struct BundleWebApp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let web = context.package.directoryURL.appending(path: "Web")
        let output = context.pluginWorkDirectoryURL.appending(path: "BundledWebApp.swift")
        return [
            .buildCommand(
                displayName: "Bundling the web app from Web/",
                executable: try context.tool(named: "WebBundler").url,
                arguments: [web.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: try Self.files(under: web),
                outputFiles: [output])
        ]
    }

    private static func files(under folder: URL) throws -> [URL] {
        guard
            let walk = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        return try walk.compactMap { item in
            guard let url = item as? URL, try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true
            else { return nil }
            return url
        }
    }
}
