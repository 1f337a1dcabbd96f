/// The faces of one die: `d6` (numbered 1 to 6), `dF` (Fudge: −1, 0, 1), `d%` (1 to 100), or
/// custom values `d{1,1,2,3}`, every entry equally likely (so a value written twice is twice as
/// likely).
public struct DieFaces: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case numbered, fudge, percent, custom
    }

    public let kind: Kind
    /// One entry per face, as rolled; a custom die keeps the order and repeats as written.
    public let faces: [Int64]

    /// A die numbered 1 to `count`.
    public static func numbered(_ count: Int64) -> DieFaces {
        DieFaces(kind: .numbered, faces: Array(1...count))
    }

    public static let fudge = DieFaces(kind: .fudge, faces: [-1, 0, 1])
    public static let percent = DieFaces(kind: .percent, faces: Array(1...100))

    /// A die with the faces written in `d{…}`.
    public static func custom(_ faces: [Int64]) -> DieFaces {
        DieFaces(kind: .custom, faces: faces)
    }

    /// What follows the `d`: `6`, `F`, `%`, `{1,1,2,3}`.
    public var notation: String {
        switch kind {
        case .numbered: "\(faces.count)"
        case .fudge: "F"
        case .percent: "%"
        case .custom:
            "{" + faces.map { "\($0)" }.joined(separator: ",") + "}"
        }
    }
}
