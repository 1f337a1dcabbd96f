extension Expression {
    /// The quantity it stands for, units and all: `3 ft + 2 in to cm` is 96.52 cm, `5 kg * 9.81
    /// m/s^2` 49.05 kg·m/s², `60 mph in km/h` 96.56064 km/h (`Quantity`'s rules: dimensions
    /// checked, conversions rounded once, temperatures' offsets).
    ///
    /// A name is one of `names` (a note's, or those given from outside), else a unit of `units`
    /// (a number beside it multiplies, as `2x` does: `3 ft`). An unknown name of one or two
    /// letters, or one with no unit near it, is an unknown variable, as in `value(_:)`; a longer
    /// one that is near a unit suggests it (`kilometr`: "unknown variable or unit 'kilometr' at
    /// 3: did you mean 'kilometer'?").
    ///
    /// Typed numbers are the decimals written (`Quantity(typed:)`), and sums, differences,
    /// products, quotients, whole powers, percentages and conversions keep their exact value, so a
    /// result is the exact one rounded once: `0.1 + 0.2` is 0.3 and `5 * 9.81` is 49.05, where
    /// `value(_:)`, in doubles throughout, gives 0.30000000000000004 and 49.050000000000004
    /// (`ExactRatio`, whose bound then hands over to doubles). Functions compute as `value(_:)`
    /// does, with its errors. With units:
    /// `sin`, `cos` and `tan` take angles (`sin(30 deg)`) and plain numbers (radians); `abs`,
    /// `floor`, `ceil` and `round` keep the unit, `min` and `max` give it in their first
    /// argument's; a comparison converts its right side to the left's unit; a percentage is a
    /// plain number and takes its share of a quantity in that quantity's unit (`80 EUR + 15%`).
    /// Any other function, a power that is not a whole plain number and `if`'s condition want
    /// plain numbers, and say so at their position.
    public func quantity(_ names: [String: Quantity], units: UnitCatalog) throws(ExpressionError) -> Quantity {
        switch self {
        case .number(let value):
            return Quantity(typed: value, .none)
        case .variable(let name, let at):
            return try Self.named(name, at: at, names, units: units)
        case .negate(let operand):
            return try operand.quantity(names, units: units).negated
        case .binary(let op, let left, let right, let at):
            return try Self.operation(op, left, right, at: at, names, units: units)
        default:
            return try composite(names, units: units)
        }
    }

    /// `left op right`, and the forms of a percentage beside `+`, `−` or `*`. Out of line, as
    /// `composite` and the steps below, so that the frame of `quantity`, one for each level of an
    /// expression (499 in `1+1+…+1`), holds no quantity of its own.
    @inline(never)
    private static func operation(
        _ op: BinaryOperator, _ left: Expression, _ right: Expression, at: Int, _ names: [String: Quantity], units: UnitCatalog
    ) throws(ExpressionError) -> Quantity {
        if case .percent(let share) = right, op.takesPercentage {
            let x = try left.quantity(names, units: units)
            let p = try share.plainQuantity(names, units: units, for: "a percentage", at: at)
            return try finite(op.apply(x, percent: p), op.whyNotFinite(x.value, p.value / 100), at: at)
        }
        if op == .multiply, case .percent(let share) = left {
            let p = try share.plainQuantity(names, units: units, for: "a percentage", at: at)
            let y = try right.quantity(names, units: units)
            return try finite(BinaryOperator.multiply.apply(y, percent: p), "multiplication overflows", at: at)
        }
        let x = try left.quantity(names, units: units)
        let y = try right.quantity(names, units: units)
        // `100 °F`: a number times the unit itself is a reading in it, which no product of an
        // absolute temperature could be.
        if op == .multiply, x.unit.isNone, y.unit.isAbsoluteTemperature, y.value == 1, case .variable = right {
            return Quantity(x.value, y.unit, exact: x.exact, decimals: x.decimals)
        }
        return try op.apply(x, y, at: at)
    }

    /// A percentage, a function, a comparison or a conversion.
    @inline(never)
    private func composite(_ names: [String: Quantity], units: UnitCatalog) throws(ExpressionError) -> Quantity {
        switch self {
        case .percent(let operand):
            let share = try operand.plainQuantity(names, units: units, for: "a percentage", at: nil)
            return Quantity(share.value / 100, exactly: share.exact.flatMap { $0 / ExactRatio.hundred }, .none, decimals: share.decimals)
        case .function(.if, let arguments, let at):
            let condition = try arguments[0].plainQuantity(names, units: units, for: "if's condition", at: at)
            return try arguments[condition.value != 0 ? 1 : 2].quantity(names, units: units)
        case .comparison(let relation, let left, let right, let at):
            let x = try left.quantity(names, units: units)
            var y = try right.quantity(names, units: units)
            if !(x.unit.isNone && y.unit.isNone) {
                y = try Self.ruling { () throws(UnitError) in try y.converted(to: x.unit, at: at) }
            }
            return Quantity(relation.holds(x.value, y.value) ? 1 : 0, .none)
        case .function(let function, let arguments, let at):
            var values: [Quantity] = []
            for argument in arguments { values.append(try argument.quantity(names, units: units)) }
            return try function.apply(values, units: units, at: at)
        case .conversion(let quantity, let unit, let at):
            return try Self.converted(try quantity.quantity(names, units: units), to: unit, at: at, units: units)
        case .number, .variable, .negate, .binary:
            preconditionFailure("quantity(_:units:) evaluates numbers, names, negations and operations itself")
        }
    }

    /// What a name stands for: one of `names`, else a unit (`quantity(_:units:)`'s rules). Never
    /// inlined, as the other steps below, so the evaluation's frame, one per level of an
    /// expression, stays small.
    @inline(never)
    private static func named(_ name: String, at: Int, _ names: [String: Quantity], units: UnitCatalog) throws(ExpressionError) -> Quantity {
        if let known = names[name] { return known.rated(by: units) }
        do throws(UnitError) {
            return Quantity(typed: 1, try units.unit(named: name, at: at))
        } catch {
            guard case .unknownUnit(_, let suggestion?, _) = error, name.unicodeScalars.count > 2 else {
                throw .unknownVariable(name, at: at)
            }
            throw .unknownName(name, suggestion: suggestion, at: at)
        }
    }

    @inline(never)
    private static func converted(_ value: Quantity, to unit: String, at: Int, units: UnitCatalog) throws(ExpressionError) -> Quantity {
        try ruling { () throws(UnitError) in try value.converted(to: try units.unit(reading: unit, at: at), at: at) }
    }

    /// The value of an expression that must be a plain number (a share, a condition).
    private func plainQuantity(_ names: [String: Quantity], units: UnitCatalog, for role: String, at: Int?) throws(ExpressionError) -> Quantity {
        let quantity = try quantity(names, units: units)
        guard quantity.unit.isNone else {
            throw .notForQuantities("\(role) is a plain number, not one in \(quantity.unit.text)", at: at ?? 1)
        }
        return quantity
    }

    static func finite(_ quantity: Quantity, _ why: String, at: Int) throws(ExpressionError) -> Quantity {
        guard quantity.value.isFinite else { throw .noFiniteValue(why, at: at) }
        return quantity
    }

    /// `body`'s quantity, its unit error an expression's.
    static func ruling(_ body: () throws(UnitError) -> Quantity) throws(ExpressionError) -> Quantity {
        do throws(UnitError) {
            return try body()
        } catch {
            throw .unit(error)
        }
    }
}

