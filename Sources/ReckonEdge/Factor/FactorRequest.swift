import ReckonCore

/// `POST /api/factor {"n"}`, read and checked: n a whole number from 0 to 2^128 − 1 (digits, or
/// an exact scientific form: "1e30"), answered `{"number","factors":[…]}` (decimal strings,
/// lowest first, each as often as it divides n; none for 0 and 1).
///
/// A direct answer runs at most `Factoring.directCurves` curves of the elliptic-curve method,
/// enough on average for any n below 2^128; should n need more, the answer is a 422 that points
/// to `POST /api/jobs`, which factors it with progress and cancellation, curve after curve.
public struct FactorRequest: Sendable {
    public static let keys: Set = ["n"]

    public let n: UInt128

    public init(_ input: ToolInput) throws(ToolError) {
        let text = try input.requiredText("n")
        n = try ToolError.ruling { () throws(FieldError) in try NumberText.wholeNumber128(text, field: "n") }
    }

    public var cost: WorkCost { Factoring.cost(n) }

    /// The answer computed here, on the calling thread, within the direct curves.
    func directAnswer() throws(ToolError) -> String {
        let factoring = Factoring(n)
        while !factoring.isFinished {
            if factoring.curves >= Factoring.directCurves {
                throw ToolError(status: 422, .needsJob, field: "n",
                                "its factors were not found within \(Factoring.directCurves) curves, all a direct answer runs; "
                                    + JobKind.factor.advice)
            }
            factoring.step()
        }
        return factoring.json
    }
}

extension Tool {
    /// `POST /api/factor {"n"}` (`FactorRequest`): n's prime factors; a job when it needs more
    /// curves than a direct answer runs.
    static let factor = Tool(
        "factor", keys: FactorRequest.keys,
        price: .perRequest { input throws(ToolError) in try FactorRequest(input).cost }, job: .factor,
        limits: ("factor", [
            ("maximum", .text(String(UInt128.max))),
            ("directCurves", .integer(Int64(Factoring.directCurves))),
        ])
    ) { input, _ throws(ToolError) in try FactorRequest(input).directAnswer() }
}
