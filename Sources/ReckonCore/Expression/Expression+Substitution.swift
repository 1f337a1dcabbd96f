extension Expression {
    /// The expression with each variable for which `replacement` gives an expression put in its
    /// place (a slider's value as `.number`, or another variable's name), every other node kept
    /// as written, positions included, so an error in the result still points into the text
    /// the user typed.
    public func substituting(_ replacement: (String, Int) -> Expression?) -> Expression {
        switch self {
        case .number: self
        case .variable(let name, let at): replacement(name, at) ?? self
        case .negate(let operand): .negate(operand.substituting(replacement))
        case .percent(let operand): .percent(operand.substituting(replacement))
        case .binary(let op, let left, let right, let at):
            .binary(op, left.substituting(replacement), right.substituting(replacement), at: at)
        case .function(let function, let arguments, let at):
            .function(function, arguments.map { $0.substituting(replacement) }, at: at)
        case .comparison(let comparison, let left, let right, let at):
            .comparison(comparison, left.substituting(replacement), right.substituting(replacement), at: at)
        case .conversion(let quantity, let unit, let at): .conversion(quantity.substituting(replacement), to: unit, at: at)
        }
    }

    /// The names a graph asks values for (a slider each): every variable but `graphVariable`
    /// (and y in an equation), once, in the order they are first written (`a sin(b x) + a` gives
    /// a, b; `y = k x` gives k).
    public var graphParameters: [String] {
        let function = solvedForY ?? self
        let plotted = isImplicitEquation ? ["x", "y"] : [function.graphVariable]
        var names: [String] = []
        for (name, _) in function.variables where !plotted.contains(name) && !names.contains(name) {
            names.append(name)
        }
        return names
    }

    /// `y = f` with f not naming y, as f: an equation the graph draws as the function it is.
    public var solvedForY: Expression? {
        guard case .comparison(.equal, .variable("y", _), let f, _) = self,
              !f.variables.contains(where: { $0.name == "y" }) else { return nil }
        return f
    }

    /// An equation the graph draws as an implicit curve (`ImplicitPlot`): any `=` but `y = f`.
    public var isImplicitEquation: Bool {
        guard case .comparison(.equal, _, _, _) = self else { return false }
        return solvedForY == nil
    }
}
