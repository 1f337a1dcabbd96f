// `scripts/bench`'s price check: every tool's heaviest direct requests, each answered here on
// one thread, with its price (`Tool.price`) beside the time it took (best of three). One JSON
// line per request: {"tool","request","priced","measured","status"}. A request here that no
// longer answers 200 is a mistake in this list, and fails the run; so does a tool without one.
import Foundation
import ReckonEdge

/// `n` copies of `item` joined by `separator`.
func repeated(_ item: String, _ n: Int, separator: String = " ") -> String {
    Array(repeating: item, count: n).joined(separator: separator)
}

/// The heaviest requests each tool answers directly: at its limits, or just inside the direct
/// budget (2 s) for the tools priced per request.
let heaviest: [String: [String]] = [
    "quadratic": [#"{"a":"1e-300","b":"1e300","c":"-1e300"}"#],
    "quadratic/curve": [#"{"a":"1e300","b":"-3e300","c":"2e300"}"#],
    "triangle": [#"{"area":"1e300","perimeter":"1e160"}"#],
    "primes": [
        #"{"lo":"1000000000000","hi":"1000300000000","count":true}"#,
        #"{"lo":"1000000000000000000","hi":"1000000000100000000","pageSize":100000}"#,
        #"{"lo":"1000000000000000000","hi":"1000000000100000000","count":true}"#,
        #"{"lo":"1","hi":"1000000000000000","count":true}"#,
        #"{"nth":"30000000000000"}"#,
    ],
    "dice": [
        #"{"pool":"1000d200","exact":true}"#,
        #"{"pool":"1000d200","trials":1,"seed":1}"#,
        #"{"pool":"446d1000","exact":true}"#,
        #"{"pool":"3d6+2d20","trials":20000000,"seed":1}"#,
        #"{"pool":"10d10!","exact":true}"#,
    ],
    "tip": [#"{"bill":"999999999999.99","tip":25,"party":10}"#],
    "decide": ["{\"options\":[" + repeated(#""an option of some length""#, 2000, separator: ",") + "]}"],
    "calc": [
        #"{"keys":"1 "# + repeated("+ 1", 2499) + #""}"#,
        #"{"keys":"7 "# + repeated("√", 4999) + #""}"#,
        #"{"keys":"7 "# + repeated("√", 499) + #"","trace":true}"#,
    ],
    "eval": [#"{"expression":""# + repeated("sin(cos(x))", 83, separator: "+") + #"","set":["x=0.5"]}"#],
    "plot": [
        #"{"expression":""# + repeated("sin(cos(x))", 83, separator: "+") + #"","from":-10,"to":10,"points":4000}"#,
    ],
    "ceiling": [
        #"{"path":"regal/1200x600","set":["drop=0.6"],"rooms":["# + repeated(#""12.5x7.25""#, 100, separator: ",") + "]}",
    ],
    "face": [#"{"actions":["# + repeated(#""happier","toggle-eyes","sadder","squint""#, 1000, separator: ",") + "]}"],
    "emotion": [#"{"name":"Quietly pleased with itself","eyes":"squinting","mouth":"smirk"}"#],
    "dice/parse": [#"{"pool":"999d1000","faces":"1000","change":"1","trials":"100000000"}"#],
    "plot/variable": [#"{"expression":""# + repeated("sin(cos(x))", 83, separator: "+") + #""}"#],
    // The most ticks (1000), with labels of 21 characters that do not fit: a second pass of 500.
    "plot/ticks": [#"{"from":"1e300","to":"1.000000000000999e300","spacing":"1e285","perCharacter":"5e283"}"#],
    "primes/locate": [#"{"lo":"1","hi":"18446744073709551615","fraction":0.5}"#],
    "primes/goto": [#"{"lo":"1","hi":"18446744073709551615","goto":"9223372036854775807"}"#],
    "ceiling/rooms": [#"{"rooms":["# + repeated(#""12.5x7.25""#, 100, separator: ",") + "]}"],
    "emotions": ["{}"],
    "decide/defaults": ["{}"],
    "ceiling/catalog": ["{}"],
    "limits": ["{}"],
]

/// `ToolPrices TOOL BODY` prices and times that one request instead, to fit a price.
let asked: [String: [String]]? = CommandLine.arguments.count == 3
    ? [CommandLine.arguments[1]: [CommandLine.arguments[2]]] : nil

var failed = false
for tool in Tool.all {
    guard let requests = asked == nil ? heaviest[tool.name] : asked?[tool.name] else {
        if asked != nil { continue }
        FileHandle.standardError.write("tool-prices: no heaviest request for \(tool.name)\n".data(using: .utf8)!)
        failed = true
        continue
    }
    for request in requests {
        let body = Array(request.utf8)
        let priced: Double
        do throws(ToolError) {
            priced = try tool.pricedSeconds(body: body)
        } catch {
            FileHandle.standardError.write("tool-prices: \(tool.name) \(request.prefix(80)): \(error.json)\n".data(using: .utf8)!)
            failed = true
            continue
        }
        var best = Double.infinity
        var status = 0
        for _ in 0..<3 {
            let started = ContinuousClock.now
            let answer = ToolCall.answer(tool: tool.name, body: body, catalog: .studform)
            let elapsed = ContinuousClock.now - started
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            status = answer.status
            if status != 200 {
                FileHandle.standardError.write("tool-prices: \(tool.name) \(request.prefix(80)): \(answer.json)\n".data(using: .utf8)!)
                failed = true
                break
            }
        }
        let shown = request.count > 90 ? String(request.prefix(87)) + "…" : request
        let line: [String: Any] = ["tool": tool.name, "request": shown, "priced": priced, "measured": best, "status": status]
        let data = try! JSONSerialization.data(withJSONObject: line, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }
}
exit(failed ? 1 : 0)
