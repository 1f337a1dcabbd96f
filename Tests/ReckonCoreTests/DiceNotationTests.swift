import Testing
@testable import ReckonCore

// The notation beyond plain sums: normal forms and errors worked by hand from the grammar on
// `DicePool.init(parsing:)`; positions count characters from 1.
@Suite struct DiceNotationTests {
    private func notation(_ text: String) throws(DiceError) -> String { try DicePool(parsing: text).notation }

    private func error(_ text: String) -> String? { diceError(text) }

    @Test func keepAndDrop() throws {
        #expect(try notation("4d6k3") == "4d6kh3")
        #expect(try notation("2d20kl1") == "2d20kl1")
        #expect(try notation("4d6dl1") == "4d6dl1")
        #expect(try notation("5d8dh2") == "5d8dh2")
        #expect(try notation("d20kh1") == "1d20kh1")
    }

    @Test func rerollsExplosionsAndSuccesses() throws {
        #expect(try notation("3d6r1") == "3d6r1")
        #expect(try notation("3d6rr<3") == "3d6rr<3")
        #expect(try notation("d6!") == "1d6!")
        #expect(try notation("d6!6") == "1d6!")
        #expect(try notation("2d6!>4") == "2d6!>4")
        #expect(try notation("5d10>=7") == "5d10>=7")
        #expect(try notation("5d10>=7f1") == "5d10>=7f1")
        #expect(try notation("5d10=10") == "5d10=10")
        // Modifiers apply in one order, whatever order they are written in.
        #expect(try notation("4d6kh3!r1") == "4d6r1!kh3")
    }

    @Test func otherDice() throws {
        #expect(try notation("4dF") == "4dF")
        #expect(try notation("d%") == "1d%")
        #expect(try notation("2d{1, 1, 2, -3}") == "2d{1,1,2,-3}")
        #expect(try DicePool(parsing: "d%").maximum == 100)
        #expect(try DicePool(parsing: "4dF").minimum == -4)
    }

    @Test func arithmeticKeepsOnlyTheParenthesesItNeeds() throws {
        #expect(try notation("2d6*10") == "2d6*10")
        #expect(try notation("(d6+1)*2") == "(1d6+1)*2")
        #expect(try notation("(2d6)+(3)") == "2d6+3")
        #expect(try notation("d20 - (d4 - 1)") == "1d20-(1d4-1)")
        #expect(try notation("d20/(3)") == "1d20/3")
        #expect(try notation("2*-d6") == "2*-1d6")
        #expect(try notation("10-(-d6)") == "1d6+10")
        #expect(try notation("2d6kh1-(-d4)") == "2d6kh1-(-1d4)")
        #expect(try notation("max(d6, d8) + min(2d6,d20,7)") == "max(1d6,1d8)+min(2d6,1d20,7)")
    }

    @Test func plainPoolsStayPlain() throws {
        let p = try DicePool(parsing: "(3d6) + 2 + d6")
        #expect(p.isPlain)
        #expect(p.notation == "4d6+2")
        #expect(try !DicePool(parsing: "2d6-1d4").isPlain)
        #expect(try DicePool(parsing: "2d6-1d4").minimum == -2)
        #expect(try DicePool(parsing: "2d6-1d4").maximum == 11)
    }

    @Test func boundsOfEachForm() throws {
        func bounds(_ text: String) throws -> [Int64] {
            let p = try DicePool(parsing: text)
            return [p.minimum, p.maximum]
        }
        #expect(try bounds("4d6kh3") == [3, 18])
        #expect(try bounds("d6!") == [1, 60])
        #expect(try bounds("2d6!>4") == [2, 120])
        #expect(try bounds("3d6rr1") == [6, 18])
        #expect(try bounds("5d10>=7f1") == [-5, 5])
        #expect(try bounds("d20/3") == [0, 6])
        #expect(try bounds("-d20/3") == [-7, -1])
        #expect(try bounds("d6*-d4") == [-24, -1])
        #expect(try bounds("max(d6,d8-4)") == [1, 6])
        #expect(try bounds("4d6min2") == [8, 24])
        #expect(try bounds("d6!!max10") == [1, 10])
        // Separate dice: each held to 10 at most, as many as explode.
        #expect(try bounds("d6!max10") == [1, 60])
        #expect(try bounds("d6!p") == [1, 51])
        #expect(try bounds("2d6!kh1") == [1, 6])
        #expect(try bounds("3d6!6>=5") == [0, 30])
        #expect(try bounds("4d6!dl1") == [3, 234])
    }

    /// Two keeps or drops keep the dice both keep, written in the order typed.
    @Test func keepAndDropTogether() throws {
        #expect(try notation("4d6dl1dh1") == "4d6dl1dh1")
        #expect(try notation("5d6k4kl2") == "5d6kh4kl2")
        #expect(try DicePool(parsing: "4d6dl1dh1").maximum == 12)
    }

