extension Tool {
    /// Every tool, in the order `reckon serve`'s help names them: the one list. A new tool is a
    /// line here (docs/adding-a-tool.md).
    public static let all: [Tool] = [
        quadratic,
        triangle,
        primes,
        factor,
        dice,
        tip,
        decide,
        calc,
        eval,
        plot,
        notes,
        ceiling,
        face,
        emotion,
        quadraticCurve,
        diceParse,
        plotVariable,
        plotTicks,
        plotImplicit,
        primesLocate,
        primesGoto,
        ceilingRooms,
        emotions,
        decideDefaults,
        ceilingCatalog,
        limits,
    ]
}
