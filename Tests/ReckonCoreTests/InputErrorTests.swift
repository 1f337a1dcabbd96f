import Testing
@testable import ReckonCore

@Suite struct InputErrorTests {
    struct Broken: InputError {
        var field: String { "b" }
        var message: String { "must be a finite number" }
        var code: ErrorCode { .notFinite }
    }

    @Test func lineNamesTheFieldThenTheRule() {
        #expect(Broken().line == "b: must be a finite number")
    }
}
