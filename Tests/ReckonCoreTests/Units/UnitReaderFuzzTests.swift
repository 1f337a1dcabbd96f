import Testing
@testable import ReckonCore

// Random texts over the scalars unit expressions use: each either reads as a unit or is an error
// whose position lies in the text (or just after it, for one that ends too soon) — never a trap
// or a hang, and a unit read converts or refuses to, again without trapping.
extension UnitTests {
    @Suite struct UnitReaderFuzzTests {
        static let alphabet: [Unicode.Scalar] = [
            "k", "m", "s", "g", "h", "L", "i", "n", "f", "t", "K", "B", "°", "C", "F", "Δ", "µ", "π",
            "/", "*", "·", "^", "-", "⁻", "²", "³", "(", ")", " ", "0", "1", "2", "6", ".", "e",
        ]

        @Test func everyTextReadsOrNamesAPlaceInIt() throws {
            var random = Xoshiro256StarStar(seed: 34)
            let metre = try UnitTesting.unit("m")
            var read = 0
            for _ in 0..<3000 {
                var text = ""
                for _ in 0..<(1 + Int(random.next() % 10)) {
                    text.unicodeScalars.append(Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))])
                }
                let length = text.unicodeScalars.count
                do {
                    let unit = try UnitTesting.catalog.unit(reading: text, at: 1)
                    read += 1
                    if let error = UnitTesting.error({ try unit.convert(1.5, to: metre, at: 1) }) {
                        #expect(error.code == .impossible || error.code == .noValue, "\(text)")
                    }
                } catch {
                    #expect((1...(length + 1)).contains(error.position), "\(text): \(error.message)")
                }
            }
            // Some of them are units (m, km, s², …): the loop is not only errors.
            #expect(read > 75)
        }
    }
}
