import Testing
@testable import ReckonCore

// Quantities' arithmetic: values hand-worked from the defined factors, rounded by
// Python's float(Fraction) where not exact.
extension UnitTests {
    @Suite struct QuantityTests {
        @Test func productsDeriveTheirUnit() throws {
            // 5 × 9.81 is exactly 49.05, rounded once; the doubles' product would be
            // 49.050000000000004 (IEEE 754, as Python's 5*9.81), which a quantity known only as a
            // double still gives. Converting to N multiplies by exactly 1.
            let force = try UnitTesting.quantity(5, "kg").multiplied(by: UnitTesting.quantity(9.81, "m/s^2"), at: 6)
            #expect(force.text == "49.05 kg·m/s²")
            #expect(force.unit.dimension.name == "force")
            #expect(try force.converted(to: UnitTesting.unit("N"), at: 1).text == "49.05 N")
            let doubles = try Quantity(5, UnitTesting.unit("kg")).multiplied(by: Quantity(9.81, UnitTesting.unit("m/s^2")), at: 6)
            #expect(doubles.text == "49.050000000000004 kg·m/s²")
            let weight = try UnitTesting.quantity(2, "kg").multiplied(by: UnitTesting.quantity(9.81, "m/s^2"), at: 6)
            #expect(try weight.converted(to: UnitTesting.unit("N"), at: 1).text == "19.62 N")
            #expect(try weight.converted(to: UnitTesting.unit("lbf"), at: 1).value == 4.41075146361632)
            let speed = try UnitTesting.quantity(100, "km").divided(by: UnitTesting.quantity(2, "h"), at: 8)
            #expect(speed.text == "50 km/h")
            let area = try UnitTesting.quantity(3, "m").raised(to: 2, at: 3)
            #expect(area.text == "9 m²")
            let back = try speed.multiplied(by: UnitTesting.quantity(30, "min"), at: 1)
            #expect(back.text == "1500 km·min/h")
            #expect(try back.converted(to: UnitTesting.unit("km"), at: 1).value == 25)
            #expect(try UnitTesting.quantity(2, "m").divided(by: UnitTesting.quantity(4, "m"), at: 1).unit.isNone)
        }

        /// 3 ft + 2 in = 3 + 2/12 ft = 3.1666666666666665 ft (the nearest double of 19/6).
        @Test func sumsConvertTheRightOperand() throws {
            let sum = try UnitTesting.quantity(3, "ft").adding(UnitTesting.quantity(2, "in"), at: 6)
            #expect(sum.text == "3.1666666666666665 ft")
            let difference = try UnitTesting.quantity(1, "km").subtracting(UnitTesting.quantity(1, "mi"), at: 6)
            // 1 − 1.609344 exactly; the doubles' difference would be -0.6093440000000001.
            #expect(difference.text == "-0.609344 km")
        }

        @Test func unlikeDimensionsDoNotAdd() {
            let error = UnitTesting.error { try UnitTesting.quantity(1, "m").adding(UnitTesting.quantity(1, "s"), at: 5) }
            #expect(error?.line == "expression: cannot add m (length) and s (time) at 5: only quantities of the same dimension add")
            #expect(error?.code == .impossible)
            let number = UnitTesting.error { try UnitTesting.quantity(1, "m").subtracting(Quantity(2, .none), at: 3) }
            #expect(number?.message == "cannot subtract m (length) and a plain number (number) at 3: only quantities of the same dimension add")
        }

        /// pint's rules for offset units: 20 °C + 5 Δ°C = 25 °C; 20 °C + 9 Δ°F = 25 °C; 5 K + 20 °C
        /// = 25 °C; 30 °C − 50 °F = 30 − 10 = 20 Δ°C; 100 °F − 10 °C = 100 − 50 = 50 Δ°F.
        @Test func absoluteTemperatureArithmetic() throws {
            let c = try UnitTesting.quantity(20, "°C")
            #expect(try c.adding(UnitTesting.quantity(5, "Δ°C"), at: 1).text == "25 °C")
            #expect(try c.adding(UnitTesting.quantity(9, "Δ°F"), at: 1).text == "25 °C")
            #expect(try c.subtracting(UnitTesting.quantity(5, "K"), at: 1).text == "15 °C")
            #expect(try UnitTesting.quantity(5, "K").adding(c, at: 1).text == "25 °C")
            #expect(try UnitTesting.quantity(30, "°C").subtracting(UnitTesting.quantity(50, "°F"), at: 1).text == "20 Δ°C")
            #expect(try UnitTesting.quantity(100, "°F").subtracting(UnitTesting.quantity(10, "°C"), at: 1).text == "50 Δ°F")
            #expect(c.negated.text == "-20 °C")
            // A difference times a number stays a difference: 2 × (30 °C − 20 °C) = 20 Δ°C = 36 Δ°F,
            // and it does not convert to an absolute °F.
            let twice = try Quantity(2, .none).multiplied(by: UnitTesting.quantity(30, "°C").subtracting(UnitTesting.quantity(20, "°C"), at: 1), at: 1)
            #expect(twice.text == "20 Δ°C")
            #expect(try twice.converted(to: UnitTesting.unit("Δ°F"), at: 1).value == 36)
            #expect(UnitTesting.error { try twice.converted(to: UnitTesting.unit("°F"), at: 1) }?.code == .impossible)
            #expect(try UnitTesting.quantity(300, "K").raised(to: 2, at: 1).text == "90000 K²")
        }

