// docs/units.md is generated from the table the core reads (UnitEntry.table), with the rules
// that go with it. When the table changes, rewrite the file and review the diff:
//
//     RECKON_UPDATE_UNITS=1 swift test --filter UnitDocumentationTests
import Foundation
import Testing
@testable import ReckonCore

extension UnitTests {
    @Suite struct UnitDocumentationTests {
        static let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/units.md")

        @Test func documentIsTheTablesOwn() throws {
            let text = Self.document()
            if ProcessInfo.processInfo.environment["RECKON_UPDATE_UNITS"] == "1" {
                try Data(text.utf8).write(to: Self.file)
                return
            }
            let committed = try String(contentsOf: Self.file, encoding: .utf8)
            #expect(committed == text, "docs/units.md differs from the table: RECKON_UPDATE_UNITS=1 swift test --filter UnitDocumentationTests")
        }

        static func document() -> String {
            var text = """
            # Units

            Generated from the core's table (`Sources/ReckonCore/Units/UnitCatalog+Table.swift`) by
            `RECKON_UPDATE_UNITS=1 swift test --filter UnitDocumentationTests`; do not edit.

            A number followed by a unit is a quantity (`3 ft`, `60 mph`, `9.81 m/s^2`); quantities
            multiply and divide into new units (`5 kg * 9.81 m/s^2` is `49.05 kg·m/s²`), add and
            subtract when their dimensions agree (`3 ft + 2 in`; `1 m + 1 s` is an error), and
            convert with `to` or `in` (`3 ft + 2 in to cm` is `96.52 cm`).

            ## Rules

            - **Names.** Symbols are read exactly, case included (`MB` is not `mB`); spelled names
              in any case and with `s` or `es` after them (`Feet`, `inches`, `kilometres`). Micro is
              `µ`, `μ` or `u`.
            - **Prefixes.** The units marked *SI* take SI's prefixes, q (10⁻³⁰) to Q (10³⁰); those
              marked *data* take k to Q and the binary Ki (2¹⁰) to Yi (2⁸⁰); the others take none
              (no `kft`). A prefix's symbol goes with a symbol (`km`, `KiB`), its name with a name
              (`kilometre`, `kibibyte`).
            - **A whole name wins over a prefix and a name.** `min` is a minute, `Pa` a pascal, `ft` a
              foot (not a femtotonne), `cd` a candela, `h` an hour, `kt` a knot (not a kilotonne), `pt`
              a pint, `ct` a carat, `nm` a nanometre (a nautical mile is `nmi`), `mm` a millimetre.
              An unknown name is an error that suggests the nearest known one (`kilometr`: did you
              mean 'kilometer'?).
            - **Unit expressions.** Factors joined by `*`, `·`, `×` or spaces, `/` dividing the one
              factor after it (`J/(kg·K)` needs its parentheses), powers as `^2`, `^-1`, `²`, `⁻¹`; a
              number glued to a name is one factor, so `L/100km` is litres per 100 km. These are
              the units written after `to` or `in`; in the expression before, `/` divides by one
              factor and `1/2x` is x/2, so a quantity per 100 km is `7.84 L/(100 km)`.
            - **Temperatures.** `°C` and `°F` alone are absolute readings and convert with their
              offsets (100 °F is 37.78 °C); `Δ°C`, `Δ°F` (also `delta_degC`) are differences and
              convert without (10 Δ°C is 18 Δ°F); in any product or power (`J/°C`) a degree is a
              difference. `K` and `°R` have no offset, so they are both. Absolute ± difference is
              absolute, absolute − absolute is a difference (30 °C − 50 °F is 20 Δ°C), absolute +
              absolute, difference − absolute, and multiplying, dividing or raising an absolute (even
              by a plain number) are errors.
            - **Fuel economy.** Converting between exactly inverse dimensions takes the reciprocal:
              `mpg` (distance per volume) to `L/100km` (volume per distance) is 1 / x scaled, so 30 mpg
              is 7.84 L/100km.
            - **Angles** are a dimension of their own: `rad` and `deg` convert, `Hz` is 1/s and
              `rpm` is 1/min (3000 rpm is 50 Hz), so neither converts to `rad/s`.
            - **Currencies** are one dimension whose units' scales are rates the note gives
              (`1 USD = 0.92 EUR`); nothing is fetched. A currency with no rate yet computes with
              itself (`1200 EUR / 3` is 400 EUR) but converts to no other unit: no rate is ever assumed.
            - **Exactness.** Every definition is an exact decimal (1 in = 0.0254 m, 1 lb =
              0.45359237 kg, 1 gal = 231 in³) and products of units multiply exactly, so a conversion
              is x × the exact ratio (plus an offset) rounded once to the nearest double, ties to
              even. Units whose ratio holds π (degrees to radians, parsecs) are within one ulp.
              The calorie is the thermochemical one (4.184 J), the BTU the International Table's,
              the year the Julian one (365.25 d), the horsepower the mechanical one (550 ft·lbf/s).

            """
            var category = ""
            for entry in UnitEntry.table {
                if entry.category != category {
                    category = entry.category
                    text += "\n## \(category.prefix(1).uppercased() + category.dropFirst())\n\n"
                    text += "| Symbol | Names | Definition | Prefixes |\n|---|---|---|---|\n"
                }
                let symbols = entry.symbols.isEmpty ? "" : entry.symbols.map { "`\($0)`" }.joined(separator: " ")
                let names = entry.names.map { $0.replacingOccurrences(of: "_", with: "\\_") }.joined(separator: ", ")
                let prefixes = switch entry.prefixes {
                case .none: ""
                case .si: "SI"
                case .data: "data"
                }
                text += "| \(symbols) | \(names) | \(definition(entry.definition)) | \(prefixes) |\n"
            }
            return text
        }

        /// The table's definition in words: bases named, offsets and currencies said.
        static func definition(_ text: String) -> String {
            if text == "$" { return "the rate the note gives" }
            var rest = Substring(text)
            var out = ""
            if rest.first == "!" {
                let base = Int(String(rest.dropFirst().prefix(1)))!
                rest = rest.dropFirst(2).drop { $0 == " " }
                // The gram is the one base unit not of scale 1 (the kilogram is).
                out = rest.isEmpty ? "the base of " : "`\(rest) kg`, a thousandth of the base of "
                return out + UnitDimension.baseNames[base]
            }
            if let at = rest.firstIndex(of: "@") {
                return "`\(rest[..<at])`, its 0 at \(rest[rest.index(after: at)...]) of its degrees above absolute zero"
            }
            return "`\(rest)`"
        }
    }
}
