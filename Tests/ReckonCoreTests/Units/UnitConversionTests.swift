import Testing
@testable import ReckonCore

// Expected values: the exact value worked from the defined factors (1 in = 0.0254 m,
// 1 lb = 0.45359237 kg, 1 gal = 231 in³, 1 imperial gal = 4.54609 L, gn = 9.80665 m/s²,
// BTU (IT) = 1055.05585262 J, mmHg = 133.322387415 Pa, …) with Python's fractions.Fraction,
// rounded to the nearest double by float(Fraction) — correctly rounded, ties to even. Each was
// checked against GNU units 2.22 (`units -d 15 -t 'FROM' TO`) to its 15 digits, where GNU units
// has the unit (its year is the tropical one, ours the Julian; its rpm is 2π/min).
extension UnitTests {
    @Suite struct UnitConversionTests {
        static let cases: [(value: Double, from: String, to: String, expected: Double)] = [
            // length
            (1, "mi", "km", 1.609344),
            (1, "nmi", "m", 1852),
            (1, "yd", "m", 0.9144),
            (1, "fathom", "m", 1.8288),
            (1, "furlong", "m", 201.168),
            (1, "ly", "au", 63241.07708426628),
            (1, "Å", "nm", 0.1),
            // area
            (1, "acre", "m^2", 4046.8564224),
            (1, "ha", "acre", 2.4710538146716536),
            (1, "ft²", "in²", 144),
            // volume, US cooking measures and imperial ones
            (1, "gal", "L", 3.785411784),
            (1, "cup", "mL", 236.5882365),
            (1, "tbsp", "mL", 14.78676478125),
            (1, "tsp", "mL", 4.92892159375),
            (1, "floz", "mL", 29.5735295625),
            (1, "pint", "cup", 2),
            (1, "quart", "pt", 2),
            (1, "impgal", "gal", 1.200949925504855),
            (1, "imppt", "mL", 568.26125),
            (1, "impfloz", "mL", 28.4130625),
            (1, "bbl", "gal", 42),
            (1, "cc", "mL", 1),
            // mass
            (1, "lb", "kg", 0.45359237),
            (1, "kg", "lb", 2.2046226218487757),
            (1, "oz", "g", 28.349523125),
            (1, "stone", "kg", 6.35029318),
            (1, "ton", "kg", 907.18474),
            (1, "tonne", "kg", 1000),
            // time
            (1, "day", "min", 1440),
            (1, "week", "s", 604800),
            (1, "yr", "d", 365.25),
            // speed
            (60, "mph", "km/h", 96.56064),
            (1, "knot", "km/h", 1.852),
            (100, "kph", "m/s", 27.77777777777778),
            // acceleration
            (9.81, "m/s^2", "ft/s^2", 32.18503937007874),
            (1, "gn", "m/s²", 9.80665),
            // force
            (1, "lbf", "N", 4.4482216152605),
            (1, "kgf", "N", 9.80665),
            (1, "dyn", "µN", 10),
            // energy
            (1, "BTU", "J", 1055.05585262),
            (1, "kWh", "BTU", 3412.141633127942),
            (1, "kWh", "MJ", 3.6),
            (1, "kcal", "kJ", 4.184),
            (1, "Cal", "cal", 1000),
            // power
            (1, "hp", "W", 745.6998715822702),
            (1, "PS", "W", 735.49875),
            // pressure
            (1, "psi", "Pa", 6894.757293168362),
            (1, "atm", "psi", 14.695948775513449),
            (1, "bar", "kPa", 100),
            (1, "mmHg", "Pa", 133.322387415),
            (1, "inHg", "Pa", 3386.388640341),
            (1, "Torr", "Pa", 133.32236842105263),
            // data
            (1, "MiB", "kB", 1048.576),
            (1, "GB", "GiB", 0.9313225746154785),
            (1, "byte", "bit", 8),
            (1, "Mbit", "kB", 125),
            // frequency: rpm is a frequency (1/min) here, 3000 rpm = 50 Hz (hand-worked)
            (3000, "rpm", "Hz", 50),
            (1, "kHz", "1/s", 1000),
            // angle (π: within one ulp; these are the nearest doubles, mpmath)
            (180, "deg", "rad", 3.141592653589793),
            (1, "rev", "deg", 360),
            (1, "arcsec", "rad", 4.84813681109536e-06),
            (100, "grad", "deg", 90),
        ]

        @Test(arguments: cases)
        func convertsToTheNearestDouble(_ c: (value: Double, from: String, to: String, expected: Double)) throws {
            #expect(try UnitTesting.convert(c.value, c.from, to: c.to) == c.expected, "\(c.value) \(c.from) → \(c.to)")
        }

        /// The brief's own examples (issue 34).
        @Test func issueExamples() throws {
            let sum = try UnitTesting.quantity(3, "ft").adding(UnitTesting.quantity(2, "in"), at: 6)
            #expect(try sum.converted(to: UnitTesting.unit("cm"), at: 1).text == "96.52 cm")
            #expect(try UnitTesting.quantity(60, "mph").converted(to: UnitTesting.unit("km/h"), at: 1).text == "96.56064 km/h")
        }

