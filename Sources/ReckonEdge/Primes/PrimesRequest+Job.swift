import ReckonCore

/// Primes as a job (`JobKind.primes`): a count is cut into ranges when it is sieved, a count of
/// tuplets always; a page, and the n-th prime, are one part each.
extension PrimesRequest: JobInput {
    init(jobInput input: JSONValue) throws(ToolError) {
        try self.init(ToolInput(input, keys: Self.keys))
    }

    var input: JSONValue {
        switch query {
        case .page(let range, let size):
            return .object([
                "lo": .string(String(range.lo)), "hi": .string(String(range.hi)), "count": .bool(false),
                "pageSize": .number(String(size)),
            ])
        case .count(let range):
            return .object(["lo": .string(String(range.lo)), "hi": .string(String(range.hi)), "count": .bool(true)])
        case .tupletPage(let range, let k, let size):
            return .object([
                "lo": .string(String(range.lo)), "hi": .string(String(range.hi)), "count": .bool(false),
                "pageSize": .number(String(size)), "tuplets": .number(String(k)),
            ])
        case .tupletCount(let range, let k):
            return .object([
                "lo": .string(String(range.lo)), "hi": .string(String(range.hi)), "count": .bool(true), "tuplets": .number(String(k)),
            ])
        case .nth(let n):
            return .object(["nth": .string(String(n))])
        case .next(let n):
            return .object(["next": .string(Factoring.decimal(n))])
        case .previous(let n):
            return .object(["prev": .string(Factoring.decimal(n))])
        }
    }

    func writeParts(workers: Int, to out: inout JSONWriter) {
        switch query {
        case .count(let range):
            if Self.pageCounts(range, workers: workers) == .primeCounting {
                // π(hi) − π(lo − 1): two parts, which two workers count side by side.
                out.beginObject()
                out.field("upTo", String(range.hi))
                out.endObject()
                if range.lo > 2 {
                    out.beginObject()
                    out.field("upTo", String(range.lo - 1))
                    out.key("subtract")
                    out.bool(true)
                    out.endObject()
                }
                return
            }
            Self.writeRanges(of: range, workers: workers, to: &out)
        case .tupletCount(let range, _):
            Self.writeRanges(of: range, workers: workers, to: &out)
        case .page, .tupletPage, .nth, .next, .previous:
            // A page is listed from its start, the n-th prime found by one π: one part.
            out.beginObject()
            out.endObject()
        }
    }

    /// The count's parts `{"lo","hi"}`, sub-ranges in order, at most 8 per worker.
    private static func writeRanges(of range: PrimeRange, workers: Int, to out: inout JSONWriter) {
        for part in range.parts(atMost: 8 * workers) {
            out.beginObject()
            out.field("lo", String(part.lo))
            out.field("hi", String(part.hi))
            out.endObject()
        }
    }

    /// How the page's `workers` count `range`, each in the memory of one worker and sharing
    /// nothing: sieved in parts spread over all of them, or as π(hi) − π(lo − 1), two counts
    /// of which two workers take one each — whichever ends first. The cost model prices the
    /// native code; in the module, prime counting is twice as slow again as sieving (CPU time
    /// in Node over the model's estimate: π(10^17) 3.45x, [10^18, 10^18 + 10^9] sieved in
    /// 64 MiB 1.73x), so its estimate is doubled here. Near 10^18 a worker's 64 MiB cuts a
    /// sieve into windows of about 10^8 numbers that each place every sieving prime again, and
    /// the two come close: [10^18, 10^18 + 3·10^10] is sieved, in about 6 min of CPU either way.
    static func pageCounts(_ range: PrimeRange, workers: Int) -> PrimeCounter.Method {
        let estimate = PrimeCounter.estimate(for: range, memoryLimit: PrimeSieve.sharedMemoryLimit)
        let sieving = estimate.sieve / Double(min(workers, range.parts(atMost: 8 * workers).count))
        let counting = 2 * (workers > 1 ? max(estimate.upperCounting, estimate.lowerCounting) : estimate.primeCounting)
        return counting < sieving ? .primeCounting : .sieve
    }

    func part(_ fields: ToolInput) throws(ToolError) -> String {
        switch query {
        case .page(let range, let size): return range.page(size: size)?.json ?? ""
        case .tupletPage(let range, let k, let size): return range.tupletPage(size: k, pageSize: size)?.json ?? ""
        case .tupletCount(let range, let k):
            let (part, tuplets) = try CountedPart.tuplets(fields, of: range, size: k)
            while !tuplets.isFinished { tuplets.step() }
            return part.json(count: tuplets.count)
        case .nth(let n): return NthPrime.json(n: n, prime: NthPrime.find(n))
        case .next, .previous: return try directAnswer()
        case .count(let range):
            let part = try CountedPart(fields, of: range)
            return part.json(count: part.counted.primeCount(memoryLimit: PrimeSieve.sharedMemoryLimit, method: part.method))
        }
    }

