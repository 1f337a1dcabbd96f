import ReckonCore

/// Long work as `POST /api/jobs` takes it, `{"tool":"primes"|"dice","input":{…}}`: the input is
/// the tool's request as for `/api/primes` or `/api/dice` (dice: simulations only), checked before
/// the work starts with the same answers (400/422) and without the direct-answer limits.
///
/// The server runs a job on threads of its own. A page has workers instead, each with a module
/// of its own, so for the page the core also cuts the work into parts, has each part computed
/// where the page sends it, and puts the parts' answers together (`answer(call:…)`).
public enum ToolJob: Sendable {
    case primes(PrimesRequest)
    case dice(DiceSimulation)

    /// Reads `{"tool","input"}` as `POST /api/jobs` does.
    public init(body: [UInt8]) throws(ToolError) {
        let request = try ToolInput(body: body, keys: ["tool", "input"])
        try self.init(request)
    }

    init(_ request: ToolInput) throws(ToolError) {
        guard case .object = request.members["input"], let input = request.members["input"] else {
            throw .badRequest(field: "input", "must be a JSON object of the tool's inputs")
        }
        switch try request.requiredText("tool") {
        case "primes":
            self = .primes(try PrimesRequest(ToolInput(input, keys: PrimesRequest.keys)))
        case "dice":
            guard case .simulate(let simulation) = try DiceRequest(ToolInput(input, keys: DiceRequest.keys)) else {
                throw ToolError(
                    status: 422, field: "exact", "is answered directly by POST /api/dice; jobs run simulations (trials)")
            }
            self = .dice(simulation)
        default:
            throw .badRequest(field: "tool", "must be \"primes\" or \"dice\"")
        }
    }

