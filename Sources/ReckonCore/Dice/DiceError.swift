/// Why a dice pool, a number of trials or an exact distribution was refused.
///
/// Positions count characters (Unicode scalars) of the pool text from 1, so
/// `"3d6x"` fails with `pool: unexpected 'x' at 4`.
public enum DiceError: InputError, Equatable {
    /// Nothing but spaces.
    case emptyPool
    /// Only numbers, no die to roll.
    case noDice
    /// A character that cannot stand where it stands.
    case unexpected(character: String, at: Int64)
    /// The text ended where a die or a number was due (`"3d6+"`).
    case expectedTerm(at: Int64)
    /// A `d` with no number of faces after it (`"3d"`).
    case missingFaces(at: Int64)
    /// `faces` (as typed) is below 2; `at` is where the die starts.
    case tooFewFaces(faces: String, at: Int64)
    /// `faces` (as typed) is above 1000.
    case tooManyFaces(faces: String, at: Int64)
    /// A count of zero (`"0d6"`); `die` as typed.
    case noDiceInGroup(die: String, at: Int64)
    /// The dice counted up to the group at `at` pass the limit of the whole pool.
    case tooManyDice(at: Int64)
    /// A `)`, `(` or `}` due at `at`.
    case expected(String, at: Int64)
    /// A modifier without the value it needs (`"3d6r"`, `"5d10>="`).
    case missingValue(modifier: String, example: String, at: Int64)
    /// A second reroll, explosion, keep or drop, or success threshold on one die.
    case repeatedModifier(String, at: Int64)
    /// Keeping or dropping more dice than rolled, or none (`written` as typed: `kh5`).
    case selectionOutOfRange(written: String, dropping: Bool, dice: Int64, members: Bool, at: Int64)
    /// A third keep or drop on one die.
    case tooManySelections(at: Int64)
    /// Two keeps or drops that keep no die in common (`4d6kh1kl1`), `written` as typed.
    case keepsNoDice(written: String, dice: Int64, members: Bool, at: Int64)
    /// `min` above `max` on one die (`d6min5max2`).
    case clampOutOfOrder(least: Int64, most: Int64, at: Int64)
    /// Dropping dice from a single die (`d6dl1`).
    case nothingToDrop(written: String, members: Bool, at: Int64)
    /// More than `DicePool.maximumParts` terms and operators.
    case tooManyParts(at: Int64)
    /// Parentheses, functions or signs nested more than `DicePool.maximumNesting` deep.
    case tooDeep(at: Int64)
    /// `rr` with a test every face passes: the die would never stop.
    case rerollsEveryFace(at: Int64)
    /// Failures (`f1`) with no success threshold before them.
    case failureWithoutSuccess(at: Int64)
    /// A divisor whose values include 0.
    case divisionByZero(at: Int64)
    /// A part that can reach values beyond ±`DicePool.maximumValue`.
    case valueOutOfRange(at: Int64)
    /// A part whose values span more than `DicePool.maximumSpan` sums.
    case tooWide(at: Int64)
    /// A number, or the sum of the numbers so far, beyond ±1e9.
    case constantOutOfRange(at: Int64)
    /// The number of trials is outside 1…`DiceSimulation.maximumTrials`.
    case trialsOutOfRange(UInt64)
    /// Dice × trials beyond `DiceSimulation.maximumDiceRolls`.
    case tooManyRolls(dice: Int64, trials: UInt64)
    /// The exact distribution needs more than `DiceDistribution.maximumWork` steps.
    case exactTooLarge(pool: String)

    public var field: String {
        switch self {
        case .trialsOutOfRange, .tooManyRolls: "trials"
        default: "pool"
        }
    }

