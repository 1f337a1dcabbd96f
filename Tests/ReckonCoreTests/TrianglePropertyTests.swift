import Testing
import PropertyBased
@testable import ReckonCore

/// From random legs, the eight values re-solved from every solvable pair give the legs back.
@Suite struct TrianglePropertyTests {
    typealias Q = RightTriangle.Quantity

    @Test func everyPairGivesTheLegsBack() async {
        // Legs from 1e-3 to 1e3, in ratio up to 100 either way.
        await propertyCheck(input: Gen.double(in: -3...3), Gen.double(in: -2...2)) { exponent, ratio in
            let a = pow(10, exponent)
            let b = a * pow(10, ratio)
            guard let t = try? RightTriangle(a: a, b: b) else {
                Issue.record("a = \(a), b = \(b) refused")
                return
            }
            let values = [t.a, t.b, t.c, t.alpha, t.beta, t.area.doubleValue, t.perimeter, t.h]
            // The pairs are ill-conditioned towards thin triangles (a from c when a ≈ c) and,
            // for the pairs blind to a/b, towards the isosceles one; allow for both.
            let thin = max(a, b) / min(a, b)
            let nearIsosceles = t.c / (b - a).magnitude
            for (i, p) in Q.allCases.enumerated() {
                for q in Q.allCases[(i + 1)...] {
                    let solved: RightTriangle
                    do throws(RightTriangleError) {
                        solved = try RightTriangle(p, values[p.rawValue], q, values[q.rawValue])
                    } catch {
                        #expect(p == .alpha && q == .beta, "\(p.name)+\(q.name) for a = \(a), b = \(b): \(error.line)")
                        continue
                    }
                    var want = (a, b)
                    var tolerance = 1e-13 * thin * thin
                    if solved.mirrorImageFits {
                        want = (min(a, b), max(a, b))
                        tolerance *= 1 + nearIsosceles
                    }
                    #expect((solved.a - want.0).magnitude <= tolerance * want.0, "\(p.name)+\(q.name): a = \(solved.a), want \(want.0)")
                    #expect((solved.b - want.1).magnitude <= tolerance * want.1, "\(p.name)+\(q.name): b = \(solved.b), want \(want.1)")
                }
            }
        }
    }
}
