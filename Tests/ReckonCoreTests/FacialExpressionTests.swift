import Testing
@testable import ReckonCore

// The CS193p FaceIt model's behaviour, as the course's FacialExpression and controller define it.
@Suite struct FacialExpressionTests {
    @Test func mouthCurvatures() {
        #expect(FacialExpression.Mouth.allCases.map(\.curvature) == [-1, -0.5, 0, 0.5, 1])
    }

    @Test func happierAndSadderStopAtTheEnds() {
        let neutral = FacialExpression(eyes: .open, mouth: .neutral)
        #expect(neutral.happier.mouth == .grin)
        #expect(neutral.happier.happier.happier.mouth == .smile)
        #expect(neutral.sadder.mouth == .smirk)
        #expect(neutral.sadder.sadder.sadder.mouth == .frown)
        #expect(neutral.happier.eyes == .open)
    }

    @Test func tapTogglesAndDoubleTapSquints() {
        let face = FacialExpression(eyes: .open, mouth: .smile)
        #expect(face.after(.toggleEyes).eyes == .closed)
        #expect(face.after(.toggleEyes).after(.toggleEyes).eyes == .open)
        #expect(face.after(.squint).eyes == .squinting)
        // Squinting eyes close on a tap, as the course's controller does (closed ? open : closed).
        #expect(face.after(.squint).after(.toggleEyes).eyes == .closed)
        #expect(face.after(.squint).mouth == .smile)
    }

    @Test func theEmotionsDemo() throws {
        #expect(Emotion.builtIn.map(\.name) == ["Sad", "Happy", "Worried", "Mischievous"])
        #expect(Emotion.builtIn.map(\.expression) == [
            FacialExpression(eyes: .closed, mouth: .frown), FacialExpression(eyes: .open, mouth: .smile),
            FacialExpression(eyes: .open, mouth: .smirk), FacialExpression(eyes: .squinting, mouth: .grin),
        ])
        let made = try Emotion(name: "  Sleepy ", expression: FacialExpression(eyes: .closed, mouth: .neutral))
        #expect(made.name == "Sleepy")
        #expect(throws: FaceError.emptyName) { try Emotion(name: "   ", expression: made.expression) }
        #expect(throws: FaceError.nameTooLong(41)) { try Emotion(name: String(repeating: "a", count: 41), expression: made.expression) }
    }
}
