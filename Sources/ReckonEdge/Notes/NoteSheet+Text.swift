import ReckonCore

extension NoteLine {
    /// The value as the calculator shows the number, then the unit: `96.52 cm`, `0.33333333`;
    /// an amount of money as a bank writes it (`1,200.00 EUR`, `171.43 EUR`).
    var answer: String {
        guard let value else { return "" }
        let number = moneyDecimals.map { CalculatorNumber.money(value, decimals: $0, grouped: true) } ?? CalculatorNumber.text(value)
        return unit.isEmpty ? number : number + " " + unit
    }
}

extension NoteSheet {
    /// The note for a terminal: each line as written, and its value (or its problem, after
    /// `!`) right-aligned in a column after the longest line that has one.
    public var text: String {
        let answers = lines.map { line -> String? in
            if line.value != nil { return line.answer }
            return line.problem.map { "! " + $0.message }
        }
        let width = zip(lines, answers).reduce(0) { widest, pair in
            pair.1 == nil ? widest : Swift.max(widest, pair.0.input.unicodeScalars.count)
        }
        let answerWidth = answers.reduce(0) { Swift.max($0, $1?.unicodeScalars.count ?? 0) }
        var out = ""
        for (line, answer) in zip(lines, answers) {
            let input = TerminalText.escaped(line.input)
            guard let answer else {
                out += input + "\n"
                continue
            }
            let gap = width - line.input.unicodeScalars.count + 2 + answerWidth - answer.unicodeScalars.count
            out += input + String(repeating: " ", count: Swift.max(gap, 2)) + TerminalText.escaped(answer) + "\n"
        }
        return out
    }
}
