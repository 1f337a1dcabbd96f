import ReckonCore

extension Calculator {
    /// The terminal's trace (`reckon calc --trace`): each key, the display after it and the
    /// description line, in columns, trailing spaces trimmed.
    public static func traceText(_ steps: [(key: CalculatorKey, state: Calculator)]) -> String {
        func padded(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: width - text.count)
        }
        let keyWidth = steps.map { $0.key.label.count }.max() ?? 1
        let displayWidth = steps.map { $0.state.display.count }.max() ?? 1
        var text = ""
        for (key, state) in steps {
            let line = padded(key.label, keyWidth) + "   " + padded(state.display, displayWidth) + "   " + state.description
            text += String(line.reversed().drop { $0 == " " }.reversed()) + "\n"
        }
        return text
    }
}
