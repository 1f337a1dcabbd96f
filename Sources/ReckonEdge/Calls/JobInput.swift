/// What a job kind's input does as a job, so that all of it is in one place per kind: each
/// `JobKind`'s input type conforms beside its tool (`PrimesRequest+Job`, `DiceSimulation+Job`),
/// and the page's calls (`ToolJob.answer(call:…)`) are written once, against this.
///
/// The page runs a job on workers of its own, each with a module of its own: the core cuts the
/// work into parts (`writeParts`), has each part computed where the page sends it (`part`), and
/// puts the parts' answers together (`merge`) into what the server's job answers.
protocol JobInput: Sendable {
    /// Reads `{"input":…}` as the tool's request, with the tool's checks and answers (400/422),
    /// refusing what this kind does not run as a job.
    init(jobInput input: JSONValue) throws(ToolError)

    /// The input as the later calls pass it back: checked, and complete (a simulation's seed,
    /// drawn or given, written in), so every part computes the same work.
    var input: JSONValue { get }

    /// The parts for `workers` workers, each a JSON object that `part` reads: at most 8 per
    /// worker (more parts than workers, so that finished parts show progress).
    func writeParts(workers: Int, to out: inout JSONWriter)

    /// One part's answer, for `merge` only; `fields` is the part as `writeParts` wrote it,
    /// checked to lie within the work.
    func part(_ fields: ToolInput) throws(ToolError) -> String

    /// The parts' answers (at least one) put together: the tool's JSON, what the server's job
    /// answers in its `result` event.
    func merge(_ parts: [JSONValue]) throws(ToolError) -> String
}
