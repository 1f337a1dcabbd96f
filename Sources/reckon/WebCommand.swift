import ArgumentParser
import ReckonEdge
import ReckonServer

/// `reckon web export DIR`: the web app as plain static files, for any web server.
struct WebCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "web",
        abstract: "The web app without the server.",
        subcommands: [Export.self])

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write the web app into a folder as static files.",
            discussion: """
                The app computes in the browser (the core in WebAssembly) and works offline, so \
                any static host serves it: index.html, sw.js and app/<version>/ (every other file, \
                named by the release's hash; a .gz beside each compressible file for hosts that \
                send those). Serve index.html for every path without an extension (the screens' \
                URLs), app/ with "Cache-Control: public, max-age=31536000, immutable", index.html \
                and sw.js with "Cache-Control: no-cache", and .wasm as application/wasm. Earlier \
                releases' app/ folders may stay: windows still open on them keep working.
                """)

        @Argument(help: ArgumentHelp("The folder to write (created if needed).", valueName: "folder"))
        var folder: String

        @Option(help: ArgumentHelp(
            "Export the app in this folder (a Web/ tree) instead of the copy built into reckon.",
            valueName: "folder"))
        var webRoot: String?

        func run() throws {
            let release = try WebRoot(webRoot).release
            do {
                try release.export(to: folder)
            } catch {
                throw InvalidValue(FieldError(.unavailable, field: "folder", "cannot write \(folder): \(error.localizedDescription)"))
            }
            Terminal.standardOutput.write(
                "wrote release \(release.version) of the web app to \(TerminalText.escaped(folder)) (\(release.files.count) files)\n")
            Terminal.standardOutput.flush()
        }
    }
}
