extension DicePool {
    /// Reads dice notation (positions count characters from 1):
    ///
    ///     pool     = sum [ ("vs" | "VS") sum ]            opposed: the first's margin over the second
    ///     sum      = product { ("+" | "-") product }       no sign right after + or -
    ///     product  = signed { ("*" | "/") signed }         / rounds down
    ///     signed   = [ "+" | "-" ] atom                    at the start, after ( , * /
    ///     atom     = number | dice | "(" sum ")" | ("max" | "min") "(" sum { "," sum } ")"
    ///              | "{" sum { "," sum } "}" { ("kh" | "k" | "kl" | "dh" | "dl") count | comparison value [ "f" test ] }
    ///     dice     = [count] ("d" | "D") die { modifier }  no spaces inside
    ///     die      = faces | "F" | "%" | "{" value { "," value } "}"
    ///     modifier = "r" test | "rr" test | ("!" | "!!") ["p"] [test] | ("kh" | "k" | "kl" | "dh" | "dl") count
    ///              | comparison value [ "f" test ]
    ///     test     = digits | comparison value      after r, rr and f also -digits
    ///     comparison = "=" | "<" | "<=" | ">" | ">="
    ///
    /// Spaces may stand between terms, operators, parentheses and commas. Refused, each with the
    /// position and the rule: empty text, a pool without dice, stray characters, an operator
    /// with nothing after it, a `d` without faces, faces outside 2…1000, a count of 0, more than
    /// 1000 dice in all, a modifier twice or without its value, keeping or dropping more dice
    /// than rolled, `rr` that rerolls every face, failures without a success threshold, a divisor
    /// whose bounds hold 0, numbers beyond ±1e9 (each and added up), values a part can reach
    /// beyond ±1e12, more than `maximumParts` terms and operators or `maximumNesting` levels, and a part whose values span
    /// more than `maximumSpan` sums.
    public init(parsing text: String) throws(DiceError) {
        var parser = DiceParser(text)
        parser.reader.skipSpaces()
        guard !parser.reader.atEnd else { throw .emptyPool }
        var pool = try parser.sum()
        parser.reader.skipSpaces()
        // `A vs B`: the margin A − B, its bounds and span checked as any difference's.
        let opposed = parser.reader.takeVersus()
        if opposed {
            parser.reader.skipSpaces()
            pool = try parser.combine(.subtract, pool, try parser.sum())
            parser.reader.skipSpaces()
        }
        guard parser.reader.atEnd else { throw parser.reader.unexpectedHere() }
        guard parser.diceTotal > 0 else { throw .noDice }
        var groups: [Group] = []
        var constant: Int64 = 0
        if !opposed, Self.plainParts(of: pool.expression, negative: false, into: &groups, constant: &constant) {
            self.init(groups: groups, constant: constant)
        } else {
            self.init(
                expression: pool.expression, diceCount: parser.diceTotal, minimum: pool.low, maximum: pool.high,
                isOpposed: opposed)
        }
    }

    /// Collects a plain pool's groups (merging equal faces) and constant; false for any other.
    private static func plainParts(
        of expression: DiceExpression, negative: Bool, into groups: inout [Group], constant: inout Int64
    ) -> Bool {
        switch expression {
        case .number(let value):
            constant += negative ? -value : value
            return true
        case .roll(let roll):
            guard roll.isPlain, !negative else { return false }
            let faces = Int64(roll.die.faces.count)
            if let at = groups.firstIndex(where: { $0.faces == faces }) {
                groups[at] = Group(count: groups[at].count + roll.count, faces: faces)
            } else {
                groups.append(Group(count: roll.count, faces: faces))
            }
            return true
        case .negation(let inner):
            return plainParts(of: inner, negative: !negative, into: &groups, constant: &constant)
        case let .binary(op, lhs, rhs):
            guard op == .add || op == .subtract else { return false }
            return plainParts(of: lhs, negative: negative, into: &groups, constant: &constant)
                && plainParts(of: rhs, negative: negative != (op == .subtract), into: &groups, constant: &constant)
        case .extreme, .group:
            return false
        }
    }
}

