import ReckonCore

/// The tools whose work runs as a job — `POST /api/jobs` on the server, the page's `job/…` calls
/// in the browser — named as the job's `{"tool":…}` names them: the one list of them. What each
/// kind does as a job is its input type's `JobInput` conformance, beside its tool
/// (`PrimesRequest+Job`, `DiceSimulation+Job`, `FactorRequest+Job`); `ToolJob` holds one kind's
/// checked input.
public enum JobKind: CaseIterable, Sendable {
    /// Listing or counting primes, the n-th prime, or the primes around a number (`PrimesRequest`).
    case primes
    /// A dice simulation (`DiceSimulation`): an exact distribution is answered directly only.
    case dice
    /// Factoring a number whose factors a direct answer's curves did not find (`FactorRequest`).
    case factor

    /// The tool's name, as `{"tool"}` gives it and a job's status answers it. (Not a raw value:
    /// reading one would bring the standard library's string switch into the module.)
    public var tool: String {
        switch self {
        case .primes: "primes"
        case .dice: "dice"
        case .factor: "factor"
        }
    }

    /// The kind `{"tool"}` names; a 400 naming the kinds for any other tool.
    init(_ request: ToolInput) throws(ToolError) {
        let name = try request.requiredText("tool")
        guard let kind = Self.allCases.first(where: { $0.tool == name }) else {
            throw .badRequest(.unknownName, field: "tool", "must be " + Self.choices)
        }
        self = kind
    }

    /// The kinds as the error for another tool lists them: `"primes", "dice" or "factor"`.
    static var choices: String {
        var text = ""
        for (index, kind) in allCases.enumerated() {
            if index > 0 { text += index == allCases.count - 1 ? " or " : ", " }
            text += "\"" + kind.tool + "\""
        }
        return text
    }

    /// What a direct answer of this tool that would take too long advises, in its 422.
    var advice: String { #"start a job: POST /api/jobs {"tool":""# + tool + #"","input":{…}}"# }
}
