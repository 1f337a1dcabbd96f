import ArgumentParser
import Foundation
import ReckonCore
import ReckonEdge
import ReckonParallel

/// `reckon primes LO HI [--count] [--threads N]`: the primes in an inclusive range;
/// `reckon primes --nth N`: the N-th prime; `reckon primes --next N` and `--prev N`: the primes
/// around N.
struct PrimesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "primes",
        abstract: "List or count the primes in an inclusive range lo…hi, find the n-th prime, or the primes around a number.",
        usage: "reckon primes <lo> <hi> [--explain] [--count [--method <m>]] [--threads <n>]\nreckon primes <lo> <hi> --twins | --tuplets <k> [--count [--threads <n>]]\nreckon primes --nth <n> [--threads <n>]\nreckon primes --next <n> | --prev <n>",
        discussion: """
            lo and hi are whole numbers from 0 to 18446744073709551615 (2^64 − 1), as digits or in \
            an exact scientific form: 1e9, 2.5e3, 1_000_000. The primes are printed one per line, \
            lowest first; --count prints only how many there are. Counts agree with primesieve up \
            to 2^64 − 1. A progress bar appears on standard error when it is a terminal and the \
            work takes a while.

            A count from 0 (or of any wide range) is π(hi) − π(lo − 1) by Gourdon's variant of \
            Deléglise and Rivat's combinatorial method when that is cheaper than sieving: π(1e15) \
            in about 0.9 s on one core. A range narrow for its height (from 2^32: below about \
            10^7 numbers near 2^64) is neither sieved nor counted: each number the primes below \
            2^16 leave is tested by Miller–Rabin to bases proven for 64 bits, which skips the \
            sieve's placing of every prime up to √hi (4.6 s near 2^64). --explain prints first \
            which method counts or lists and the cost model's estimate of each, in time on one \
            core; --method sieve, pi or test counts by that method whatever the estimates (the \
            answer is the same, only the time differs). --nth n prints the n-th prime (the first is 2), for n from 1 to \
            425656284035217743 (the count of primes below 2^64): π counted near an estimate, then \
            a short sieve.

            --twins, or --tuplets k for k from 2 to 6, lists the range's prime k-tuplets instead, \
            one a line as primesieve prints them, '(5, 7, 11)', or with --count counts them (the \
            range cut into parts, one a thread), as \
            primesieve's -p2…-p6 and -c2…-c6 do: twins (p, p + 2); triplets (p, p + 2, p + 6) and \
            (p, p + 4, p + 6); quadruplets (p, p + 2, p + 6, p + 8); quintuplets and sextuplets \
            likewise, every prime of one inside lo…hi.

            --next n prints the least prime above n, --prev n the greatest prime below n, for n \
            from 0 to 2^128 − 1, by testing the numbers after (or before) n in turn: Miller–Rabin \
            to bases proven for 64 bits, Baillie–PSW above; milliseconds even near 2^128. When \
            there is none (below 2, or above the greatest prime below 2^128), it prints so.

            Examples:
              reckon primes 1 100
              reckon primes 1e18 1000000000000001000
              reckon primes 0 1e10 --count
              reckon primes 0 1e15 --count --explain
              reckon primes --nth 1e9
              reckon primes 0 1e9 --twins --count
              reckon primes --next 1e30
              reckon primes --prev 18446744073709551616
            """)

    // `.allUnrecognized` so that `-5` reaches the number rules (exit 1, "lo: must be a whole
    // number…") instead of being taken for an unknown option; a `--` terminator is dropped.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("The range's ends, both included: whole numbers from 0 to 2^64 − 1.",
                           valueName: "lo hi"))
    var ends: [String] = []

    @Flag(help: "Print how many primes the range holds instead of listing them.")
    var count = false

    @Flag(help: "Print first which method counts or lists (prime counting, the sieve, or testing each number) and the estimates.")
    var explain = false

    /// How `--method` may be given.
    enum CountMethod: String, ExpressibleByArgument, CaseIterable {
        case auto, sieve, pi, test

        var method: PrimeCounter.Method? {
            switch self {
            case .auto: nil
            case .sieve: .sieve
            case .pi: .primeCounting
            case .test: .primalityTests
            }
        }
    }

    @Option(help: ArgumentHelp(
        "With --count: auto (the cheapest, by the cost model), sieve, pi (π(hi) − π(lo − 1)), or test (each number, from 2^32).",
        valueName: "auto|sieve|pi|test"))
    var method: CountMethod = .auto

    @Option(help: ArgumentHelp(
        "How many threads --count (of primes or tuplets) or --nth may use (default: all cores).", valueName: "n"))
    var threads: String?

    @Option(help: ArgumentHelp(
        "Print the n-th prime instead (n from 1 to 425656284035217743; no lo hi).", valueName: "n"))
    var nth: String?

    @Flag(help: "List (or with --count, count) the twin primes in lo…hi instead: --tuplets 2.")
    var twins = false

    @Option(help: ArgumentHelp(
        "List (or with --count, count) the prime k-tuplets in lo…hi instead, k from 2 (twins) to 6, as primesieve's -p2…-p6 and -c2…-c6.",
        valueName: "k"))
    var tuplets: String?

    @Option(help: ArgumentHelp(
        "Print the least prime above n instead (n from 0 to 2^128 − 1; no lo hi).", valueName: "n"))
    var next: String?

    @Option(help: ArgumentHelp(
        "Print the greatest prime below n instead (n from 0 to 2^128 − 1; no lo hi).", valueName: "n"))
    var prev: String?

    /// The ends as typed, without the first `--`.
    private var values: [String] {
        guard let terminator = ends.firstIndex(of: "--") else { return ends }
        var values = ends
        values.remove(at: terminator)
        return values
    }

    func validate() throws {
        if next != nil || prev != nil {
            guard values.isEmpty, !count, !explain, threads == nil, nth == nil, next == nil || prev == nil else {
                throw ValidationError("--next and --prev take no lo hi, and no --count, --explain, --threads, --nth or each other")
            }
            return
        }
        if nth != nil {
            guard values.isEmpty, !count, !explain else {
                throw ValidationError("--nth takes no lo hi and no --count or --explain")
            }
            return
        }
        guard count || method == .auto else {
            throw ValidationError("--method goes with --count")
        }
        guard !twins && tuplets == nil || method == .auto && !explain && !(twins && tuplets != nil) else {
            throw ValidationError("--twins and --tuplets go with lo hi and --count, not --method, --explain or each other")
        }
        guard values.count == 2 else {
            throw ValidationError("expects the two ends lo hi, got \(values.count) values")
        }
    }

    func run() throws {
        var threadLimit = ProcessInfo.processInfo.activeProcessorCount
        if let threads {
            threadLimit = Int(try reading { try NumberText.integer(threads, field: "threads", in: 1...1024) })
        }
        if let nth {
            try Self.printNthPrime(nth, threads: threadLimit)
            return
        }
        if let (field, text) = next.map({ ("next", $0) }) ?? prev.map({ ("prev", $0) }) {
            let n = try reading { try NumberText.wholeNumber128(text, field: field) }
            let above = field == "next"
            let prime = (above ? PrimeNeighbor.next(after: n) : PrimeNeighbor.previous(before: n)).map { Factoring.decimal($0) }
            let none = above ? "no prime above \(Factoring.decimal(n)) is below 2^128" : "no prime is below \(Factoring.decimal(n))"
            Terminal.standardOutput.write((prime ?? none) + "\n")
            Terminal.standardOutput.flush()
            return
        }
        let values = values
        let range = try reading { try PrimeRange(lo: values[0], hi: values[1]) }
        var progress = ProgressBar()
        if twins || tuplets != nil {
            let size = twins ? 2 : Int(try reading { try NumberText.integer(tuplets!, field: "tuplets", in: 2...6) })
            Self.tuplets(of: size, in: range, counting: count, threads: threadLimit, progress: &progress)
            progress.clear()
            Terminal.standardOutput.flush()
            return
        }
        if count {
            if explain { Terminal.standardOutput.write(range.countingExplanation(method: method.method)) }
            // Without a cancellation the count always comes back.
            let total = range.primeCount(
                threads: threadLimit, method: method.method, progress: { progress.show($0) }) ?? 0
            Terminal.standardOutput.write("\(total)\n")
        } else {
            if explain { Terminal.standardOutput.write(range.listingExplanation()) }
            Self.list(range, progress: &progress)
        }
        progress.clear()
        Terminal.standardOutput.flush()
    }

    /// Finds and prints the n-th prime, with a progress bar while π is counted on up to
    /// `threads` threads.
    static func printNthPrime(_ text: String, threads: Int) throws {
        let n = try reading { try NumberText.integer(text, field: "nth", in: 1...Int64(NthPrime.largestN)) }
        var progress = ProgressBar()
        let finder = NthPrime(UInt64(n))
        // Without a cancellation the search always ends.
        _ = finder.run(threads: threads, cancellation: nil) { progress.show($0) }
        progress.clear()
        Terminal.standardOutput.write("\(finder.prime)\n")
        Terminal.standardOutput.flush()
    }

    /// Lists the range's prime tuplets of `size`, `(p, q, …)` a line as primesieve prints them,
    /// from the primes listed (sieved, or tested when the range is narrow); or counts them, on
    /// up to `threads` threads.
    static func tuplets(of size: Int, in range: PrimeRange, counting: Bool, threads: Int, progress: inout ProgressBar) {
        if counting {
            // Without a cancellation the count always comes back.
            let count = range.tupletCount(size: size, threads: threads, progress: { progress.show($0) }) ?? 0
            Terminal.standardOutput.write("\(count)\n")
            return
        }
        let sieve = TupletSieve(range, size: size)
        while !sieve.isFinished {
            sieve.step { tuplet in
                Terminal.standardOutput.write("(" + tuplet.map { String($0) }.joined(separator: ", ") + ")\n")
            }
            progress.show(sieve.fractionDone)
        }
    }

    /// Prints the primes through the buffered writer, a batch of decimal lines at a time.
    static func list(_ range: PrimeRange, progress: inout ProgressBar) {
        var sieve = PrimeSieve(range, testing: range.testsCandidates(span: Double(range.hi) - Double(range.lo) + 1))
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
