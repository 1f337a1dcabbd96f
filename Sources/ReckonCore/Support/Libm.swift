import CReckonLibm

// Thin Swift spellings for the libm wrappers, so model code reads as mathematics.
@inline(__always) func sin(_ x: Double) -> Double { reckon_sin(x) }
@inline(__always) func cos(_ x: Double) -> Double { reckon_cos(x) }
@inline(__always) func tan(_ x: Double) -> Double { reckon_tan(x) }
@inline(__always) func asin(_ x: Double) -> Double { reckon_asin(x) }
@inline(__always) func acos(_ x: Double) -> Double { reckon_acos(x) }
@inline(__always) func atan(_ x: Double) -> Double { reckon_atan(x) }
@inline(__always) func atan2(_ y: Double, _ x: Double) -> Double { reckon_atan2(y, x) }
@inline(__always) func exp(_ x: Double) -> Double { reckon_exp(x) }
@inline(__always) func expm1(_ x: Double) -> Double { reckon_expm1(x) }
@inline(__always) func log(_ x: Double) -> Double { reckon_log(x) }
@inline(__always) func log1p(_ x: Double) -> Double { reckon_log1p(x) }
@inline(__always) func log10(_ x: Double) -> Double { reckon_log10(x) }
@inline(__always) func log2(_ x: Double) -> Double { reckon_log2(x) }
@inline(__always) func pow(_ x: Double, _ y: Double) -> Double { reckon_pow(x, y) }
@inline(__always) func hypot(_ x: Double, _ y: Double) -> Double { reckon_hypot(x, y) }
@inline(__always) func cbrt(_ x: Double) -> Double { reckon_cbrt(x) }
@inline(__always) func lgamma(_ x: Double) -> Double { reckon_lgamma(x) }

