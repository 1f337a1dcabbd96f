import ArgumentParser
import ReckonEdge
import ReckonCore

@main
struct Reckon: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reckon",
        abstract: "Calculators and solvers: equations, triangles, primes, dice, tips, decisions and a calculator with a graph.",
        // A new tool's command is a line here (docs/adding-a-tool.md).
        subcommands: [
            QuadraticCommand.self,
            TriangleCommand.self,
            PrimesCommand.self,
            FactorCommand.self,
            DiceCommand.self,
            TipCommand.self,
            DecideCommand.self,
            CalcCommand.self,
            EvalCommand.self,
            PlotCommand.self,
            NotesCommand.self,
            CeilingCommand.self,
            FaceCommand.self,
            ServeCommand.self,
            WebCommand.self,
        ])

    /// Runs the command line with Reckon's exit codes: 0 done, 1 an invalid value
    /// (one line `field: rule`), 2 a usage mistake (one line, with where to find help).
    static func main() {
        let arguments = protectingNegativeNumbers(Array(CommandLine.arguments.dropFirst()))
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch let invalid as InvalidValue {
            // With --json a program reads the refusal as the API words it (code, field, message);
            // the line for people still goes to standard error.
            if asksForJSON(arguments) {
                Terminal.standardOutput.write(invalid.json + "\n")
                Terminal.standardOutput.flush()
            }
            Terminal.standardError.write("reckon: " + invalid.line + "\n")
            Terminal.exit(1)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // --help and --version arrive as errors that carry their own text.
                Terminal.standardOutput.write(fullMessage(for: error) + "\n")
                Terminal.exit(0)
            }
            let names = configuration.subcommands.map { $0.configuration.commandName }
            let subcommand = arguments.first.flatMap { names.contains($0) ? " " + $0 : nil } ?? ""
            Terminal.standardError.write(
                "reckon: " + TerminalText.escaped(message(for: error)) + " (see 'reckon" + subcommand + " --help')\n")
            Terminal.exit(2)
        }
    }
}

/// ArgumentParser reads `-3` as an unknown option, so `reckon quadratic 1 -3 2` would fail as
/// a usage error. A token that is a negative number (and never an option name) is handed on
/// with U+2212 MINUS SIGN, which NumberText and MoneyText read as a minus. The decider's
/// options are free text and pass through untouched.
func protectingNegativeNumbers(_ arguments: [String]) -> [String] {
    guard arguments.first != "decide" else { return arguments }
    return arguments.map { token in
        let rest = token.utf8.dropFirst()
        let looksNumeric = rest.allSatisfy { byte in
            (byte >= 48 && byte <= 57) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "_")
        }
        guard token.utf8.first == UInt8(ascii: "-"), let next = rest.first, looksNumeric,
              (next >= 48 && next <= 57) || (next == UInt8(ascii: ".") && rest.count > 1)
        else { return token }
        return "\u{2212}" + String(token.dropFirst())
    }
}

/// Whether `--json` is among the options (before a `--`, after which come keys or text).
func asksForJSON(_ arguments: [String]) -> Bool {
    arguments.prefix { $0 != "--" }.contains("--json")
}

/// A value the user typed that breaks a rule; exits with status 1.
struct InvalidValue: Error {
    let line: String
    /// `{"error":{"code":…,"field":…,"message":…}}`, the API's 422 body for the same input.
    let json: String
    /// The message quotes what the user typed or a catalog said, so its control characters are
    /// shown escaped (a newline inside a quoted argument is `\n`) and the message stays one line.
    init<E: InputError>(_ error: E) {
        line = TerminalText.escaped(error.line)
        json = ToolError(FieldError(error)).json
    }
}
