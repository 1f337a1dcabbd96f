import ReckonCore

/// Factoring as a job (`JobKind.factor`): one part, stepped a curve at a time where the page's
/// worker runs it (`ToolJob.PartRun`), so that it shows progress and can be cancelled.
extension FactorRequest: JobInput {
    init(jobInput input: JSONValue) throws(ToolError) {
        try self.init(ToolInput(input, keys: Self.keys))
    }

    var input: JSONValue { .object(["n": .string(Factoring.decimal(n))]) }

    func writeParts(workers: Int, to out: inout JSONWriter) {
        out.beginObject()
        out.endObject()
    }

    func part(_ fields: ToolInput) throws(ToolError) -> String {
        let factoring = Factoring(n)
        while !factoring.isFinished { factoring.step() }
        return factoring.json
    }

    func merge(_ parts: [JSONValue]) throws(ToolError) -> String {
        var out = JSONWriter()
        out.value(parts[0])
        return out.text
    }
}
