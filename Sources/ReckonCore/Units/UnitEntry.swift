/// One line of the built-in table (`UnitCatalog.table`), split into its parts.
public struct UnitEntry: Sendable {
    /// The category it is listed under (`length`, `fuel economy`).
    public let category: String
    /// Its symbols, the printed one first (`["lb", "lbs"]`); may be empty for a unit with only
    /// spelled names (`cup`).
    public let symbols: [String]
    /// Its spelled names, each also read with `s` or `es` after it, in any case.
    public let names: [String]
    /// Its definition as the table writes it (`5280 ft`, `π/180 rad`, `!0` for a base, `$` for
    /// a currency).
    public let definition: String
    /// Which prefixes it takes.
    public let prefixes: UnitPrefix.Kind

    /// The symbol a quantity prints: the first symbol, else the first name.
    public var symbol: String { symbols.first ?? names[0] }

    /// Every entry of the built-in table, in its order (the order that breaks ties between
    /// suggestions, and `docs/units.md`'s).
    public static let table: [UnitEntry] = {
        var entries: [UnitEntry] = []
        var category = ""
        for line in UnitCatalog.table.split(separator: "\n") {
            if line.first == "#" {
                category = String(line.dropFirst())
                continue
            }
            let kind: UnitPrefix.Kind = line.first == "p" ? .si : line.first == "b" ? .data : .none
            let body = line.dropFirst(2)
            let equals = body.firstIndex(of: "=")!
            let bar = body.firstIndex(of: "|")!
            entries.append(UnitEntry(
                category: category,
                symbols: body[..<bar].split(separator: " ").map(String.init),
                names: body[body.index(after: bar)..<equals].split(separator: " ").map(String.init),
                definition: String(body[body.index(after: equals)...]), prefixes: kind))
        }
        return entries
    }()

    /// Whether `text` is one of the entry's symbols (exactly, case counts: `mB` is not `MB`).
    func hasSymbol(_ text: Substring) -> Bool {
        symbols.contains { $0 == text }
    }

    /// Whether `text` is one of the entry's spelled names, in any case, or its plural
    /// (`Miles`, `inches`).
    func hasName(_ text: Substring) -> Bool {
        let lower = UnitEntry.lowercased(text)
        return names.contains { name in
            lower == name || lower == name + "s" || lower == name + "es"
        }
    }

    /// ASCII letters lowered; every other scalar as it is.
    static func lowercased(_ text: Substring) -> String {
        var out = ""
        for s in text.unicodeScalars {
            out.unicodeScalars.append(s.value >= 65 && s.value <= 90 ? Unicode.Scalar(s.value + 32)! : s)
        }
        return out
    }
}
