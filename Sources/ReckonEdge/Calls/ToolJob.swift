import ReckonCore

/// Long work as `POST /api/jobs` takes it, `{"tool":"primes"|"dice"|"factor","input":{…}}`: one case per
/// `JobKind`, holding the kind's input, read as the tool's request for `/api/primes` or
/// `/api/dice` (dice: simulations only) and checked before the work starts, with the same
/// answers (400/422) and without the direct-answer limits.
///
/// The server runs a job on threads of its own. A page has workers instead, each with a module
/// of its own, so for the page the core also cuts the work into parts, has each part computed
/// where the page sends it, and puts the parts' answers together (`answer(call:…)`), each kind
/// as its `JobInput` says.
public enum ToolJob: Sendable {
    case primes(PrimesRequest)
    case dice(DiceSimulation)
    case factor(FactorRequest)

    /// Reads `{"tool","input"}` as `POST /api/jobs` does.
    public init(body: [UInt8]) throws(ToolError) {
        let request = try ToolInput(body: body, keys: ["tool", "input"])
        try self.init(request)
    }

    init(_ request: ToolInput) throws(ToolError) {
        guard case .object = request.members["input"], let input = request.members["input"] else {
            throw .badRequest(.wrongType, field: "input", "must be a JSON object of the tool's inputs")
        }
        switch try JobKind(request) {
        case .primes: self = .primes(try PrimesRequest(jobInput: input))
        case .dice: self = .dice(try DiceSimulation(jobInput: input))
        case .factor: self = .factor(try FactorRequest(jobInput: input))
        }
    }

    public var kind: JobKind {
        switch self {
        case .primes: .primes
        case .dice: .dice
        case .factor: .factor
        }
    }
}

// MARK: - The page's parts

extension ToolJob {
    /// Whether `name` is one of the page's job calls rather than a tool.
    public static func isJobCall(_ name: String) -> Bool { name.hasPrefix("job/") }

    /// The page's job calls:
    /// - `job/plan {"tool","input","workers"}` → `{"input":{…},"parts":[…]}`: the request checked
    ///   as `POST /api/jobs` checks it (the same errors), `input` as the other calls must pass it
    ///   (a dice simulation's drawn seed written in), and the parts, at most 8 per worker (more
    ///   parts than workers so that finished parts show progress);
    /// - `job/part {"tool","input","part"}` → that part's answer, for `job/merge` only;
    /// - `job/merge {"tool","input","answers":[…]}` → the tool's JSON, what the server's job
    ///   answers in its `result` event.
    public static func answer(call: String, body: [UInt8]) -> ToolAnswer {
        do throws(ToolError) {
            let keys: Set<String> = switch call {
            case "job/plan": ["tool", "input", "workers"]
            case "job/part": ["tool", "input", "part"]
            case "job/merge": ["tool", "input", "answers"]
            default: throw ToolError(status: 404, .notFound, field: "path", "no such endpoint")
            }
            let (request, job) = try read(body, keys: keys)
            let asked: Call = switch call {
            case "job/plan": .plan(workers: try request.wholeNumber("workers", in: 1...64))
            // A part's fields, whatever the kind: a range of numbers or an end's π (primes), or a
            // range of chunks (dice).
            case "job/part": .part(try ToolInput(request.members["part"] ?? .null, keys: CountedPart.keys.union(["from", "to"])))
            default: .merge(try answers(request.members["answers"] ?? .null))
            }
            let json = switch job {
            case .primes(let primes): try answer(asked, primes)
            case .dice(let simulation): try answer(asked, simulation)
            case .factor(let request): try answer(asked, request)
            }
            return ToolAnswer(status: 200, json: json)
        } catch {
            return ToolAnswer(status: error.status, json: error.json)
        }
    }

    /// A job call, read and checked as far as it can be before the job's kind reads it.
    private enum Call {
        case plan(workers: Int)
        case part(ToolInput)
        case merge([JSONValue])
    }

    /// A job call's body, `keys` allowed, and the job its `tool` and `input` name.
    static func read(_ body: [UInt8], keys: Set<String>) throws(ToolError) -> (ToolInput, ToolJob) {
        let request = try ToolInput(body: body, keys: keys)
        let job = try ToolJob(ToolInput(
            .object(request.members.filter { $0.key == "tool" || $0.key == "input" }), keys: ["tool", "input"]))
        return (request, job)
    }

    private static func answers(_ answers: JSONValue) throws(ToolError) -> [JSONValue] {
        guard case .array(let parts) = answers, !parts.isEmpty else {
            throw .badRequest(.wrongType, field: "answers", "must be the parts' answers")
        }
        return parts
    }

    /// `call` answered for `input`, the job's input of whichever kind, as that kind's `JobInput`
    /// conformance says. Written once, compiled once per kind: what does not depend on the kind
    /// (reading the call, `Call`) is done before, so that each copy stays small in the module.
    private static func answer(_ call: Call, _ input: some JobInput) throws(ToolError) -> String {
        switch call {
        case .plan(let workers):
            var out = JSONWriter()
            out.beginObject()
            out.key("input")
            out.value(input.input)
            out.key("parts")
            out.beginArray()
            input.writeParts(workers: workers, to: &out)
            out.endArray()
            out.endObject()
            return out.text
        case .part(let fields):
            return try input.part(fields)
        case .merge(let answers):
            return try input.merge(answers)
        }
    }
}

extension ToolInput {
    /// A whole number within `range`, given.
    func wholeNumber(_ field: String, in range: ClosedRange<UInt64>) throws(ToolError) -> UInt64 {
        let text = try requiredText(field)
        let value = try ToolError.ruling { () throws(FieldError) in try NumberText.wholeNumber(text, field: field) }
        guard range.contains(value) else {
            throw ToolError(status: 422, .outOfRange, field: field, "must be from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    func wholeNumber(_ field: String, in range: ClosedRange<Int>) throws(ToolError) -> Int {
        Int(try wholeNumber(field, in: UInt64(range.lowerBound)...UInt64(range.upperBound)))
    }
}