    /// `min N` and `max N` hold each die's value; `max(` stays the function.
    @Test func clamps() throws {
        #expect(try notation("4d6min2") == "4d6min2")
        #expect(try notation("4d6max5min2") == "4d6min2max5")
        #expect(try notation("3d6kh2!min2") == "3d6!min2kh2")
        #expect(try notation("4dFmin-0") == "4dFmin0")
        #expect(try notation("max(d6,d8)+2d6max3") == "max(1d6,1d8)+2d6max3")
        #expect(try !DicePool(parsing: "4d6min2").isPlain)
        #expect(error("d6min5max2") == "pool: min5 is above max2 at 7")
        #expect(error("4d6min2min3") == "pool: a die takes one min at 8")
        #expect(error("4d6max") == "pool: unexpected 'm' at 4")
    }

    @Test func mistakesWithTheirPositions() {
        #expect(error("4d6kh5") == "pool: kh5 must keep 1 to 4 of the 4 dice at 4")
        #expect(error("4d6kh0") == "pool: kh0 must keep 1 to 4 of the 4 dice at 4")
        #expect(error("4d6dl4") == "pool: dl4 must drop 1 to 3 of the 4 dice at 4")
        #expect(error("4d6kh") == "pool: kh needs a value, like kh1, at 6")
        #expect(error("3d6r") == "pool: r needs a value, like r1 or r<3, at 5")
        #expect(error("3d6r1r2") == "pool: a die takes one reroll at 6")
        #expect(error("3d6!!!") == "pool: a die takes one explosion at 6")
        #expect(error("3d6!p!") == "pool: a die takes one explosion at 6")
        #expect(error("3d6kh1kl1") == "pool: kh1kl1 keep none of the 3 dice at 1")
        #expect(error("4d6kh3dl1dh1") == "pool: a die takes at most two keeps or drops at 10")
        #expect(error("3d6rr<7") == "pool: rr rerolls every face, so the die would never stop, at 4")
        #expect(error("5d10f1") == "pool: f (failures) goes after a success threshold, like >=7f1, at 5")
        #expect(error("5d10>=") == "pool: a comparison needs a value, like >=7 or <2, at 7")
        #expect(error("d20/(d3-2)") == "pool: the divisor can be 0 at 5")
        #expect(error("d{}") == "pool: unexpected '}' at 3")
        #expect(error("d{1,2") == "pool: expected '}' at 6")
        #expect(error("1000d1000*2") == "pool: the sums here span more than 1000000 values at 11")
        #expect(error("2d6+*3") == "pool: unexpected '*' at 5")
        #expect(error("mix(d6)") == "pool: unexpected 'm' at 1")
        #expect(error("max(d6,)") == "pool: unexpected ')' at 8")
        #expect(error("d6!>") == "pool: a comparison needs a value, like >=7 or <2, at 5")
        #expect(error("d6>=3f1f1") == "pool: a die takes one failure test at 8")
        #expect(error("d6dl1") == "pool: dl1 needs 2 or more dice to drop from at 3")
    }

    @Test func doubleSignsKeepTheirParentheses() throws {
        #expect(try notation("-(-d6)*2") == "-(-1d6)*2")
        #expect(try notation("max(-d6,-(-d6))") == "max(-1d6,-(-1d6))")
        #expect(try notation("-(-(-1d6)*2)") == "-(-(-1d6)*2)")
        #expect(try notation(try notation("-(-d6!)")) == "-(-1d6!)")
    }

    @Test func negativeValuesAfterRerollsAndFailures() throws {
        #expect(try notation("4dF>=1f-1") == "4dF>=1f-1")
        #expect(try notation("4dFr-1") == "4dFr-1")
        // After `!` a minus is the operator: explode, then subtract one.
        #expect(try notation("3d6!-1") == "3d6!-1")
    }

    @Test func sizeAndNestingAreBounded() {
        let deep = String(repeating: "(", count: 51) + "d6" + String(repeating: ")", count: 51)
        #expect(error(deep) == "pool: nested more than 50 deep at 51")
        #expect(error(String(repeating: "(", count: 50) + "d6" + String(repeating: ")", count: 50)) == nil)
        #expect(error(String(repeating: "-(", count: 30) + "d6" + String(repeating: ")", count: 30)) == "pool: nested more than 50 deep at 51")
        // 1000 terms and 999 operators fit; one more term and operator do not.
        let long = "d6" + String(repeating: "+1", count: 999)
        #expect(error(long) == nil)
        #expect(error(long + "+1") == "pool: more than 2000 terms and operators at 2002")
    }

    @Test func aDieSpreadOverAWideRangeIsRefusedWhateverItCounts() {
        #expect(error("d{1,1000000000}>=2") == "pool: the sums here span more than 1000000 values at 1")
        #expect(error("d{1,1000000000}>=2!!") == "pool: the sums here span more than 1000000 values at 1")
        // Separate dice count 0 or 1 each, but the faces' own table would span 1e9.
        #expect(error("d{1,1000000000}>=2!") == "pool: the sums here span more than 1000000 values at 1")
        #expect(error("d{1,100000}>=2") == nil)
    }

    @Test func diceAreCountedAcrossTheWholePool() {
        #expect(error("max(500d6, 500d6) + d4") == "pool: more than 1000 dice at 21")
        #expect(error("2 * 0d6") == "pool: 0d6 has no dice (count 1 to 1000) at 5")
        #expect(error("max(2, 3)") == "pool: has no dice; write dice like 3d6+2d20+1d4-2")
    }
}
