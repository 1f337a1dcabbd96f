import ArgumentParser
import ReckonCore

@main
struct Reckon: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reckon",
        abstract: "Calculators and solvers: equations, triangles, primes, dice, tips and decisions.",
        subcommands: [])

    /// Runs the command line with Reckon's exit codes: 0 done, 1 an invalid value
    /// (one line `field: rule`), 2 a usage mistake (one line, with where to find help).
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch let invalid as InvalidValue {
            Terminal.standardError.write("reckon: " + invalid.line + "\n")
            Terminal.exit(1)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // --help and --version arrive as errors that carry their own text.
                Terminal.standardOutput.write(fullMessage(for: error) + "\n")
                Terminal.exit(0)
            }
            let subcommand = arguments.first.map { " " + $0 } ?? ""
            Terminal.standardError.write(
                "reckon: " + message(for: error) + " (see 'reckon" + subcommand + " --help')\n")
            Terminal.exit(2)
        }
    }
}

/// A value the user typed that breaks a rule; exits with status 1.
struct InvalidValue: Error {
    let line: String
    init<E: InputError>(_ error: E) { line = error.line }
    init(field: String, _ message: String) { line = field + ": " + message }
}
