import ReckonCore

/// `POST /api/primes {"lo","hi","count"?: bool,"pageSize"?}`, read and checked.
///
/// With `count: true` the answer is `{"lo","hi","count"}`; otherwise a page of the list,
/// `{"lo","hi","primes":[…],"next":"…"|null}` holding the first `pageSize` primes (1 to 100000,
/// default 1000) of the range, `next` being the lo of the next page. Integers are decimal strings.
/// A direct answer beyond `WorkCost.directBudget` (priced by `PrimeRange.cost`) is refused with a
/// 422 that points to `POST /api/jobs`, which runs the same request with progress and
/// cancellation.
public struct PrimesRequest: Sendable {
    public static let keys: Set = ["lo", "hi", "count", "pageSize"]
    public static let defaultPageSize: Int64 = 1000
    public static let maximumPageSize: Int64 = 100_000

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

    public var cost: WorkCost { range.cost(counting: count, pageSize: pageSize) }

    /// The answer computed here, on the calling thread, within the direct budget.
    func directAnswer() throws(ToolError) -> String {
        try cost.checkDirect(
            field: "hi", "this range", advice: #"start a job: POST /api/jobs {"tool":"primes","input":{…}}"#)
        if count { return range.json(count: range.primeCount(memoryLimit: PrimeSieve.sharedMemoryLimit)) }
        return range.page(size: pageSize)?.json ?? ""
    }
}