        @Test func absoluteTemperatureErrors() {
            let c = try! UnitTesting.quantity(20, "°C")
            let sum = UnitTesting.error { try c.adding(UnitTesting.quantity(10, "°F"), at: 4) }
            #expect(sum?.message == "cannot add two absolute temperatures (°C + °F): add a difference, like 5 Δ°C at 4")
            let fromDifference = UnitTesting.error { try UnitTesting.quantity(5, "Δ°C").subtracting(c, at: 4) }
            #expect(fromDifference?.message == "cannot subtract an absolute temperature (°C) from Δ°C: only a difference is subtracted from one at 4")
            let product = UnitTesting.error { try c.multiplied(by: Quantity(2, .none), at: 2) }
            #expect(product?.message == "cannot multiply an absolute temperature (°C): convert it to K first, or use a difference (Δ°C) at 2")
            #expect(UnitTesting.error { try c.raised(to: 2, at: 2) }?.code == .impossible)
            #expect(UnitTesting.error { try Quantity(1, .none).divided(by: c, at: 2) }?.code == .impossible)
        }

        @Test func limits() {
            #expect(UnitTesting.error { try UnitTesting.quantity(1, "m").divided(by: UnitTesting.quantity(0, "s"), at: 2) } == .noFiniteValue("division by zero", at: 2))
            #expect(UnitTesting.error { try UnitTesting.quantity(1e200, "m").multiplied(by: UnitTesting.quantity(1e200, "m"), at: 2) } == .noFiniteValue("the product", at: 2))
            #expect(UnitTesting.error { try UnitTesting.quantity(1, "m^40").multiplied(by: UnitTesting.quantity(1, "m^21"), at: 2) } == .powerTooLarge(at: 2))
            #expect(UnitTesting.error { try UnitTesting.quantity(1, "m^40").raised(to: 2, at: 7) } == .powerTooLarge(at: 7))
        }

        @Test func text() throws {
            #expect(try UnitTesting.quantity(1e-5, "m").text == "1e-05 m")
            #expect(Quantity(2.5, .none).text == "2.5")
        }
    }

    // Powers at and past their limit (UnitDimension.maximumExponent = 60), hand-worked.
    @Suite struct QuantityPowerLimitTests {
        @Test func plainNumbersTakeAnyPower() throws {
            #expect(try Quantity(2, .none).raised(to: 100, at: 1).value == 0x1p100)
            #expect(try Quantity(2, UnitTesting.unit("m/m")).raised(to: 100, at: 1).text == "1.2676506002282294e+30")
        }

        @Test func dimensionlessRatiosAndPiStopAtTheLimit() throws {
            #expect(try UnitTesting.quantity(1, "ft/m").raised(to: 60, at: 1).unit.text == "ft⁶⁰/m⁶⁰")
            #expect(UnitTesting.error { try UnitTesting.quantity(1, "ft/m").raised(to: 61, at: 4) } == .powerTooLarge(at: 4))
            #expect(UnitTesting.error { try UnitTesting.quantity(1, "ft/m").raised(to: 1000, at: 4) } == .powerTooLarge(at: 4))
            #expect(UnitTesting.error { try UnitTesting.unit("π^40 π^40") } == .powerTooLarge(at: 6))
            #expect(UnitTesting.error { try UnitTesting.unit("100^40 100^40") } == .powerTooLarge(at: 8))
            #expect(try UnitTesting.unit("π^40 π^-40").text == "")
        }

        /// bar takes SI prefixes by symbol and by name: 1 millibar = 100 Pa = 1 hPa.
        @Test func millibar() throws {
            #expect(try UnitTesting.convert(1, "millibars", to: "hPa") == 1)
            #expect(try UnitTesting.convert(1, "mbar", to: "Pa") == 100)
        }
    }
}