extension Quantity {
    /// The same amount, its currency read again from `units` once they give it a rate: `rent =
    /// 1200 EUR` set before a note's `1 USD = 0.92 EUR` converts to dollars on the lines after it.
    func rated(by units: UnitCatalog) -> Quantity {
        guard unit.unratedCurrency != nil, let rated = try? units.unit(reading: unit.text, at: 1), rated.unratedCurrency == nil
        else { return self }
        return Quantity(value, rated, exact: exact, decimals: decimals)
    }
}

extension Expression.BinaryOperator {
    /// The exact sum, difference, product or quotient (nil past `ExactRatio`'s bound, and for a
    /// zero divisor).
    func exactly(_ x: ExactRatio, _ y: ExactRatio) -> ExactRatio? {
        switch self {
        case .add: x + y
        case .subtract: x - y
        case .multiply: x * y
        case .divide: x / y
        case .power: nil
        }
    }

    /// x^y exactly for a whole y of at most 1000 in size (nil otherwise).
    func exactPower(_ x: ExactRatio, _ y: Double) -> ExactRatio? {
        guard y == y.rounded(), y.magnitude <= 1000 else { return nil }
        return x.raised(to: Int(y))
    }

    /// `x + p%`, `x − p%` and `x * p%` (`apply(_:percent:)`), exactly when both are exact.
    func apply(_ x: Quantity, percent p: Quantity) -> Quantity {
        let share = Quantity.both(x, p) { ($0 * $1).flatMap { $0 / ExactRatio.hundred } }
        let whole = share.flatMap { share in self == .multiply ? share : x.exact.flatMap { exactly($0, share) } }
        return Quantity(apply(x.value, percent: p.value), exactly: whole, x.unit, decimals: Quantity.decimals(x, p))
    }

