import ArgumentParser
import Glibc
import ReckonCore
import ReckonEdge

/// `reckon factor [N…]`: each number's prime factors, printed as coreutils' `factor` prints them.
struct FactorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "factor",
        abstract: "Print the prime factors of each number, as coreutils' factor does.",
        discussion: """
            Each number, a whole number from 0 to 2^128 − 1 \
            (340282366920938463463374607431768211455), is printed with its prime factors, lowest \
            first and each as often as it divides it: '12: 2 2 3' (0 and 1 have none: '1:'). With \
            no number, the numbers are read from standard input, separated by spaces, tabs or \
            line breaks, and each line is printed as soon as it is found. The lines are those of \
            GNU coreutils' factor, byte for byte; numbers may also be written 1e9 or 1_000. A \
            wrong number is named on standard error and skipped, the others still printed; the \
            exit status is then 1.

            Trial division below 5,000, Pollard's rho with Brent's cycle finding below 2^64, the \
            elliptic-curve method above; every factor is proven prime (Miller–Rabin to bases \
            proven for 64 bits, Baillie–PSW above). A 127-bit product of two primes near 2^63 takes \
            about a tenth of a second, rarely half a second.

            Examples:
              reckon factor 12 2147483647
              seq 1 20 | reckon factor
              reckon factor 170141183460469231731687303715884105727
            """)

    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("Whole numbers from 0 to 2^128 − 1; none to read standard input.", valueName: "n"))
    var numbers: [String] = []

    @OptionGroup var output: OutputOptions

    func run() throws {
        var allRead = true
        if numbers.isEmpty {
            var input = WordReader(fd: 0)
            while let words = input.next() {
                for word in words { allRead = factor(word) && allRead }
                Terminal.standardOutput.flush()
            }
        } else {
            var words = numbers
            if let terminator = words.firstIndex(of: "--") { words.remove(at: terminator) }
            for number in words { allRead = factor(number) && allRead }
        }
        Terminal.standardOutput.flush()
        if !allRead { Terminal.exit(1) }
    }

    /// Prints one number's line (or its JSON), with a progress bar while a hard one takes a
    /// while; names a wrong number on standard error instead. Whether the number was read.
    private func factor(_ text: String) -> Bool {
        let n: UInt128
        do {
            n = try NumberText.wholeNumber128(text, field: "n")
        } catch {
            // As every command's --json: the API's 422 body on standard output too.
            if output.json { Terminal.standardOutput.write(InvalidValue(error).json + "\n") }
            Terminal.standardOutput.flush()
            Terminal.standardError.write("reckon: " + TerminalText.escaped(error.line) + "\n")
            return false
        }
        let factoring = Factoring(n)
        var progress = ProgressBar()
        while !factoring.isFinished {
            factoring.step()
            progress.show(factoring.fractionDone)
        }
        progress.clear()
        Terminal.standardOutput.write((output.json ? factoring.json : factoring.line) + "\n")
        return true
    }
}
