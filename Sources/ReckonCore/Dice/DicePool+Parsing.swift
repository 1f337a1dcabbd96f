extension DicePool {
    /// Reads dice notation: terms joined by `+` or `-`, each a die group `NdF` (`d6` is `1d6`,
    /// `D` works too) or a whole number; spaces may stand between terms and signs, and the first
    /// term may carry a sign (`-2+3d6`).
    ///
    /// Refused, with the 1-based character position of the mistake: empty text, a pool without
    /// dice, stray characters, a sign with nothing after it, a `d` without faces, faces outside
    /// 2…1000, a count of 0, more than 1000 dice in all, subtracted dice (`2d6-1d4`), and numbers
    /// (each or in total) beyond ±1e9.
    public init(parsing text: String) throws(DiceError) {
        var reader = Reader(text)
        reader.skipSpaces()
        guard !reader.atEnd else { throw .emptyPool }
        var groups: [Group] = []
        var diceTotal: Int64 = 0
        var constant: Int64 = 0
        var negative = false
        if let sign = reader.sign() {
            negative = sign
            reader.skipSpaces()
        }
        while true {
            let start = reader.position
            let count = reader.number()
            if reader.take("d") || reader.take("D") {
                let facesStart = reader.position
                guard let faces = reader.number() else { throw .missingFaces(at: facesStart - 1) }
                guard faces.value >= Self.facesRange.lowerBound else {
                    throw .tooFewFaces(faces: faces.digits, at: start)
                }
                guard faces.value <= Self.facesRange.upperBound else {
                    throw .tooManyFaces(faces: faces.digits, at: start)
                }
                let dice = count?.value ?? 1
                guard dice >= 1 else { throw .noDiceInGroup(die: "\(count?.digits ?? "")d\(faces.digits)", at: start) }
                guard !negative else { throw .subtractedDice(at: start) }
                diceTotal += dice
                guard diceTotal <= Self.maximumDice else { throw .tooManyDice(at: start) }
                Self.add(dice, dice: faces.value, to: &groups)
            } else if let count {
                guard count.value <= Self.maximumConstant else { throw .constantOutOfRange(at: start) }
                constant += negative ? -count.value : count.value
                guard constant.magnitude <= UInt64(Self.maximumConstant) else { throw .constantOutOfRange(at: start) }
            } else {
                throw reader.unexpectedHere()
            }
            reader.skipSpaces()
            if reader.atEnd { break }
            guard let sign = reader.sign() else { throw reader.unexpectedHere() }
            negative = sign
            reader.skipSpaces()
        }
        guard !groups.isEmpty else { throw .noDice }
        self.init(groups: groups, constant: constant)
    }

    /// Adds dice to the group with the same faces, or appends a new group.
    private static func add(_ count: Int64, dice faces: Int64, to groups: inout [Group]) {
        for i in groups.indices where groups[i].faces == faces {
            groups[i] = Group(count: groups[i].count + count, faces: faces)
            return
        }
        groups.append(Group(count: count, faces: faces))
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

    /// Consumes `character` if it is next.
    mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard index < scalars.count, scalars[index] == character else { return false }
        index += 1
        return true
    }

    /// Consumes a `+` (false) or `-` (true) if one is next.
    mutating func sign() -> Bool? {
        if take("+") { return false }
        if take("-") { return true }
        return nil
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
}
