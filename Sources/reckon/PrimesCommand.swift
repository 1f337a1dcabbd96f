import ArgumentParser
import Dispatch
import Foundation
import ReckonCore
import ReckonEdge

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
            let lo = try NumberText.wholeNumber(values[0], field: "lo")
            let hi = try NumberText.wholeNumber(values[1], field: "hi")
            if let threads {
                threadLimit = Int(try NumberText.integer(threads, field: "threads", in: 1...1024))
            }
            do {
                range = try PrimeRange(lo: lo, hi: hi)
            } catch {
                throw InvalidValue(error)
            }
        } catch let error as FieldError {
            throw InvalidValue(error)
        }
        var progress = ProgressBar()
        if count {
            let total = Self.count(range, threads: threadLimit, progress: &progress)
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

    /// Counts on up to `threads` threads: the range is cut into parts that are each worth a
    /// thread's start-up (`PrimeRange.parts(atMost:)`); prime counting runs on one.
    static func count(_ range: PrimeRange, threads: Int, progress: inout ProgressBar) -> UInt64 {
        var counter = PrimeCounter(range)
        let parts = counter.method == .sieve ? range.parts(atMost: threads) : [range]
        guard parts.count > 1 else {
            while !counter.isFinished {
                counter.step()
                progress.show(counter.fractionDone)
            }
            return counter.count
        }
        let board = Scoreboard(parts: parts.count)
        let group = DispatchGroup()
        for (index, part) in parts.enumerated() {
            group.enter()
            Thread {
                var counter = PrimeCounter(part)
                while !counter.isFinished {
                    counter.step()
                    board.record(index, fraction: counter.fractionDone, count: counter.count)
                }
                board.record(index, fraction: 1, count: counter.count)
                group.leave()
            }.start()
        }
        while group.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
            progress.show(board.fractionDone)
        }
        return board.total
    }
}

/// What each counting thread has done so far; the main thread reads it for the progress bar.
private final class Scoreboard: @unchecked Sendable {
    private let lock = NSLock()
    private var fractions: [Double]
    private var counts: [UInt64]

    init(parts: Int) {
        fractions = Array(repeating: 0, count: parts)
        counts = Array(repeating: 0, count: parts)
    }

    func record(_ part: Int, fraction: Double, count: UInt64) {
        lock.lock()
        fractions[part] = fraction
        counts[part] = count
        lock.unlock()
    }

    var fractionDone: Double {
        lock.lock()
        defer { lock.unlock() }
        return fractions.reduce(0, +) / Double(fractions.count)
    }

    var total: UInt64 {
        lock.lock()
        defer { lock.unlock() }
        return counts.reduce(0, +)
    }
}
