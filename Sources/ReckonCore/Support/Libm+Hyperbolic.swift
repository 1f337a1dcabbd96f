// The hyperbolic functions and their inverses, which CReckonLibm lacks, from the functions it
// has (exp, expm1, log, log1p), following fdlibm's e_sinh.c, e_cosh.c, s_tanh.c, s_asinh.c,
// e_acosh.c and e_atanh.c (Sun Microsystems, 1993: "Permission to use, copy, modify, and
// distribute this software is freely granted, provided that this notice is preserved"): the
// same case splits and formulas, written again in Swift.
//
// Each is within about 2 ulp of the exact value (fdlibm states < 2 ulp for these). Near 0
// they are exact to the last bit where it matters: sinh(1e-10) is 1e-10, not 0 (expm1 and
// log1p keep the small terms that e^x − 1 and log(1 + x) would lose). At the overflow edges:
// sinh and cosh are finite up to |x| = 710.4758600739439 (e^|x|/2 is formed as
// (e^(|x|/2)/2)·e^(|x|/2) so it does not overflow early), infinite beyond; tanh is ±1 from
// |x| = 22 on. acosh is NaN below 1, atanh NaN outside [−1, 1] and ±infinity at ±1.

private let ln2 = 6.93147180559945286227e-01
/// Below this the functions equal x (or 1) to the last bit: 2^−28.
private let tiny = 0x1p-28
/// log(Double.greatestFiniteMagnitude): exp overflows above.
private let expLimit = 7.09782712893383973096e+02
/// Where e^|x|/2 itself overflows.
private let halfExpLimit = 7.10475860073943863426e+02

/// sinh x.
func sinh(_ x: Double) -> Double {
    guard x.isFinite else { return x }
    let half = x.sign == .minus ? -0.5 : 0.5
    let ax = x.magnitude
    if ax < 22 {
        if ax < tiny { return x }
        let t = expm1(ax)
        if ax < 1 { return half * (2 * t - t * t / (t + 1)) }
        return half * (t + t / (t + 1))
    }
    if ax < expLimit { return half * exp(ax) }
    if ax <= halfExpLimit {
        let w = exp(0.5 * ax)
        return (half * w) * w
    }
    return x * .infinity
}

/// cosh x.
func cosh(_ x: Double) -> Double {
    guard x.isFinite else { return x.magnitude }
    let ax = x.magnitude
    if ax < 0.5 * ln2 {
        let t = expm1(ax)
        let w = 1 + t
        if ax < 0x1p-55 { return w }
        return 1 + (t * t) / (w + w)
    }
    if ax < 22 {
        let t = exp(ax)
        return 0.5 * t + 0.5 / t
    }
    if ax < expLimit { return 0.5 * exp(ax) }
    if ax <= halfExpLimit {
        let w = exp(0.5 * ax)
        return (0.5 * w) * w
    }
    return .infinity
}

/// tanh x.
func tanh(_ x: Double) -> Double {
    if x.isNaN { return x }
    let ax = x.magnitude
    let z: Double
    if ax < 22 {
        if ax < 0x1p-55 { return x }
        if ax >= 1 {
            let t = expm1(2 * ax)
            z = 1 - 2 / (t + 2)
        } else {
            let t = expm1(-2 * ax)
            z = -t / (t + 2)
        }
    } else {
        z = 1
    }
    return x.sign == .minus ? -z : z
}

/// asinh x (sinh⁻¹).
func asinh(_ x: Double) -> Double {
    guard x.isFinite else { return x }
    let ax = x.magnitude
    if ax < tiny { return x }
    let w: Double
    if ax > 0x1p28 {
        w = log(ax) + ln2
    } else if ax > 2 {
        w = log(2 * ax + 1 / ((x * x + 1).squareRoot() + ax))
    } else {
        let t = x * x
        w = log1p(ax + t / (1 + (1 + t).squareRoot()))
    }
    return x.sign == .minus ? -w : w
}

/// acosh x (cosh⁻¹), for x ≥ 1; NaN below.
func acosh(_ x: Double) -> Double {
    if x.isNaN || x < 1 { return .nan }
    if x >= 0x1p28 { return x.isInfinite ? x : log(x) + ln2 }
    if x == 1 { return 0 }
    if x > 2 { return log(2 * x - 1 / (x + (x * x - 1).squareRoot())) }
    let t = x - 1
    return log1p(t + (2 * t + t * t).squareRoot())
}

/// atanh x (tanh⁻¹), for |x| ≤ 1: ±infinity at ±1, NaN beyond.
func atanh(_ x: Double) -> Double {
    let ax = x.magnitude
    if x.isNaN || ax > 1 { return .nan }
    if ax == 1 { return x * .infinity }
    if ax < tiny { return x }
    let t: Double
    if ax < 0.5 {
        let twice = ax + ax
        t = 0.5 * log1p(twice + twice * ax / (1 - ax))
    } else {
        t = 0.5 * log1p((ax + ax) / (1 - ax))
    }
    return x.sign == .minus ? -t : t
}