/// A parsed part of a pool with the bounds of its values and where it starts.
private struct Part {
    let expression: DiceExpression
    let low: Int64
    let high: Int64
    let start: Int64
    /// The numbers added into this part by `+`, `-` and signs (for their ±1e9 total).
    var numbers: Int64 = 0
}

/// A recursive-descent reader of the grammar in `DicePool.init(parsing:)`, checking each part's
/// limits as it is read so the error points at the part.
private struct DiceParser {
    var reader: Reader
    var diceTotal: Int64 = 0
    /// Terms and operators read so far, and how deep in parentheses, functions and signs: both
    /// bounded so no recursion over the tree (here or when it is evaluated) can exhaust a stack.
    var parts = 0
    var depth = 0

    init(_ text: String) { reader = Reader(text) }

    /// Counts one more term or operator starting at `at`.
    mutating func count(at: Int64) throws(DiceError) {
        parts += 1
        guard parts <= DicePool.maximumParts else { throw .tooManyParts(at: at) }
    }

    /// Runs `body` one level deeper, refusing past `DicePool.maximumNesting`.
    mutating func nested<T>(at: Int64, _ body: (inout DiceParser) throws(DiceError) -> T) throws(DiceError) -> T {
        depth += 1
        guard depth <= DicePool.maximumNesting else { throw .tooDeep(at: at) }
        defer { depth -= 1 }
        return try body(&self)
    }

    mutating func sum() throws(DiceError) -> Part {
        var left = try product(signAllowed: true)
        while true {
            reader.skipSpaces()
            let op: DiceExpression.Operator
            let at = reader.position
            if reader.take("+") { op = .add } else if reader.take("-") { op = .subtract } else { return left }
            try count(at: at)
            reader.skipSpaces()
            let right = try product(signAllowed: false)
            left = try combine(op, left, right)
        }
    }

    mutating func product(signAllowed: Bool) throws(DiceError) -> Part {
        var left = try signed(allowed: signAllowed)
        while true {
            reader.skipSpaces()
            let op: DiceExpression.Operator
            let at = reader.position
            if reader.take("*") { op = .multiply } else if reader.take("/") { op = .divide } else { return left }
            try count(at: at)
            reader.skipSpaces()
            let right = try signed(allowed: true)
            left = try combine(op, left, right)
        }
    }

    mutating func signed(allowed: Bool) throws(DiceError) -> Part {
        let start = reader.position
        if allowed, let negative = reader.sign() {
            reader.skipSpaces()
            let inner = try nested(at: start) { (parser: inout DiceParser) throws(DiceError) in try parser.signed(allowed: false) }
            guard negative else { return inner }
            return Part(expression: .negation(inner.expression), low: -inner.high, high: -inner.low, start: start, numbers: -inner.numbers)
        }
        return try atom()
    }

    mutating func atom() throws(DiceError) -> Part {
        let start = reader.position
        try count(at: start)
        if reader.take("(") {
            let inner = try nested(at: start) { (parser: inout DiceParser) throws(DiceError) in
                parser.reader.skipSpaces()
                let inner = try parser.sum()
                parser.reader.skipSpaces()
                guard parser.reader.take(")") else { throw parser.reader.expected(")") }
                return inner
            }
            return Part(expression: inner.expression, low: inner.low, high: inner.high, start: start, numbers: inner.numbers)
        }
        if reader.take("{") { return try group(start: start) }
        if let highest = reader.takeName() {
            reader.skipSpaces()
            guard reader.take("(") else { throw reader.expected("(") }
            let parts = try list(closedBy: ")", start: start)
            let (low, high) = DiceExpression.extremeBounds(parts.map { ($0.low, $0.high) }, highest: highest)
            return Part(expression: .extreme(highest: highest, parts.map { $0.expression }), low: low, high: high, start: start)
        }
        let count = reader.number()
        if reader.take("d") || reader.take("D") {
            return try dice(count: count, start: start)
        }
        guard let count else { throw reader.unexpectedHere() }
        guard count.value <= DicePool.maximumConstant else { throw .constantOutOfRange(at: start) }
        return Part(expression: .number(count.value), low: count.value, high: count.value, start: start, numbers: count.value)
    }

