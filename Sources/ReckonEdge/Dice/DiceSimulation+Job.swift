import ReckonCore

/// A dice simulation as a job (`JobKind.dice`): its chunks of trials, each rolled from the seed
/// and the chunk's index, are cut into runs of chunks whose tallies add up.
extension DiceSimulation: JobInput {
    init(jobInput input: JSONValue) throws(ToolError) {
        switch try DiceRequest(ToolInput(input, keys: DiceRequest.keys)) {
        case .simulate(let simulation):
            self = simulation
        case .exact:
            throw Self.direct("exact")
        case .roll:
            throw Self.direct("roll")
        case .sweep:
            throw Self.direct("sweep")
        }
    }

    private static func direct(_ field: String) -> ToolError {
        ToolError(status: 422, .conflict, field: field, "is answered directly by POST /api/dice; jobs run simulations (trials)")
    }

    var input: JSONValue {
        .object([
            "pool": .string(pool.notation), "trials": .string(String(trials)), "seed": .string(String(seed)),
        ])
    }

    func writeParts(workers: Int, to out: inout JSONWriter) {
        let parts = min(chunkCount, Int64(8 * workers))
        for index in 0..<parts {
            out.beginObject()
            out.field("from", integer: chunkCount * index / parts)
            out.field("to", integer: chunkCount * (index + 1) / parts)
            out.endObject()
        }
    }

    func part(_ fields: ToolInput) throws(ToolError) -> String {
        let from = Int64(try fields.wholeNumber("from", in: 0...UInt64(chunkCount)))
        let to = Int64(try fields.wholeNumber("to", in: UInt64(from)...UInt64(chunkCount)))
        let counted = tally(chunks: from..<to)
        var out = JSONWriter()
        out.beginObject()
        out.key("counts")
        out.beginArray()
        for count in counted.counts { out.integer(count) }
        out.endArray()
        out.endObject()
        return out.text
    }

    func merge(_ parts: [JSONValue]) throws(ToolError) -> String {
        var tally = emptyTally()
        for part in parts {
            let counts = try ToolInput(part, keys: ["counts"]).texts("counts")
            guard counts.count == tally.counts.count else {
                throw .badRequest(.wrongType, field: "answers", "must be this simulation's tallies")
            }
            var numbers: [Int64] = []
            for count in counts {
                numbers.append(Int64(try ToolError.ruling { () throws(FieldError) in
                    try NumberText.integer(count, field: "answers", in: 0...Int64.max)
                }))
            }
            tally.add(DiceTally(lowest: tally.lowest, counts: numbers))
        }
        return answer(tally)
    }
}
