/// CS193p's FaceIt model: a face's expression, which the view draws and the gestures change.
///
/// The mouth runs frown, smirk, neutral, grin, smile (curvature −1, −0.5, 0, 0.5, 1); `happier`
/// and `sadder` move one step and stop at the ends. Tapping toggles the eyes between open and
/// closed (squinting eyes close, as in the course's controller); a double tap squints.
public struct FacialExpression: Equatable, Sendable {
    public enum Eyes: CaseIterable, Equatable, Sendable {
        case open, closed, squinting

        public var name: String {
            switch self {
            case .open: "open"
            case .closed: "closed"
            case .squinting: "squinting"
            }
        }
    }

    public enum Mouth: Int, CaseIterable, Equatable, Sendable {
        case frown, smirk, neutral, grin, smile

        public var name: String {
            switch self {
            case .frown: "frown"
            case .smirk: "smirk"
            case .neutral: "neutral"
            case .grin: "grin"
            case .smile: "smile"
            }
        }

        /// How the mouth bends: −1 (frown) to 1 (smile), in steps of 0.5.
        public var curvature: Double { Double(rawValue - 2) / 2 }
    }

    /// What a gesture (or its keyboard or button equivalent) does to the face.
    public enum Action: CaseIterable, Equatable, Sendable {
        case happier, sadder, toggleEyes, squint

        public var name: String {
            switch self {
            case .happier: "happier"
            case .sadder: "sadder"
            case .toggleEyes: "toggle-eyes"
            case .squint: "squint"
            }
        }
    }

    public var eyes: Eyes
    public var mouth: Mouth

    public init(eyes: Eyes, mouth: Mouth) {
        self.eyes = eyes
        self.mouth = mouth
    }

    public var happier: FacialExpression { FacialExpression(eyes: eyes, mouth: Mouth(rawValue: mouth.rawValue + 1) ?? .smile) }
    public var sadder: FacialExpression { FacialExpression(eyes: eyes, mouth: Mouth(rawValue: mouth.rawValue - 1) ?? .frown) }

    public func after(_ action: Action) -> FacialExpression {
        switch action {
        case .happier: happier
        case .sadder: sadder
        case .toggleEyes: FacialExpression(eyes: eyes == .closed ? .open : .closed, mouth: mouth)
        case .squint: FacialExpression(eyes: .squinting, mouth: mouth)
        }
    }

    public static func eyes(named name: String) -> Eyes? { Eyes.allCases.first { $0.name == name } }
    public static func mouth(named name: String) -> Mouth? { Mouth.allCases.first { $0.name == name } }
    public static func action(named name: String) -> Action? { Action.allCases.first { $0.name == name } }
}

/// An emotion of the Emotions demo: a name and the expression that shows it.
public struct Emotion: Equatable, Sendable {
    public static let maximumNameLength = 40

    /// The demo's four, in its order.
    public static let builtIn = [
        Emotion(validName: "Sad", expression: FacialExpression(eyes: .closed, mouth: .frown)),
        Emotion(validName: "Happy", expression: FacialExpression(eyes: .open, mouth: .smile)),
        Emotion(validName: "Worried", expression: FacialExpression(eyes: .open, mouth: .smirk)),
        Emotion(validName: "Mischievous", expression: FacialExpression(eyes: .squinting, mouth: .grin)),
    ]

    public let name: String
    public let expression: FacialExpression

    /// A user-made emotion: the name is trimmed and must not be empty (the editor's Done stays
    /// disabled until it is) nor longer than `maximumNameLength` characters.
    public init(name: String, expression: FacialExpression) throws(FaceError) {
        let trimmed = String(name.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        guard !trimmed.isEmpty else { throw .emptyName }
        guard trimmed.count <= Self.maximumNameLength else { throw .nameTooLong(trimmed.count) }
        self.init(validName: trimmed, expression: expression)
    }

    private init(validName: String, expression: FacialExpression) {
        self.name = validName
        self.expression = expression
    }
}

public enum FaceError: InputError, Equatable {
    case emptyName
    case nameTooLong(Int)
    case unknownEyes(String)
    case unknownMouth(String)
    case unknownAction(String)

    public var field: String {
        switch self {
        case .emptyName, .nameTooLong: "name"
        case .unknownEyes: "eyes"
        case .unknownMouth: "mouth"
        case .unknownAction: "actions"
        }
    }

    public var code: ErrorCode {
        switch self {
        case .emptyName: .missing
        case .nameTooLong: .overLimit
        case .unknownEyes, .unknownMouth, .unknownAction: .unknownName
        }
    }

    public var message: String {
        switch self {
        case .emptyName: "must not be empty"
        case .nameTooLong(let count): "must be at most \(Emotion.maximumNameLength) characters, not \(count)"
        case .unknownEyes(let name): "must be open, closed or squinting, not '\(name)'"
        case .unknownMouth(let name): "must be frown, smirk, neutral, grin or smile, not '\(name)'"
        case .unknownAction(let name): "'\(name)' is not an action; actions are happier, sadder, toggle-eyes, squint"
        }
    }
}
