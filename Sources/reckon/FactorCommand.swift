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
            proven for 64 bits, Baillie–PSW above). A product of two 63-bit primes takes about a \
            second.

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

/// The words of a file descriptor, a read at a time, split at spaces, tabs and line feeds as
/// coreutils' `factor` splits them (a carriage return stays part of its word).
struct WordReader {
    private let fd: Int32
    private var partial: [UInt8] = []
    private var ended = false

    init(fd: Int32) { self.fd = fd }

    /// The whole words of the next read (an empty list when a read ends inside a word), or nil
    /// at the end of the input.
    mutating func next() -> [String]? {
        guard !ended else { return nil }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
        if count <= 0 {
            ended = true
            let last = partial
            partial = []
            return last.isEmpty ? [] : [String(decoding: last, as: UTF8.self)]
        }
        var words: [String] = []
        for byte in chunk[0..<count] {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A {
                if !partial.isEmpty { words.append(String(decoding: partial, as: UTF8.self)) }
                partial.removeAll(keepingCapacity: true)
            } else {
                partial.append(byte)
            }
        }
        return words
    }
}
