import ArgumentParser
import Glibc
import ReckonCore
import ReckonEdge
import ReckonParallel

struct DiceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dice",
        abstract: "Distribution of a dice pool's sum: exact, simulated, rolled once, or swept over modifiers.",
        discussion: """
            A pool adds dice and whole numbers: 3d6+2d20+1d4-2 (d6 is 1d6; 2 to 1000 faces; at most \
            1000 dice; numbers within ±1e9). Dice take modifiers, applied in this order: reroll \
            (r1 once, rr1 until it stops, r<3), explode (!, !>4: each extra roll a die of its own; \
            !! adds them into one die; !p, !!p penetrate: each extra roll counts one less; at most 9 \
            extra rolls a die), clamp (min2, max5: each die's value held), keep or drop (kh3 or k3, kl1, dh1, dl1; two together keep what both keep: 4d6dl1dh1), count successes (>=7, <2, =6) \
            and failures (>=7f1). Dice: dF (Fudge), d% (d100), d{1,1,2,3} (custom faces). Parts \
            combine with + - * and / (rounding down), parentheses, max(…) and min(…); a group \
            {4d6kh3,1d20}kh1 keeps or drops its parts by their totals ({d6,d8,d10}kh2) or counts \
            those passing a threshold ({2d6+2,1d12}>=10). \
            Two pools with vs between them are opposed (2d6 vs 1d12+1): the sums are the first's \
            margin over the second, with its chances of winning, tying and losing. \
            Examples: 4d6kh3, 2d20kh1+5, 10d10!, 5d10>=7f1, 4dF, (d6+1)*2, max(d6,d8). \
            A pool starting with '-' goes after '--'.
            --exact computes every sum's probability, refused beyond \(DiceDistribution.maximumWork) \
            steps (the sum over the dice of the number of sums so far: 1000d200 fits, 1000d201 does not).
            --trials N simulates 1 to 1e10 trials (at most 1e11 dice in all); a seed (random and \
            printed when not given) repeats a run exactly, whatever --threads.
            --roll rolls the pool once, every die shown (a dropped one in parentheses, a reroll as \
            1→4, a die that exploded as 6!, a compounding one as 6+6+2), with the chance of rolling that total or more and or \
            less; the same seed gives the same roll here, in the API and in the browser.
            --sweep FROM..TO --target T gives the chance of T or more with each modifier from \
            FROM to TO added (at most \(DiceSweep.maximumModifiers)); for an opposed pool without \
            --target, the chances of winning, tying and losing with each added to the first side.
            Examples: reckon dice 3d6+2d20 --exact
                      reckon dice 3d6+2d20 --trials 1e8 --seed 1
                      reckon dice 4d6kh3 --roll --seed 42
                      reckon dice 1d20 --sweep 0..10 --target 15
                      reckon dice '2d6 vs 1d12+1' --exact
            """)

    @Argument(help: "The pool, e.g. 3d6+2d20+1d4-2.")
    var pool: String

    @Flag(help: "Compute the exact distribution.")
    var exact = false

    @Option(help: "Simulate this many trials: 1 to 1e10.")
    var trials: String?

    @Flag(help: "Roll the pool once, every die shown.")
    var roll = false

    @Option(help: "The chances with each modifier from FROM to TO added, e.g. 0..10.")
    var sweep: String?

    @Option(help: "The total a sweep's chances are of reaching (or more).")
    var target: String?

    @Option(help: "Seed of the simulation or the roll: 0 to 2^64 − 1 (default: random, printed).")
    var seed: String?

    @Option(help: "Threads for the simulation (default: all cores); the result does not depend on it.")
    var threads: String?

    @OptionGroup var output: OutputOptions

    @Flag(help: "Also print, on standard error, the seconds the exact distribution took to compute (not the start or the printing).")
    var timing = false

    func validate() throws {
        guard [exact, trials != nil, roll, sweep != nil].filter({ $0 }).count == 1 else {
            throw ValidationError("give one of --exact, --trials N, --roll or --sweep FROM..TO")
        }
        guard sweep != nil || target == nil else { throw ValidationError("--target goes with --sweep") }
        guard !timing || exact else { throw ValidationError("--timing goes with --exact") }
        guard trials != nil || threads == nil else { throw ValidationError("--threads goes with --trials") }
        guard !exact || seed == nil else { throw ValidationError("--seed goes with --trials or --roll") }
    }

    func run() throws {
        try reading {
            if let trials {
                try simulate(trials: trials)
            } else if let sweep {
                let pool = try DicePool(typed: self.pool)
                let goal = try DiceSweep.goal(target: target, for: pool)
                let modifiers = try DiceSweep.modifiers(sweep)
                let swept = DiceSweep(try DiceDistribution(exactly: self.pool), goal: goal, modifiers: modifiers)
                output.write(json: { swept.json }, text: { swept.text })
            } else if roll {
                let pool = try DicePool(typed: self.pool)
                let rolled = pool.roll(seed: try DiceSimulation.seed(seed))
                let exact = try? DiceDistribution(exactly: pool)
                output.write(json: { rolled.json(exact: exact) }, text: { rolled.text(exact: exact) })
            } else {
                let start = Self.seconds()
                let distribution = try DiceDistribution(exactly: pool)
                if timing { Terminal.standardError.write("computed in \(Self.seconds() - start) s\n") }
                show(distribution)
            }
        }
    }

    /// A monotonic clock, for `--timing`.
    private static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }

    private func show(_ distribution: DiceDistribution) {
        output.write(json: { distribution.json }, text: { distribution.text })
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
        let exact = try? DiceDistribution(exactly: simulation.pool)
        output.write(json: { simulation.json(tally, exact: exact) }, text: { simulation.text(tally, exact: exact) })
    }
}
