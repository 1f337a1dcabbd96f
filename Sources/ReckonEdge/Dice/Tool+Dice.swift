import ReckonCore

extension Tool {
    /// `POST /api/dice {"pool","exact"?,"trials"?,"seed"?}` (`DiceRequest`): priced by
    /// `DiceDistribution.cost` and `DiceSimulation.cost`; a simulation beyond the direct budget
    /// is a job.
    static let dice = Tool(
        "dice", keys: DiceRequest.keys,
        price: .perRequest { input throws(ToolError) in try DiceRequest(input).cost }, job: .dice,
        limits: ("dice", [
            ("minimumFaces", .integer(Int64(DicePool.facesRange.lowerBound))),
            ("maximumFaces", .integer(Int64(DicePool.facesRange.upperBound))),
            ("maximumDice", .integer(Int64(DicePool.maximumDice))),
            ("maximumConstant", .integer(Int64(DicePool.maximumConstant))),
            ("maximumExplosions", .integer(DicePool.maximumExplosions)),
            ("maximumTrials", .integer(Int64(DiceSimulation.maximumTrials))),
            ("maximumDiceRolls", .integer(Int64(DiceSimulation.maximumDiceRolls))),
        ])
    ) { input, _ throws(ToolError) in try DiceRequest(input).directAnswer() }

    /// `dice/parse {"pool","faces"?,"change"?,"trials"?}`: the pool read as the chooser shows it
    /// (`DicePool.chooserJSON`), asked while it is typed.
    static let diceParse = Tool("dice/parse", keys: ["pool", "faces", "change", "trials"]) { input, _ throws(ToolError) in
        let (pool, faces, change, trials) = (
            try input.requiredText("pool"), try input.text("faces"), try input.text("change"), try input.text("trials")
        )
        return try ToolError.ruling { () throws(FieldError) in
            try DicePool.chooserJSON(pool: pool, faces: faces, change: change, trials: trials)
        }
    }
}