    func merge(_ parts: [JSONValue]) throws(ToolError) -> String {
        let range: PrimeRange
        switch query {
        case .count(let counted), .tupletCount(let counted, _): range = counted
        case .page, .tupletPage, .nth, .next, .previous:
            // The one part's answer is the page or the prime; hand it back as it came.
            var out = JSONWriter()
            out.value(parts[0])
            return out.text
        }
        var added: UInt64 = 0
        var subtracted: UInt64 = 0
        for part in parts {
            let answer = try ToolInput(part, keys: ["count", "subtract"])
            let count = try answer.wholeNumber("count", in: 0...UInt64.max)
            let (sum, overflow) = try answer.flag("subtract")
                ? subtracted.addingReportingOverflow(count) : added.addingReportingOverflow(count)
            guard !overflow else { throw .badRequest(.wrongType, field: "answers", "must be the parts' counts") }
            if try answer.flag("subtract") { subtracted = sum } else { added = sum }
        }
        guard subtracted <= added else { throw .badRequest(.wrongType, field: "answers", "must be the parts' counts") }
        if case .tupletCount(_, let k) = query { return range.json(count: added - subtracted, tuplets: k) }
        return range.json(count: added - subtracted)
    }
}

/// A part of the page's count (`PrimesRequest.writeParts`): the primes of a sub-range
/// `{"lo","hi"}`, added; or π of one end of the range, `{"upTo"}` (π(hi), added) or
/// `{"upTo","subtract":true}` (π(lo − 1), subtracted). Read and checked to lie within the count.
enum CountedPart {
    case range(PrimeRange)
    case upTo(UInt64, subtract: Bool)

    /// The fields a part may have.
    static let keys: Set<String> = ["lo", "hi", "upTo", "subtract"]

    init(_ fields: ToolInput, of range: PrimeRange) throws(ToolError) {
        guard fields.members["upTo"] != nil else {
            let lo = try fields.wholeNumber("lo", in: range.lo...range.hi)
            let hi = try fields.wholeNumber("hi", in: lo...range.hi)
            // lo ≤ hi was checked just above.
            guard let part = try? PrimeRange(lo: lo, hi: hi) else { throw .badRequest(.outOfRange, field: "part", "must be in order") }
            self = .range(part)
            return
        }
        for other in ["lo", "hi"] where fields.members[other] != nil {
            throw .badRequest(.conflict, field: other, "goes with lo, not with upTo")
        }
        let subtract = try fields.flag("subtract")
        let end = subtract ? range.lo - 1 : range.hi
        guard !subtract || range.lo > 2, try fields.wholeNumber("upTo", in: 0...UInt64.max) == end else {
            throw .badRequest(.conflict, field: "upTo", subtract ? "must be lo − 1 (\(end))" : "must be hi (\(end))")
        }
        self = .upTo(end, subtract: subtract)
    }

    /// A part of a count of `range`'s tuplets of `size`: a sub-range `{"lo","hi"}` (never
    /// `upTo`), and the sieve that finds the tuplets starting in it.
    static func tuplets(_ fields: ToolInput, of range: PrimeRange, size: Int) throws(ToolError) -> (CountedPart, TupletSieve) {
        guard case .range(let part) = try CountedPart(fields, of: range) else {
            throw .badRequest(.conflict, field: "upTo", "goes with a count of primes, not of tuplets")
        }
        return (.range(part), TupletSieve(part: part, of: range, size: size, memoryLimit: PrimeSieve.sharedMemoryLimit))
    }

    /// The numbers the part counts the primes of: its sub-range, or 0…x.
    var counted: PrimeRange {
        switch self {
        case .range(let range): range
        case .upTo(let x, _): try! PrimeRange(lo: 0, hi: x)  // 0 ≤ x: valid
        }
    }

    /// How: π(x) by prime counting whatever the estimates (from 0 it is always the cheaper
    /// beyond a few million), a sub-range by the cheaper.
    var method: PrimeCounter.Method? {
        if case .upTo = self { .primeCounting } else { nil }
    }

    /// The part's answer, `{"count":"…"}`, with `"subtract":true` for π(lo − 1).
    func json(count: UInt64) -> String {
        var out = JSONWriter()
        out.beginObject()
        out.field("count", String(count))
        if case .upTo(_, subtract: true) = self {
            out.key("subtract")
            out.bool(true)
        }
        out.endObject()
        return out.text
    }
}
