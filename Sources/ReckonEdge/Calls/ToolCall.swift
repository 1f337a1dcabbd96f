import ReckonCore

/// One tool's answer to one request: what `POST /api/<tool>` answers and what the wasm module's
/// `reckon_call` answers, byte for byte, because both run this code.
///
/// Answered with a JSON body (each the CLI's `--json` for the same inputs):
/// - `quadratic {"a","b","c"}`;
/// - `triangle` with any two of `{"a","b","c","alpha","beta","area","perimeter","h"}`;
/// - `primes {"lo","hi","count"?,"pageSize"?}` or `{"nth"}` (`PrimesRequest`);
/// - `dice {"pool","exact"?,"trials"?,"seed"?}` (`DiceRequest`);
/// - `tip {"bill","tip"?,"party"?}`; `decide {"options"?,"seed"?}`;
/// - `calc {"keys","trace"?,"seed"?}` (stateless: the whole key list each time; the seed, Rand's),
///   `eval {"expression","set"?}`,
///   `plot {"expression","from","to","points"?,"variable"?}`;
/// - `ceiling {"path","set"?,"rooms"?,"waste"?}`;
/// - `face {"eyes"?,"mouth"?,"actions"?}`, `emotion {"name","eyes","mouth"}` (422 for a name the
///   editor must not accept).
///
/// What a screen asks while something is typed or moved, so that no screen re-implements the core:
/// - `dice/parse {"pool","faces"?,"change"?,"trials"?}`: the pool read as the chooser shows it
///   (`DicePool.chooserJSON`); `plot/variable {"expression"}` → `{"variable":"x"|"M"}`;
/// - `primes/locate {"lo","hi","fraction"}` → `{"at":"…","estimatedCount":…}`: where about that
///   fraction of the range's primes lie, and about how many it holds (`PrimeRange.estimatedPoint`,
///   `estimatedCount`); `primes/goto {"lo","hi","goto"}` → `{"goto":"…"}`: the number typed to go
///   to in the range's list, checked to lie in it (`PrimeRange.point`);
/// - `ceiling/rooms {"rooms"}` → `{"area","perimeter"}` (`CeilingEstimate.measure`).
///
/// Answered without a body (`GET` in the API): `emotions` (the Emotions demo's four),
/// `ceiling/catalog` (the catalog as the screens need it) and `limits` (the core's limits, which
/// the screens show and check against: `ToolCall.limitsJSON`).
///
/// `calc/press`, the calculator held between keys, is `ToolSession`'s: not a tool of the API.
public enum ToolCall {
    /// The tools `POST /api/<tool>` answers.
    public static let postTools = [
        "quadratic", "triangle", "primes", "dice", "tip", "decide", "calc", "eval", "plot", "ceiling", "face",
        "emotion", "dice/parse", "plot/variable", "primes/locate", "primes/goto",
        "ceiling/rooms",
    ]
    /// The tools `GET /api/<tool>` answers.
    public static let getTools = ["emotions", "ceiling/catalog", "limits"]

    /// Whether a tool's direct answer may take long enough that a server must compute it away
    /// from the threads that answer other requests: the tools whose price (`WorkCost`) can pass
    /// a millisecond — up to the 2 s of `WorkCost.directBudget` for primes and dice, about a
    /// second for 5,000 calculator keys or a plot of 4,000 samples.
    public static func isSlow(_ tool: String) -> Bool { ["primes", "dice", "calc", "plot"].contains(tool) }

    /// The answer to `body` (ignored for `getTools`) for `tool`, with `catalog` as the ceiling
    /// catalog.
    public static func answer(tool: String, body: [UInt8], catalog: CeilingCatalog) -> ToolAnswer {
        do throws(ToolError) {
            return ToolAnswer(status: 200, json: try json(tool: tool, body: body, catalog: catalog))
        } catch {
            return ToolAnswer(status: error.status, json: error.json)
        }
    }

