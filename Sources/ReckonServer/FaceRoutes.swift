import Hummingbird
import ReckonCore
import ReckonEdge

/// The faces:
/// - `POST /api/face {"eyes"?,"mouth"?,"actions"?: ["happier","toggle-eyes"]}` → the CLI's
///   `reckon face --json`;
/// - `GET /api/emotions` → the Emotions demo's four;
/// - `POST /api/emotion {"name","eyes","mouth"}` → the emotion, or 422 for a name the editor
///   must not accept.
enum FaceRoutes {
    static func add(to router: Router<some RequestContext>) {
        router.tool("/api/face", keys: ["eyes", "mouth", "actions"]) { input in
            try FacialExpression(eyes: input.text("eyes"), mouth: input.text("mouth"), actions: input.texts("actions")).json
        }
        let emotions = Emotion.builtInJSON
        router.get("/api/emotions") { _, _ -> Response in .json(emotions) }
        router.tool("/api/emotion", keys: ["name", "eyes", "mouth"]) { input in
            let expression = try FacialExpression(eyes: input.requiredText("eyes"), mouth: input.requiredText("mouth"), actions: [])
            do {
                return try Emotion(name: input.requiredText("name"), expression: expression).json
            } catch let error as FaceError {
                throw FieldError(error)
            }
        }
    }
}
