import ReckonCore

extension Tool {
    /// `POST /api/primes {"lo","hi","count"?,"pageSize"?}` or `{"nth"}` (`PrimesRequest`): priced
    /// by `PrimeRange.cost` or `NthPrime.cost`; beyond the direct budget, a job.
    static let primes = Tool(
        "primes", keys: PrimesRequest.keys,
        price: .perRequest { input throws(ToolError) in try PrimesRequest(input).cost }, job: .primes,
        limits: ("primes", [
            ("maximum", .text(String(UInt64.max))),
            ("defaultPageSize", .integer(PrimesRequest.defaultPageSize)),
            ("maximumPageSize", .integer(PrimesRequest.maximumPageSize)),
        ])
    ) { input, _ throws(ToolError) in try PrimesRequest(input).directAnswer() }

    /// `primes/locate {"lo","hi","fraction"}` → `{"at":"…","estimatedCount":…}`: where about that
    /// fraction of the range's primes lie, and about how many it holds
    /// (`PrimeRange.estimatedPoint`, `estimatedCount`).
    static let primesLocate = Tool("primes/locate", keys: ["lo", "hi", "fraction"]) { input, _ throws(ToolError) in
        let (lo, hi, fraction) = (try input.requiredText("lo"), try input.requiredText("hi"), try input.requiredText("fraction"))
        return try ToolError.ruling { () throws(FieldError) in
            let range = try PrimeRange(lo: lo, hi: hi)
            let share = try NumberText.finiteDouble(fraction, field: "fraction")
            guard share >= 0, share <= 1 else { throw FieldError(.outOfRange, field: "fraction", "must be from 0 to 1") }
            var out = JSONWriter()
            out.beginObject()
            out.field("at", String(range.estimatedPoint(atFraction: share)))
            out.field("estimatedCount", integer: UInt64(range.estimatedCount.rounded()))
            out.endObject()
            return out.text
        }
    }

    /// `primes/goto {"lo","hi","goto"}` → `{"goto":"…"}`: the number typed to go to in the range's
    /// list, checked to lie in it (`PrimeRange.point`).
    static let primesGoto = Tool("primes/goto", keys: ["lo", "hi", "goto"]) { input, _ throws(ToolError) in
        let (lo, hi, goto) = (try input.requiredText("lo"), try input.requiredText("hi"), try input.requiredText("goto"))
        return try ToolError.ruling { () throws(FieldError) in
            let point = try PrimeRange(lo: lo, hi: hi).point(goto, field: "goto")
            var out = JSONWriter()
            out.beginObject()
            out.field("goto", String(point))
            out.endObject()
            return out.text
        }
    }
}
