/// A rule the values given for a right triangle break.
///
/// `field` names the offending value as the command line spells it (`a`, `alpha`, `area`, …);
/// where the pair conflicts, it is the value the rule is stated about (`area` too large for a
/// perimeter), and the message names the other.
public enum RightTriangleError: InputError, Equatable, Sendable {
    public typealias Quantity = RightTriangle.Quantity

    /// Not exactly two values: `given` lists the ones there were.
    case notTwoValues(given: [Quantity])
    case notFinite(Quantity)
    /// A length, area or perimeter that is zero or negative.
    case notPositive(Quantity)
    /// An angle not strictly between 0 and 90 degrees.
    case angleOutOfRange(Quantity)
    /// alpha and beta: they fix the shape but not the size.
    case shapeOnly
    /// A leg given with the hypotenuse that is not shorter than it.
    case legNotShorterThanHypotenuse(Quantity)
    /// h given with a leg that is not longer than it.
    case altitudeNotShorterThanLeg(Quantity)
    /// `field` is more than any right triangle with `other` equal to `value` allows.
    case tooLarge(Quantity, for: Quantity, Double, atMost: WideDouble)
    /// `field` is not more than `other` equal to `value` needs.
    case tooSmall(Quantity, for: Quantity, Double, moreThan: WideDouble)
    /// The pair is valid, but the triangle's `result` lies beyond the `Double` range.
    case beyondRange(Quantity, result: Quantity, tooLarge: Bool)

    public var field: String {
        switch self {
        case .notTwoValues(let given):
            switch given.count {
            case 0: "triangle"
            case 1: given[0].name
            default: given[2 < given.count ? 2 : given.count - 1].name
            }
        case .notFinite(let q), .notPositive(let q), .angleOutOfRange(let q),
             .legNotShorterThanHypotenuse(let q), .tooLarge(let q, _, _, _), .tooSmall(let q, _, _, _),
             .beyondRange(let q, _, _):
            q.name
        case .shapeOnly: "beta"
        case .altitudeNotShorterThanLeg: "h"
        }
    }

    public var code: ErrorCode {
        switch self {
        case .notTwoValues(let given): given.count < 2 ? .tooFewValues : .tooManyValues
        case .notFinite: .notFinite
        case .notPositive, .angleOutOfRange, .tooLarge, .tooSmall, .beyondRange: .outOfRange
        case .shapeOnly, .legNotShorterThanHypotenuse, .altitudeNotShorterThanLeg: .impossible
        }
    }

    public var message: String {
        switch self {
        case .notTwoValues(let given):
            let all = Quantity.allCases.map { $0.name }
            switch given.count {
            case 0:
                return "give exactly two of " + Self.list(all)
            case 1:
                let others = Quantity.allCases.filter { $0 != given[0] }.map { $0.name }
                return "give one more value, one of " + Self.list(others)
            default:
                return "give exactly two values, not \(given.count) (" + Self.list(given.map { $0.name }, and: "and") + ")"
            }
        case .notFinite: return "must be a finite number"
        case .notPositive: return "must be greater than 0"
        case .angleOutOfRange: return "must be between 0 and 90 degrees (exclusive)"
        case .shapeOnly: return "alpha and beta together fix only the shape; give a length too"
        case .legNotShorterThanHypotenuse: return "must be shorter than the hypotenuse c"
        case .altitudeNotShorterThanLeg(let leg): return "must be shorter than the leg " + leg.name
        case .tooLarge(_, let other, let value, let most):
            return "too large for " + Self.phrase(other, value) + " (at most "
                + Self.text(most, digits: 4, rounding: .down) + " for a right triangle)"
        case .tooSmall(_, let other, let value, let least):
            return "too small for " + Self.phrase(other, value) + " (must be more than "
                + Self.text(least, digits: 4, rounding: .up) + ")"
        case .beyondRange(_, let result, let tooLarge):
            return tooLarge
                ? "gives a triangle whose " + Self.noun(result) + " is beyond 1.797e+308, the largest number handled"
                : "gives a triangle whose " + Self.noun(result) + " is below 4.941e-324, the smallest number handled"
        }
    }

    /// The same error told of the mirror image, for pairs solved with the legs swapped.
    var mirrored: RightTriangleError {
        switch self {
        case .notTwoValues(let given): .notTwoValues(given: given.map { $0.mirrored })
        case .notFinite(let q): .notFinite(q.mirrored)
        case .notPositive(let q): .notPositive(q.mirrored)
        case .angleOutOfRange(let q): .angleOutOfRange(q.mirrored)
        case .shapeOnly: .shapeOnly
        case .legNotShorterThanHypotenuse(let q): .legNotShorterThanHypotenuse(q.mirrored)
        case .altitudeNotShorterThanLeg(let q): .altitudeNotShorterThanLeg(q.mirrored)
        case .tooLarge(let q, let other, let value, let most): .tooLarge(q.mirrored, for: other.mirrored, value, atMost: most)
        case .tooSmall(let q, let other, let value, let least): .tooSmall(q.mirrored, for: other.mirrored, value, moreThan: least)
        case .beyondRange(let q, let result, let tooLarge): .beyondRange(q.mirrored, result: result.mirrored, tooLarge: tooLarge)
        }
    }

    /// `"a = 3"`, `"hypotenuse c = 5"`, `"perimeter 12"`: the other value of the pair, as the rule cites it.
    private static func phrase(_ quantity: Quantity, _ value: Double) -> String {
        let number = text(WideDouble(value), digits: 6, rounding: .toNearestOrAwayFromZero)
        switch quantity {
        case .a, .b: return "leg " + quantity.name + " = " + number
        case .c: return "hypotenuse c = " + number
        case .h: return "altitude h = " + number
        case .alpha, .beta: return quantity.name + " = " + number + " degrees"
        case .area, .perimeter: return quantity.name + " " + number
        }
    }

    private static func noun(_ quantity: Quantity) -> String {
        switch quantity {
        case .a, .b: "leg " + quantity.name
        case .c: "hypotenuse c"
        case .alpha, .beta: "angle " + quantity.name
        case .area, .perimeter: quantity.name
        case .h: "altitude h"
        }
    }

    private static func list(_ names: [String], and conjunction: String = "or") -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        var text = ""
        for name in names.dropLast() { text += name + ", " }
        return text + conjunction + " " + last
    }
}
