import ReckonCore

/// `POST /api/primes {"lo","hi","count"?: bool,"pageSize"?,"tuplets"?}`, `{"nth"}`, `{"next"}` or
/// `{"prev"}`, read and checked.
///
/// With `count: true` the answer is `{"lo","hi","count"}`; with `nth` (1 to 425656284035217743,
/// the count of primes below 2^64) it is `{"nth","prime"}`, the n-th prime; with `next` or `prev`
/// (0 to 2^128 − 1) `{"next","prime"}` or `{"prev","prime"}`, the least prime above it or the
/// greatest below (`null` when there is none below 2^128, or none below 2); otherwise a page of
/// the list, `{"lo","hi","primes":[…],"next":"…"|null}` holding the first `pageSize` primes (1 to
/// 100000, default 1000) of the range, `next` being the lo of the next page. With `tuplets` (2
/// to 6) the count and the page are of the range's prime k-tuplets (`PrimeTuplets`) instead:
/// `{"lo","hi","tuplets","count"}`, or `{"lo","hi","tuplets","primes":[["3","5"],…],"next"}`
/// with `next` the first prime of the next page's first tuplet. Integers are decimal
/// strings. A direct answer beyond `WorkCost.directBudget` (priced by `PrimeRange.cost` or
/// `NthPrime.cost`) is refused with a 422 that points to `POST /api/jobs`, which runs the same
/// request with progress and cancellation.
public struct PrimesRequest: Sendable {
    public static let keys: Set = ["lo", "hi", "count", "pageSize", "tuplets", "nth", "next", "prev"]
    public static let defaultPageSize: Int64 = 1000
    public static let maximumPageSize: Int64 = 100_000

    public enum Query: Sendable {
        case page(PrimeRange, size: Int)
        case count(PrimeRange)
        case tupletPage(PrimeRange, tuplets: Int, size: Int)
        case tupletCount(PrimeRange, tuplets: Int)
        case nth(UInt64)
        case next(UInt128)
        case previous(UInt128)
    }

    public let query: Query

    public init(_ input: ToolInput) throws(ToolError) {
        for (key, previous) in [("next", false), ("prev", true)] where input.members[key] != nil {
            let text = try input.requiredText(key)
            for other in Self.keys.sorted() where other != key && input.members[other] != nil {
                throw .badRequest(.conflict, field: other, "does not go with \(key)")
            }
            let n = try ToolError.ruling { () throws(FieldError) in try NumberText.wholeNumber128(text, field: key) }
            query = previous ? .previous(n) : .next(n)
            return
        }
        if input.members["nth"] != nil {
            let nth = try input.requiredText("nth")
            for other in ["lo", "hi", "count", "pageSize", "tuplets"] where input.members[other] != nil {
                throw .badRequest(.conflict, field: other, "goes with lo and hi, not with nth")
            }
            let n = try ToolError.ruling { () throws(FieldError) in
                try NumberText.integer(nth, field: "nth", in: 1...Int64(NthPrime.largestN))
            }
            query = .nth(UInt64(n))
            return
        }
        let lo = try input.requiredText("lo")
        let hi = try input.requiredText("hi")
        let range = try ToolError.ruling { () throws(FieldError) in try PrimeRange(lo: lo, hi: hi) }
        // Checked even for a count, which does not use it: a wrong value is never passed over.
        let pageSize = try input.text("pageSize")
        let size = Int(try ToolError.ruling { () throws(FieldError) in
            try pageSize.map { text throws(FieldError) in
                try NumberText.integer(text, field: "pageSize", in: 1...Self.maximumPageSize)
            } ?? Self.defaultPageSize
        })
        let tuplets = try input.text("tuplets").map { text throws(ToolError) in
            Int(try ToolError.ruling { () throws(FieldError) in
                try NumberText.integer(text, field: "tuplets", in: Int64(PrimeTuplets.sizes.lowerBound)...Int64(PrimeTuplets.sizes.upperBound))
            })
        }
        query = switch (try input.flag("count"), tuplets) {
        case (true, nil): .count(range)
        case (false, nil): .page(range, size: size)
        case (true, let k?): .tupletCount(range, tuplets: k)
        case (false, let k?): .tupletPage(range, tuplets: k, size: size)
        }
    }

    public var cost: WorkCost {
        switch query {
        case .page(let range, let size): range.cost(counting: false, pageSize: size)
        case .count(let range): range.cost(counting: true, pageSize: 0)
        case .tupletPage(let range, let k, let size): range.tupletCost(size: k, pageSize: size)
        case .tupletCount(let range, let k): range.tupletCost(size: k, pageSize: nil)
        case .nth(let n): NthPrime.cost(n)
        case .next, .previous: PrimeNeighbor.cost
        }
    }

    /// The answer computed here, on the calling thread, within the direct budget.
    func directAnswer() throws(ToolError) -> String {
        let advice = JobKind.primes.advice
        switch query {
        case .page(let range, let size):
            try cost.checkDirect(field: "hi", "this range", advice: advice)
            return range.page(size: size)?.json ?? ""
        case .count(let range):
            try cost.checkDirect(field: "hi", "this range", advice: advice)
            return range.json(count: range.primeCount(memoryLimit: PrimeSieve.sharedMemoryLimit))
        case .tupletPage(let range, let k, let size):
            try cost.checkDirect(field: "hi", "this range", advice: advice)
            return range.tupletPage(size: k, pageSize: size)?.json ?? ""
        case .tupletCount(let range, let k):
            try cost.checkDirect(field: "hi", "this range", advice: advice)
            return range.json(count: range.tupletCount(size: k, memoryLimit: PrimeSieve.sharedMemoryLimit), tuplets: k)
        case .nth(let n):
            try cost.checkDirect(field: "nth", "this prime", advice: advice)
            return NthPrime.json(n: n, prime: NthPrime.find(n))
        case .next(let n):
            return PrimeNeighbor.json("next", n, PrimeNeighbor.next(after: n))
        case .previous(let n):
            return PrimeNeighbor.json("prev", n, PrimeNeighbor.previous(before: n))
        }
    }
}
