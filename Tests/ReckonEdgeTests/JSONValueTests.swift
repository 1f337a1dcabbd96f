@testable import ReckonEdge
import Testing

// The request reader against RFC 8259, one rule per test. Every expected value and byte position
// is worked out by hand from RFC 8259's grammar (§2 JSON text and whitespace, §3 literals,
// §4 objects, §5 arrays, §6 numbers, §7 strings) and the reader's documented stricter rules
// (JSONValue's doc comment, docs/api.md's errors, openapi.json's 400 examples): the bytes
// are counted from 0, the messages are the ones JSONSyntaxError.message gives.

/// The reader's message for a text it refuses, or nil when it reads it.
private func refusal(_ bytes: [UInt8]) -> String? {
    do {
        _ = try JSONValue(parsing: bytes)
        return nil
    } catch {
        return error.message
    }
}

private func refusal(_ text: String) -> String? { refusal(Array(text.utf8)) }

private func parse(_ text: String) throws -> JSONValue { try JSONValue(parsing: Array(text.utf8)) }

/// A string document's code points, compared one by one: Swift's `==` on String would call
/// canonically equivalent texts (é and e + U+0301) equal.
private func scalars(_ text: String) throws -> [UInt32] {
    guard case .string(let string) = try parse(text) else {
        Issue.record("\(text) is not read as a string")
        return []
    }
    return string.unicodeScalars.map(\.value)
}

@Suite struct JSONValueTests {
    // MARK: Values (§3–§7): object, array, string, number, true, false, null

    @Test func anEmptyObject() throws {
        #expect(try parse("{}") == .object([:]))
    }

    @Test func anObjectMapsItsKeysToTheirValues() throws {
        #expect(try parse(#"{"a":1,"b":"x"}"#) == .object(["a": .number("1"), "b": .string("x")]))
    }

    @Test func anEmptyArray() throws {
        #expect(try parse("[]") == .array([]))
    }

    @Test func anArrayKeepsItsOrder() throws {
        #expect(try parse("[3,1,2]") == .array([.number("3"), .number("1"), .number("2")]))
    }

