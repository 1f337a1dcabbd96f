import Foundation
import Testing
@testable import ReckonCore

/// Families of curves (Tests/corpus/make-graph-points.py, mpmath at 200 bits): every root, turn
/// and meeting must be the double nearest the true one, to the last bit.
@Suite struct GraphPointsCorpusTests {
    struct Case: Decodable, CustomTestStringConvertible {
        let family: String
        let expressions: [String]
        let roots: [Double]?
        let turns: [Double]?
        let touches: [Double]?
        let meetings: [Double]?
        var testDescription: String { family + ": " + expressions.joined(separator: " and ") }
    }

    struct Corpus: Decodable {
        let from: Double
        let to: Double
        let samples: Int
        let cases: [Case]
    }

    static let corpus: Corpus = {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/corpus/graph-points.json")
        // The corpus is committed beside the script that writes it; a missing file is a failure.
        return try! JSONDecoder().decode(Corpus.self, from: Data(contentsOf: path))
    }()

    @Test(arguments: corpus.cases)
    func everyPointIsTheNearestDouble(_ curve: Case) throws {
        let corpus = Self.corpus
        let expressions = try curve.expressions.map { try Expression(parsing: $0) }
        let points = GraphPoints(expressions, variable: "x", from: corpus.from, to: corpus.to, samples: corpus.samples).points
        let xs = { (kinds: [GraphPoints.Kind]) in points.filter { kinds.contains($0.kind) }.map(\.x) }
        if let roots = curve.roots {
            #expect(xs([.root]) == (roots + (curve.touches ?? [])).sorted())
        }
        if let turns = curve.turns {
            #expect(xs([.minimum, .maximum]) == turns)
        }
        if let meetings = curve.meetings {
            #expect(xs([.intersection]) == meetings)
        }
    }
}
