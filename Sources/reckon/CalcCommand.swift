import ArgumentParser
import ReckonCore
import ReckonEdge

struct CalcCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calc",
        abstract: "Press calculator keys and print the display: the iPhone's scientific calculator, with M and undo.",
        discussion: """
            Keys are separated by spaces; a token of digits and points types them in turn (12.5). \
            Keys: + − (or -) × (or * x) ÷ (or /) = % ± (or +/-) C AC . ( ) √ (or sqrt) ∛ (or \
            cbrt) ʸ√x (or yroot) x² (or x^2) x³ (or x^3) xʸ (or ^) yˣ (or y^x) 1/x x! (or !) sin \
            cos tan sin⁻¹ cos⁻¹ tan⁻¹ (or asin acos atan) sinh cosh tanh sinh⁻¹ cosh⁻¹ tanh⁻¹ (or \
            asinh acosh atanh) ln log₁₀ (or log) log₂ (or log2) logᵧ (or logy) eˣ (or e^x) 10ˣ \
            (or 10^x) 2ˣ (or 2^x) EE π (or pi) e Rand (or rand) mc m+ m− (or m-) mr 2nd Rad Deg \
            (or rad deg) →M (or ->M) M undo ⌫ (or del), and num:VALUE, a number entered whole \
            (num:-1.5e-7). C and AC both press the clear key, which reads C once a digit is \
            entered and AC after it clears. Angles are in degrees until rad. 2nd turns sin cos \
            tan sinh cosh tanh eˣ 10ˣ ln log₁₀ into sin⁻¹ … tanh⁻¹ yˣ 2ˣ logᵧ log₂ until it is \
            pressed again. The memory register (mc m+ m− mr) survives AC; M (→M) does not. Keys \
            may start with a minus: "- 5 =" is 0 − 5. With --json and --trace, every key's state \
            is in the JSON too.
            Examples: reckon calc "2 + 3 × 4 ="   (14)
                      reckon calc "( 2 + 3 ) × 4 ="   (20)
                      reckon calc "30 sin"   (0.5)
                      reckon calc "9 + M = √ 7 →M" --trace
            """)

    /// Every argument that is not an option is keys, even one starting with "-": "- 5 =" is
    /// a key sequence, which the default strategy would refuse as an unknown option. The parser
    /// hands on `--` too, which scripts may still write before the keys; it is no key and is
    /// dropped.
    @Argument(parsing: .allUnrecognized, help: "The keys, as one argument: \"1 + 2 =\" (several are joined by spaces).")
    var keys: [String]

    @Flag(help: "Print the display and the description line after every key.")
    var trace = false

    @Option(help: "Seed (0 to 2^64 − 1) for Rand: the same seed draws the same numbers (default: random).")
    var seed: String?

    @OptionGroup var output: OutputOptions

    func run() throws {
        let (calculator, steps) = try reading {
            try Calculator.pressing(keys.filter { $0 != "--" }.joined(separator: " "), trace: trace, seed: seed)
        }
        output.write(
            json: { trace ? Calculator.json(trace: steps, final: calculator) : calculator.json },
            text: { trace ? Calculator.traceText(steps) : calculator.display + "\n" })
    }
}
