import Testing
import PropertyBased
@testable import ReckonCore

@Suite struct QuadraticPropertyTests {
    /// m·2^e for a generated significand and exponent: coefficients spread over many magnitudes.
    static func coefficient(_ m: Double, _ e: Int) -> Double {
        Double(sign: m.sign, exponent: e, significand: m.magnitude)
    }

    /// |a·x² + b·x + c| in `Double` for a root x = u + v·i, and the sum of the terms' magnitudes.
    ///
    /// A root within 2 ulp leaves a residual of a few ulps of the terms (the evaluation itself
    /// rounds at that level), so the bound is stated relative to them, not to zero.
    static func residual(_ a: Double, _ b: Double, _ c: Double, _ u: Double, _ v: Double) -> (Double, Double) {
        let real = a * (u * u - v * v) + b * u + c
        let imaginary = v * (2 * a * u + b)
        let modulus = (u * u + v * v).squareRoot()
        return ((real * real + imaginary * imaginary).squareRoot(),
                a.magnitude * modulus * modulus + b.magnitude * modulus + c.magnitude)
    }

    @Test func rootsSatisfyTheEquation() async {
        await propertyCheck(
            input: Gen.double(in: -2...2), Gen.int(in: -150...150),
            Gen.double(in: -2...2), Gen.int(in: -150...150),
            Gen.double(in: -2...2), Gen.int(in: -150...150)
        ) { ma, ea, mb, eb, mc, ec in
            let a = Self.coefficient(ma, ea), b = Self.coefficient(mb, eb), c = Self.coefficient(mc, ec)
            guard let s = try? Quadratic(a: a, b: b, c: c).solution else { return }
            for root in s.roots {
                let (r, terms) = Self.residual(a, b, c, root.real.doubleValue, root.imaginary.doubleValue)
                #expect(r <= 16 * Double.ulpOfOne * terms, "a=\(a) b=\(b) c=\(c) root=\(root)")
            }
            let expected: Int = switch s.kind {
            case .twoReal, .complex: 2
            case .double, .linear: 1
            case .allX, .none: 0
            }
            #expect(s.roots.count == expected)
        }
    }

    @Test func nearDoubleRootsSatisfyTheEquation() async {
        // c = b²/4a rounded, then nudged: the hard cases where b² and 4ac nearly cancel.
        await propertyCheck(
            input: Gen.double(in: 0.5...2), Gen.double(in: -1e8...1e8), Gen.int(in: -3...3)
        ) { a, b, nudge in
            var c = b * b / (4 * a)
            for _ in 0..<nudge.magnitude { c = nudge > 0 ? c.nextUp : c.nextDown }
            guard let s = try? Quadratic(a: a, b: b, c: c).solution else { return }
            for root in s.roots {
                let (r, terms) = Self.residual(a, b, c, root.real.doubleValue, root.imaginary.doubleValue)
                #expect(r <= 16 * Double.ulpOfOne * terms, "a=\(a) b=\(b) c=\(c) root=\(root)")
            }
        }
    }

    @Test func rootsAreSortedByRealThenImaginaryPart() async {
        await propertyCheck(
            input: Gen.double(in: -10...10), Gen.double(in: -10...10), Gen.double(in: -10...10)
        ) { a, b, c in
            guard let s = try? Quadratic(a: a, b: b, c: c).solution, s.roots.count == 2 else { return }
            let (x, y) = (s.roots[0], s.roots[1])
            #expect(x.real < y.real || (x.real == y.real && x.imaginary < y.imaginary))
        }
    }
}
