import ReckonCore

extension Tool {
    /// `POST /api/triangle` with any two of its quantities: the right triangle they make
    /// (`RightTriangle`).
    static let triangle = Tool("triangle", keys: Set(triangleKeys)) { input, _ throws(ToolError) in
        var given: [String?] = []
        for name in triangleKeys { given.append(try input.text(name)) }
        return try ToolError.ruling { () throws(FieldError) in
            try RightTriangle(
                a: given[0], b: given[1], c: given[2], alpha: given[3], beta: given[4], area: given[5],
                perimeter: given[6], h: given[7]
            ).json
        }
    }

    /// The triangle's quantities by their CLI names, in `RightTriangle`'s order.
    private static let triangleKeys = ["a", "b", "c", "alpha", "beta", "area", "perimeter", "h"]
}
