import Testing
@testable import ReckonCore

@Suite struct PrimeLinesTests {
    static func text(_ numbers: [UInt64], capacity: Int? = nil) -> String {
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(
            capacity: capacity ?? numbers.count * PrimeLines.maxLineLength)
        defer { bytes.deallocate() }
        let length = numbers.withUnsafeBufferPointer { PrimeLines.write($0, into: bytes) }
        return String(decoding: bytes[0..<length], as: UTF8.self)
    }

    /// Every digit count from 1 to 20, at the edges where it changes.
    @Test func writesDecimalLines() {
        var numbers: [UInt64] = [0, 1, 9]
        var expected = "0\n1\n9\n"
        var power: UInt64 = 10
        for digits in 2...19 {
            numbers += [power, power * 10 - 1]
            expected += "1" + String(repeating: "0", count: digits - 1) + "\n"
                + String(repeating: "9", count: digits) + "\n"
            power *= 10
        }
        numbers += [power, .max]
        expected += "10000000000000000000\n18446744073709551615\n"
        #expect(Self.text(numbers) == expected)
    }

    @Test func leavesOutWhatDoesNotFit() {
        #expect(Self.text([17, 19, 23], capacity: 7) == "17\n19\n")
    }
}
