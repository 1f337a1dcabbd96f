extension Tool {
    /// The tools of the screens a first visit opens, and of the light screens beside them: what
    /// the web app's small first module (`Web/core/reckon-first.wasm`, built from `Wasm/First`)
    /// answers while the full module loads. Equation (`quadratic`, its parabola and the axes'
    /// ticks), Triangle, Tip, Decide and Faces; none of them needs the ceiling catalog. Every
    /// other tool, `limits` (which reads every tool's limits) and the calculator's session are
    /// the full module's: the page sends them there.
    public static let firstScreens: [Tool] = [
        quadratic,
        quadraticCurve,
        plotTicks,
        triangle,
        tip,
        decide,
        decideDefaults,
        face,
        emotion,
        emotions,
    ]
}
