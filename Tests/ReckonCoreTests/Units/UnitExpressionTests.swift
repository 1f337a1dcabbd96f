import Testing
@testable import ReckonCore

// Unit expressions read into their printed form, dimension and SI value (hand-worked from the
// definitions).
extension UnitTests {
    @Suite struct UnitExpressionTests {
        static let forms: [(text: String, printed: String, dimension: String, siValue: Double)] = [
            ("km/h", "km/h", "speed", 1000.0 / 3600),
            ("m/s^2", "m/s²", "acceleration", 1),
            ("m/s²", "m/s²", "acceleration", 1),
            ("kg·m/s²", "kg·m/s²", "force", 1),
            ("kg*m/s^2", "kg·m/s²", "force", 1),
            ("kg⋅m × s^-2", "kg·m/s²", "force", 1),
            ("ft³", "ft³", "volume", 0.028316846592),
            ("N m", "N·m", "energy", 1),
            ("N  *  m", "N·m", "energy", 1),
            ("L/100km", "L/100km", "area", 1e-8),
            ("1/s", "1/s", "frequency", 1),
            ("s⁻¹", "1/s", "frequency", 1),
            ("J/(kg·K)", "J/(kg·K)", "length²·time⁻²·temperature⁻¹", 1),
            ("m·m", "m²", "area", 1),
            ("km/h·h", "km", "length", 1000),
            ("(m/s)^2", "m²/s²", "length²·time⁻²", 1),
            ("W ÷ m²", "W/m²", "mass·time⁻³", 1),
            ("in^-1", "1/in", "length⁻¹", 39.37007874015748),
            ("mi/gal", "mi/gal", "fuel economy", 425143.707430272),
        ]

        @Test(arguments: forms)
        func readsTheForm(_ c: (text: String, printed: String, dimension: String, siValue: Double)) throws {
            let unit = try UnitTesting.unit(c.text)
            #expect(unit.text == c.printed)
            #expect(unit.dimension.name == c.dimension)
            #expect(unit.scale.rounded(1) == c.siValue, "\(c.text)")
        }

        /// Errors with their positions (1-based scalars; the text starts at 10 here, as after
        /// `60 mph to `).
        static let errors: [(text: String, error: UnitError)] = [
            ("km/", .unexpectedEnd(at: 13)),
            ("", .unexpectedEnd(at: 10)),
            ("m^x", .unexpected("x", at: 12)),
            ("m^", .unexpectedEnd(at: 12)),
            ("(m/s", .unexpected("(", at: 10)),
            ("m/s)", .unexpected(")", at: 13)),
            ("m2", .unexpected("2", at: 11)),
            ("km/hx", .unknownUnit("hx", suggestion: "ha", at: 13)), // ha and h are one edit away; ha is first in the table
            ("kg·m/sx²", .unknownUnit("sx", suggestion: "st", at: 15)), // st (stone) is listed before s
            ("m^61", .powerTooLarge(at: 11)),
            ("m^30 m^31", .powerTooLarge(at: 15)),
            ("0 m", .badFactor("0", at: 10)),
            ("1e999 m", .badFactor("1e999", at: 10)),
            ("m + s", .unexpected("+", at: 12)),
            ("m⁻", .unexpectedEnd(at: 12)),
        ]

        @Test(arguments: errors)
        func refusesWithThePosition(_ c: (text: String, error: UnitError)) {
            let error = UnitTesting.error { try UnitTesting.catalog.unit(reading: c.text, at: 10) }
            #expect(error == c.error, "\(c.text)")
        }

        /// Every line of the table reads: its definition resolves, in the dimension of its category.
        @Test func everyTableUnitResolves() throws {
            var catalog = UnitCatalog()
            try catalog.settingRate(1, "USD", equals: 1, "EUR", at: 1)
            for currency in UnitEntry.table where currency.definition == "$" {
                try catalog.settingRate(1, "USD", equals: 2, currency.symbol, at: 1)
            }
            var seen: [String] = []
            for entry in UnitEntry.table {
                var own: [String] = []
                let unit = try catalog.unit(named: entry.symbol, at: 1)
                #expect(unit.text == entry.symbol)
                if entry.category != "electricity" && entry.category != "amount and light" && entry.category != "volume" {
                    #expect(unit.dimension.name == entry.category, "\(entry.symbol)")
                }
                for name in entry.symbols + entry.names {
                    #expect(!seen.contains(name), "\(name) in two entries")
                    own.append(name)
                }
                seen += own
            }
            #expect(UnitEntry.table.count >= 100)
        }
    }
}
