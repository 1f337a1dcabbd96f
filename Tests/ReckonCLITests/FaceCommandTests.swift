import Testing

@Suite struct FaceCommandTests {
    @Test func actionsInTurn() throws {
        let result = try ReckonProcess.run("face", "--mouth", "neutral", "happier", "happier", "toggle-eyes")
        #expect(result.stdout == """
              .--------.
             /  -    -  \\
            |            |
            |    \\__/    |
             \\          /
              '--------'
            eyes closed, mouth smile (curvature 1)

            """)
        #expect(try ReckonProcess.run("face", "sadder", "squint", "--json").stdout == #"{"eyes":"squinting","mouth":"smirk","curvature":-0.5}"# + "\n")
    }

    @Test func unknownNamesAreRefused() throws {
        let action = try ReckonProcess.run("face", "wink")
        #expect(action.status == 1)
        #expect(action.stderr == "reckon: actions: 'wink' is not an action; actions are happier, sadder, toggle-eyes, squint\n")
        #expect(try ReckonProcess.run("face", "--eyes", "wide").stderr == "reckon: eyes: must be open, closed or squinting, not 'wide'\n")
    }
}
