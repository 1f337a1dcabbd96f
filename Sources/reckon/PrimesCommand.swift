import ArgumentParser
import Foundation
import ReckonCore
import ReckonEdge
import ReckonParallel

/// `reckon primes LO HI [--count] [--threads N]`: the primes in an inclusive range.
struct PrimesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "primes",
        abstract: "List or count the primes in an inclusive range lo…hi.",
        usage: "reckon primes <lo> <hi> [--count] [--threads <n>]",
        discussion: """
            lo and hi are whole numbers from 0 to 18446744073709551615 (2^64 - 1), as digits or in \
            an exact scientific form: 1e9, 2.5e3, 1_000_000. The primes are printed one per line, \
            lowest first; --count prints only how many there are. Counts agree with primesieve up \
            to 2^64 - 1. A progress bar appears on standard error when it is a terminal and the \
            work takes a while.

            Examples:
              reckon primes 1 100
              reckon primes 1e18 1000000000000001000
              reckon primes 0 1e10 --count
            """)

    // `.allUnrecognized` so that `-5` reaches the number rules (exit 1, "lo: must be a whole
    // number…") instead of being taken for an unknown option; a `--` terminator is dropped.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("The range's ends, both included: whole numbers from 0 to 2^64 - 1.",
                           valueName: "lo hi"))
    var ends: [String] = []

    @Flag(help: "Print how many primes the range holds instead of listing them.")
    var count = false

    @Option(help: ArgumentHelp(
        "How many threads --count may use (default: one per core).", valueName: "n"))
    var threads: String?

    /// The ends as typed, without the first `--`.
    private var values: [String] {
        guard let terminator = ends.firstIndex(of: "--") else { return ends }
        var values = ends
        values.remove(at: terminator)
        return values
    }

    func validate() throws {
        guard values.count == 2 else {
            throw ValidationError("expects the two ends lo hi, got \(values.count) values")
        }
    }

    func run() throws {
        let values = values
        let range: PrimeRange
        var threadLimit = ProcessInfo.processInfo.activeProcessorCount
        do {
            range = try PrimeRange(lo: values[0], hi: values[1])
            if let threads {
                threadLimit = Int(try NumberText.integer(threads, field: "threads", in: 1...1024))
            }
        } catch {
            throw InvalidValue(error)
        }
        var progress = ProgressBar()
        if count {
            // Without a cancellation the count always comes back.
            let total = range.primeCount(threads: threadLimit, progress: { progress.show($0) }) ?? 0
            Terminal.standardOutput.write("\(total)\n")
        } else {
            Self.list(range, progress: &progress)
        }
        progress.clear()
        Terminal.standardOutput.flush()
    }

    /// Prints the primes through the buffered writer, a batch of decimal lines at a time.
    static func list(_ range: PrimeRange, progress: inout ProgressBar) {
        var sieve = PrimeSieve(range)
        let text = UnsafeMutableBufferPointer<UInt8>.allocate(
            capacity: PrimeSieve.batchLimit * PrimeLines.maxLineLength)
        defer { text.deallocate() }
        while !sieve.isFinished {
            sieve.list { primes in
                let length = PrimeLines.write(primes, into: text)
                Terminal.standardOutput.write(bytes: UnsafeBufferPointer(rebasing: text[0..<length]))
            }
            progress.show(sieve.fractionDone)
        }
    }
}
