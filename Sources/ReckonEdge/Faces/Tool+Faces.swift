import ReckonCore

extension Tool {
    /// `POST /api/face {"eyes"?,"mouth"?,"actions"?}`: the face after the gestures
    /// (`FacialExpression`).
    static let face = Tool(
        "face", keys: ["eyes", "mouth", "actions"],
        limits: ("face", [("maximumNameLength", .integer(Int64(Emotion.maximumNameLength)))])
    ) { input, _ throws(ToolError) in
        let (eyes, mouth, actions) = (try input.text("eyes"), try input.text("mouth"), try input.texts("actions"))
        return try ToolError.ruling { () throws(FieldError) in
            try FacialExpression(eyes: eyes, mouth: mouth, actions: actions).json
        }
    }

    /// `POST /api/emotion {"name","eyes","mouth"}`: an emotion the editor may add (422 for a
    /// name it must not accept).
    static let emotion = Tool("emotion", keys: ["name", "eyes", "mouth"]) { input, _ throws(ToolError) in
        let (name, eyes, mouth) = (try input.requiredText("name"), try input.requiredText("eyes"), try input.requiredText("mouth"))
        return try ToolError.ruling { () throws(FieldError) in
            let expression = try FacialExpression(eyes: eyes, mouth: mouth, actions: [])
            do throws(FaceError) {
                return try Emotion(name: name, expression: expression).json
            } catch {
                throw FieldError(error)
            }
        }
    }

    /// `GET /api/emotions`: the Emotions demo's four.
    static let emotions = Tool("emotions", .get) { _, _ throws(ToolError) in Emotion.builtInJSON }
}
