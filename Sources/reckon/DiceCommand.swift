import ArgumentParser
import Glibc
import ReckonCore
import ReckonEdge
import ReckonParallel

struct DiceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dice",
        abstract: "Distribution of a dice pool's sum: exact, or simulated from a seed.",
        discussion: """
            A pool adds dice and whole numbers: 3d6+2d20+1d4-2 (d6 is 1d6; 2 to 1000 faces; at most \
            1000 dice; numbers within ±1e9). Dice take modifiers, applied in this order: reroll \
            (r1 once, rr1 until it stops, r<3), explode (!, !>4; at most 9 extra rolls, added to \
            the die), keep or drop (kh3 or k3, kl1, dh1, dl1), count successes (>=7, <2, =6) \
            and failures (>=7f1). Dice: dF (Fudge), d% (d100), d{1,1,2,3} (custom faces). Parts \
            combine with + - * and / (rounding down), parentheses, max(…) and min(…). \
            Examples: 4d6kh3, 2d20kh1+5, 10d10!, 5d10>=7f1, 4dF, (d6+1)*2, max(d6,d8). \
            A pool starting with '-' goes after '--'.
            --exact computes every sum's probability, refused beyond \(DiceDistribution.maximumWork) \
            steps (the sum over the dice of the number of sums so far: 1000d200 fits, 1000d201 does not).
            --trials N simulates 1 to 1e10 trials (at most 1e11 dice in all); a seed (random and \
            printed when not given) repeats a run exactly, whatever --threads.
            Examples: reckon dice 3d6+2d20 --exact
                      reckon dice 3d6+2d20 --trials 1e8 --seed 1
            """)

    @Argument(help: "The pool, e.g. 3d6+2d20+1d4-2.")
    var pool: String

    @Flag(help: "Compute the exact distribution.")
    var exact = false

    @Option(help: "Simulate this many trials: 1 to 1e10.")
    var trials: String?

    @Option(help: "Seed of the simulation: 0 to 2^64 − 1 (default: random, printed).")
    var seed: String?

    @Option(help: "Threads for the simulation (default: all cores); the result does not depend on it.")
    var threads: String?

    @Flag(help: "Print the result as JSON.")
    var json = false

    @Flag(help: "Also print, on standard error, the seconds the exact distribution took to compute (not the start or the printing).")
    var timing = false

    func validate() throws {
        guard exact != (trials != nil) else { throw ValidationError("give either --exact or --trials N") }
        guard !timing || exact else { throw ValidationError("--timing goes with --exact") }
        guard trials != nil || (seed == nil && threads == nil) else {
            throw ValidationError("--seed and --threads go with --trials")
        }
    }

    func run() throws {
        do {
            if let trials {
                try simulate(trials: trials)
            } else {
                let start = Self.seconds()
                let distribution = try DiceDistribution(exactly: pool)
                if timing { Terminal.standardError.write("computed in \(Self.seconds() - start) s\n") }
                show(distribution)
            }
        } catch {
            throw InvalidValue(error)
        }
        Terminal.standardOutput.flush()
    }

    /// A monotonic clock, for `--timing`.
    private static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }

    private func show(_ distribution: DiceDistribution) {
        let out = Terminal.standardOutput
        if json {
            out.write(distribution.json + "\n")
            return
        }
        let pool = distribution.pool
        out.write("Pool:       \(pool.notation)\n")
        out.write("Exact distribution of \(distribution.probabilities.count) sums\n")
        out.write(Self.describe(distribution.statistics) + "\n")
        if distribution.explosionCapped > 0 {
            out.write("Explosions stop after \(DicePool.maximumExplosions) extra rolls; the chance one would have gone on: "
                + Self.fixed(distribution.explosionCapped * 100, decimals: 8) + "%\n")
        }
        out.write("\n")
        out.write(Self.histogram(lowest: distribution.lowest, shares: distribution.probabilities.map(\.doubleValue)))
    }

    private func simulate(trials: String) throws(FieldError) {
        let simulation = try DiceSimulation(pool: pool, trials: trials, seed: seed)
        let threadCount = try threads.map { text throws(FieldError) in
            Int(try NumberText.integer(text, field: "threads", in: 1...256))
        } ?? max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        var progress = ProgressBar()
        // Without a cancellation the tally always comes back.
        guard let tally = simulation.tally(threads: threadCount, progress: { progress.show($0) }) else { return }
        progress.clear()
        let pool = simulation.pool, trials = simulation.trials, seed = simulation.seed
        let exact = try? DiceDistribution(exactly: pool)
        let out = Terminal.standardOutput
        if json {
            out.write(simulation.json(tally, exact: exact) + "\n")
            return
        }
        out.write("Pool:       \(pool.notation)\n")
        out.write("Simulated:  \(trials) trials, seed \(seed) (repeat with --seed \(seed))\n")
        out.write(Self.describe(tally.statistics) + "\n")
        if let exact {
            out.write("Total variation distance to the exact distribution: "
                + Self.fixed(tally.totalVariationDistance(to: exact), decimals: 6) + "\n")
        } else {
            out.write("(The exact distribution is beyond its limits: no distance to it.)\n")
        }
        out.write("\n")
        let total = Double(trials)
        out.write(Self.histogram(lowest: tally.lowest, shares: tally.counts.map { Double($0) / total }))
    }

    private static func describe(_ s: DiceStatistics) -> String {
        var text = "Min \(s.minimum), max \(s.maximum), mean \(fixed(s.mean, decimals: 4)), "
            + "sd \(fixed(s.standardDeviation, decimals: 4))\nMedian \(s.median), mode \(s.mode)"
        if s.modeTies > 1 { text += " (the smallest of \(s.modeTies) equally likely sums)" }
        return text
    }

    /// One row per sum, or per run of sums when there are more than 60, with its share in percent
    /// and a bar scaled so the longest fills the line to 60 columns. Tails holding at most a
    /// millionth of the total on each side are left out (1000d20's first 5000 sums hold 1e−180
    /// together), and a last line says which sums are not shown.
    private static func histogram(lowest: Int64, shares: [Double]) -> String {
        let negligible = 1e-6
        var first = 0, last = shares.count - 1, tail = 0.0
        while first < last, tail + shares[first] <= negligible { tail += shares[first]; first += 1 }
        tail = 0
        while last > first, tail + shares[last] <= negligible { tail += shares[last]; last -= 1 }
        let perRow = (last - first + 60) / 60
        var rows: [(label: String, share: Double)] = []
        var start = first
        while start <= last {
            let end = min(start + perRow - 1, last)
            let label = start == end
                ? "\(lowest + Int64(start))" : "\(lowest + Int64(start))..\(lowest + Int64(end))"
            rows.append((label, shares[start...end].reduce(0, +)))
            start = end + 1
        }
        let labelWidth = rows.map(\.label.count).max() ?? 0
        let barWidth = max(10, 60 - labelWidth - 10)
        let largest = rows.map(\.share).max() ?? 0
        var text = ""
        for row in rows {
            let percent = row.share == 0 ? "0%" : row.share < 0.00005 ? "<0.01%" : fixed(row.share * 100, decimals: 2, trimmingZeros: false) + "%"
            let bar = largest > 0 ? Int((row.share / largest * Double(barWidth)).rounded()) : 0
            text += pad(row.label, labelWidth) + " " + pad(percent, 7) + "  " + String(repeating: "#", count: bar) + "\n"
        }
        if first > 0 || last < shares.count - 1 {
            text += "Not shown: sums below \(lowest + Int64(first)) and above \(lowest + Int64(last)), "
                + "under 0.0001% on each side\n"
        }
        return text
    }

    private static func pad(_ s: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - s.count)) + s
    }

    /// `x` with `decimals` digits after the point, trailing zeros dropped unless told (`31.5`, `8.641`).
    static func fixed(_ x: Double, decimals: Int, trimmingZeros: Bool = true) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int64((x.magnitude * scale).rounded())
        let whole = scaled / Int64(scale)
        var fraction = String(scaled % Int64(scale))
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        while trimmingZeros, fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = x < 0 && scaled != 0 ? "-" : ""
        return sign + "\(whole)" + (fraction.isEmpty ? "" : "." + fraction)
    }
}
