import Foundation
import ReckonCore
import Testing

/// Every function of `CorrectlyRounded` against Tests/corpus/correctly-rounded.json, bit for bit:
/// special values worked by hand from C99 Annex F and C23, the hardest-to-round arguments known
/// (Lefèvre and Muller's and CORE-MATH's lists; pow's four with 102 to 153 identical bits after
/// the rounding bit), arguments at overflow, underflow and other thresholds, exact cases and
/// ties (10^23, pow(2^18 + 1, 3)), and random arguments over each whole domain — with results
/// from exact rational arithmetic or mpmath at up to 2560 bits (scripts/precise-cases.py).
@Suite struct CorrectlyRoundedCorpusTests {
    static let functions: [String: @Sendable ([Double]) -> Double] = [
        "sin": { CorrectlyRounded.sin($0[0]) }, "cos": { CorrectlyRounded.cos($0[0]) },
        "tan": { CorrectlyRounded.tan($0[0]) },
        "asin": { CorrectlyRounded.asin($0[0]) }, "acos": { CorrectlyRounded.acos($0[0]) },
        "atan": { CorrectlyRounded.atan($0[0]) },
        "sinDegrees": { CorrectlyRounded.sin(degrees: $0[0]) }, "cosDegrees": { CorrectlyRounded.cos(degrees: $0[0]) },
        "tanDegrees": { CorrectlyRounded.tan(degrees: $0[0]) },
        "asinDegrees": { CorrectlyRounded.asinDegrees($0[0]) }, "acosDegrees": { CorrectlyRounded.acosDegrees($0[0]) },
        "atanDegrees": { CorrectlyRounded.atanDegrees($0[0]) },
        "sinh": { CorrectlyRounded.sinh($0[0]) }, "cosh": { CorrectlyRounded.cosh($0[0]) },
        "tanh": { CorrectlyRounded.tanh($0[0]) },
        "asinh": { CorrectlyRounded.asinh($0[0]) }, "acosh": { CorrectlyRounded.acosh($0[0]) },
        "atanh": { CorrectlyRounded.atanh($0[0]) },
        "exp": { CorrectlyRounded.exp($0[0]) }, "exp2": { CorrectlyRounded.exp2($0[0]) },
        "exp10": { CorrectlyRounded.exp10($0[0]) },
        "log": { CorrectlyRounded.log($0[0]) }, "log2": { CorrectlyRounded.log2($0[0]) },
        "log10": { CorrectlyRounded.log10($0[0]) }, "logBase": { CorrectlyRounded.log($0[0], base: $0[1]) },
        "pow": { CorrectlyRounded.pow($0[0], $0[1]) }, "root": { CorrectlyRounded.root($0[0], $0[1]) },
        "cbrt": { CorrectlyRounded.cbrt($0[0]) }, "cube": { CorrectlyRounded.cube($0[0]) },
        "gamma": { CorrectlyRounded.gamma($0[0]) }, "factorial": { CorrectlyRounded.factorial($0[0]) },
    ]

    static let corpusPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/corpus/correctly-rounded.json").path

    /// Each function's cases: the arguments' bit patterns, then the result's.
    static func corpus() throws -> [String: [[String]]] {
        try JSONDecoder().decode([String: [[String]]].self, from: Data(contentsOf: URL(fileURLWithPath: corpusPath)))
    }

    static func double(_ hex: String) -> Double {
        guard hex.hasPrefix("0x"), let bits = UInt64(hex.dropFirst(2), radix: 16) else {
            preconditionFailure("not a bit pattern: \(hex)")
        }
        return Double(bitPattern: bits)
    }

    @Test func everyFunctionHasItsCases() throws {
        let corpus = try Self.corpus()
        #expect(Set(corpus.keys) == Set(Self.functions.keys))
        for (name, cases) in corpus {
            #expect(cases.count >= 150, "few cases for \(name)")
            #expect(cases.contains { Self.double($0.last!).isNaN || Self.double($0.last!).isInfinite || Self.double($0.last!) == 0 },
                    "no special values for \(name)")
        }
    }

    @Test(arguments: ["sin", "cos", "tan", "asin", "acos", "atan", "sinDegrees", "cosDegrees", "tanDegrees",
                      "asinDegrees", "acosDegrees", "atanDegrees", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
                      "exp", "exp2", "exp10", "log", "log2", "log10", "logBase", "pow", "root", "cbrt", "cube",
                      "gamma", "factorial"])
    func everyResultIsTheCorrectlyRoundedDouble(_ name: String) throws {
        let function = try #require(Self.functions[name])
        var failures: [String] = []
        for c in try #require(try Self.corpus()[name]) {
            let arguments = c.dropLast().map(Self.double)
            let expected = Self.double(c.last!)
            let result = function(arguments)
            if expected.isNaN ? !result.isNaN : result.bitPattern != expected.bitPattern {
                failures.append("\(name)(\(arguments.map { "\($0)" }.joined(separator: ", "))) = \(result), expected \(expected)")
            }
        }
        #expect(failures.isEmpty, Comment(rawValue: failures.prefix(20).joined(separator: "\n")))
    }
}
