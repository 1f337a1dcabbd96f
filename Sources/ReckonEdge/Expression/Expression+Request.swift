import ReckonCore

extension Expression {
    /// The quantity `text` stands for (`Expression.quantity`: `3 ft + 2 in to cm` is 96.52 cm),
    /// with variables given as `name=value` (`x=3`, plain numbers read by
    /// `NumberText.finiteDouble` under the variable's name): always a finite number, since
    /// evaluation refuses any operation whose value is not one.
    public static func evaluate(_ text: String, setting assignments: [String]) throws(FieldError) -> Quantity {
        var variables: [String: Quantity] = [:]
        for assignment in assignments {
            let (name, number) = try setting(assignment, example: "x=3")
            // The name must be one a formula can use.
            guard Expression.isName(name) else {
                throw FieldError(.notANumber, field: "set", "must be written name=value, like x=3, not '\(assignment)'")
            }
            variables[name] = Quantity(typed: try NumberText.finiteDouble(number, field: name), .none)
        }
        do {
            return try Expression(parsing: text).quantity(variables, units: UnitCatalog())
        } catch {
            throw FieldError(error)
        }
    }

    /// `{"value":3}`; with a unit, `{"value":96.52,"unit":"cm","text":"96.52 cm"}` (the unit as
    /// `QuantityUnit.text` writes it, the text as the terminal shows it).
    public static func json(_ quantity: Quantity) -> String {
        var out = JSONWriter()
        out.beginObject()
        out.field("value", quantity.value)
        if !quantity.unit.isNone {
            out.field("unit", quantity.unit.text)
            out.field("text", quantity.text)
        }
        out.endObject()
        return out.text
    }
}
