import ArgumentParser
import Foundation
import ReckonCore
import ReckonEdge

struct CeilingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ceiling",
        abstract: "Ceiling materials: the Studform catalog's components for a job, or a catalog of your own.",
        discussion: """
            Walk the tree with `tree`, see a leaf's inputs with `inputs PATH`, then `estimate PATH \
            --set area=100 --set drop=1.2 ...`. Every quantity is rounded up to whole pieces.
            Example: reckon ceiling estimate oneway/24mm/1350x450 --set area=100 --set c-spline=yes --set drop=1.2
            """,
        subcommands: [CeilingTreeCommand.self, CeilingInputsCommand.self, CeilingEstimateCommand.self, CeilingExportCommand.self])
}

/// `--catalog FILE`, shared by every `ceiling` subcommand and by `serve`.
struct CatalogOption: ParsableArguments {
    @Option(help: ArgumentHelp("A catalog file in Reckon's format (see export-catalog) instead of the Studform catalog.", valueName: "file"))
    var catalog: String?

    func load() throws -> CeilingCatalog {
        try loadWithSource().catalog
    }

    /// The catalog, and the file's bytes when one was given.
    func loadWithSource() throws -> (catalog: CeilingCatalog, source: [UInt8]?) {
        guard let catalog else { return (.studform, nil) }
        guard let data = FileManager.default.contents(atPath: catalog) else {
            throw InvalidValue(FieldError(.notFound, field: "catalog", "cannot read the file '\(catalog)'"))
        }
        return (try reading { try CeilingCatalog(json: Array(data)) }, Array(data))
    }
}

struct CeilingTreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree", abstract: "The product lines, sub-menus and leaves, with the path of each leaf.")

    @OptionGroup var options: CatalogOption

    func run() throws {
        let catalog = try options.load()
        Terminal.standardOutput.write(catalog.treeText)
        Terminal.standardOutput.flush()
    }
}

struct CeilingInputsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inputs", abstract: "A leaf's inputs: names for --set, labels, units, ranges and defaults.")

    @Argument(help: "The leaf's path, e.g. regal/1200x600 (see tree).")
    var path: String

    @OptionGroup var options: CatalogOption

    func run() throws {
        let catalog = try options.load()
        let leaf = try reading { try catalog.leaf(at: path).leaf }
        Terminal.standardOutput.write(leaf.inputsText)
        Terminal.standardOutput.flush()
    }
}

struct CeilingEstimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "estimate",
        abstract: "Every component a job needs, in whole pieces.",
        discussion: """
            Inputs are set by name (see inputs PATH); switches take yes or no. Rooms replace the \
            area: --room 5x4 --room 3.2x2.5 (metres) adds their areas, and their perimeter drives \
            the wall angle. --waste adds a percentage to every quantity (both totals are shown).
            Example: reckon ceiling estimate regal/1200x600 --set area=100 --set drop=1.2
            """)

    @Argument(help: "The leaf's path, e.g. oneway/24mm/1350x450 (see tree).")
    var path: String

    @Option(name: .customLong("set"), help: ArgumentHelp("An input's value, name=value; repeat for more.", valueName: "name=value"))
    var settings: [String] = []

    @Option(name: .customLong("room"), help: ArgumentHelp("A room, length x width in metres; repeat for more.", valueName: "LxW"))
    var rooms: [String] = []

    @Option(help: "Waste to add, 0 to 50 percent.")
    var waste: String?

    @OptionGroup var output: OutputOptions

    @OptionGroup var options: CatalogOption

    func run() throws {
        let catalog = try options.load()
        let (found, estimate) = try reading {
            let found = try catalog.leaf(at: path)
            return (found, try CeilingEstimate(leaf: found.leaf, settings: settings, rooms: rooms, waste: waste))
        }
        output.write(
            json: { TerminalText.json(estimate.json(path: path, titles: found.titles, disclaimer: catalog.disclaimer)) },
            text: { estimate.text(titles: found.titles, disclaimer: catalog.disclaimer) })
    }
}

struct CeilingExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-catalog",
        abstract: "Print the shipped Studform catalog in Reckon's catalog format, to copy and edit.")

    func run() throws {
        Terminal.standardOutput.write(CeilingCatalog.studformJSON)
        Terminal.standardOutput.flush()
    }
}
