/// One line of a note (`NoteSheet`), as it was read and what it came to.
public struct NoteLine: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Blank, or words with no number and no name the note knows: no value.
        case text
        /// `# Trip`: a title, which like a blank line ends the block a `sum` adds up.
        case heading
        case expression
        /// `rent = 1200`: the value, and `rent` for the lines below.
        case assignment(name: String)
        /// `groceries: 84.20`: a label of words before `:`, and the value after it.
        case label(String)
        /// `1 USD = 0.92 EUR`: a rate between two currencies, for the lines below; no value.
        case rate
    }

    public let input: String
    public let kind: Kind
    /// The value, or nil for text, a heading, a rate and a line with a problem.
    public let value: Double?
    /// The value's unit as it prints (`km/h`, `EUR`), empty for a plain number and no value.
    public let unit: String
    /// What is wrong with the line, at its position in the line.
    public let problem: NoteProblem?
    /// For an amount of money, the decimals of the most precise number it came from, which it
    /// shows (never fewer than 2: `CalculatorNumber.money`); nil for any other value.
    public var moneyDecimals: Int? = nil
}

/// Why a line of a note has no value; the rest of the note computes all the same.
public enum NoteProblem: InputError, Equatable {
    /// The expression's own problem, at its position in the line.
    case expression(ExpressionError)
    /// `sum = 3`: a name the note gives a meaning of its own.
    case reservedName(String, at: Int)
    /// `prev` on a line whose line above has no value.
    case noPrevious(at: Int)
    /// `sum` (or `total`) over values that do not add (`2 s` and `3 m`), and why.
    case blockDoesNotAdd(String, at: Int)

    public var field: String { "text" }

    public var code: ErrorCode {
        switch self {
        case .expression(let error): error.code
        case .reservedName: .conflict
        case .noPrevious: .noValue
        case .blockDoesNotAdd: .impossible
        }
    }

    public var message: String {
        switch self {
        case .expression(let error): error.message
        case .reservedName(let name, let at):
            "'\(name)' at \(at) is \(Self.meaning(ofReserved: name)), not a name to set"
        case .noPrevious(let at): "prev at \(at) is the line above, which has no value"
        case .blockDoesNotAdd(let why, let at): "the sum at \(at) has values above that do not add: \(why)"
        }
    }

    private static func meaning(ofReserved name: String) -> String {
        switch name {
        case "prev": "the line above"
        case "pi", "e": "a constant"
        case "to", "in": "the word that converts units"
        case "of": "the word of a percentage"
        default: "the sum above"
        }
    }

    /// Where in the line (1-based, in Unicode scalars).
    public var position: Int? {
        switch self {
        case .expression(let error): error.position
        case .reservedName(_, let at), .noPrevious(let at), .blockDoesNotAdd(_, let at): at
        }
    }
}
