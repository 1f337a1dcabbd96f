import ReckonCore

extension Tool {
    /// `POST /api/quadratic {"a","b","c"}`: the roots of a·x² + b·x + c = 0 (`Quadratic`).
    static let quadratic = Tool("quadratic", keys: ["a", "b", "c"]) { input, _ throws(ToolError) in
        let (a, b, c) = (try input.requiredText("a"), try input.requiredText("b"), try input.requiredText("c"))
        return try ToolError.ruling { () throws(FieldError) in try Quadratic(a: a, b: b, c: c).json }
    }

    /// `quadratic/curve {"a","b","c"}`: the parabola over a window showing its roots and vertex,
    /// sampled (`Quadratic.curve`), which the Equation screen draws.
    static let quadraticCurve = Tool("quadratic/curve", keys: ["a", "b", "c"]) { input, _ throws(ToolError) in
        let (a, b, c) = (try input.requiredText("a"), try input.requiredText("b"), try input.requiredText("c"))
        return try ToolError.ruling { () throws(FieldError) in
            try Quadratic(a: a, b: b, c: c).curve?.json ?? ParabolaCurve.undrawableJSON
        }
    }
}