    /// Applies `op` to two parts, checking the bounds of the result.
    mutating func combine(_ op: DiceExpression.Operator, _ a: Part, _ b: Part) throws(DiceError) -> Part {
        guard op != .divide || b.low > 0 || b.high < 0 else { throw .divisionByZero(at: b.start) }
        // Bounds are at most 1e12, so only a product can pass Int64; test it in floating point first.
        let largest = Double(max(a.low.magnitude, a.high.magnitude)) * Double(max(b.low.magnitude, b.high.magnitude))
        guard op != .multiply || largest <= Double(DicePool.maximumValue) else { throw .valueOutOfRange(at: b.start) }
        let (low, high) = op.bounds((a.low, a.high), (b.low, b.high))
        var part = try checked(DiceExpression.binary(op, a.expression, b.expression), low: low, high: high, at: b.start, start: a.start)
        // The numbers a pool adds stay within ±1e9 in total, as each one does (`d6+6e8+6e8` is a typo).
        if op == .add || op == .subtract {
            part.numbers = op == .add ? a.numbers + b.numbers : a.numbers - b.numbers
            guard part.numbers.magnitude <= UInt64(DicePool.maximumConstant) else { throw .constantOutOfRange(at: b.start) }
        }
        return part
    }

    func checked(_ expression: DiceExpression, low: Int64, high: Int64, at: Int64, start: Int64) throws(DiceError) -> Part {
        guard low >= -DicePool.maximumValue, high <= DicePool.maximumValue else { throw .valueOutOfRange(at: at) }
        guard high - low < DicePool.maximumSpan else { throw .tooWide(at: at) }
        return Part(expression: expression, low: low, high: high, start: start)
    }

    /// A dice term after its `d`: the die, then its modifiers.
    mutating func dice(count: (value: Int64, digits: String)?, start: Int64) throws(DiceError) -> Part {
        let die = try faces(start: start, count: count?.digits ?? "")
        let dice = count?.value ?? 1
        guard dice >= 1 else { throw .noDiceInGroup(die: "\(count?.digits ?? "")d" + die.notation, at: start) }
        diceTotal += dice
        guard diceTotal <= DicePool.maximumDice else { throw .tooManyDice(at: start) }

        var reroll: DiceRoll.Reroll? = nil
        var explosion: DiceCondition? = nil
        var (explodes, compounds, penetrates) = (false, false, false)
        var selections: [DiceRoll.Selection] = []
        var written = ""  // the selections as typed
        var success: DiceCondition? = nil
        var failure: DiceCondition? = nil
        var (least, most): (Int64?, Int64?) = (nil, nil)
        var rerollAt = start
        while true {
            let at = reader.position
            if reader.take("r") {
                guard reroll == nil else { throw .repeatedModifier("reroll", at: at) }
                let until = reader.take("r")
                guard let test = try reader.test(signed: true) else {
                    throw .missingValue(modifier: until ? "rr" : "r", example: until ? "rr1 or rr<3" : "r1 or r<3", at: reader.position)
                }
                reroll = DiceRoll.Reroll(condition: test, untilItStops: until)
                rerollAt = at
            } else if reader.take("!") {
                guard !explodes else { throw .repeatedModifier("explosion", at: at) }
                explodes = true
                compounds = reader.take("!")
                penetrates = reader.take("p")
                explosion = try reader.test()
            } else if let raising = reader.clamp() {
                let name = raising ? "min" : "max"
                guard (raising ? least : most) == nil else { throw .repeatedModifier(name, at: at) }
                guard let value = reader.signedNumber() else { throw .missingValue(modifier: name, example: name + "2", at: reader.position) }
                if raising { least = value } else { most = value }
                if let least, let most, least > most { throw .clampOutOfOrder(least: least, most: most, at: at) }
            } else if try !selection(of: dice, members: false, into: &selections, written: &written) {
                if try !successTest(&success, &failure) { break }
            }
        }
        if explodes && explosion == nil { explosion = DiceCondition(.equal, die.faces.max()!) }
        let roll = DiceRoll(
            count: dice, die: die, reroll: reroll, explosion: explosion,
            clamp: least == nil && most == nil ? nil : DiceRoll.Clamp(low: least, high: most), selections: selections,
            success: success, failure: failure, compounds: compounds, penetrates: penetrates)
        if selections.count == 2 && roll.kept.count == 0 {
            throw .keepsNoDice(written: written, dice: dice, members: false, at: start)
        }
        guard !roll.rolledFaces.isEmpty else { throw .rerollsEveryFace(at: rerollAt) }
        // One die's own values come first: a table of them is what every step builds on.
        let (dieLow, dieHigh) = roll.dieBounds
        let faces = roll.die.faces
        guard dieHigh - dieLow < DicePool.maximumSpan, faces.max()! - faces.min()! < DicePool.maximumSpan else { throw .tooWide(at: start) }
        let (low, high) = roll.termBounds
        return try checked(.roll(roll), low: low, high: high, at: start, start: start)
    }

