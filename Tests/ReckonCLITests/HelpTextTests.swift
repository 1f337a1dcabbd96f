// Every command's full `--help`, compared with Tests/ReckonCLITests/Help/<command>.txt
// (`reckon.txt` for `reckon --help`, `ceiling-tree.txt` for `reckon ceiling tree --help`).
//
// When help changes on purpose, rewrite the files from the binary and review the diff:
//
//     RECKON_UPDATE_HELP=1 swift test --filter HelpTextTests
//
// The width is fixed at 80 columns: swift-argument-parser wraps help to COLUMNS when it is set,
// else to the width of the terminal standard output is (none here: it is a pipe), else to 80. The
// binary runs with COLUMNS=80, so a COLUMNS exported in the shell that runs the tests changes
// nothing.
import Foundation
import Testing

@Suite struct HelpTextTests {
    /// Every command and subcommand of Sources/reckon, as the helps list them (`reckon --help`,
    /// then each subcommand's), so a new command needs only its file.
    static let commands: [[String]] = commands(under: [])

    static func commands(under command: [String]) -> [[String]] {
        guard let help = try? help(command) else { return [command] }
        return [command] + subcommands(inHelp: help.stdout).flatMap { commands(under: command + [$0]) }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Help")

    static func fileName(_ command: [String]) -> String {
        (command.isEmpty ? "reckon" : command.joined(separator: "-")) + ".txt"
    }

    static let updating = ProcessInfo.processInfo.environment["RECKON_UPDATE_HELP"] == "1"

    static func help(_ command: [String]) throws -> ReckonProcess {
        try ReckonProcess.run(command + ["--help"], environment: ["COLUMNS": "80"])
    }

    @Test(arguments: commands)
    func helpIsTheTextInItsFile(command: [String]) throws {
        let result = try Self.help(command)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let file = Self.folder.appendingPathComponent(Self.fileName(command))
        if Self.updating {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(result.stdout.utf8).write(to: file)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(result.stdout == expected, "\(file.path)")
    }

    /// Every command has a file, and every file is a command's: a new command without its file,
    /// or a file left from a removed one, fails here.
    @Test func everyCommandHasAHelpFile() throws {
        #expect(Self.commands.count >= 19)
        #expect(Self.commands.contains(["ceiling", "export-catalog"]))
        // While the files are being rewritten (in parallel with this test) the folder is in flux.
        guard !Self.updating else { return }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".txt") }
        #expect(Set(files) == Set(Self.commands.map(Self.fileName)))
    }

    /// The names in a help's SUBCOMMANDS section: lines of two spaces, a lowercase name and
    /// then spaces or the end of the line (wrapped abstracts are indented further).
    static func subcommands(inHelp text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "SUBCOMMANDS:") else { return [] }
        var names: [String] = []
        for line in lines[(start + 1)...] {
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else {
                if line.isEmpty || line.hasPrefix("   ") { continue }
                break
            }
            let name = line.dropFirst(2).prefix { $0 != " " }
            if let first = name.first, first.isLowercase, name.allSatisfy({ $0.isLowercase || $0 == "-" }) {
                names.append(String(name))
            }
        }
        return names
    }
}
