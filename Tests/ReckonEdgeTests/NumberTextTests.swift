import Testing
import ReckonEdge

@Suite struct NumberTextTests {
    @Test func finiteDoubles() throws {
        #expect(try NumberText.finiteDouble("-3", field: "b") == -3)
        #expect(try NumberText.finiteDouble(" 2.5 ", field: "b") == 2.5)
        #expect(try NumberText.finiteDouble("1e-3", field: "b") == 0.001)
        #expect(try NumberText.finiteDouble("\u{2212}7", field: "b") == -7)
    }

    @Test func finiteDoubleRefusals() throws {
        #expect(throws: FieldError(.missing, field: "b", "must not be empty")) { try NumberText.finiteDouble("  ", field: "b") }
        #expect(throws: FieldError(.notANumber, field: "b", "must be a number, not 'abc'")) { try NumberText.finiteDouble("abc", field: "b") }
        #expect(throws: FieldError(.notANumber, field: "b", "must be a number, not 'nan'")) { try NumberText.finiteDouble("nan", field: "b") }
        #expect(throws: FieldError(.notANumber, field: "b", "must be a number, not 'inf'")) { try NumberText.finiteDouble("inf", field: "b") }
        #expect(throws: FieldError(.notFinite, field: "b", "must be a finite number")) { try NumberText.finiteDouble("1e999", field: "b") }
        #expect(throws: FieldError(.notANumber, field: "c", "must be a number, not '1..2'")) { try NumberText.finiteDouble("1..2", field: "c") }
        // Non-zero values that would round to 0 are refused; a written zero is fine.
        let tooSmall = FieldError(.notFinite, field: "a", "must be 0 or at least 5e-324 in size (the smallest double)")
        #expect(throws: tooSmall) { try NumberText.finiteDouble("1e-400", field: "a") }
        #expect(throws: tooSmall) { try NumberText.finiteDouble("-2e-324", field: "a") }
        #expect(try NumberText.finiteDouble("0e-400", field: "a") == 0)
        #expect(try NumberText.finiteDouble("5e-324", field: "a") == 5e-324)
    }

    @Test func wholeNumbersInExactForms() throws {
        #expect(try NumberText.wholeNumber("1e9", field: "hi") == 1_000_000_000)
        #expect(try NumberText.wholeNumber("2.5e3", field: "hi") == 2500)
        #expect(try NumberText.wholeNumber("1_000_000", field: "hi") == 1_000_000)
        #expect(try NumberText.wholeNumber("18446744073709551615", field: "hi") == .max)
        #expect(try NumberText.wholeNumber("1.8446744073709551615e19", field: "hi") == .max)
        #expect(try NumberText.wholeNumber("0", field: "lo") == 0)
        #expect(try NumberText.wholeNumber("10.000", field: "lo") == 10)
        #expect(try NumberText.wholeNumber("0e9999", field: "lo") == 0)
    }

    @Test func wholeNumberRefusals() {
        let rule = "must be a whole number from 0 to 18446744073709551615"
        #expect(throws: FieldError(.outOfRange, field: "hi", rule)) { try NumberText.wholeNumber("18446744073709551616", field: "hi") }
        #expect(throws: FieldError(.outOfRange, field: "hi", rule)) { try NumberText.wholeNumber("1e20", field: "hi") }
        #expect(throws: FieldError(.notWhole, field: "hi", rule + ", not '1e-3'")) { try NumberText.wholeNumber("1e-3", field: "hi") }
        #expect(throws: FieldError(.notWhole, field: "lo", rule + ", not '2.5'")) { try NumberText.wholeNumber("2.5", field: "lo") }
        #expect(throws: FieldError(.notANumber, field: "lo", rule + ", not '-1'")) { try NumberText.wholeNumber("-1", field: "lo") }
        #expect(throws: FieldError(.notANumber, field: "lo", rule + ", not 'x'")) { try NumberText.wholeNumber("x", field: "lo") }
        #expect(throws: FieldError(.missing, field: "lo", "must not be empty")) { try NumberText.wholeNumber("", field: "lo") }
    }

