/// A note: lines of words and calculations, each answered as it is typed, as in Apple's Math
/// Notes and Soulver. A line is
/// - text: blank, or words with no number and no name the note knows (`Groceries for May`);
/// - a heading, `# Trip`;
/// - an assignment, `rent = 1200 EUR` (a name, `=`, an expression): the lines below use `rent`;
/// - a labelled expression, `groceries: 84.20 EUR` (words before the first `:`);
/// - a rate, `1 USD = 0.92 EUR` (an amount of one currency `=` an amount of another): the lines
///   below convert between them;
/// - an expression in Reckon's language with units (`Expression.quantity`), `rent / 3`,
///   `3 ft + 2 in to cm`, `80 + 15%`.
///
/// `sum` and `total` are the sum of the values above in the block (the lines since the last
/// blank line or heading, subtotals included; 0 when there are none), in the unit of its first
/// value; values that do not add (`2 s` and `3 m`) make `sum` a problem that names them. `prev`
/// is the value of the line just above. An assignment wins over a comparison: `x = 3` sets x.
/// The whole note is computed again on every change, top to bottom, so a change reaches every
/// line that depends on it. A wrong line gets its problem, at its position in the line, and has
/// no value; every other line computes. Values are doubles, every operation correctly rounded
/// and every conversion rounded once (`Expression`, `Quantity`).
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

/// What the lines above leave to the next: the names set, the currencies' rates, the block's
/// sum, the last value.
struct NoteReckoning {
    private var names: [String: Quantity] = [:]
    private var units = UnitCatalog()
    /// The sum of the block so far (nil before its first value), or why its values do not add.
    private var block: (sum: Quantity?, problem: String?) = (nil, nil)
    private var previous: Quantity? = nil
    /// The line being read, from 1.
    private var lineNumber = 0

    /// Names a note gives a meaning of its own, which no line may set.
    private static let reserved: Set<String> = ["sum", "total", "prev", "pi", "e", "to", "in", "of"]

    mutating func line(_ scalars: [Unicode.Scalar]) -> NoteLine {
        let input = String(String.UnicodeScalarView(scalars))
        lineNumber += 1
        let start = scalars.firstIndex { $0 != " " && $0 != "\t" }
        guard let start else {
            (block, previous) = ((nil, nil), nil)
            return NoteLine(input: input, kind: .text, value: nil, unit: "", problem: nil)
        }
        if scalars[start] == "#" {
            (block, previous) = ((nil, nil), nil)
            return NoteLine(input: input, kind: .heading, value: nil, unit: "", problem: nil)
        }
        let (kind, offset) = Self.form(of: scalars, from: start)
        let expression = Array(scalars[offset...])
        let outcome: Result<Quantity, NoteProblem>
        if case .assignment(let name) = kind, Self.reserved.contains(name) || MathFunction(name: name) != nil {
            outcome = .failure(.reservedName(name, at: start + 1))
        } else {
            switch evaluate(expression, offset: offset) {
            case .success(.rate(let left, let right, let at)):
                do throws(UnitError) {
                    try units.settingRate(left.value, left.unit.text, equals: right.value, right.unit.text, at: at)
                    return NoteLine(input: input, kind: .rate, value: nil, unit: "", problem: nil)
                } catch {
                    outcome = .failure(.expression(.unit(error)))
                }
            case .success(.quantity(let quantity)): outcome = .success(quantity)
            case .failure(let problem): outcome = .failure(problem)
            }
        }
        switch outcome {
        case .success(let value):
            add(value, at: start + 1)
            previous = value
            if case .assignment(let name) = kind { names[name] = value }
            return NoteLine(
                input: input, kind: kind, value: value.value, unit: value.unit.text, problem: nil,
                moneyDecimals: value.unit.isCurrency ? value.decimals : nil)
        case .failure(let problem):
            previous = nil
            if Self.isWords(expression, known: names) {
                return NoteLine(input: input, kind: .text, value: nil, unit: "", problem: nil)
            }
            return NoteLine(input: input, kind: kind, value: nil, unit: "", problem: problem)
        }
    }

    /// Adds a line's value to the block's sum, in the unit of the block's first value; values
    /// that do not add (`3 m` after `2 s`) leave the sum their problem, which `sum` then shows.
    private mutating func add(_ value: Quantity, at: Int) {
        guard block.problem == nil else { return }
        guard let sum = block.sum else {
            block.sum = value
            return
        }
        do throws(ExpressionError) {
            block.sum = try Expression.BinaryOperator.add.apply(sum.rated(by: units), value, at: at)
        } catch {
            block.problem = "\(value.text) on line \(lineNumber) does not add to \(sum.text) above it"
        }
    }

    /// What a line's expression came to: a quantity, or a rate (`1 USD = 0.92 EUR`: a comparison
    /// of two amounts of single currencies).
    private enum Reading {
        case quantity(Quantity)
        case rate(Quantity, Quantity, at: Int)
    }

    /// The quantity of the expression written from `offset` (0-based) in its line, with the
    /// names above, `sum`, `total` and `prev`; a problem at its position in the line.
    private func evaluate(_ scalars: [Unicode.Scalar], offset: Int) -> Result<Reading, NoteProblem> {
        do throws(ExpressionError) {
            let parsed = try Expression(parsing: String(String.UnicodeScalarView(scalars)))
            var variables = names
            for use in parsed.variables where use.name == "sum" || use.name == "total" {
                if let problem = block.problem { return .failure(.blockDoesNotAdd(problem, at: use.at + offset)) }
                variables[use.name] = block.sum ?? Quantity(typed: 0, .none)
            }
            if let previous {
                variables["prev"] = previous
            } else if let use = parsed.variables.first(where: { $0.name == "prev" }) {
                return .failure(.noPrevious(at: use.at + offset))
            }
            if case .comparison(.equal, let left, let right, let at) = parsed,
               let amount = try Self.currencyAmount(left, units: units), let other = try Self.currencyAmount(right, units: units) {
                return .success(.rate(amount, other, at: at + offset))
            }
            return .success(.quantity(try parsed.quantity(variables, units: units)))
        } catch {
            return .failure(.expression(error.shifted(by: offset)))
        }
    }

    /// `1 USD`, `0.92 €`: a number times one currency's name, as a rate's side is written.
    private static func currencyAmount(_ side: Expression, units: UnitCatalog) throws(ExpressionError) -> Quantity? {
        guard case .binary(.multiply, .number, .variable, _) = side else { return nil }
        let amount = try side.quantity([:], units: units)
        return amount.unit.isCurrency ? amount : nil
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
    private static func isWords(_ scalars: [Unicode.Scalar], known: [String: Quantity]) -> Bool {
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
