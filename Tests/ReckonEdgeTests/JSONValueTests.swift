@testable import ReckonEdge
import Testing

/// The request reader's stricter-than-RFC choices and its error positions, worked out by hand
/// from the bytes.
@Suite struct JSONValueTests {
    private func error(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try JSONValue(parsing: bytes)
            return nil
        } catch {
            return error
        }
    }

    private func error(_ text: String) -> JSONSyntaxError? { error(Array(text.utf8)) }

    @Test func valuesAsWritten() throws {
        #expect(try JSONValue(parsing: Array(#"{"a":[1e9,"x\u00e9",true,null]}"#.utf8))
            == .object(["a": .array([.number("1e9"), .string("xé"), .bool(true), .null])]))
        #expect(try JSONValue(parsing: Array(#" "😀\ud83d\ude00" "#.utf8)) == .string("😀😀"))
    }

    @Test func aRepeatedKeyIsRefusedWhereItStands() {
        // {"bill": "1", "bill": "2"}: the second key's quote is byte 14 (counting from 0).
        #expect(error(#"{"bill": "1", "bill": "2"}"#) == JSONSyntaxError(problem: "duplicate key 'bill'", byte: 14))
        #expect(error(#"{"a":{"b":1,"b":2}}"#)?.problem == "duplicate key 'b'")
        // The same key in two objects is no repeat.
        #expect(error(#"[{"a":1},{"a":2}]"#) == nil)
    }

    @Test func invalidUTF8IsRefusedAtItsFirstByte() {
        let quote = UInt8(ascii: "\"")
        #expect(error([quote, 0xC3, 0xA9, quote]) == nil)                  // é
        #expect(error([quote, 0xF0, 0x9F, 0x98, 0x80, quote]) == nil)      // 😀
        #expect(error([quote, 0x61, 0xFF, quote]) == JSONSyntaxError(problem: "invalid UTF-8", byte: 2))
        #expect(error([quote, 0xC0, 0x80, quote])?.byte == 1)              // overlong NUL
        #expect(error([quote, 0xE0, 0x80, 0x80, quote])?.byte == 1)        // overlong
        #expect(error([quote, 0xED, 0xA0, 0x80, quote])?.byte == 1)        // a surrogate, U+D800
        #expect(error([quote, 0xF4, 0x90, 0x80, 0x80, quote])?.byte == 1)  // past U+10FFFF
        #expect(error([quote, 0xE2, 0x82, quote])?.byte == 1)              // cut short
        #expect(error([quote, 0x61, 0xE2])?.byte == 2)                     // cut by the end
        #expect(error([0x80])?.byte == 0)                                  // a lone continuation
    }

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