    /// A keep or drop of `count` dice (or a group's members) added to `selections`, if next.
    mutating func selection(
        of count: Int64, members: Bool, into selections: inout [DiceRoll.Selection], written: inout String
    ) throws(DiceError) -> Bool {
        let at = reader.position
        guard let kind = reader.selection() else { return false }
        guard selections.count < 2 else { throw .tooManySelections(at: at) }
        guard let n = reader.number() else { throw .missingValue(modifier: kind.name, example: kind.name + "1", at: reader.position) }
        let dropping = kind.kind == .dropHighest || kind.kind == .dropLowest
        guard !dropping || count >= 2 else { throw .nothingToDrop(written: kind.name + n.digits, members: members, at: at) }
        guard n.value >= 1, n.value <= (dropping ? count - 1 : count) else {
            throw .selectionOutOfRange(written: kind.name + n.digits, dropping: dropping, dice: count, members: members, at: at)
        }
        selections.append(DiceRoll.Selection(kind: kind.kind, count: n.value))
        written += kind.name + n.digits
        return true
    }

    /// A success threshold and its failure test (`>=7f1`), if next.
    mutating func successTest(_ success: inout DiceCondition?, _ failure: inout DiceCondition?) throws(DiceError) -> Bool {
        let at = reader.position
        if let comparison = reader.comparison() {
            guard success == nil else { throw .repeatedModifier("success threshold", at: at) }
            success = try reader.condition(comparison)
            if reader.take("f") {
                guard let test = try reader.test(signed: true) else {
                    throw .missingValue(modifier: "f", example: "f1 or f<3", at: reader.position)
                }
                failure = test
            }
            return true
        }
        guard reader.peek("f") else { return false }
        guard success == nil else { throw .repeatedModifier("failure test", at: at) }
        throw .failureWithoutSuccess(at: at)
    }

    /// Parts separated by commas up to `closing` (after `max(` or `{`), one level deeper.
    mutating func list(closedBy closing: Unicode.Scalar, start: Int64) throws(DiceError) -> [Part] {
        try nested(at: start) { (parser: inout DiceParser) throws(DiceError) in
            var parts: [Part] = []
            repeat {
                parser.reader.skipSpaces()
                parts.append(try parser.sum())
                parser.reader.skipSpaces()
            } while parser.reader.take(",")
            guard parser.reader.take(closing) else { throw parser.reader.expected(String(closing)) }
            return parts
        }
    }

