import ReckonCore

extension Expression {
    /// The value of `text` with variables given as `name=value` (`x=3`, values read by
    /// `NumberText.finiteDouble` under the variable's name): always a finite number, since
    /// evaluation refuses any operation whose value is not one.
    public static func evaluate(_ text: String, setting assignments: [String]) throws(FieldError) -> Double {
        var variables: [String: Double] = [:]
        for assignment in assignments {
            let (name, number) = try setting(assignment, example: "x=3")
            // The name must be one a formula can use.
            guard Expression.isName(name) else {
                throw FieldError(.notANumber, field: "set", "must be written name=value, like x=3, not '\(assignment)'")
            }
            variables[name] = try NumberText.finiteDouble(number, field: name)
        }
        do {
            return try Expression(parsing: text).value(variables)
        } catch {
            throw FieldError(error)
        }
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
