extension QuantityUnit {
    /// `x` of this unit in `target`, rounded once to the nearest double (ties to even): the exact
    /// x × scale / target's scale, offsets included, is formed from the exact scales and rounded
    /// once — so `100 °F` gives the double nearest 340/9 °C, not the rounding of a rounding.
    /// Units with π in their ratio (degrees to radians, parsecs) are within one ulp
    /// (`UnitScale`).
    ///
    /// - Same dimension: the ratio of the scales, with the offsets of absolute temperatures
    ///   (`K`, `°R` and differences have none). An absolute temperature does not convert to a
    ///   difference unit (`Δ°C`) nor back.
    /// - Exactly inverse dimensions (not plain numbers): the reciprocal, as fuel economy needs —
    ///   `mpg` (length⁻²) to `L/100km` (length²) is 1 / (x × the scales' product). `0 mpg` has
    ///   no value there.
    /// - Anything else: `unlikeDimensions`, naming both units and their dimensions.
    ///
    /// `at` is the position the errors name (where the conversion is written).
    public func convert(_ x: Double, to target: QuantityUnit, at: Int) throws(UnitError) -> Double {
        try convert(x, exactly: nil, to: target, at: at).value
    }

    /// As `convert(_:to:at:)`, and when `exact` is x's exact value, the result's too (nil with π
    /// in the ratio or past `ExactRatio`'s bound), from which the value is then rounded.
    func convert(_ x: Double, exactly exact: ExactRatio?, to target: QuantityUnit, at: Int) throws(UnitError) -> (value: Double, exact: ExactRatio?) {
        let result: Double
        var exactResult: ExactRatio? = nil
        if let code = unratedCurrency ?? target.unratedCurrency, unratedCurrency != target.unratedCurrency {
            throw .noRate(code, at: at)
        }
        if dimension == target.dimension {
            if (offset != nil && target.isDifference) || (isDifference && target.offset != nil) {
                throw .absoluteTemperature(
                    "cannot convert \(label) to \(target.label): an absolute temperature and a difference do not convert (30 °C − 10 °C is 20 Δ°C)",
                    at: at)
            }
            let ratio = scale.divided(by: target.scale)
            var shift: UnitScale? = nil
            if offset != nil || target.offset != nil {
                // x_target = (x + o) × ratio − o_target
                shift = (offset ?? UnitScale(0)).multiplied(by: ratio).adding((target.offset ?? UnitScale(0)).negated)
            }
            exactResult = exact.flatMap { ratio.exactly($0, plus: shift) }
            result = exactResult?.rounded ?? ratio.rounded(x, plus: shift)
        } else if !dimension.isNone && dimension == target.dimension.reciprocal && offset == nil && target.offset == nil {
            guard x != 0 else { throw .noFiniteValue("converting 0 \(text) to its reciprocal \(target.text)", at: at) }
            let product = scale.multiplied(by: target.scale)
            exactResult = exact.flatMap { product.exactly($0)?.reciprocal }
            result = exactResult?.rounded ?? product.multiplied(by: UnitScale(x)).reciprocal.rounded(1)
        } else {
            throw .unlikeDimensions(
                operation: "convert", left: label, leftDimension: dimension.name, right: target.label,
                rightDimension: target.dimension.name, at: at)
        }
        guard result.isFinite else { throw .noFiniteValue("converting to \(target.text)", at: at) }
        return (result, exactResult)
    }
}
