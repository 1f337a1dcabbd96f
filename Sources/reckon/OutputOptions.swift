import ArgumentParser
import ReckonCore

/// What every tool command shares: `--json`, and one way to print and to refuse.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print the result as JSON: the API's answer, byte for byte.")
    var json = false

    /// Writes the JSON or the terminal's text (only the one chosen is made), then flushes.
    func write(json: () -> String, text: () -> String) {
        Terminal.standardOutput.write(self.json ? json() + "\n" : text())
        Terminal.standardOutput.flush()
    }
}

/// `body`'s value, or, when the input is refused, the error that prints its one line (field and
/// rule) and exits with status 1. Any other error passes through.
func reading<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as any InputError {
        throw InvalidValue(error)
    }
}
