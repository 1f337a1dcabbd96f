import Foundation
import Hummingbird
import ReckonCore
import ReckonEdge

/// `POST /api/primes {"lo","hi","count"?: bool,"pageSize"?}`.
///
/// With `count: true` the answer is `{"lo","hi","count"}`; otherwise a page of the list,
/// `{"lo","hi","primes":[…],"next":"…"|null}` holding the first `pageSize` primes (1 to 100000,
/// default 1000) of the range, `next` being the lo of the next page. Integers are decimal strings.
/// Work estimated beyond `directCostLimit` (about 2 s on one core) is refused with a 422 that
/// points to `POST /api/jobs`, which runs the same request with progress and cancellation.
enum PrimesRoutes {
    static let keys: Set = ["lo", "hi", "count", "pageSize"]
    static let defaultPageSize: Int64 = 1000
    static let maximumPageSize: Int64 = 100_000
    /// Estimated steps (about numbers sieved, plus √hi per 8 MiB window for regenerating base
    /// primes; 2·hi^¾ for prime counting) of a direct answer: both run at roughly 2.5e9 per second.
    static let directCostLimit = 5e9

    struct Request: Sendable {
        let range: PrimeRange
        let count: Bool
        let pageSize: Int

        init(_ input: ToolInput) throws {
            range = try PrimeRange(lo: input.requiredText("lo"), hi: input.requiredText("hi"))
            count = try input.flag("count")
            pageSize = Int(try input.text("pageSize").map { text throws(FieldError) in
                try NumberText.integer(text, field: "pageSize", in: 1...PrimesRoutes.maximumPageSize)
            } ?? PrimesRoutes.defaultPageSize)
        }

        /// See `directCostLimit`; a listing is estimated for the span its page is expected to cover.
        var estimatedCost: Double {
            let hi = Double(range.hi)
            let width = hi - Double(range.lo) + 1
            if count, PrimeCounter(range).method != .sieve { return 2 * pow(hi, 0.75) }
            let span = count ? width : min(width, Double(pageSize + 1) * log(max(hi, 3)) * 1.5 + 1000)
            let windows = (span / Double(1 << 27)).rounded(.up)
            let root = hi.squareRoot()
            return span + (root > Double(1 << 18) ? windows * root : 0)
        }

        /// The answer's JSON, or `nil` when cancelled. Counting uses every core.
        func run(cancellation: Cancellation? = nil, progress: (Double) -> Void = { _ in }) -> String? {
            if count {
                let threads = ProcessInfo.processInfo.activeProcessorCount
                return range.primeCount(threads: threads, cancellation: cancellation, progress: progress)
                    .map { range.json(count: $0) }
            }
            return range.page(size: pageSize, cancellation: cancellation, progress: progress)?.json
        }
    }

    static func add(to router: Router<some RequestContext>) {
        router.tool("/api/primes", keys: keys) { input in
            let request = try Request(input)
            guard request.estimatedCost <= directCostLimit else {
                throw APIError(
                    .unprocessableContent, field: "hi",
                    "this range takes too long to answer directly; start a job: "
                        + "POST /api/jobs {\"tool\":\"primes\",\"input\":{…}}")
            }
            return try await offloaded { request.run() ?? "" }
        }
    }
}
