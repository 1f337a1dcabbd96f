import ReckonCore

extension Quadratic {
    /// The equation from the coefficients as typed: `a`, `b`, `c` are read with
    /// `NumberText.finiteDouble`, so `reckon quadratic` and `POST /api/quadratic` accept and refuse
    /// the same text with the same words (`b: must be a finite number`).
    public init(a: String, b: String, c: String) throws(FieldError) {
        let a = try NumberText.finiteDouble(a, field: "a")
        let b = try NumberText.finiteDouble(b, field: "b")
        let c = try NumberText.finiteDouble(c, field: "c")
        do {
            try self.init(a: a, b: b, c: c)
        } catch {
            throw FieldError(error)
        }
    }
}
