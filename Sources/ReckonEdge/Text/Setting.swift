import ReckonCore

/// A `name=value` setting as typed after `--set` (and in an API's `"set"` list): the name and the
/// value, both trimmed, or a `set` error that shows the form with `example`.
func setting(_ text: String, example: String) throws(FieldError) -> (name: String, value: String) {
    let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let name = NumberText.trimmedText(String(parts[0]))
    guard parts.count == 2, !name.isEmpty else {
        throw FieldError(.notANumber, field: "set", "must be written name=value, like \(example), not '\(text)'")
    }
    return (name, NumberText.trimmedText(String(parts[1])))
}
