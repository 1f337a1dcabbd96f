import ReckonCore

/// `POST /api/primes {"lo","hi","count"?: bool,"pageSize"?}`, read and checked.
///
/// With `count: true` the answer is `{"lo","hi","count"}`; otherwise a page of the list,
/// `{"lo","hi","primes":[…],"next":"…"|null}` holding the first `pageSize` primes (1 to 100000,
/// default 1000) of the range, `next` being the lo of the next page. Integers are decimal strings.
/// Work estimated beyond `directStepLimit` (about 2 s on one core) is refused when answered
/// directly, with a 422 that points to `POST /api/jobs`, which runs the same request with
/// progress and cancellation.
public struct PrimesRequest: Sendable {
    public static let keys: Set = ["lo", "hi", "count", "pageSize"]
    public static let defaultPageSize: Int64 = 1000
    public static let maximumPageSize: Int64 = 100_000
    /// `PrimeRange.estimatedSteps` of a direct answer.
    public static let directStepLimit = 5e9

    public let range: PrimeRange
    public let count: Bool
    public let pageSize: Int

    public init(_ input: ToolInput) throws(ToolError) {
        let lo = try input.requiredText("lo")
        let hi = try input.requiredText("hi")
        range = try ToolError.ruling { () throws(FieldError) in try PrimeRange(lo: lo, hi: hi) }
        count = try input.flag("count")
        let pageSize = try input.text("pageSize")
        self.pageSize = Int(try ToolError.ruling { () throws(FieldError) in
            try pageSize.map { text throws(FieldError) in
                try NumberText.integer(text, field: "pageSize", in: 1...Self.maximumPageSize)
            } ?? Self.defaultPageSize
        })
    }

    public var estimatedSteps: Double { range.estimatedSteps(counting: count, pageSize: pageSize) }

    /// The answer computed here, on the calling thread, after checking the direct limit.
    func directAnswer() throws(ToolError) -> String {
        guard estimatedSteps <= Self.directStepLimit else {
            throw ToolError(
                status: 422, field: "hi",
                "this range takes too long to answer directly; start a job: "
                    + "POST /api/jobs {\"tool\":\"primes\",\"input\":{…}}")
        }
        if count { return range.json(count: range.primeCount()) }
        return range.page(size: pageSize)?.json ?? ""
    }
}
