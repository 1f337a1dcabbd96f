import ReckonCore

extension WorkCost {
    /// Refuses, before any work, an answer beyond `WorkCost.directBudget` (2 s of one core,
    /// 48 MiB): a 422 naming `field` that says why and what to do instead (`advice`: the job to
    /// start, or the input to make smaller).
    func checkDirect(field: String, _ what: String, advice: String) throws(ToolError) {
        if seconds > WorkCost.directBudget.seconds {
            throw ToolError(status: 422, .needsJob, field: field, "\(what) takes too long to answer directly; \(advice)")
        }
        if answerBytes > WorkCost.directBudget.answerBytes {
            throw ToolError(status: 422, .needsJob, field: field, "\(what) makes too large an answer to give directly; \(advice)")
        }
    }
}