        /// Converting 3 in to cm as x × 0.0254 / 0.01 in doubles gives 7.619999999999999; the exact
        /// 7.62 (mpmath: 3 × 254/10000 × 100 = 7.62 exactly) is a double's nearest, 7.62. Likewise
        /// 7 mi to km (naïvely 11.265407999999999; exact 11.265408) and 7 gal to L (naïvely
        /// 26.497882488000002; exact 26.497882488).
        @Test func roundsOnceWhereTheNaiveProductIsOffByAnUlp() throws {
            #expect(3 * 0.0254 / 0.01 == 7.619999999999999)
            #expect(try UnitTesting.convert(3, "in", to: "cm") == 7.62)
            #expect(7 * 1609.344 / 1000 == 11.265407999999999)
            #expect(try UnitTesting.convert(7, "mi", to: "km") == 11.265408)
            #expect(try UnitTesting.convert(7, "gal", to: "L") == 26.497882488)
        }

        /// Temperatures: exact (x + 459.67) × 5/9 − 273.15 and the like, by Fraction; GNU units
        /// `tempF(100)` → `tempC` gives 37.7777777777778.
        @Test func absoluteTemperaturesConvertWithTheirOffsets() throws {
            #expect(try UnitTesting.convert(100, "°F", to: "°C") == 37.77777777777778)
            #expect(try UnitTesting.quantity(100, "degF").converted(to: UnitTesting.unit("celsius"), at: 1).text == "37.77777777777778 °C")
            #expect(try UnitTesting.convert(37, "°C", to: "°F") == 98.6)
            #expect(try UnitTesting.convert(-40, "°C", to: "°F") == -40)
            #expect(try UnitTesting.convert(0, "K", to: "°F") == -459.67)
            #expect(try UnitTesting.convert(20, "°C", to: "K") == 293.15)
            #expect(try UnitTesting.convert(0, "°C", to: "°R") == 491.67)
            // The double 491.67 is 491.670000000000015916…, so 32.000000000000014 (Fraction).
            #expect(try UnitTesting.convert(491.67, "°R", to: "°F") == 32.000000000000014)
            #expect(try UnitTesting.convert(212, "℉", to: "℃") == 100)
        }

        /// A difference has no offset: 10 Δ°C is 18 Δ°F and 10 K (hand-worked).
        @Test func temperatureDifferencesConvertWithoutOffsets() throws {
            #expect(try UnitTesting.convert(10, "Δ°C", to: "Δ°F") == 18)
            #expect(try UnitTesting.convert(10, "Δ°C", to: "K") == 10)
            #expect(try UnitTesting.convert(9, "delta_degF", to: "Δcelsius") == 5)
            #expect(try UnitTesting.convert(1, "J/°C", to: "J/K") == 1)
            #expect(UnitTesting.error { try UnitTesting.convert(10, "°C", to: "Δ°F") }?.code == .impossible)
            #expect(UnitTesting.error { try UnitTesting.convert(10, "Δ°C", to: "°F") }?.code == .impossible)
        }

        /// mpg and L/100 km are reciprocal: 100 km × 3.785411784 L / (30 × 1.609344 km) /
        /// 1 L… worked exactly with Fraction: 30 mpg = 7.840486111111111 L/100km, and 8 L/100km =
        /// 29.401822916666667 mpg. GNU units needs its reciprocal operator (`~`) for the same.
        @Test func fuelEconomyConvertsToItsReciprocal() throws {
            #expect(try UnitTesting.convert(30, "mpg", to: "L/100km") == 7.840486111111111)
            #expect(try UnitTesting.convert(8, "L/100km", to: "mpg") == 29.401822916666667)
            #expect(try UnitTesting.quantity(8, "L/100km").converted(to: UnitTesting.unit("mpg"), at: 1).text == "29.401822916666667 mpg")
            #expect(try UnitTesting.convert(20, "km/L", to: "L/100km") == 5)
            #expect(UnitTesting.error { try UnitTesting.convert(0, "mpg", to: "L/100km") } == .noFiniteValue("converting 0 mpg to its reciprocal L/100km", at: 1))
            // A plain number is its own dimension's inverse, yet no reciprocal is taken.
            #expect(try UnitTesting.convert(2, "m/ft", to: "1") == 6.561679790026247)
        }

        @Test func unlikeDimensionsDoNotConvert() {
            #expect(UnitTesting.error { try UnitTesting.convert(1, "m", to: "s") }?.message == "cannot convert m (length) to s (time) at 1")
            #expect(UnitTesting.error { try UnitTesting.convert(1, "m/s", to: "m/s^3") }?.message == "cannot convert m/s (speed) to m/s³ (length·time⁻³) at 1")
            #expect(UnitTesting.error { try UnitTesting.convert(1, "Hz", to: "rad/s") }?.message == "cannot convert Hz (frequency) to rad/s (time⁻¹·angle) at 1")
        }

        @Test func resultsBeyondTheDoubleRangeAreErrors() {
            #expect(UnitTesting.error { try UnitTesting.convert(1e300, "ly", to: "nm") } == .noFiniteValue("converting to nm", at: 1))
        }
    }
}
