// Times every CorrectlyRounded function over the arguments of Tests/corpus/correctly-rounded.json
// (special, hard-to-round, threshold and random ones): for each argument the fastest of a few
// runs, then per function the median and the slowest argument. Each result is checked against
// the corpus too, as `swift test` builds for debugging only: a failure here is the optimizer's.
// Built and run by scripts/bench-precise; not part of the package.
import Foundation
import ReckonCore

let functions: [(String, ([Double]) -> Double)] = [
    ("sin", { CorrectlyRounded.sin($0[0]) }), ("cos", { CorrectlyRounded.cos($0[0]) }),
    ("tan", { CorrectlyRounded.tan($0[0]) }), ("asin", { CorrectlyRounded.asin($0[0]) }),
    ("acos", { CorrectlyRounded.acos($0[0]) }), ("atan", { CorrectlyRounded.atan($0[0]) }),
    ("sinDegrees", { CorrectlyRounded.sin(degrees: $0[0]) }), ("cosDegrees", { CorrectlyRounded.cos(degrees: $0[0]) }),
    ("tanDegrees", { CorrectlyRounded.tan(degrees: $0[0]) }), ("asinDegrees", { CorrectlyRounded.asinDegrees($0[0]) }),
    ("acosDegrees", { CorrectlyRounded.acosDegrees($0[0]) }), ("atanDegrees", { CorrectlyRounded.atanDegrees($0[0]) }),
    ("sinh", { CorrectlyRounded.sinh($0[0]) }), ("cosh", { CorrectlyRounded.cosh($0[0]) }),
    ("tanh", { CorrectlyRounded.tanh($0[0]) }), ("asinh", { CorrectlyRounded.asinh($0[0]) }),
    ("acosh", { CorrectlyRounded.acosh($0[0]) }), ("atanh", { CorrectlyRounded.atanh($0[0]) }),
    ("exp", { CorrectlyRounded.exp($0[0]) }), ("exp2", { CorrectlyRounded.exp2($0[0]) }),
    ("exp10", { CorrectlyRounded.exp10($0[0]) }), ("log", { CorrectlyRounded.log($0[0]) }),
    ("log2", { CorrectlyRounded.log2($0[0]) }), ("log10", { CorrectlyRounded.log10($0[0]) }),
    ("logBase", { CorrectlyRounded.log($0[0], base: $0[1]) }), ("pow", { CorrectlyRounded.pow($0[0], $0[1]) }),
    ("root", { CorrectlyRounded.root($0[0], $0[1]) }), ("cbrt", { CorrectlyRounded.cbrt($0[0]) }),
    ("cube", { CorrectlyRounded.cube($0[0]) }), ("gamma", { CorrectlyRounded.gamma($0[0]) }),
    ("factorial", { CorrectlyRounded.factorial($0[0]) }),
]

let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "Tests/corpus/correctly-rounded.json"
let corpus = try JSONDecoder().decode([String: [[String]]].self, from: Data(contentsOf: URL(fileURLWithPath: path)))

func double(_ hex: String) -> Double { Double(bitPattern: UInt64(hex.dropFirst(2), radix: 16)!) }

/// The fastest of five calls, in microseconds, and the result.
func timed(_ f: ([Double]) -> Double, _ arguments: [Double]) -> (microseconds: Double, result: Double) {
    var best = Double.infinity
    var result = 0.0
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        result = f(arguments)
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
    }
    return (best, result)
}

var wrong: [String] = []

print("function       cases  median µs  worst µs  at")
for (name, f) in functions {
    let times = corpus[name, default: []].map { c -> (Double, [Double]) in
        let arguments = c.dropLast().map(double)
        let (time, result) = timed(f, arguments)
        let expected = double(c.last!)
        if expected.isNaN ? !result.isNaN : result.bitPattern != expected.bitPattern {
            wrong.append("\(name)(\(arguments.map { "\($0)" }.joined(separator: ", "))) = \(result), expected \(expected)")
        }
        return (time, arguments)
    }.sorted { $0.0 < $1.0 }
    guard let worst = times.last else { continue }
    let median = times[times.count / 2].0
    let at = worst.1.map { "\($0)" }.joined(separator: ", ")
    print(name.padding(toLength: 14, withPad: " ", startingAt: 0), String(format: "%5d  %9.1f  %8.1f  %@", times.count, median, worst.0, at))
}
if !wrong.isEmpty {
    print("\(wrong.count) results differ from the corpus:", wrong.prefix(20).joined(separator: "\n"), separator: "\n")
    exit(1)
}
