import CReckonLibm
import Foundation
import Testing

/// CReckonLibm's 17 functions against Tests/corpus/libm-cases.json: hard arguments (near
/// multiples of π/2, 1e22, tiny, huge, subnormal, near 1 for the logarithms, pow's overflow
/// edges, lgamma near 1, 2 and at negative non-integers) with the correctly rounded result from
/// mpmath at 60 digits (make-libm-cases.py). Each result must be that double or a neighbour
/// (within 1 ulp); C99's special values and exact results must be the very double.
@Suite struct ElementaryFunctionTests {
    struct Case: Decodable, Sendable {
        let args: [String]
        let expected: String
        let exact: Bool?
    }

    static let casesPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/corpus/libm-cases.json").path

    static let functions: [String: @Sendable ([Double]) -> Double] = [
        "sin": { reckon_sin($0[0]) }, "cos": { reckon_cos($0[0]) }, "tan": { reckon_tan($0[0]) },
        "asin": { reckon_asin($0[0]) }, "acos": { reckon_acos($0[0]) }, "atan": { reckon_atan($0[0]) },
        "atan2": { reckon_atan2($0[0], $0[1]) },
        "exp": { reckon_exp($0[0]) }, "expm1": { reckon_expm1($0[0]) },
        "log": { reckon_log($0[0]) }, "log1p": { reckon_log1p($0[0]) },
        "log10": { reckon_log10($0[0]) }, "log2": { reckon_log2($0[0]) },
        "pow": { reckon_pow($0[0], $0[1]) }, "hypot": { reckon_hypot($0[0], $0[1]) },
        "cbrt": { reckon_cbrt($0[0]) }, "lgamma": { reckon_lgamma($0[0]) },
    ]

    static func cases() throws -> [String: [Case]] {
        try JSONDecoder().decode([String: [Case]].self, from: Data(contentsOf: URL(fileURLWithPath: casesPath)))
    }

    /// Doubles in order as integers: neighbours differ by 1, and −0 and +0 are both 0.
    static func ordinal(_ x: Double) -> Int64 {
        let bits = Int64(bitPattern: x.bitPattern)
        return bits < 0 ? Int64.min - bits : bits
    }

    static func double(_ text: String) -> Double {
        guard let value = Double(text) else { preconditionFailure("not a double: \(text)") }
        return value
    }

    @Test func everyFunctionHasCases() throws {
        let cases = try Self.cases()
        #expect(Set(cases.keys) == Set(Self.functions.keys))
        for (name, list) in cases {
            #expect(list.count >= 10, Comment(rawValue: "few cases for \(name)"))
            #expect(list.contains { $0.exact == true }, Comment(rawValue: "no special values for \(name)"))
        }
    }

    @Test(arguments: ["sin", "cos", "tan", "asin", "acos", "atan", "atan2", "exp", "expm1", "log",
                      "log1p", "log10", "log2", "pow", "hypot", "cbrt", "lgamma"])
    func resultsAreWithinAnUlpOfTheCorrectlyRoundedValue(_ name: String) throws {
        let function = try #require(Self.functions[name])
        var failures: [String] = []
        for c in try #require(try Self.cases()[name]) {
            let args = c.args.map(Self.double)
            let expected = Self.double(c.expected)
            let result = function(args)
            let ok: Bool
            if expected.isNaN {
                ok = result.isNaN
            } else if c.exact == true {
                ok = result.bitPattern == expected.bitPattern
            } else {
                ok = !result.isNaN && abs(Self.ordinal(result) - Self.ordinal(expected)) <= 1
            }
            if !ok {
                failures.append("\(name)(\(c.args.joined(separator: ", "))) = \(result), expected \(c.expected)"
                    + (c.exact == true ? " exactly" : ""))
            }
        }
        #expect(failures.isEmpty, Comment(rawValue: failures.joined(separator: "\n")))
    }
}