    /// The operation on quantities: on plain numbers exactly `apply(_:_:by:)`, errors included.
    @inline(never)
    func apply(_ x: Quantity, _ y: Quantity, at: Int) throws(ExpressionError) -> Quantity {
        if x.unit.isNone && y.unit.isNone {
            let exact = self == .power ? x.exact.flatMap { exactPower($0, y.value) } : Quantity.both(x, y) { exactly($0, $1) }
            let result = Quantity(apply(x.value, y.value, by: CorrectlyRounded.self), exactly: exact, .none, decimals: Quantity.decimals(x, y))
            return try Expression.finite(result, whyNotFinite(x.value, y.value), at: at)
        }
        if self == .power {
            guard y.unit.isNone, y.value == y.value.rounded(), y.value.magnitude <= 1000 else {
                throw .notForQuantities("the power of a quantity in \(x.unit.text) is a whole plain number from −1000 to 1000", at: at)
            }
        }
        return try Expression.ruling { () throws(UnitError) in
            switch self {
            case .add: try x.adding(y, at: at)
            case .subtract: try x.subtracting(y, at: at)
            case .multiply: try x.multiplied(by: y, at: at)
            case .divide: try x.divided(by: y, at: at)
            case .power: try x.raised(to: Int(y.value), at: at)
            }
        }
    }
}

extension MathFunction {
    /// The function of quantities (`Expression.quantity`'s rules): of plain numbers exactly
    /// `apply(_:by:)`, errors included.
    @inline(never)
    func apply(_ arguments: [Quantity], units: UnitCatalog, at: Int) throws(ExpressionError) -> Quantity {
        let first = arguments[0]
        if arguments.allSatisfy({ $0.unit.isNone }) {
            return try plain(arguments.map { $0.value }, at: at, decimals: decimals(arguments))
        }
        switch self {
        case .sin, .cos, .tan:
            let radians = try Expression.ruling { () throws(UnitError) in
                try first.converted(to: try units.unit(named: "rad", at: at), at: at)
            }
            return try plain([radians.value], at: at, decimals: 0)
        case .abs, .floor, .ceil, .round:
            return Quantity(try plain([first.value], at: at, decimals: 0).value, first.unit, exact: nil, decimals: first.decimals)
        case .min, .max:
            var values: [Double] = []
            for argument in arguments {
                values.append(try Expression.ruling { () throws(UnitError) in try argument.converted(to: first.unit, at: at) }.value)
            }
            return Quantity(try plain(values, at: at, decimals: 0).value, first.unit, exact: nil, decimals: decimals(arguments))
        default:
            let unit = arguments.first { !$0.unit.isNone }!.unit
            throw .notForQuantities("\(name) takes plain numbers, not a quantity in \(unit.text)", at: at)
        }
    }

    private func plain(_ values: [Double], at: Int, decimals: Int) throws(ExpressionError) -> Quantity {
        try Expression.finite(Quantity(apply(values, by: CorrectlyRounded.self), .none, exact: nil, decimals: decimals), whyNotFinite(values), at: at)
    }

    private func decimals(_ arguments: [Quantity]) -> Int {
        arguments.reduce(0) { Swift.max($0, $1.decimals) }
    }
}