    static func json(tool: String, body: [UInt8], catalog: CeilingCatalog) throws(ToolError) -> String {
        switch tool {
        case "emotions": return Emotion.builtInJSON
        case "ceiling/catalog": return catalog.screensJSON
        case "limits": return limitsJSON
        case "primes": return try PrimesRequest(ToolInput(body: body, keys: PrimesRequest.keys)).directAnswer()
        case "dice": return try DiceRequest(ToolInput(body: body, keys: DiceRequest.keys)).directAnswer()
        default: break
        }
        guard let keys = keys[tool] else { throw ToolError(status: 404, field: "path", "no such endpoint") }
        let input = try ToolInput(body: body, keys: keys)
        switch tool {
        case "quadratic":
            let (a, b, c) = (try input.requiredText("a"), try input.requiredText("b"), try input.requiredText("c"))
            return try ToolError.ruling { () throws(FieldError) in try Quadratic(a: a, b: b, c: c).json }
        case "triangle":
            var given: [String?] = []
            for name in triangleKeys { given.append(try input.text(name)) }
            return try ToolError.ruling { () throws(FieldError) in
                try RightTriangle(
                    a: given[0], b: given[1], c: given[2], alpha: given[3], beta: given[4], area: given[5],
                    perimeter: given[6], h: given[7]
                ).json
            }
        case "tip":
            let (bill, tip, party) = (try input.requiredText("bill"), try input.text("tip"), try input.text("party"))
            return try ToolError.ruling { () throws(FieldError) in try TipSplit(bill: bill, tip: tip, party: party).json }
        case "decide":
            let (options, seed) = (try input.texts("options"), try input.text("seed"))
            return try ToolError.ruling { () throws(FieldError) in
                Decider.json(answer: try Decider.answer(options: options, seed: seed))
            }
        case "calc":
            let trace = try input.flag("trace")
            let (keys, seed) = (try input.requiredText("keys"), try input.text("seed"))
            return try ToolError.ruling { () throws(FieldError) in
                let (calculator, steps) = try Calculator.pressing(keys, trace: trace, seed: seed)
                return trace ? Calculator.json(trace: steps, final: calculator) : calculator.json
            }
        case "eval":
            let (expression, set) = (try input.requiredText("expression"), try input.texts("set"))
            return try ToolError.ruling { () throws(FieldError) in
                Expression.json(value: try Expression.evaluate(expression, setting: set))
            }
        case "plot":
            let expression = try input.requiredText("expression")
            let variable = try input.text("variable")
            let (from, to, points) = (try input.requiredText("from"), try input.requiredText("to"), try input.text("points"))
            return try ToolError.ruling { () throws(FieldError) in
                try FunctionPlot(expression: expression, variable: variable, from: from, to: to, points: points).json
            }
        case "ceiling":
            let path = try input.requiredText("path")
            let (set, rooms, waste) = (try input.texts("set"), try input.texts("rooms"), try input.text("waste"))
            return try ToolError.ruling { () throws(FieldError) in
                let found: (leaf: CeilingLeaf, titles: [String])
                do throws(CeilingError) {
                    found = try catalog.leaf(at: path)
                } catch {
                    throw FieldError(error)
                }
                let estimate = try CeilingEstimate(leaf: found.leaf, settings: set, rooms: rooms, waste: waste)
                return estimate.json(path: path, titles: found.titles, disclaimer: catalog.disclaimer)
            }
        case "face":
            let (eyes, mouth, actions) = (try input.text("eyes"), try input.text("mouth"), try input.texts("actions"))
            return try ToolError.ruling { () throws(FieldError) in
                try FacialExpression(eyes: eyes, mouth: mouth, actions: actions).json
            }
        case "dice/parse":
            let (pool, faces, change, trials) = (
                try input.requiredText("pool"), try input.text("faces"), try input.text("change"), try input.text("trials")
            )
            return try ToolError.ruling { () throws(FieldError) in
                try DicePool.chooserJSON(pool: pool, faces: faces, change: change, trials: trials)
            }
        case "plot/variable":
            let expression = try input.requiredText("expression")
            return try ToolError.ruling { () throws(FieldError) in
                let parsed: Expression
                do throws(ExpressionError) {
                    parsed = try Expression(parsing: expression)
                } catch {
                    throw FieldError(error)
                }
                var out = JSONWriter()
                out.beginObject()
                out.field("variable", parsed.graphVariable)
                out.endObject()
                return out.text
            }
        case "primes/locate":
            let (lo, hi, fraction) = (try input.requiredText("lo"), try input.requiredText("hi"), try input.requiredText("fraction"))
            return try ToolError.ruling { () throws(FieldError) in
                let range = try PrimeRange(lo: lo, hi: hi)
                let share = try NumberText.finiteDouble(fraction, field: "fraction")
                guard share >= 0, share <= 1 else { throw FieldError(field: "fraction", "must be from 0 to 1") }
                var out = JSONWriter()
                out.beginObject()
                out.field("at", String(range.estimatedPoint(atFraction: share)))
                out.field("estimatedCount", integer: UInt64(range.estimatedCount.rounded()))
                out.endObject()
                return out.text
            }
        case "primes/goto":
            let (lo, hi, goto) = (try input.requiredText("lo"), try input.requiredText("hi"), try input.requiredText("goto"))
            return try ToolError.ruling { () throws(FieldError) in
                let point = try PrimeRange(lo: lo, hi: hi).point(goto, field: "goto")
                var out = JSONWriter()
                out.beginObject()
                out.field("goto", String(point))
                out.endObject()
                return out.text
            }
        case "ceiling/rooms":
            let rooms = try input.texts("rooms")
            return try ToolError.ruling { () throws(FieldError) in try CeilingEstimate.roomsJSON(rooms) }
        default:  // "emotion"
            let (name, eyes, mouth) = (try input.requiredText("name"), try input.requiredText("eyes"), try input.requiredText("mouth"))
            return try ToolError.ruling { () throws(FieldError) in
                let expression = try FacialExpression(eyes: eyes, mouth: mouth, actions: [])
                do throws(FaceError) {
                    return try Emotion(name: name, expression: expression).json
                } catch {
                    throw FieldError(error)
                }
            }
        }
    }

