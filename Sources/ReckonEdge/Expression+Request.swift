import ReckonCore

extension Expression {
    /// The value of `text` with variables given as `name=value` (`x=3`, values read by
    /// `NumberText.finiteDouble` under the variable's name). A result that is not a finite number
    /// is refused: it would print as inf or nan.
    public static func evaluate(_ text: String, setting assignments: [String]) throws(FieldError) -> Double {
        var variables: [String: Double] = [:]
        for assignment in assignments {
            let (name, number) = try setting(assignment, example: "x=3")
            // The name must be one a formula can use.
            guard name.allSatisfy({ $0.isLetter || $0 == "_" || $0.isNumber }), name.first?.isNumber == false else {
                throw FieldError(field: "set", "must be written name=value, like x=3, not '\(assignment)'")
            }
            variables[name] = try NumberText.finiteDouble(number, field: name)
        }
        let value: Double
        do {
            value = try Expression(parsing: text).value(variables)
        } catch {
            throw FieldError(error)
        }
        guard value.isFinite else {
            throw FieldError(field: "expression", "has no finite value here (a division by zero, or outside a function's domain)")
        }
        return value
    }

    /// `{"value":3}`
    public static func json(value: Double) -> String {
        var out = JSONWriter()
        out.beginObject()
        out.field("value", value)
        out.endObject()
        return out.text
    }
}
