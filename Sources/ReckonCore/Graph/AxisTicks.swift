/// Round tick marks for an axis, as every drawing of Reckon labels its axes (the Graph, the
/// Equation's parabola, the Dice histogram): values a round step apart, 1, 2 or 5 × 10^k, each
/// labelled with exactly the digits that step needs.
///
/// The step is the smallest round one at least `spacing` (a spacing within 1e-9 of a round step
/// takes that step, so that one computed with rounding, 0.3 / 3, does not skip to the next) and,
/// when `perCharacter` is given, at least the longest label's width: its characters plus two
/// for the gap between labels, each `perCharacter` wide. A tick's label is its exact decimal
/// (`0.3`, never `0.30000000000000004`): plain with the step's decimals (`1.0`, `1.2`) for steps
/// from 10^-4 and values below 10^7, else `1.5e8`, `2e-5`;
/// `-` for minus, no grouping (a screen localizes it). Its value is the double nearest to that
/// decimal, and the ticks are those whose values lie in [from, to] (from = to is an axis of one
/// point: a histogram of one sum).
///
/// Guarantees: at most `maximumTicks` ticks, or an error naming `spacing`. The step is never
/// finer than 10^-15 of the range's largest magnitude, where doubles run out of digits to tell
/// ticks apart: past that the step is coarser than asked, never a tick drawn twice.
public struct AxisTicks: Sendable, Equatable {
    public struct Tick: Sendable, Equatable {
        public let value: Double
        public let label: String
    }

    /// Ticks in one answer: the Graph asks for three screens' width, a few dozen.
    public static let maximumTicks = 1000

    /// The largest `spacing`, and `perCharacter` (a label of 22 characters and its gap within
    /// it): so that every step, and every tick, is a finite double.
    public static let largestSpacing = 1e300
    public static let largestPerCharacter = 1e298

    /// The step, m × 10^k (the double nearest to it).
    public let step: Double
    /// The next finer round step: a `spacing` in (finer, step] gives this step when the labels
    /// do not widen it, so a drawing can keep these ticks while its scale stays in that band.
    public let finer: Double
    public let ticks: [Tick]

    public init(from: Double, to: Double, spacing: Double, perCharacter: Double = 0) throws(AxisTicksError) {
        guard from.isFinite else { throw .notFinite("from") }
        guard to.isFinite else { throw .notFinite("to") }
        guard from <= to else { throw .emptyRange }
        guard (to - from).isFinite else { throw .tooWide }
        guard spacing.isFinite else { throw .notFinite("spacing") }
        guard spacing > 0, spacing <= Self.largestSpacing else { throw .spacingOutOfRange }
        guard perCharacter.isFinite else { throw .notFinite("perCharacter") }
        guard perCharacter >= 0, perCharacter <= Self.largestPerCharacter else { throw .perCharacterOutOfRange }
        var least = Swift.max(spacing, Swift.max(from.magnitude, to.magnitude) * 1e-15)
        // Each pass either fits the labels or asks for a step above the last one: round steps
        // at least double, and labels are at most 22 characters, so a few passes end it.
        while true {
            let step = RoundStep(atLeast: least)
            let (first, last) = Self.indices(from: from, to: to, step: step)
            // The ends' labels are two of the labels, so no step narrower than theirs can do:
            // widening by them before counting, a fine spacing with wide characters is not
            // refused for the count of a step its labels would never keep.
            let ends = first <= last ? Swift.max(step.label(at: first).utf8.count, step.label(at: last).utf8.count) : 0
            if Double(ends + 2) * perCharacter > step.value {
                least = Double(ends + 2) * perCharacter
                continue
            }
            // Counted before any tick is made: the answer's size is bounded before the work.
            guard last - first < Int64(Self.maximumTicks) else { throw .tooMany(from: from, to: to) }
            let ticks = first <= last ? (first...last).map { Tick(value: step.value(at: $0), label: step.label(at: $0)) } : []
            let longest = ticks.reduce(0) { Swift.max($0, $1.label.utf8.count) }
            let width = Double(longest + 2) * perCharacter
            if width <= step.value {
                self.step = step.value
                self.finer = step.finer.value
                self.ticks = ticks
                return
            }
            least = width
        }
    }

    /// The indices of the first and the last multiple of `step` in [from, to] (first > last
    /// when there is none). |from| / step ≤ 10^15 (the step's floor), so every index and
    /// multiple is exact.
    private static func indices(from: Double, to: Double, step: RoundStep) -> (Int64, Int64) {
        var first = Int64((from / step.value).rounded(.up))
        while step.value(at: first - 1) >= from { first -= 1 }
        while step.value(at: first) < from { first += 1 }
        var last = Int64((to / step.value).rounded(.down))
        while step.value(at: last + 1) <= to { last += 1 }
        while step.value(at: last) > to { last -= 1 }
        return (first, last)
    }
}

