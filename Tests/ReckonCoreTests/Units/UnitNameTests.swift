import Testing
@testable import ReckonCore

// Which unit a name stands for, by the catalog's rules (UnitCatalog's doc comment); the
// scales are the SI's definitions (10^n prefixes, 2^n binary ones, hand-worked).
extension UnitTests {
    @Suite struct UnitNameTests {
        /// The name's printed symbol and its value in the coherent SI unit of its dimension.
        static let names: [(name: String, symbol: String, siValue: Double)] = [
            ("m", "m", 1), ("meter", "m", 1), ("metre", "m", 1), ("Meters", "m", 1), ("metres", "m", 1),
            ("ft", "ft", 0.3048), ("foot", "ft", 0.3048), ("feet", "ft", 0.3048),
            ("in", "in", 0.0254), ("inches", "in", 0.0254),
            ("L", "L", 0.001), ("l", "L", 0.001), ("liter", "L", 0.001), ("litres", "L", 0.001),
            ("°F", "°F", 5.0 / 9), ("degF", "°F", 5.0 / 9), ("fahrenheit", "°F", 5.0 / 9),
            // SI prefixes, q … Q, with µ, μ and u for micro (printed µ)
            ("km", "km", 1000), ("kilometre", "km", 1000), ("kilometers", "km", 1000),
            ("mm", "mm", 0.001), ("µm", "µm", 1e-6), ("μm", "µm", 1e-6), ("um", "µm", 1e-6), ("micrometre", "µm", 1e-6),
            ("qm", "qm", 1e-30), ("Qm", "Qm", 1e30), ("rg", "rg", 1e-30), ("Rg", "Rg", 1e24),
            ("dam", "dam", 10), ("hPa", "hPa", 100), ("GHz", "GHz", 1e9), ("MW", "MW", 1e6),
            ("mL", "mL", 1e-6), ("ml", "mL", 1e-6), ("kWh", "kWh", 3.6e6), ("mAh", "mAh", 3.6),
            ("kg", "kg", 1), ("mg", "mg", 1e-6), ("ms", "ms", 0.001), ("ns", "ns", 1e-9),
            // bits and bytes: SI's from kilo up and the binary ones
            ("kB", "kB", 8000), ("MB", "MB", 8e6), ("KiB", "KiB", 8192), ("MiB", "MiB", 8 * 1048576.0),
            ("Gibit", "Gibit", 1073741824), ("kb", "kbit", 1000), ("mebibytes", "MiB", 8 * 1048576.0),
            // whole names win over a prefix and a name
            ("min", "min", 60), ("Pa", "Pa", 1), ("ft", "ft", 0.3048), ("cd", "cd", 1), ("h", "h", 3600),
            ("kt", "kn", 1852.0 / 3600), ("pt", "pt", 0.000473176473), ("ct", "ct", 0.0002),
            ("nm", "nm", 1e-9), ("nmi", "nmi", 1852), ("mph", "mph", 0.44704), ("ha", "ha", 10000),
            ("mmHg", "mmHg", 133.322387415), ("PS", "PS", 735.49875), ("Cal", "Cal", 4184),
            ("cal", "cal", 4.184),
            // currency names are table names too, given a rate (below)
        ]

        @Test(arguments: names)
        func nameStandsForItsUnit(_ c: (name: String, symbol: String, siValue: Double)) throws {
            let unit = try UnitTesting.catalog.unit(named: c.name, at: 1)
            #expect(unit.text == c.symbol)
            #expect(unit.scale.rounded(1) == c.siValue, "\(c.name)")
        }

        static let unknown: [(name: String, suggestion: String?)] = [
            ("kilometr", "kilometer"),
            ("metr", "meter"),
            ("fot", "ft"),
            ("Gy", "ly"),
            ("mB", "MB"),
            ("dB", "d"),
            ("kft", "ft"),
            ("KB", "kB"),
            ("xyzzy", nil),
            ("gallonz", "gallon"),
            ("fahrenhiet", "fahrenheit"),
        ]

