/// A note: lines of words and calculations, each answered as it is typed, as in Apple's Math
/// Notes and Soulver. A line is
/// - text: blank, or words with no number and no name the note knows (`Groceries for May`);
/// - a heading, `# Trip`;
/// - an assignment, `rent = 1200` (a name, `=`, an expression): the lines below use `rent`;
/// - a labelled expression, `groceries: 84.20` (words before the first `:`);
/// - an expression in Reckon's language (`Expression`), `rent / 3`.
///
/// `sum` and `total` are the sum of the values above in the block (the lines since the last
/// blank line or heading, subtotals included; 0 when there are none); `prev` is the value of the
/// line just above. An assignment wins over a comparison: `x = 3` sets x. The whole note is
/// computed again on every change, top to bottom, so a change reaches every line that depends on
/// it. A wrong line gets its problem, at its position in the line, and has no value; every
/// other line computes. Values are doubles, every operation correctly rounded (`Expression`).
public struct NoteSheet: Sendable, Equatable {
    /// A note as long as a long shopping list or a year of monthly budgets, times ten.
    public static let maximumLines = 1000
    /// 50 lines of the longest expression, about half a second of correctly rounded functions;
    /// and in ASCII, with a line break escaped in each line, a body within the API's 64 KiB.
    public static let maximumCharacters = 50_000

    public let lines: [NoteLine]

    /// Reads and computes `text`, its lines split at line feeds (a carriage return before one
    /// is dropped).
    public init(_ text: String) throws(NoteSheetError) {
        let characters = text.unicodeScalars.count
        guard characters <= Self.maximumCharacters else { throw .tooManyCharacters(characters) }
        var rows: [[Unicode.Scalar]] = [[]]
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if rows[rows.count - 1].last == "\r" { rows[rows.count - 1].removeLast() }
                rows.append([])
            } else {
                rows[rows.count - 1].append(scalar)
            }
        }
        guard rows.count <= Self.maximumLines else { throw .tooManyLines(rows.count) }
        var reckoning = NoteReckoning()
        lines = rows.map { reckoning.line($0) }
    }
}

/// What the lines above leave to the next: the names set, the block's sum, the last value.
struct NoteReckoning {
    private var names: [String: Double] = [:]
    private var block: Double = 0
    private var previous: Double? = nil

    /// Names a note gives a meaning of its own, which no line may set.
    private static let reserved: Set<String> = ["sum", "total", "prev", "pi", "e"]

    mutating func line(_ scalars: [Unicode.Scalar]) -> NoteLine {
        let input = String(String.UnicodeScalarView(scalars))
        let start = scalars.firstIndex { $0 != " " && $0 != "\t" }
        guard let start else {
            (block, previous) = (0, nil)
            return NoteLine(input: input, kind: .text, value: nil, problem: nil)
        }
        if scalars[start] == "#" {
            (block, previous) = (0, nil)
            return NoteLine(input: input, kind: .heading, value: nil, problem: nil)
        }
        let (kind, offset) = Self.form(of: scalars, from: start)
        let expression = Array(scalars[offset...])
        let outcome: Result<Double, NoteProblem>
        if case .assignment(let name) = kind, Self.reserved.contains(name) || MathFunction(name: name) != nil {
            outcome = .failure(.reservedName(name, at: start + 1))
        } else {
            outcome = evaluate(expression, offset: offset)
        }
        switch outcome {
        case .success(let value):
            block += value
            previous = value
            if case .assignment(let name) = kind { names[name] = value }
            return NoteLine(input: input, kind: kind, value: value, problem: nil)
        case .failure(let problem):
            previous = nil
            if Self.isWords(expression, known: names) {
                return NoteLine(input: input, kind: .text, value: nil, problem: nil)
            }
            return NoteLine(input: input, kind: kind, value: nil, problem: problem)
        }
    }

    /// The value of the expression written from `offset` (0-based) in its line, with the names
    /// above, `sum`, `total` and `prev`; a problem at its position in the line.
    private func evaluate(_ scalars: [Unicode.Scalar], offset: Int) -> Result<Double, NoteProblem> {
        do throws(ExpressionError) {
            let parsed = try Expression(parsing: String(String.UnicodeScalarView(scalars)))
            var variables = names
            variables["sum"] = block
            variables["total"] = block
            if let previous {
                variables["prev"] = previous
            } else if let use = parsed.variables.first(where: { $0.name == "prev" }) {
                return .failure(.noPrevious(at: use.at + offset))
            }
            return .success(try parsed.value(variables))
        } catch {
            return .failure(.expression(error.shifted(by: offset)))
        }
    }

    /// The line's form and where its expression starts (0-based): `name =` and `label:` are
    /// read off the front; anything else is an expression from the line's start.
    private static func form(of scalars: [Unicode.Scalar], from start: Int) -> (NoteLine.Kind, Int) {
        var end = start
        while end < scalars.count, ExpressionToken.isNameScalar(scalars[end], first: end == start) { end += 1 }
        var equals = end
        while equals < scalars.count, scalars[equals] == " " || scalars[equals] == "\t" { equals += 1 }
        if end > start, equals < scalars.count, scalars[equals] == "=",
           equals + 1 == scalars.count || scalars[equals + 1] != "=" {
            return (.assignment(name: String(String.UnicodeScalarView(scalars[start..<end]))), equals + 1)
        }
        if let colon = scalars.firstIndex(of: ":") {
            var last = colon
            while last > start, scalars[last - 1] == " " || scalars[last - 1] == "\t" { last -= 1 }
            if last > start {
                return (.label(String(String.UnicodeScalarView(scalars[start..<last]))), colon + 1)
            }
        }
        return (.expression, 0)
    }

    /// Whether an expression that failed is only words: no digit, and no name the note would
    /// compute with (a name set above, `sum`, `prev`, a constant or a function).
    private static func isWords(_ scalars: [Unicode.Scalar], known: [String: Double]) -> Bool {
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.value >= 48 && scalar.value <= 57 { return false }
            guard ExpressionToken.isNameScalar(scalar, first: true) else {
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, ExpressionToken.isNameScalar(scalars[end], first: false) { end += 1 }
            let word = String(String.UnicodeScalarView(scalars[index..<end]))
            if known[word] != nil || reserved.contains(word) || MathFunction(name: word) != nil { return false }
            index = end
        }
        return true
    }
}
