extension UnitCatalog {
    /// The known name nearest `name` by edit distance (insertions, deletions, substitutions of
    /// Unicode scalars, a change of ASCII case counting half), when at most a third of `name`'s
    /// length (at least 1) away; ties go to the first in this order: the note's units, the
    /// table's symbols and names in its order, then prefixed ones — a prefix's symbol and a
    /// symbol for prefixes whose symbol starts with `name`'s first letter in either case (`KB`
    /// → `kB`), a prefix's name and a name for those `name` starts with (`kilometr` →
    /// `kilometer`).
    func suggestion(for name: String) -> String? {
        let typed = Array(name.unicodeScalars)
        let limit = 2 * max(1, typed.count / 3)
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
        let lower = UnitEntry.lowercased(Substring(name))
        for prefix in UnitPrefix.all {
            let bySymbol = lower.unicodeScalars.first == UnitEntry.lowercased(Substring(prefix.symbol)).unicodeScalars.first
            let byName = lower.hasPrefix(prefix.name)
            guard bySymbol || byName else { continue }
            for entry in UnitEntry.table where prefix.applies(to: entry.prefixes) {
                if bySymbol { for symbol in entry.symbols { consider(prefix.symbol + symbol) } }
                if byName { for name in entry.names { consider(prefix.name + name) } }
            }
        }
        return best?.name
    }

    /// Levenshtein's distance in half edits (a substitution that changes only ASCII case costs
    /// one, every other edit two), one row at a time.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        func lowered(_ s: Unicode.Scalar) -> UInt32 { s.value >= 65 && s.value <= 90 ? s.value + 32 : s.value }
        var row = Array(stride(from: 0, through: 2 * b.count, by: 2))
        for i in a.indices {
            var diagonal = row[0]
            row[0] = 2 * (i + 1)
            for j in b.indices {
                let above = row[j + 1]
                let substitution = a[i] == b[j] ? 0 : lowered(a[i]) == lowered(b[j]) ? 1 : 2
                row[j + 1] = min(above + 2, row[j] + 2, diagonal + substitution)
                diagonal = above
            }
        }
        return row[b.count]
    }
}
