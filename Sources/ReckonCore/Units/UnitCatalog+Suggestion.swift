extension UnitCatalog {
    /// The known name nearest `name` by edit distance (insertions, deletions, substitutions of
    /// Unicode scalars), when at most a third of `name`'s length (at least 1) away; ties go to
    /// the first in this order: the note's units, the table's symbols and names in its order,
    /// then prefixed ones (prefix symbol + symbol, prefix name + name) for the prefixes `name`
    /// starts with (`kilometr` → `kilometer`).
    func suggestion(for name: String) -> String? {
        let typed = Array(name.unicodeScalars)
        let limit = max(1, typed.count / 3)
        var best: (name: String, distance: Int)? = nil
        func consider(_ candidate: String) {
            let distance = Self.editDistance(typed, Array(candidate.unicodeScalars))
            if distance <= limit && distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        for own in defined { consider(own.name) }
        for entry in UnitEntry.table {
            for symbol in entry.symbols { consider(symbol) }
            for name in entry.names { consider(name) }
        }
        for prefix in UnitPrefix.all {
            let bySymbol = name.hasPrefix(prefix.symbol)
            let byName = UnitEntry.lowercased(Substring(name)).hasPrefix(prefix.name)
            guard bySymbol || byName else { continue }
            for entry in UnitEntry.table where prefix.applies(to: entry.prefixes) {
                if bySymbol { for symbol in entry.symbols { consider(prefix.symbol + symbol) } }
                if byName { for name in entry.names { consider(prefix.name + name) } }
            }
        }
        return best?.name
    }

    /// Levenshtein's distance, one row at a time.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var diagonal = row[0]
            row[0] = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                let above = row[j]
                row[j] = min(above + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }
}
