import ReckonEdge
import Testing

/// The registry (`Tool.all`) against what the API documents (docs/api.md): its tools' names, and
/// the jobs its entries declare against the kinds `POST /api/jobs` runs, both ways, so an entry's
/// `job` cannot drift from `JobKind`.
@Suite struct ToolRegistryTests {
    @Test func everyToolIsNamedOnce() {
        let names = Tool.all.map(\.name)
        #expect(Set(names).count == names.count)
    }

    @Test func theEntriesJobsAreTheJobKinds() {
        let declared = Tool.all.compactMap { tool in tool.job.map { (tool.name, $0.tool) } }
        #expect(declared.map(\.0) == ["primes", "factor", "dice"])
        #expect(declared.map(\.1) == ["primes", "factor", "dice"])
        #expect(JobKind.allCases.map(\.tool) == ["primes", "dice", "factor"])
    }

    @Test func aToolWithAJobIsPricedPerRequest() {
        // Beyond the direct budget its job takes over, so its price must be known per request.
        for tool in Tool.all where tool.job != nil {
            guard case .perRequest = tool.price else {
                Issue.record("\(tool.name) has a job but no price per request")
                continue
            }
        }
    }
}
