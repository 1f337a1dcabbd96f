import ReckonCore

// The terminal's views of a catalog (`reckon ceiling tree`, `inputs`, `estimate`). A catalog of
// your own says what it likes: every text and id from it is printed escaped (`TerminalText`).

extension CeilingCatalog {
    /// The product lines, sub-menus and leaves, indented, each leaf's path in a column.
    public var treeText: String {
        var rows: [(title: String, path: String)] = []
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
        for line in lines { walk(line, "", "  ") }
        let width = rows.filter { !$0.path.isEmpty }.map { $0.title.count }.max() ?? 0
        var text = TerminalText.escaped(name) + "\n"
        for (title, path) in rows {
            text += path.isEmpty ? title + "\n" : title + String(repeating: " ", count: width - title.count + 3) + path + "\n"
        }
        return text
    }
}

extension CeilingLeaf {
    /// One input a line: its name for `--set`, its label, and its rule (range, unit, default).
    public var inputsText: String {
        let width = inputs.map { $0.name.count }.max() ?? 0
        var text = ""
        for input in inputs {
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
            text += input.name + String(repeating: " ", count: width - input.name.count + 2) + TerminalText.escaped(input.label)
                + " — " + rule + "\n"
        }
        return text
    }
}

extension CeilingEstimate {
    /// The leaf's titles, the area, every component in whole pieces (and with waste when asked),
    /// packs and unverified values, then the catalog's disclaimer.
    public func text(titles: [String], disclaimer: String) -> String {
        var text = titles.map { TerminalText.escaped($0) }.joined(separator: " › ") + "\n"
        text += "Area: " + CalculatorNumber.numeral(area) + " m²"
            + (perimeter.map { ", perimeter " + CalculatorNumber.numeral($0) + " m (" + (rooms.count == 1 ? "1 room" : "\(rooms.count) rooms") + ")" } ?? "") + "\n\n"
        let names = lines.map { TerminalText.escaped($0.name) }
        let width = names.map { $0.count }.max() ?? 0
        let waste = wastePercent > 0
        if waste {
            text += String(repeating: " ", count: width) + "  pieces  with " + CalculatorNumber.numeral(wastePercent) + "% waste\n"
        }
        for (line, name) in zip(lines, names) {
            var row = name + String(repeating: " ", count: width - name.count + 2)
            let quantity = String(line.quantity)
            row += String(repeating: " ", count: max(0, 6 - quantity.count)) + quantity
            if waste {
                let extra = String(line.withWaste)
                row += String(repeating: " ", count: max(0, 8 - extra.count)) + extra
            }
            if let pack = line.pack, let packs = line.packs { row += "  (\(packs) packs of \(pack))" }
            if let note = line.unverified { row += "  unverified: " + TerminalText.escaped(note) }
            text += row + "\n"
        }
        return text + "\n" + TerminalText.escaped(disclaimer) + "\n"
    }
}