    /// A group after its `{`: members separated by commas up to `}`, then keeps or drops of
    /// members and a success test.
    mutating func group(start: Int64) throws(DiceError) -> Part {
        let members = try list(closedBy: "}", start: start)
        let count = Int64(members.count)
        var selections: [DiceRoll.Selection] = []
        var written = ""
        var (success, failure): (DiceCondition?, DiceCondition?) = (nil, nil)
        while true {
            if try selection(of: count, members: true, into: &selections, written: &written) { continue }
            if try !successTest(&success, &failure) { break }
        }
        let group = DiceGroup(members: members.map { $0.expression }, selections: selections, success: success, failure: failure)
        if group.keptRun.upper <= group.keptRun.lower { throw .keepsNoDice(written: written, dice: count, members: true, at: start) }
        let (low, high) = group.bounds(members.map { ($0.low, $0.high) })
        return try checked(.group(group), low: low, high: high, at: start, start: start)
    }

    /// The die after the `d`: faces, `F`, `%` or `{…}`.
    mutating func faces(start: Int64, count: String) throws(DiceError) -> DieFaces {
        if reader.take("F") { return .fudge }
        if reader.take("%") { return .percent }
        if reader.take("{") {
            var values: [Int64] = []
            repeat {
                reader.skipSpaces()
                let at = reader.position
                guard let value = reader.signedNumber() else { throw reader.unexpectedHere() }
                guard value.magnitude <= DicePool.maximumConstant else { throw .constantOutOfRange(at: at) }
                values.append(value)
                guard values.count <= DicePool.facesRange.upperBound else {
                    throw .tooManyFaces(faces: "{…}", at: start)
                }
                reader.skipSpaces()
            } while reader.take(",")
            guard reader.take("}") else { throw reader.expected("}") }
            return .custom(values)
        }
        let facesStart = reader.position
        guard let faces = reader.number() else { throw .missingFaces(at: facesStart - 1) }
        guard faces.value >= DicePool.facesRange.lowerBound else { throw .tooFewFaces(faces: faces.digits, at: start) }
        guard faces.value <= DicePool.facesRange.upperBound else { throw .tooManyFaces(faces: faces.digits, at: start) }
        return .numbered(faces.value)
    }
}

private extension DiceRoll.Selection.Kind {
    var name: String {
        switch self {
        case .keepHighest: "kh"
        case .keepLowest: "kl"
        case .dropHighest: "dh"
        case .dropLowest: "dl"
        }
    }
}

/// Walks the pool text one Unicode scalar at a time, tracking the 1-based position.
private struct Reader {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    var atEnd: Bool { index == scalars.count }

    /// 1-based position of the next character (one past the end at the end).
    var position: Int64 { Int64(index) + 1 }

    mutating func skipSpaces() {
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    }

    func peek(_ character: Unicode.Scalar) -> Bool {
        index < scalars.count && scalars[index] == character
    }

