import ReckonCore

/// Primes as a job (`JobKind.primes`): a count is cut into ranges when it is sieved; a page, and
/// the n-th prime, are one part each.
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
        case .nth(let n):
            return .object(["nth": .string(String(n))])
        }
    }

    func writeParts(workers: Int, to out: inout JSONWriter) {
        switch query {
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
    }

    func part(_ fields: ToolInput) throws(ToolError) -> String {
        switch query {
        case .page(let range, let size): return range.page(size: size)?.json ?? ""
        case .nth(let n): return NthPrime.json(n: n, prime: NthPrime.find(n))
        case .count(let range):
            let count = try Self.countedPart(fields, of: range).primeCount(memoryLimit: PrimeSieve.sharedMemoryLimit)
            return Self.partJSON(count: count)
        }
    }

    func merge(_ parts: [JSONValue]) throws(ToolError) -> String {
        guard case .count(let range) = query else {
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
}
