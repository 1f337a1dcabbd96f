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
            throw InvalidValue(FieldError(field: "catalog", "cannot read the file '\(catalog)'"))
        }
        do {
            return (try CeilingCatalog(json: Array(data)), Array(data))
        } catch {
            throw InvalidValue(error)
        }
    }
}

struct CeilingTreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree", abstract: "The product lines, sub-menus and leaves, with the path of each leaf.")

    @OptionGroup var options: CatalogOption

    func run() throws {
        let catalog = try options.load()
        let out = Terminal.standardOutput
        var rows: [(title: String, path: String)] = []
        // A catalog of your own says what it likes: every text and id is printed escaped.
        func titled(_ title: String, _ subtitle: String) -> String {
            TerminalText.escaped(title) + (subtitle.isEmpty ? "" : " (" + TerminalText.escaped(subtitle) + ")")
        }
        func walk(_ menu: CeilingMenu, _ prefix: String, _ indent: String) {
            let path = prefix.isEmpty ? menu.id : prefix + "/" + menu.id
            rows.append((indent + titled(menu.title, menu.subtitle), ""))
            for child in menu.menus { walk(child, path, indent + "  ") }
            for leaf in menu.leaves {
                rows.append((indent + "  " + titled(leaf.title, leaf.subtitle), TerminalText.escaped(path + "/" + leaf.id)))
            }
        }
        for line in catalog.lines { walk(line, "", "  ") }
        let width = rows.filter { !$0.path.isEmpty }.map(\.title.count).max() ?? 0
        out.write(TerminalText.escaped(catalog.name) + "\n")
        for (title, path) in rows {
            out.write(path.isEmpty ? title + "\n" : title + String(repeating: " ", count: width - title.count + 3) + path + "\n")
        }
        out.flush()
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
        let leaf: CeilingLeaf
        do {
            leaf = try catalog.leaf(at: path).leaf
        } catch {
            throw InvalidValue(error)
        }
        let out = Terminal.standardOutput
        let width = leaf.inputs.map(\.name.count).max() ?? 0
        for input in leaf.inputs {
            let rule: String
            switch input.kind {
            case .number(let unit, let minimum, let maximum, let whole, let required, let defaultValue):
                rule = (whole ? "whole number " : "number ") + CalculatorNumber.numeral(minimum) + " to " + CalculatorNumber.numeral(maximum)
                    + (unit.isEmpty ? "" : " " + TerminalText.escaped(unit))
                    + (required ? ", required" : defaultValue.map { ", default " + CalculatorNumber.numeral($0) } ?? ", optional")
            case .toggle(let defaultOn):
                rule = "yes or no, default " + (defaultOn ? "yes" : "no")
            }
            // Names are checked when the catalog is read (letters, digits, -); labels and units are free text.
            out.write(input.name + String(repeating: " ", count: width - input.name.count + 2) + TerminalText.escaped(input.label)
                + " — " + rule + "\n")
        }
        out.flush()
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
        let estimate: CeilingEstimate
        let titles: [String]
        do {
            let found = try catalog.leaf(at: path)
            titles = found.titles
            estimate = try CeilingEstimate(leaf: found.leaf, settings: settings, rooms: rooms, waste: waste)
        } catch let error as CeilingError {
            throw InvalidValue(error)
        } catch let error as FieldError {
            throw InvalidValue(error)
        }
        let out = Terminal.standardOutput
        if output.json {
            out.write(TerminalText.json(estimate.json(path: path, titles: titles, disclaimer: catalog.disclaimer)) + "\n")
            out.flush()
            return
        }
        out.write(titles.map(TerminalText.escaped).joined(separator: " › ") + "\n")
        out.write("Area: " + CalculatorNumber.numeral(estimate.area) + " m²"
            + (estimate.perimeter.map { ", perimeter " + CalculatorNumber.numeral($0) + " m (" + (estimate.rooms.count == 1 ? "1 room" : "\(estimate.rooms.count) rooms") + ")" } ?? "") + "\n\n")
        let names = estimate.lines.map { TerminalText.escaped($0.name) }
        let width = names.map(\.count).max() ?? 0
        let waste = estimate.wastePercent > 0
        if waste {
            out.write(String(repeating: " ", count: width) + "  pieces  with " + CalculatorNumber.numeral(estimate.wastePercent) + "% waste\n")
        }
        for (line, name) in zip(estimate.lines, names) {
            var row = name + String(repeating: " ", count: width - name.count + 2)
            let quantity = String(line.quantity)
            row += String(repeating: " ", count: max(0, 6 - quantity.count)) + quantity
            if waste {
                let extra = String(line.withWaste)
                row += String(repeating: " ", count: max(0, 8 - extra.count)) + extra
            }
            if let pack = line.pack, let packs = line.packs { row += "  (\(packs) packs of \(pack))" }
            if let note = line.unverified { row += "  unverified: " + TerminalText.escaped(note) }
            out.write(row + "\n")
        }
        out.write("\n" + TerminalText.escaped(catalog.disclaimer) + "\n")
        out.flush()
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