    @Test func anArrayHoldsEveryKindOfValue() throws {
        #expect(try parse(#"[1,"a",true,false,null,{},[]]"#)
            == .array([.number("1"), .string("a"), .bool(true), .bool(false), .null, .object([:]), .array([])]))
    }

    /// §2: a JSON text is any value, not only an object or an array (as RFC 4627 had it).
    @Test(arguments: [
        ("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null),
        ("7", .number("7")), (#""x""#, .string("x")),
    ])
    func aBareValueIsAWholeDocument(text: String, value: JSONValue) throws {
        #expect(try parse(text) == value)
    }

    /// §3: the literal names are lowercase and whole.
    @Test(arguments: ["True", "FALSE", "NULL", "tru", "fals", "nul", "t", "undefined"])
    func aMisspelledLiteralIsRefused(text: String) {
        #expect(refusal(text) == "is not valid JSON: expected a value at byte 0")
    }

    @Test func aLiteralRunningOnIsTrailingText() {
        #expect(refusal("truex") == "is not valid JSON: unexpected text after the JSON value at byte 4")
    }

    @Test func valuesAsWritten() throws {
        #expect(try parse(#"{"a":[1e9,"x\u00e9",true,null]}"#)
            == .object(["a": .array([.number("1e9"), .string("xé"), .bool(true), .null])]))
    }

    // MARK: Whitespace (§2): space, tab, line feed and carriage return, and nothing else

    @Test(arguments: [" ", "\t", "\n", "\r"])
    func allowedWhitespaceGoesAroundEveryToken(space: String) throws {
        let text = ["", "{", #""a""#, ":", "[", "1", ",", "2", "]", "}", ""].joined(separator: space + space)
        #expect(try parse(text) == .object(["a": .array([.number("1"), .number("2")])]))
    }

    @Test func allowedWhitespaceTogether() throws {
        #expect(try parse(" \t\r\n[ \t\r\n] \t\r\n") == .array([]))
    }

    /// Characters that are spaces elsewhere but not in JSON: form feed, vertical tab, NUL, no-break
    /// space, the byte order mark (which §8.1 lets a reader ignore at the start only), line
    /// separator, ideographic space, next line.
    static let notWhitespace: [[UInt8]] = [
        [0x0C], [0x0B], [0x00], [0xC2, 0xA0], [0xEF, 0xBB, 0xBF], [0xE2, 0x80, 0xA8], [0xE3, 0x80, 0x80], [0xC2, 0x85],
    ]

    @Test(arguments: notWhitespace.filter { $0 != [0xEF, 0xBB, 0xBF] })
    func otherSpacesBeforeAValueAreRefused(space: [UInt8]) {
        #expect(refusal(space + Array("1".utf8)) == "is not valid JSON: expected a value at byte 0")
    }

    /// §8.1: a reader may ignore a byte order mark at the start (Windows editors write one).
    @Test func aByteOrderMarkAtTheStartIsIgnored() throws {
        #expect(try JSONValue(parsing: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8)) == .object(["a": .number("1")]))
    }

    @Test func aByteOrderMarkAfterASpaceIsRefused() {
        // The space is byte 0; the mark, bytes 1 to 3, is where the value should start.
        #expect(refusal([0x20, 0xEF, 0xBB, 0xBF] + Array("1".utf8)) == "is not valid JSON: expected a value at byte 1")
    }

    @Test func aByteOrderMarkAloneIsNoValue() {
        #expect(refusal([0xEF, 0xBB, 0xBF]) == "is not valid JSON: expected a value at byte 3")
    }

    @Test(arguments: notWhitespace)
    func otherSpacesAfterAValueAreTrailingText(space: [UInt8]) {
        #expect(refusal(Array("1".utf8) + space) == "is not valid JSON: unexpected text after the JSON value at byte 1")
    }

    @Test(arguments: notWhitespace)
    func otherSpacesBetweenTokensAreRefused(space: [UInt8]) {
        // [1, then the space at byte 3 where the next value should start.
        #expect(refusal(Array("[1,".utf8) + space + Array("2]".utf8)) == "is not valid JSON: expected a value at byte 3")
    }

    // MARK: Empty input and trailing text (§2: one value, nothing after it but whitespace)

    @Test func emptyInputIsRefused() {
        #expect(refusal("") == "is not valid JSON: expected a value at byte 0")
    }

    @Test func onlyWhitespaceIsRefused() {
        #expect(refusal(" \n\t") == "is not valid JSON: expected a value at byte 3")
    }

    @Test(arguments: [
        ("{} x", 3), ("1 2", 2), ("[]]", 2), (#""a""b""#, 3), ("null null", 5), ("{}{}", 2), ("[] // comment", 3),
    ])
    func textAfterTheValueIsRefused(text: String, byte: Int) {
        #expect(refusal(text) == "is not valid JSON: unexpected text after the JSON value at byte \(byte)")
    }

    @Test func whitespaceAfterTheValueIsAllowed() throws {
        #expect(try parse("{} \n") == .object([:]))
    }

    // MARK: Strings (§7)

    @Test func aStringKeepsItsCharacters() throws {
        // h é l l o space U+1F600, as UTF-8 in the text.
        #expect(try scalars(#""héllo 😀""#) == [0x68, 0xE9, 0x6C, 0x6C, 0x6F, 0x20, 0x1F600])
    }

    @Test func anEmptyString() throws {
        #expect(try scalars(#""""#) == [])
    }

    /// §7's unescaped range is U+0020–U+0021, U+0023–U+005B, U+005D–U+10FFFF: DEL, the C1 controls
    /// and the solidus need no escape.
    @Test func delC1AndSolidusNeedNoEscape() throws {
        #expect(try scalars("\"\u{7F}\u{85}/\"") == [0x7F, 0x85, 0x2F])
    }

    /// The two-character escapes of §7 and the code point each stands for.
    @Test(arguments: [
        (#""\"""#, UInt32(0x22)), (#""\\""#, 0x5C), (#""\/""#, 0x2F), (#""\b""#, 0x08),
        (#""\f""#, 0x0C), (#""\n""#, 0x0A), (#""\r""#, 0x0D), (#""\t""#, 0x09),
    ])
    func aShortEscapeIsDecoded(text: String, code: UInt32) throws {
        #expect(try scalars(text) == [code])
    }

    /// `\uXXXX` in either case, U+0000 included; a UTF-16 surrogate pair is one code point
    /// (0x10000 + (high − 0xD800)·0x400 + (low − 0xDC00)).
    @Test(arguments: [
        (#""\u0041""#, UInt32(0x41)), (#""\u00e9""#, 0xE9), (#""\u00E9""#, 0xE9), (#""\u0000""#, 0x00),
        (#""\u001f""#, 0x1F), (#""\u0022""#, 0x22), (#""\u005C""#, 0x5C), (#""\u20AC""#, 0x20AC),
        (#""\uFFFF""#, 0xFFFF), (#""\uD800\uDC00""#, 0x10000), (#""\uD83D\uDE00""#, 0x1F600),
        (#""\ud83d\ude00""#, 0x1F600), (#""\uDBFF\uDFFF""#, 0x10FFFF),
    ])
    func aUnicodeEscapeIsDecoded(text: String, code: UInt32) throws {
        #expect(try scalars(text) == [code])
    }

    @Test func escapesMixWithText() throws {
        // a, line feed, b, é, c, 😀 (written), 😀 (escaped pair).
        #expect(try scalars(#""a\nb\u00e9c😀\ud83d\ude00""#) == [0x61, 0x0A, 0x62, 0xE9, 0x63, 0x1F600, 0x1F600])
    }

    /// §7's grammar admits a lone surrogate escape, §8.2 leaves what it means to the reader: this
    /// one refuses it (a String cannot hold it), named at its backslash, byte 1.
    @Test(arguments: [#""\ud800""#, #""\uDBFF""#, #""\udc00""#, #""\uDFFF""#, #""\ud800x""#, #""\udc00\ud800""#])
    func aLoneSurrogateIsRefused(text: String) {
        #expect(refusal(text) == #"is not valid JSON: invalid \u escape at byte 1"#)
    }

    @Test(arguments: [#""\ud800\u0041""#, #""\ud800\ud800""#, #""\uD83D\uE000""#])
    func aHighSurrogateMustBeFollowedByALowOne(text: String) {
        // The second escape starts at byte 7: the quote, then six bytes of \ud800.
        #expect(refusal(text) == "is not valid JSON: invalid surrogate pair at byte 7")
    }

    @Test(arguments: [#"\x"#, #"\'"#, #"\a"#, #"\0"#, #"\U"#, #"\ "#, #"\e"#, #"\v"#])
    func anEscapeOutsideTheRFCsListIsRefused(escape: String) {
        // The quote, then the escape named at its backslash, byte 1.
        #expect(refusal("\"" + escape + "\"") == "is not valid JSON: invalid escape at byte 1")
    }

    @Test func aUnicodeEscapeNeedsFourHexDigits() {
        // "\u12G4": G, byte 5, is not a hex digit.
        #expect(refusal(#""\u12G4""#) == #"is not valid JSON: invalid \u escape at byte 5"#)
    }

    @Test func aUnicodeEscapeCutShortIsRefused() {
        // "\u12": the closing quote, byte 5, stands where the third digit should.
        #expect(refusal(#""\u12""#) == #"is not valid JSON: invalid \u escape at byte 5"#)
    }

    @Test func aUnicodeEscapeAtTheEndIsAnUnterminatedString() {
        // "\u12 and nothing more: the document ends at byte 5.
        #expect(refusal(#""\u12"#) == "is not valid JSON: unterminated string at byte 5")
    }

    /// §7: U+0000 through U+001F must be escaped. The character is byte 2 of `"a?b"`.
    @Test(arguments: UInt8(0x00)...0x1F)
    func anUnescapedControlCharacterIsRefused(control: UInt8) {
        #expect(refusal([0x22, 0x61, control, 0x62, 0x22]) == "is not valid JSON: control character in a string at byte 2")
    }

    @Test(arguments: [(#""abc"#, 4), (#""abc\"#, 5), (#"""#, 1), (#"["a]"#, 4)])
    func anUnterminatedStringIsRefused(text: String, byte: Int) {
        #expect(refusal(text) == "is not valid JSON: unterminated string at byte \(byte)")
    }

    // MARK: Numbers (§6): -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?, kept as written

    @Test(arguments: [
        "0", "-0", "7", "-7", "10", "123456789", "0.5", "-0.5", "1.25", "1.0", "1e5", "1E5", "1e+5", "1e-5",
        "1E-05", "0e0", "-0.0e-0", "18446744073709551616", "1e999", "123.456e-789",
    ])
    func aNumberIsKeptAsWritten(text: String) throws {
        #expect(try parse(text) == .number(text))
    }

    @Test func aNumberInsideAnArrayIsKeptAsWritten() throws {
        #expect(try parse("[-0.0,1E+2]") == .array([.number("-0.0"), .number("1E+2")]))
    }

    /// §6: no leading zeros. The reader names the zero.
    @Test(arguments: [("01", 0), ("00", 0), ("-01", 1), ("007", 0), ("01.5", 0), ("[01]", 1), (#"{"a":01}"#, 5)])
    func aLeadingZeroIsRefused(text: String, byte: Int) {
        #expect(refusal(text) == "is not valid JSON: leading zero in a number at byte \(byte)")
    }

    /// No plus sign, no bare fraction, no NaN or Infinity, no lone minus: nothing starts a value.
    @Test(arguments: ["+1", ".5", "-.5", "-", "- 1", "--1", "NaN", "nan", "Infinity", "-Infinity", "inf", "+0"])
    func aNumberMustStartWithAMinusOrADigit(text: String) {
        #expect(refusal(text) == "is not valid JSON: expected a value at byte 0")
    }

    @Test(arguments: [("1.", 2), ("1.e5", 2), ("-0.", 3), ("[1.]", 3)])
    func aFractionNeedsDigits(text: String, byte: Int) {
        #expect(refusal(text) == "is not valid JSON: expected digits after '.' at byte \(byte)")
    }

    @Test(arguments: [("1e", 2), ("1E", 2), ("1e+", 3), ("1E-", 3), ("1.5e", 4), ("1ex", 2)])
    func anExponentNeedsDigits(text: String, byte: Int) {
        #expect(refusal(text) == "is not valid JSON: expected digits in the exponent at byte \(byte)")
    }

    /// Hex, separators, a second point or a fractional exponent: the number ends where the
    /// grammar does and the rest is trailing text.
    @Test(arguments: [("0x1F", 1), ("0X10", 1), ("1_000", 1), ("1 000", 2), ("1,5", 1), ("1.5.2", 3), ("1e5.5", 3)])
    func whatFollowsANumberIsNotPartOfIt(text: String, byte: Int) {
        #expect(refusal(text) == "is not valid JSON: unexpected text after the JSON value at byte \(byte)")
    }

    // MARK: Objects and arrays (§4, §5)

    @Test func keysAreDecodedLikeAnyString() throws {
        #expect(try parse(#"{"\u0061b\n":1}"#) == .object(["ab\n": .number("1")]))
    }

    @Test(arguments: [#"{a:1}"#, #"{1:1}"#, #"{null:1}"#, #"{'a':1}"#, #"{,}"#, "{"])
    func aKeyMustBeAString(text: String) {
        #expect(refusal(text) == "is not valid JSON: expected a key at byte 1")
    }

    @Test(arguments: [(#"{"a" 1}"#, 5), (#"{"a"}"#, 4), (#"{"a""#, 4), (#"{"a"=1}"#, 4)])
    func aKeyMustBeFollowedByAColon(text: String, byte: Int) {
        #expect(refusal(text) == "is not valid JSON: expected ':' at byte \(byte)")
    }

    @Test func aKeyMustHaveAValue() {
        #expect(refusal(#"{"a":}"#) == "is not valid JSON: expected a value at byte 5")
    }

    @Test(arguments: [(#"{"a":1 "b":2}"#, 7), (#"{"a":1"#, 6), (#"{"a":1]"#, 6), (#"{"a":1;"b":2}"#, 6)])
    func membersAreSeparatedByCommasAndClosedByABrace(text: String, byte: Int) {
        #expect(refusal(text) == "is not valid JSON: expected ',' or '}' at byte \(byte)")
    }

    @Test(arguments: [("[1 2]", 3), ("[1", 2), ("[1}", 2), ("[[]", 3), ("[1;2]", 2)])
    func elementsAreSeparatedByCommasAndClosedByABracket(text: String, byte: Int) {
        #expect(refusal(text) == "is not valid JSON: expected ',' or ']' at byte \(byte)")
    }

    @Test(arguments: [("[", 1), ("]", 0), ("[,1]", 1), ("[1,,2]", 3), ("}", 0)])
    func anArrayHoldsValuesOnly(text: String, byte: Int) {
        #expect(refusal(text) == "is not valid JSON: expected a value at byte \(byte)")
    }

    @Test func aTrailingCommaInAnArrayIsRefused() {
        #expect(refusal("[1,]") == "is not valid JSON: expected a value at byte 3")
    }

    @Test func aTrailingCommaInAnObjectIsRefused() {
        #expect(refusal(#"{"a":1,}"#) == "is not valid JSON: expected a key at byte 7")
    }

    // MARK: Nesting

    @Test func arraysNest() throws {
        #expect(try parse("[[[]]]") == .array([.array([.array([])])]))
    }

    @Test func objectsAndArraysNest() throws {
        #expect(try parse(#"{"a":{"b":[{"c":null}]}}"#)
            == .object(["a": .object(["b": .array([.object(["c": .null])])])]))
    }

    /// "Nesting at most 32 deep" counts values: the document is level 1, and a value inside the
    /// 32nd container is the 33rd level.
    @Test func thirtyTwoNestedEmptyArraysAreRead() throws {
        var expected = JSONValue.array([])
        for _ in 1..<32 { expected = .array([expected]) }
        #expect(try parse(String(repeating: "[", count: 32) + String(repeating: "]", count: 32)) == expected)
    }

    @Test func aThirtyThirdLevelIsRefused() {
        // The 33rd [ is byte 32.
        #expect(refusal(String(repeating: "[", count: 33) + String(repeating: "]", count: 33))
            == "is not valid JSON: nested too deeply at byte 32")
    }

    @Test func aNumberInsideThirtyTwoArraysIsTheThirtyThirdLevel() {
        #expect(refusal(String(repeating: "[", count: 32) + "1" + String(repeating: "]", count: 32))
            == "is not valid JSON: nested too deeply at byte 32")
    }

    @Test func objectsCountTowardsTheDepthToo() {
        // Each {"a": is 5 bytes; the 33rd object starts at byte 5 × 32 = 160.
        let text = String(repeating: #"{"a":"#, count: 32) + "{}" + String(repeating: "}", count: 32)
        #expect(refusal(text) == "is not valid JSON: nested too deeply at byte 160")
    }

    // MARK: Duplicate keys (the reader's rule: §4 only says names SHOULD be unique)

    @Test func aRepeatedKeyIsRefusedWhereItStands() {
        // docs/api.md and openapi.json's example: the second key's quote is byte 14.
        #expect(refusal(#"{"bill": "1", "bill": "2"}"#) == "is not valid JSON: duplicate key 'bill' at byte 14")
    }

    @Test func aRepeatedKeyInANestedObjectIsRefused() {
        #expect(refusal(#"{"a":{"b":1,"b":2}}"#) == "is not valid JSON: duplicate key 'b' at byte 12")
    }

    @Test func keysAreComparedAfterTheirEscapes() {
        // "\u0061" is "a": the repeat starts at byte 7.
        #expect(refusal(#"{"a":1,"\u0061":2}"#) == "is not valid JSON: duplicate key 'a' at byte 7")
    }

    @Test func theSameKeyInTwoObjectsIsNoRepeat() throws {
        #expect(try parse(#"[{"a":1},{"a":2}]"#) == .array([.object(["a": .number("1")]), .object(["a": .number("2")])]))
    }

    @Test func theSameKeyOnTwoLevelsIsNoRepeat() throws {
        #expect(try parse(#"{"a":{"a":1}}"#) == .object(["a": .object(["a": .number("1")])]))
    }

    @Test func keysDifferingInCaseAreTwoKeys() throws {
        #expect(try parse(#"{"a":1,"A":2}"#) == .object(["a": .number("1"), "A": .number("2")]))
    }

    /// §8.3: names are compared code unit by code unit, so U+00E9 and e + U+0301 are two names.
    /// The reader keeps its members in a [String: JSONValue], whose keys compare by canonical
    /// equivalence, and refuses the second as a repeat (`duplicate key 'é' at byte 12`).
    @Test func canonicallyEquivalentKeysAreTwoKeys() {
        withKnownIssue("keys compare by Swift's canonical equivalence, not code point by code point") {
            #expect(refusal(#"{"\u00e9":1,"e\u0301":2}"#) == nil)
        }
    }

    // MARK: Invalid UTF-8 (the reader's rule: never repaired to U+FFFD), at its first byte

    @Test func theDocumentedInvalidUTF8Example() {
        // openapi.json's example, {"bill": "?"} with the byte 0xFF at 10.
        #expect(refusal(Array(#"{"bill": ""#.utf8) + [0xFF] + Array(#""}"#.utf8)) == "is not valid JSON: invalid UTF-8 at byte 10")
    }

    /// The boundaries of Unicode's Table 3-7, each in a string: U+0080, U+07FF, U+0800, U+D7FF,
    /// U+E000, U+FFFF, U+10000, U+10FFFF.
    @Test(arguments: [
        ([0xC2, 0x80], UInt32(0x80)), ([0xDF, 0xBF], 0x7FF), ([0xE0, 0xA0, 0x80], 0x800), ([0xED, 0x9F, 0xBF], 0xD7FF),
        ([0xEE, 0x80, 0x80], 0xE000), ([0xEF, 0xBF, 0xBF], 0xFFFF), ([0xF0, 0x90, 0x80, 0x80], 0x10000),
        ([0xF4, 0x8F, 0xBF, 0xBF], 0x10FFFF),
    ] as [([UInt8], UInt32)])
    func wellFormedUTF8IsRead(bytes: [UInt8], code: UInt32) throws {
        let value = try JSONValue(parsing: [0x22] + bytes + [0x22])
        guard case .string(let string) = value else {
            Issue.record("not a string: \(value)")
            return
        }
        #expect(string.unicodeScalars.map(\.value) == [code])
    }

    /// Each in a string after an "a": `"a` is bytes 0 and 1, so the bad sequence starts at byte 2.
    @Test(arguments: [
        ([0xFF], 2),                    // never a UTF-8 byte
        ([0xC0, 0x80], 2),              // overlong NUL
        ([0xC1, 0xBF], 2),              // overlong U+007F
        ([0xE0, 0x80, 0x80], 2),        // overlong
        ([0xE0, 0x9F, 0xBF], 2),        // overlong U+07FF
        ([0xED, 0xA0, 0x80], 2),        // a surrogate, U+D800
        ([0xED, 0xBF, 0xBF], 2),        // a surrogate, U+DFFF
        ([0xF0, 0x8F, 0xBF, 0xBF], 2),  // overlong U+FFFF
        ([0xF4, 0x90, 0x80, 0x80], 2),  // past U+10FFFF
        ([0xF5, 0x80, 0x80, 0x80], 2),  // a lead byte past U+10FFFF
        ([0xE2, 0x82], 2),              // cut short by the closing quote
        ([0xE2, 0x82, 0x41], 2),        // a third byte that is no continuation
        ([0x80], 2),                    // a lone continuation
        ([0xC3, 0xA9, 0xA9], 4),        // é, then a stray continuation at byte 4
    ] as [([UInt8], Int)])
    func malformedUTF8IsRefusedAtItsFirstByte(bytes: [UInt8], byte: Int) {
        #expect(refusal([0x22, 0x61] + bytes + [0x22]) == "is not valid JSON: invalid UTF-8 at byte \(byte)")
    }

    @Test func utf8CutByTheEndIsRefused() {
        #expect(refusal([0x22, 0x61, 0xE2]) == "is not valid JSON: invalid UTF-8 at byte 2")
    }

    @Test func aLoneContinuationByteAloneIsRefused() {
        #expect(refusal([0x80]) == "is not valid JSON: invalid UTF-8 at byte 0")
    }

    /// The whole text is checked before it is read, so bad UTF-8 is named even after an earlier
    /// syntax error.
    @Test func invalidUTF8IsReportedBeforeAnEarlierSyntaxError() {
        // x (byte 0) starts no value, but the 0xFF at byte 1 is named.
        #expect(refusal([0x78, 0xFF]) == "is not valid JSON: invalid UTF-8 at byte 1")
    }

    /// Not only strings: every byte of the text must be UTF-8.
    @Test func invalidUTF8OutsideAStringIsRefused() {
        #expect(refusal(Array("[1] ".utf8) + [0xFF]) == "is not valid JSON: invalid UTF-8 at byte 4")
    }

    // MARK: FieldError's text rule (the check every text value of a request passes)

    @Test func plainTextRefusesHiddenCharacters() {
        func rule(_ text: String) -> String? {
            do throws(FieldError) {
                try FieldError.checkPlainText(text, field: "name")
                return nil
            } catch {
                return error.message
            }
        }
        #expect(rule("Grumpy – 😀 Ünïcode") == nil)
        #expect(rule("ab\u{202E}cd") == "must not contain control characters or bidirectional overrides (U+202E at 3)")
        #expect(rule("\u{0}") == "must not contain control characters or bidirectional overrides (U+0000 at 1)")
        #expect(rule("x\u{1B}[31m") == "must not contain control characters or bidirectional overrides (U+001B at 2)")
        #expect(rule("a\u{85}") == "must not contain control characters or bidirectional overrides (U+0085 at 2)")
        #expect(rule("a\u{2067}") == "must not contain control characters or bidirectional overrides (U+2067 at 2)")
        #expect(rule("tab\there") != nil)
    }
}
