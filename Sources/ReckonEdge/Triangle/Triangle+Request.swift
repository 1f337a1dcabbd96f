import ReckonCore

extension RightTriangle {
    /// The triangle from the values as typed, by their CLI names; `nil` means not given. Each
    /// given value is read with `NumberText.finiteDouble` before the triangle's own rules (exactly
    /// two values, positive, consistent) apply.
    public init(
        a: String?, b: String?, c: String?, alpha: String?, beta: String?,
        area: String?, perimeter: String?, h: String?
    ) throws(FieldError) {
        func number(_ text: String?, _ field: String) throws(FieldError) -> Double? {
            guard let text else { return nil }
            return try NumberText.finiteDouble(text, field: field)
        }
        let values = (
            a: try number(a, "a"), b: try number(b, "b"), c: try number(c, "c"),
            alpha: try number(alpha, "alpha"), beta: try number(beta, "beta"),
            area: try number(area, "area"), perimeter: try number(perimeter, "perimeter"),
            h: try number(h, "h"))
        do {
            try self.init(
                a: values.a, b: values.b, c: values.c, alpha: values.alpha, beta: values.beta,
                area: values.area, perimeter: values.perimeter, h: values.h)
        } catch {
            throw FieldError(error)
        }
    }
}