/// A round step m × 10^k, m being 1, 2 or 5, and the decimals of its multiples.
struct RoundStep {
    let m: Int64
    let k: Int

    /// The smallest round step at least `least` (a positive finite number), less 1e-9 of it.
    init(atLeast least: Double) {
        let target = least * (1 - 1e-9)
        // log10(2) ≈ 0.30103: one below the decade of `least`, then up.
        var candidate = RoundStep(m: 1, k: Int((Double(least.exponent) * 0.30103).rounded(.down)) - 1)
        while candidate.value < target { candidate = candidate.coarser }
        self = candidate
    }

    private init(m: Int64, k: Int) {
        self.m = m
        self.k = k
    }

    var value: Double { value(at: 1) }

    var coarser: RoundStep {
        m == 1 ? RoundStep(m: 2, k: k) : m == 2 ? RoundStep(m: 5, k: k) : RoundStep(m: 1, k: k + 1)
    }

    var finer: RoundStep {
        m == 5 ? RoundStep(m: 2, k: k) : m == 2 ? RoundStep(m: 1, k: k) : RoundStep(m: 5, k: k - 1)
    }

    /// i × m × 10^k, the double nearest to it (read by the one decimal reader every edge uses).
    func value(at i: Int64) -> Double {
        Double(decimalText: Self.text(i * m) + "e" + Self.text(Int64(k))) ?? .nan
    }

    /// i × m × 10^k written exactly. Plain, with the step's decimals (`1.0`, `1.2`: labels of
    /// one axis align), for steps from 10^-4 and values below 10^7; else with an exponent and
    /// no trailing zeros (`1.5e8`, `2e-5`).
    func label(at i: Int64) -> String {
        let n = i * m
        if n == 0 { return "0" }
        let (zero, point) = (UInt8(ascii: "0"), UInt8(ascii: "."))
        var digits = Self.digits(n.magnitude)
        var out: [UInt8] = []
        if n < 0 { out.append(UInt8(ascii: "-")) }
        let exponent = digits.count - 1 + k
        var pointAt = 1
        if k >= -4 && exponent < 7 {
            if k >= 0 {
                for _ in 0..<k { digits.append(zero) }
            } else {
                while digits.count <= -k { digits.insert(zero, at: 0) }
            }
            pointAt = digits.count + Swift.min(k, 0)
        } else {
            while digits.last == zero { digits.removeLast() }
        }
        for index in 0..<digits.count {
            if index == pointAt { out.append(point) }
            out.append(digits[index])
        }
        if !(k >= -4 && exponent < 7) {
            out.append(UInt8(ascii: "e"))
            if exponent < 0 { out.append(UInt8(ascii: "-")) }
            out.append(contentsOf: Self.digits(UInt64(exponent.magnitude)))
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func text(_ n: Int64) -> String {
        var bytes = digits(n.magnitude)
        if n < 0 { bytes.insert(UInt8(ascii: "-"), at: 0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The decimal digits of n, most significant first.
    private static func digits(_ n: UInt64) -> [UInt8] {
        var bytes: [UInt8] = []
        var rest = n
        repeat {
            bytes.insert(UInt8(ascii: "0") + UInt8(rest % 10), at: 0)
            rest /= 10
        } while rest > 0
        return bytes
    }
}

/// Why ticks were refused.
public enum AxisTicksError: InputError, Equatable {
    case notFinite(String)
    case emptyRange
    case tooWide
    case spacingOutOfRange
    case perCharacterOutOfRange
    /// More than `maximumTicks` over [from, to].
    case tooMany(from: Double, to: Double)

    public var field: String {
        switch self {
        case .notFinite(let field): field
        case .emptyRange, .tooWide: "to"
        case .spacingOutOfRange, .tooMany: "spacing"
        case .perCharacterOutOfRange: "perCharacter"
        }
    }

    public var code: ErrorCode {
        switch self {
        case .notFinite: .notFinite
        case .emptyRange, .tooWide, .spacingOutOfRange, .perCharacterOutOfRange: .outOfRange
        case .tooMany: .overLimit
        }
    }

    public var message: String {
        switch self {
        case .notFinite: "must be a finite number"
        case .emptyRange: "must be at least from"
        case .tooWide: "must be within 1.797e308 of from"
        case .spacingOutOfRange: "must be greater than 0 and at most 1e300"
        case .perCharacterOutOfRange: "must be from 0 to 1e298"
        case .tooMany(let from, let to):
            // The round step that gives at most that many, which always does: at least the
            // range over maximumTicks − 1, so that the ticks it gives number at most maximumTicks.
            "gives more than \(AxisTicks.maximumTicks) ticks over [from, to]: must be at least "
                + RoundStep(atLeast: (to - from) / Double(AxisTicks.maximumTicks - 1)).label(at: 1)
        }
    }
}
