import ReckonCore

extension FacialExpression {
    /// The expression named by text (defaults: open eyes, neutral mouth) after `actions` in turn.
    public init(eyes: String?, mouth: String?, actions: [String]) throws(FieldError) {
        var expression = FacialExpression(eyes: .open, mouth: .neutral)
        if let eyes {
            guard let named = Self.eyes(named: eyes) else { throw FieldError(FaceError.unknownEyes(eyes)) }
            expression.eyes = named
        }
        if let mouth {
            guard let named = Self.mouth(named: mouth) else { throw FieldError(FaceError.unknownMouth(mouth)) }
            expression.mouth = named
        }
        for name in actions {
            guard let action = Self.action(named: name) else { throw FieldError(FaceError.unknownAction(name)) }
            expression = expression.after(action)
        }
        self = expression
    }

    /// `{"eyes":"open","mouth":"grin","curvature":0.5}`
    public var json: String {
        var out = JSONWriter()
        out.beginObject()
        writeFields(to: &out)
        out.endObject()
        return out.text
    }

    func writeFields(to out: inout JSONWriter) {
        out.field("eyes", eyes.name)
        out.field("mouth", mouth.name)
        out.field("curvature", mouth.curvature)
    }
}

extension Emotion {
    /// `{"name":"Sad","eyes":"closed","mouth":"frown","curvature":-1}`
    public var json: String {
        var out = JSONWriter()
        out.beginObject()
        out.field("name", name)
        expression.writeFields(to: &out)
        out.endObject()
        return out.text
    }

    /// `{"emotions":[…]}`: the demo's four.
    public static var builtInJSON: String {
        "{\"emotions\":[" + builtIn.map { $0.json }.joined(separator: ",") + "]}"
    }
}