    public var code: ErrorCode {
        switch self {
        case .emptyPool: .missing
        case .noDice, .unexpected, .expectedTerm, .missingFaces, .expected, .missingValue, .repeatedModifier,
             .failureWithoutSuccess, .tooManySelections:
            .syntax
        case .tooFewFaces, .tooManyFaces, .noDiceInGroup, .selectionOutOfRange, .nothingToDrop, .valueOutOfRange,
             .constantOutOfRange, .trialsOutOfRange:
            .outOfRange
        case .tooManyDice, .tooManyParts, .tooDeep, .tooWide, .tooManyRolls, .exactTooLarge: .overLimit
        case .rerollsEveryFace, .divisionByZero, .clampOutOfOrder, .keepsNoDice: .impossible
        }
    }

    public var message: String {
        switch self {
        case .emptyPool:
            "is empty; write dice like 3d6+2d20+1d4-2"
        case .noDice:
            "has no dice; write dice like 3d6+2d20+1d4-2"
        case let .unexpected(character, at):
            "unexpected '\(character)' at \(at)"
        case let .expectedTerm(at):
            "expected a die or a number at \(at)"
        case let .missingFaces(at):
            "'d' needs a number of faces (2 to \(DicePool.facesRange.upperBound)) at \(at)"
        case let .tooFewFaces(faces, at):
            "d\(faces) has too few faces (2 to \(DicePool.facesRange.upperBound)) at \(at)"
        case let .tooManyFaces(faces, at):
            "d\(faces) has too many faces (2 to \(DicePool.facesRange.upperBound)) at \(at)"
        case let .noDiceInGroup(die, at):
            "\(die) has no dice (count 1 to \(DicePool.maximumDice)) at \(at)"
        case let .tooManyDice(at):
            "more than \(DicePool.maximumDice) dice at \(at)"
        case let .expected(character, at):
            "expected '\(character)' at \(at)"
        case let .missingValue(modifier, example, at):
            "\(modifier) needs a value, like \(example), at \(at)"
        case let .tooManySelections(at):
            "a die takes at most two keeps or drops at \(at)"
        case let .keepsNoDice(written, dice, members, at):
            "\(written) keep none of the \(dice) \(members ? "parts" : "dice") at \(at)"
        case let .clampOutOfOrder(least, most, at):
            "min\(least) is above max\(most) at \(at)"
        case let .nothingToDrop(written, members, at):
            "\(written) needs 2 or more \(members ? "parts" : "dice") to drop from at \(at)"
        case let .tooManyParts(at):
            "more than \(DicePool.maximumParts) terms and operators at \(at)"
        case let .tooDeep(at):
            "nested more than \(DicePool.maximumNesting) deep at \(at)"
        case let .repeatedModifier(what, at):
            "a die takes one \(what) at \(at)"
        case let .selectionOutOfRange(written, dropping, dice, members, at):
            dropping
                ? "\(written) must drop 1 to \(dice - 1) of the \(dice) \(members ? "parts" : "dice") at \(at)"
                : "\(written) must keep 1 to \(dice) of the \(dice) \(members ? "parts" : "dice") at \(at)"
        case let .rerollsEveryFace(at):
            "rr rerolls every face, so the die would never stop, at \(at)"
        case let .failureWithoutSuccess(at):
            "f (failures) goes after a success threshold, like >=7f1, at \(at)"
        case let .divisionByZero(at):
            "the divisor can be 0 at \(at)"
        case let .valueOutOfRange(at):
            "values must stay within ±\(DicePool.maximumValue) at \(at)"
        case let .tooWide(at):
            "the sums here span more than \(DicePool.maximumSpan) values at \(at)"
        case let .constantOutOfRange(at):
            "numbers must stay within ±\(DicePool.maximumConstant) at \(at)"
        case let .trialsOutOfRange(trials):
            "must be a whole number from 1 to \(DiceSimulation.maximumTrials), not \(trials)"
        case let .tooManyRolls(dice, trials):
            "\(trials) trials of \(dice) dice exceed \(DiceSimulation.maximumDiceRolls) dice rolled; use fewer trials"
        case let .exactTooLarge(pool):
            "the exact distribution of \(pool) is beyond the limit of \(DiceDistribution.maximumWork) steps; simulate it with --trials"
        }
    }
}