    @Test func integersInARange() throws {
        #expect(try NumberText.integer("10", field: "party", in: 1...10) == 10)
        #expect(try NumberText.integer("-5", field: "x", in: -10...10) == -5)
        #expect(throws: FieldError(.outOfRange, field: "party", "must be a whole number from 1 to 10, not 11")) {
            try NumberText.integer("11", field: "party", in: 1...10)
        }
        #expect(throws: FieldError(.notWhole, field: "party", "must be a whole number from 1 to 10, not '2.5'")) {
            try NumberText.integer("2.5", field: "party", in: 1...10)
        }
    }
}

@Suite struct MoneyTextTests {
    @Test func cents() throws {
        #expect(try MoneyText.cents("78.52", field: "bill") == 7852)
        #expect(try MoneyText.cents("7", field: "bill") == 700)
        #expect(try MoneyText.cents(".5", field: "bill") == 50)
        #expect(try MoneyText.cents("$1,234.5", field: "bill") == 123_450)
        #expect(try MoneyText.cents("1,234,567", field: "bill") == 123_456_700)
        #expect(try MoneyText.cents("0.00", field: "bill") == 0)
        #expect(try MoneyText.cents("999999999999.99", field: "bill") == 99_999_999_999_999)
    }

    @Test func refusals() {
        #expect(throws: FieldError(.outOfRange, field: "bill", "must have at most 2 decimals")) { try MoneyText.cents("1.005", field: "bill") }
        #expect(throws: FieldError(.outOfRange, field: "bill", "must not be negative")) { try MoneyText.cents("-5", field: "bill") }
        #expect(throws: FieldError(.outOfRange, field: "bill", "must not be negative")) { try MoneyText.cents("\u{2212}5", field: "bill") }
        #expect(throws: FieldError(.notANumber, field: "bill", "must be an amount like 12.34, not '1e3'")) { try MoneyText.cents("1e3", field: "bill") }
        #expect(throws: FieldError(.notANumber, field: "bill", "must be an amount like 12.34, not '1.2.3'")) { try MoneyText.cents("1.2.3", field: "bill") }
        #expect(throws: FieldError(.notANumber, field: "bill", "must be an amount like 12.34, not '.'")) { try MoneyText.cents(".", field: "bill") }
        // Commas are thousands separators in groups of three, never a decimal comma.
        for text in ["1,23", "1,0000", "1,2345.00", "100,", "1234,567", "1,,234", ",5"] {
            #expect(throws: FieldError(.notANumber, field: "bill", "must be an amount like 12.34, not '\(text)'")) {
                try MoneyText.cents(text, field: "bill")
            }
        }
        #expect(throws: FieldError(.missing, field: "bill", "must not be empty")) { try MoneyText.cents("", field: "bill") }
        #expect(throws: FieldError(.outOfRange, field: "bill", "must be at most 999999999999.99")) { try MoneyText.cents("12345678901234567", field: "bill") }
    }

    @Test func text() {
        #expect(MoneyText.text(cents: 9815) == "98.15")
        #expect(MoneyText.text(cents: 5) == "0.05")
        #expect(MoneyText.text(cents: 0) == "0.00")
        #expect(MoneyText.text(cents: 100) == "1.00")
    }
}

@Suite struct JSONWriterTests {
    @Test func nestedValuesAndEscapes() {
        var out = JSONWriter()
        out.beginObject()
        out.field("name", "a \"quoted\"\nline\u{1}")
        out.field("whole", 2.0)
        out.field("fraction", 1.0000000289759583)
        out.key("list")
        out.beginArray()
        out.number(-0.5)
        out.number(.nan)
        out.rawNumber("5e+599")
        out.endArray()
        out.endObject()
        #expect(out.text == #"{"name":"a \"quoted\"\nline\u0001","whole":2,"fraction":1.0000000289759583,"list":[-0.5,null,5e+599]}"#)
    }
}
