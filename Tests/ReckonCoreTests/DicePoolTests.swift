import Testing
@testable import ReckonCore

// Expected values worked by hand from the notation rules; positions count characters from 1.
@Suite struct DicePoolTests {
    private func pool(_ text: String) throws(DiceError) -> DicePool { try DicePool(parsing: text) }

    private func error(_ text: String) -> String? { diceError(text) }

    @Test func readsTheIssueExample() throws {
        let p = try pool("3d6 + 2d20 + 1d4 - 2")
        #expect(p.groups == [.init(count: 3, faces: 6), .init(count: 2, faces: 20), .init(count: 1, faces: 4)])
        #expect(p.constant == -2)
        #expect(p.notation == "3d6+2d20+1d4-2")
        #expect(p.diceCount == 6)
        #expect(p.minimum == 4)    // 6 ones − 2
        #expect(p.maximum == 60)   // 18 + 40 + 4 − 2
    }

    @Test func aBareDieIsOneDie() throws {
        #expect(try pool("d6").notation == "1d6")
        #expect(try pool("D20").notation == "1d20")
    }

    @Test func mergesLikeDiceAndSumsNumbers() throws {
        let p = try pool("d6 + 2 + 2d8 + d6 - 5 + 1d6")
        #expect(p.notation == "3d6+2d8-3")
        #expect(try pool("-2+3d6").notation == "3d6-2")
        #expect(try pool("+4 + d12 - 4").notation == "1d12")
    }

    @Test func anyFacesFromTwoToAThousand() throws {
        #expect(try pool("d2+d1000+d7").notation == "1d2+1d1000+1d7")
        #expect(error("d1") == "pool: d1 has too few faces (2 to 1000) at 1")
        #expect(error("2d0") == "pool: d0 has too few faces (2 to 1000) at 1")
        #expect(error("3d6+d1001") == "pool: d1001 has too many faces (2 to 1000) at 5")
        #expect(error("d99999999999999999999999") == "pool: d99999999999999999999999 has too many faces (2 to 1000) at 1")
    }

    @Test func aThousandDiceAtMost() throws {
        #expect(try pool("1000d6").diceCount == 1000)
        #expect(try pool("500d6+500d20").diceCount == 1000)
        #expect(error("1001d6") == "pool: more than 1000 dice at 1")
        #expect(error("500d6 + 500d20 + d4") == "pool: more than 1000 dice at 18")
        #expect(error("99999999999999999999d6") == "pool: more than 1000 dice at 1")
    }

    @Test func numbersWithinABillion() throws {
        #expect(try pool("d6+1000000000").constant == 1_000_000_000)
        #expect(try pool("d6-1000000000").constant == -1_000_000_000)
        #expect(error("d6+1000000001") == "pool: numbers must stay within ±1000000000 at 4")
        #expect(error("d6+600000000+600000000") == "pool: numbers must stay within ±1000000000 at 14")
        #expect(error("1000000*1000000*2+d6") == "pool: values must stay within ±1000000000000 at 17")
        #expect(error("1000d1000*1000000000") == "pool: values must stay within ±1000000000000 at 11")
        #expect(error("d6-99999999999999999999999") == "pool: numbers must stay within ±1000000000 at 4")
    }

    @Test func eachMistakeWithItsPosition() {
        #expect(error("3d6x") == "pool: unexpected 'x' at 4")
        #expect(error("3d6 2") == "pool: unexpected '2' at 5")
        #expect(error("3 d6") == "pool: unexpected 'd' at 3")
        #expect(error("3d6++2") == "pool: unexpected '+' at 5")
        #expect(error("3d6**2") == "pool: unexpected '*' at 5")
        #expect(error("x") == "pool: unexpected 'x' at 1")
        #expect(error("3d6 + é") == "pool: unexpected 'é' at 7")
        #expect(error("3d6+") == "pool: expected a die or a number at 5")
        #expect(error("3d6 - ") == "pool: expected a die or a number at 7")
        #expect(error("3d") == "pool: 'd' needs a number of faces (2 to 1000) at 2")
        #expect(error("d") == "pool: 'd' needs a number of faces (2 to 1000) at 1")
        #expect(error("0d6") == "pool: 0d6 has no dice (count 1 to 1000) at 1")
        #expect(error("(3d6") == "pool: expected ')' at 5")
        #expect(error("max 3d6") == "pool: expected '(' at 5")
    }

    @Test func emptyOrDiceless() {
        #expect(error("") == "pool: is empty; write dice like 3d6+2d20+1d4-2")
        #expect(error("   ") == "pool: is empty; write dice like 3d6+2d20+1d4-2")
        #expect(error("5") == "pool: has no dice; write dice like 3d6+2d20+1d4-2")
        #expect(error("2-7") == "pool: has no dice; write dice like 3d6+2d20+1d4-2")
    }
}