    public var tool: String {
        switch self {
        case .primes: "primes"
        case .dice: "dice"
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
    public static func answer(call: String, body: [UInt8], catalog: CeilingCatalog) -> ToolAnswer {
        do throws(ToolError) {
            let keys: Set<String> = switch call {
            case "job/plan": ["tool", "input", "workers"]
            case "job/part": ["tool", "input", "part"]
            case "job/merge": ["tool", "input", "answers"]
            default: throw ToolError(status: 404, field: "path", "no such endpoint")
            }
            let (request, job) = try read(body, keys: keys)
            let json: String = switch call {
            case "job/plan": job.plan(workers: try request.wholeNumber("workers", in: 1...64))
            case "job/part": try job.part(request.members["part"] ?? .null)
            default: try job.merge(request.members["answers"] ?? .null)
            }
            return ToolAnswer(status: 200, json: json)
        } catch {
            return ToolAnswer(status: error.status, json: error.json)
        }
    }

    /// A job call's body, `keys` allowed, and the job its `tool` and `input` name.
    static func read(_ body: [UInt8], keys: Set<String>) throws(ToolError) -> (ToolInput, ToolJob) {
        let request = try ToolInput(body: body, keys: keys)
        let job = try ToolJob(ToolInput(
            .object(request.members.filter { $0.key == "tool" || $0.key == "input" }), keys: ["tool", "input"]))
        return (request, job)
    }

    func plan(workers: Int) -> String {
        var out = JSONWriter()
        out.beginObject()
        out.key("input")
        out.value(input)
        out.key("parts")
        out.beginArray()
        switch self {
        case .primes(let request):
            switch request.query {
            case .count(let range):
                // Prime counting (π(hi) − π(lo − 1)) does not divide: one part. Each part
                // runs in the memory of one worker, so the choice is priced for that.
                let method = PrimeCounter.method(for: range, memoryLimit: PrimeSieve.sharedMemoryLimit)
                let parts = method == .sieve ? range.parts(atMost: 8 * workers) : [range]
                for part in parts {
                    out.beginObject()
                    out.field("lo", String(part.lo))
                    out.field("hi", String(part.hi))
                    out.endObject()
                }
            case .page, .nth:
                // A page is listed from its start, the n-th prime found by one π: one part.
                out.beginObject()
                out.endObject()
            }
        case .dice(let simulation):
            let chunks = simulation.chunkCount
            let parts = min(chunks, Int64(8 * workers))
            for index in 0..<parts {
                out.beginObject()
                out.field("from", integer: chunks * index / parts)
                out.field("to", integer: chunks * (index + 1) / parts)
                out.endObject()
            }
        }
        out.endArray()
        out.endObject()
        return out.text
    }

    /// The request as the later calls pass it back: a simulation's seed, drawn or given, written in.
    var input: JSONValue {
        switch self {
        case .primes(let request):
            switch request.query {
            case .page(let range, let size):
                return .object([
                    "lo": .string(String(range.lo)), "hi": .string(String(range.hi)), "count": .bool(false),
                    "pageSize": .number(String(size)),
                ])
            case .count(let range):
                return .object(["lo": .string(String(range.lo)), "hi": .string(String(range.hi)), "count": .bool(true)])
            case .nth(let n):
                return .object(["nth": .string(String(n))])
            }
        case .dice(let simulation):
            return .object([
                "pool": .string(simulation.pool.notation), "trials": .string(String(simulation.trials)),
                "seed": .string(String(simulation.seed)),
            ])
        }
    }

    func part(_ part: JSONValue) throws(ToolError) -> String {
        let fields = try ToolInput(part, keys: ["lo", "hi", "from", "to"])
        var out = JSONWriter()
        switch self {
        case .primes(let request):
            switch request.query {
            case .page(let range, let size): return range.page(size: size)?.json ?? ""
            case .nth(let n): return NthPrime.json(n: n, prime: NthPrime.find(n))
            case .count(let range):
                let count = try Self.countedPart(fields, of: range).primeCount(memoryLimit: PrimeSieve.sharedMemoryLimit)
                return Self.partJSON(count: count)
            }
        case .dice(let simulation):
            let from = Int64(try fields.wholeNumber("from", in: 0...UInt64(simulation.chunkCount)))
            let to = Int64(try fields.wholeNumber("to", in: UInt64(from)...UInt64(simulation.chunkCount)))
            let tally = simulation.tally(chunks: from..<to)
            out.beginObject()
            out.key("counts")
            out.beginArray()
            for count in tally.counts { out.integer(count) }
            out.endArray()
            out.endObject()
        }
        return out.text
    }

    /// The part of a count's range that `fields` ({"lo","hi"}) name, checked to lie within it.
    static func countedPart(_ fields: ToolInput, of range: PrimeRange) throws(ToolError) -> PrimeRange {
        let lo = try fields.wholeNumber("lo", in: range.lo...range.hi)
        let hi = try fields.wholeNumber("hi", in: lo...range.hi)
        // lo ≤ hi was checked just above.
        guard let part = try? PrimeRange(lo: lo, hi: hi) else { throw .badRequest(field: "part", "must be in order") }
        return part
    }

    /// A counted part's answer, `{"count":"…"}`.
    static func partJSON(count: UInt64) -> String {
        var out = JSONWriter()
        out.beginObject()
        out.field("count", String(count))
        out.endObject()
        return out.text
    }

    func merge(_ answers: JSONValue) throws(ToolError) -> String {
        guard case .array(let parts) = answers, !parts.isEmpty else {
            throw .badRequest(field: "answers", "must be the parts' answers")
        }
        switch self {
        case .primes(let request):
            guard case .count(let range) = request.query else {
                // The one part's answer is the page or the prime; hand it back as it came.
                var out = JSONWriter()
                out.value(parts[0])
                return out.text
            }
            var total: UInt64 = 0
            for part in parts {
                let count = try ToolInput(part, keys: ["count"]).wholeNumber("count", in: 0...UInt64.max)
                total += count
            }
            return range.json(count: total)
        case .dice(let simulation):
            var tally = simulation.emptyTally()
            for part in parts {
                let counts = try ToolInput(part, keys: ["counts"]).texts("counts")
                guard counts.count == tally.counts.count else {
                    throw .badRequest(field: "answers", "must be this simulation's tallies")
                }
                var numbers: [Int64] = []
                for count in counts {
                    numbers.append(Int64(try ToolError.ruling { () throws(FieldError) in
                        try NumberText.integer(count, field: "answers", in: 0...Int64.max)
                    }))
                }
                tally.add(DiceTally(lowest: tally.lowest, counts: numbers))
            }
            return simulation.answer(tally)
        }
    }
}

extension ToolInput {
    /// A whole number within `range`, given.
    func wholeNumber(_ field: String, in range: ClosedRange<UInt64>) throws(ToolError) -> UInt64 {
        let text = try requiredText(field)
        let value = try ToolError.ruling { () throws(FieldError) in try NumberText.wholeNumber(text, field: field) }
        guard range.contains(value) else {
            throw ToolError(status: 422, field: field, "must be from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    func wholeNumber(_ field: String, in range: ClosedRange<Int>) throws(ToolError) -> Int {
        Int(try wholeNumber(field, in: UInt64(range.lowerBound)...UInt64(range.upperBound)))
    }
}