    /// The triangle's quantities by their CLI names, in `RightTriangle`'s order.
    static let triangleKeys = ["a", "b", "c", "alpha", "beta", "area", "perimeter", "h"]

    /// Each body-reading tool's keys (its CLI names), but primes' and dice's, which their
    /// requests hold.
    static let keys: [String: Set<String>] = [
        "quadratic": ["a", "b", "c"],
        "triangle": Set(triangleKeys),
        "tip": ["bill", "tip", "party"],
        "decide": ["options", "seed"],
        "calc": ["keys", "trace", "seed"],
        "eval": ["expression", "set"],
        "plot": ["expression", "from", "to", "points", "variable"],
        "ceiling": ["path", "set", "rooms", "waste"],
        "face": ["eyes", "mouth", "actions"],
        "emotion": ["name", "eyes", "mouth"],
        "dice/parse": ["pool", "faces", "change", "trials"],
        "plot/variable": ["expression"],
        "primes/locate": ["lo", "hi", "fraction"],
        "primes/goto": ["lo", "hi", "goto"],
        "ceiling/rooms": ["rooms"],
    ]

    /// `GET /api/limits`: the core's limits, from its constants, for screens that show them or
    /// stop an input at them (`{"direct":{"seconds":2,"answerBytes":50331648},"calculator":{"maximumKeys":5000,…},…}`).
    public static var limitsJSON: String {
        let percents = Array(TipSplit.tipPercentages)
        // A table rather than a writer call per field: the module is smaller so (its code is
        // on every first visit).
        let sections: [(String, [(String, Limit)])] = [
            ("direct", [
                ("seconds", .number(WorkCost.directBudget.seconds)),
                ("answerBytes", .integer(Int64(WorkCost.directBudget.answerBytes))),
            ]),
            ("calculator", [
                ("maximumKeys", .integer(Int64(CalculatorKey.maximumKeys))),
                ("maximumTraceKeys", .integer(Int64(Calculator.maximumTraceKeys))),
                ("displayDigits", .integer(Int64(CalculatorNumber.displayDigits))),
            ]),
            ("ceiling", [
                ("maximumRooms", .integer(Int64(CeilingEstimate.maximumRooms))),
                ("shortestWall", .number(CeilingEstimate.shortestWall)),
                ("longestWall", .number(CeilingEstimate.longestWall)),
                ("maximumWastePercent", .number(CeilingEstimate.maximumWastePercent)),
            ]),
            ("dice", [
                ("minimumFaces", .integer(Int64(DicePool.facesRange.lowerBound))),
                ("maximumFaces", .integer(Int64(DicePool.facesRange.upperBound))),
                ("maximumDice", .integer(Int64(DicePool.maximumDice))),
                ("maximumConstant", .integer(Int64(DicePool.maximumConstant))),
                ("maximumTrials", .integer(Int64(DiceSimulation.maximumTrials))),
                ("maximumDiceRolls", .integer(Int64(DiceSimulation.maximumDiceRolls))),
            ]),
            ("expression", [("maximumLength", .integer(Int64(Expression.maximumLength)))]),
            ("face", [("maximumNameLength", .integer(Int64(Emotion.maximumNameLength)))]),
            ("plot", [("maximumPoints", .integer(Int64(FunctionPlot.maximumPoints)))]),
            ("primes", [
                ("maximum", .text(String(UInt64.max))),
                ("defaultPageSize", .integer(PrimesRequest.defaultPageSize)),
                ("maximumPageSize", .integer(PrimesRequest.maximumPageSize)),
            ]),
            ("tip", [
                ("minimumPercent", .integer(Int64(percents[0]))),
                ("maximumPercent", .integer(Int64(percents[percents.count - 1]))),
                ("percentStep", .integer(Int64(percents[1] - percents[0]))),
                ("defaultPercent", .integer(Int64(TipSplit.defaultTipPercent))),
                ("minimumParty", .integer(Int64(TipSplit.partySizes.lowerBound))),
                ("maximumParty", .integer(Int64(TipSplit.partySizes.upperBound))),
                ("defaultParty", .integer(Int64(TipSplit.defaultPartySize))),
                ("maximumBillCents", .integer(Int64(TipSplit.maximumBillCents))),
            ]),
        ]
        var out = JSONWriter()
        out.beginObject()
        for (section, limits) in sections {
            out.key(section)
            out.beginObject()
            for (name, limit) in limits {
                out.key(name)
                switch limit {
                case .integer(let value): out.integer(value)
                case .number(let value): out.number(value)
                case .text(let value): out.string(value)
                }
            }
            out.endObject()
        }
        out.endObject()
        return out.text
    }

    private enum Limit {
        case integer(Int64)
        case number(Double)
        case text(String)
    }
}

/// A tool call's outcome: the HTTP status the API answers it with and the JSON text.
public struct ToolAnswer: Equatable, Sendable {
    public let status: Int
    public let json: String

    public init(status: Int, json: String) {
        self.status = status
        self.json = json
    }
}
