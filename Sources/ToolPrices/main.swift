// `scripts/bench`'s price check: every tool's heaviest direct requests, each answered here on
// one thread, with its price (`Tool.price`) beside the time it took (best of three). One JSON
// line per request: {"tool","request","priced","measured","status"}. A request here that no
// longer answers 200 is a mistake in this list, and fails the run; so does a tool without one.
import Foundation
import ReckonEdge

/// The heaviest requests each tool answers directly (at its limits, or just inside the direct
/// budget, 2 s, for the tools priced per request), kept beside the tool's entry in
/// `Sources/ReckonEdge/<folder>/.heaviest.json`: `{"tool": [body, …]}`, a body being the JSON
/// text, or `{"before","repeat","times","separator","after"}` for one too long to write out.
func heaviestRequests() -> [String: [String]] {
    let edge = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../ReckonEdge").standardized
    var table: [String: [String]] = [:]
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: edge.path)) ?? []
    for folder in folders.sorted() {
        let file = edge.appendingPathComponent(folder).appendingPathComponent(".heaviest.json")
        guard let data = FileManager.default.contents(atPath: file.path) else { continue }
        guard let tools = try? JSONSerialization.jsonObject(with: data) as? [String: [Any]] else {
            fatalError("tool-prices: \(file.path) is not {\"tool\": [body, …]}")
        }
        for (tool, bodies) in tools {
            table[tool] = bodies.map { body in
                if let text = body as? String { return text }
                guard let form = body as? [String: Any], let item = form["repeat"] as? String,
                      let times = form["times"] as? Int else {
                    fatalError("tool-prices: \(file.path): \(tool)'s bodies are texts or {before, repeat, times, separator, after}")
                }
                return (form["before"] as? String ?? "")
                    + Array(repeating: item, count: times).joined(separator: form["separator"] as? String ?? "")
                    + (form["after"] as? String ?? "")
            }
        }
    }
    return table
}

let heaviest = heaviestRequests()

/// `ToolPrices --list`: each tool's heaviest requests (their lengths and starts), timing none.
if CommandLine.arguments.dropFirst() == ["--list"] {
    for tool in Tool.all {
        for request in heaviest[tool.name] ?? [] { print(tool.name, request.utf8.count, request.prefix(60)) }
    }
    exit(Tool.all.allSatisfy { heaviest[$0.name] != nil } ? 0 : 1)
}

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
