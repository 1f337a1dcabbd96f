import CReckonLibm
import PropertyBased
import ReckonCore
import Testing

/// Sanity nets around `CorrectlyRounded`: for random arguments each result lies within one ulp
/// of CReckonLibm's (which is within one ulp of the exact value, so the correctly rounded double
/// is the libm's or its neighbour), and the functions that are monotonic stay so between
/// neighbouring doubles, where a rounding mistake would show first.
@Suite struct CorrectlyRoundedPropertyTests {
    /// Doubles in order as integers: neighbours differ by 1, and −0 and +0 are both 0.
    static func ordinal(_ x: Double) -> Int64 {
        let bits = Int64(bitPattern: x.bitPattern)
        return bits < 0 ? Int64.min - bits : bits
    }

    static func nearby(_ a: Double, _ b: Double) -> Bool {
        a.isNaN ? b.isNaN : !b.isNaN && abs(ordinal(a) - ordinal(b)) <= 1
    }

    /// m·2^e with m's sign: arguments spread over many magnitudes.
    static func spread(_ m: Double, _ e: Int) -> Double {
        Double(sign: m.sign, exponent: e, significand: m.magnitude)
    }

    @Test func oneArgumentFunctionsAgreeWithTheLibm() async {
        await propertyCheck(count: 400, input: Gen.double(in: -2...2), Gen.int(in: -60...60)) { m, e in
            let x = Self.spread(m, e)
            let pairs: [(String, Double, Double)] = [
                ("sin", CorrectlyRounded.sin(x), reckon_sin(x)), ("cos", CorrectlyRounded.cos(x), reckon_cos(x)),
                ("tan", CorrectlyRounded.tan(x), reckon_tan(x)), ("atan", CorrectlyRounded.atan(x), reckon_atan(x)),
                ("cbrt", CorrectlyRounded.cbrt(x), reckon_cbrt(x)),
                ("exp", CorrectlyRounded.exp(x), reckon_exp(x)),
                ("log", CorrectlyRounded.log(x.magnitude), reckon_log(x.magnitude)),
                ("log2", CorrectlyRounded.log2(x.magnitude), reckon_log2(x.magnitude)),
                ("log10", CorrectlyRounded.log10(x.magnitude), reckon_log10(x.magnitude)),
            ]
            for (name, ours, libm) in pairs {
                #expect(Self.nearby(ours, libm), "\(name)(\(x)): \(ours) against the libm's \(libm)")
            }
        }
    }

    @Test func inverseSinesAgreeWithTheLibm() async {
        await propertyCheck(count: 300, input: Gen.double(in: -1...1)) { x in
            #expect(Self.nearby(CorrectlyRounded.asin(x), reckon_asin(x)), "asin(\(x))")
            #expect(Self.nearby(CorrectlyRounded.acos(x), reckon_acos(x)), "acos(\(x))")
        }
    }

    @Test func powerAgreesWithTheLibm() async {
        await propertyCheck(count: 300, input: Gen.double(in: 0...20), Gen.double(in: -40...40)) { x, y in
            #expect(Self.nearby(CorrectlyRounded.pow(x, y), reckon_pow(x, y)), "pow(\(x), \(y))")
        }
    }

    /// f(x) ≤ f(next double) for an increasing f (≥ for acos): at neighbouring arguments.
    @Test func increasingFunctionsNeverStepDown() async {
        await propertyCheck(count: 300, input: Gen.double(in: 1...2), Gen.int(in: -40...9)) { m, e in
            let x = Self.spread(m, e)
            let u = x.magnitude < 1 ? x : 1 / x
            let checks: [(String, (Double) -> Double, Double)] = [
                ("exp", CorrectlyRounded.exp, x), ("exp2", CorrectlyRounded.exp2, x), ("exp10", CorrectlyRounded.exp10, x / 4),
                ("log", CorrectlyRounded.log, x), ("log2", CorrectlyRounded.log2, x), ("log10", CorrectlyRounded.log10, x),
                ("atan", CorrectlyRounded.atan, x), ("sinh", CorrectlyRounded.sinh, x), ("tanh", CorrectlyRounded.tanh, x),
                ("asinh", CorrectlyRounded.asinh, x), ("acosh", CorrectlyRounded.acosh, 1 + x),
                ("cbrt", CorrectlyRounded.cbrt, x), ("cube", CorrectlyRounded.cube, x),
                ("asin", CorrectlyRounded.asin, u), ("atanh", CorrectlyRounded.atanh, u),
                ("negated acos", { -CorrectlyRounded.acos($0) }, u),
                ("gamma", CorrectlyRounded.gamma, 2 + x.magnitude.truncatingRemainder(dividingBy: 150)),
            ]
            for (name, f, a) in checks {
                let b = a.nextUp
                #expect(f(a) <= f(b), "\(name) steps down from \(a) to \(b): \(f(a)) > \(f(b))")
            }
        }
    }
}