        /// Names no rule reads, and the suggestion (the nearest name, a change of case counting half
        /// an edit; ties to the table's order: `Gy` is one edit from `ly`, listed before `Gg`; `dB`
        /// one from `d` (day) and `B`, and `d` comes first; `mB` half an edit from `MB`).
        @Test(arguments: unknown)
        func unknownNamesSuggestTheClosest(_ c: (name: String, suggestion: String?)) {
            let error = UnitTesting.error { try UnitTesting.catalog.unit(named: c.name, at: 4) }
            #expect(error == .unknownUnit(c.name, suggestion: c.suggestion, at: 4))
            #expect(error?.code == .unknownName)
        }

        @Test func suggestionMessage() {
            let error = UnitTesting.error { try UnitTesting.catalog.unit(named: "kilometr", at: 3) }
            #expect(error?.line == "expression: unknown unit 'kilometr' at 3: did you mean 'kilometer'?")
        }

        /// Imperial fluid ounce: 4.54609 L / 160 = 28.4130625 mL; prefixes do not go on US units.
        @Test func prefixesOnlyWhereTheTableAllows() {
            #expect(UnitTesting.error { try UnitTesting.catalog.unit(named: "kmi", at: 1) } != nil)
            #expect(UnitTesting.error { try UnitTesting.catalog.unit(named: "Kim", at: 1) } != nil)
            #expect(UnitTesting.error { try UnitTesting.catalog.unit(named: "kilofoot", at: 1) } != nil)
        }

        /// Currencies: 1 USD = 0.92 EUR makes USD the reference; 1 EUR = 0.85 GBP rates the pound
        /// from the euro. 100 EUR = 100/0.92 USD = 108.69565217391305 (Fraction, rounded once), and
        /// 10 GBP = 10/0.85 EUR = 10/(0.85 × 0.92) USD = 12.787723785166241 USD. The rates are the
        /// decimals 0.92 and 0.85 as typed (the doubles nearest them would give …303 and …624).
        @Test func currenciesTakeTheRatesGiven() throws {
            var catalog = UnitCatalog()
            // Before any rate, a euro is a euro, and nothing else.
            let euro = try catalog.unit(named: "EUR", at: 2)
            #expect(try euro.convert(100, to: catalog.unit(named: "€", at: 1), at: 1) == 100)
            #expect(UnitTesting.error { try euro.convert(100, to: catalog.unit(named: "USD", at: 1), at: 7) } == .noRate("EUR", at: 7))
            try catalog.settingRate(1, "USD", equals: 0.92, "EUR", at: 1)
            let usd = try catalog.unit(named: "$", at: 1)
            #expect(try catalog.unit(named: "EUR", at: 1).convert(100, to: usd, at: 1) == 108.69565217391305)
            try catalog.settingRate(1, "euro", equals: 0.85, "£", at: 1)
            #expect(try catalog.unit(named: "GBP", at: 1).convert(10, to: catalog.unit(named: "dollars", at: 1), at: 1) == 12.787723785166241)
            #expect(try catalog.unit(reading: "EUR/h", at: 1).dimension.name == "time⁻¹·currency")
            #expect(UnitTesting.error { try catalog.settingRate(1, "USD", equals: 0, "EUR", at: 5) }?.code == .outOfRange)
            #expect(UnitTesting.error { try catalog.settingRate(1, "USD", equals: 2, "XYZ", at: 5) } == .unknownUnit("XYZ", suggestion: nil, at: 5))
        }

        /// A note's own unit: apple = 150 g, so 2 apple is 300 g (hand-worked).
        @Test func notesDefineTheirOwnUnits() throws {
            var catalog = UnitCatalog()
            catalog.defining("apple", as: try UnitTesting.unit("150 g"))
            let apples = Quantity(2, try catalog.unit(named: "apple", at: 1))
            #expect(apples.text == "2 apple")
            #expect(try apples.converted(to: catalog.unit(named: "g", at: 1), at: 1).text == "300 g")
            #expect(UnitTesting.error { try catalog.unit(named: "appl", at: 1) } == .unknownUnit("appl", suggestion: "apple", at: 1))
        }
    }
}