    /// Consumes `character` if it is next.
    mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard peek(character) else { return false }
        index += 1
        return true
    }

    /// Consumes a `+` (false) or `-` (true) if one is next.
    mutating func sign() -> Bool? {
        if take("+") { return false }
        if take("-") { return true }
        return nil
    }

    /// Consumes `vs` (in any case) if next.
    mutating func takeVersus() -> Bool {
        guard index + 1 < scalars.count, "vV".unicodeScalars.contains(scalars[index]),
              "sS".unicodeScalars.contains(scalars[index + 1]) else { return false }
        index += 2
        return true
    }

    /// Consumes `max` (true) or `min` (false) if next.
    mutating func takeName() -> Bool? {
        for (name, highest) in [("max", true), ("min", false)] {
            let letters = Array(name.unicodeScalars)
            if index + letters.count <= scalars.count, Array(scalars[index..<index + letters.count]) == letters {
                index += letters.count
                return highest
            }
        }
        return nil
    }

    /// Consumes `min` (true) or `max` (false) followed by a number, a die's clamp (not `max(`,
    /// the function), if next.
    mutating func clamp() -> Bool? {
        let after = index + 3
        guard isDigit(at: after) || (after < scalars.count && scalars[after] == "-" && isDigit(at: after + 1)) else { return nil }
        return takeName().map { !$0 }
    }

    private func isDigit(at k: Int) -> Bool {
        k < scalars.count && scalars[k].value >= 48 && scalars[k].value <= 57
    }

    /// Consumes `kh`, `k`, `kl`, `dh` or `dl` if next.
    mutating func selection() -> (kind: DiceRoll.Selection.Kind, name: String)? {
        if take("k") {
            if take("l") { return (.keepLowest, "kl") }
            _ = take("h")
            return (.keepHighest, "kh")
        }
        guard peek("d"), index + 1 < scalars.count, scalars[index + 1] == "h" || scalars[index + 1] == "l" else { return nil }
        index += 2
        return scalars[index - 1] == "h" ? (.dropHighest, "dh") : (.dropLowest, "dl")
    }

    /// Consumes a comparison sign if next.
    mutating func comparison() -> DiceCondition.Comparison? {
        if take("=") { return .equal }
        if take("<") { return take("=") ? .lessOrEqual : .less }
        if take(">") { return take("=") ? .greaterOrEqual : .greater }
        return nil
    }

    /// `comparison` (just read) with the value after it, which it needs.
    mutating func condition(_ comparison: DiceCondition.Comparison) throws(DiceError) -> DiceCondition {
        guard let value = signedNumber() else {
            throw .missingValue(modifier: "a comparison", example: ">=7 or <2", at: position)
        }
        return DiceCondition(comparison, value)
    }

    /// A test after `r`, `rr`, `!` or `f`: bare digits (equal to) or a comparison and a value;
    /// nil when neither is next.
    /// `signed`: a bare value may be negative (`r-1`, `f-1` for Fudge dice); not after `!`,
    /// where `3d6!-1` subtracts.
    mutating func test(signed: Bool = false) throws(DiceError) -> DiceCondition? {
        if let comparison = comparison() { return try condition(comparison) }
        if signed { return signedNumber().map { DiceCondition(.equal, $0) } }
        return number().map { DiceCondition(.equal, $0.value) }
    }

    /// Digits with an optional leading `-`.
    mutating func signedNumber() -> Int64? {
        let negative = peek("-") && index + 1 < scalars.count && scalars[index + 1].value >= 48 && scalars[index + 1].value <= 57
        if negative { index += 1 }
        guard let value = number()?.value else { return nil }
        return negative ? -value : value
    }

    /// Consumes a run of decimal digits: its value, saturated just past every limit so a long
    /// run cannot overflow, and the digits as typed (for messages).
    mutating func number() -> (value: Int64, digits: String)? {
        let start = index
        var value: Int64 = 0
        while index < scalars.count, scalars[index].value >= 48, scalars[index].value <= 57 {
            value = min(value * 10 + Int64(scalars[index].value - 48), 10 * DicePool.maximumConstant)
            index += 1
        }
        guard index > start else { return nil }
        var digits = ""
        for scalar in scalars[start..<index] { digits.unicodeScalars.append(scalar) }
        return (value, digits)
    }

    /// The error for the character at the current position, or for the text ending there.
    func unexpectedHere() -> DiceError {
        guard index < scalars.count else { return .expectedTerm(at: position) }
        var character = ""
        character.unicodeScalars.append(scalars[index])
        return .unexpected(character: character, at: position)
    }

    /// The error for a missing `character`.
    func expected(_ character: String) -> DiceError {
        .expected(character, at: position)
    }
}
