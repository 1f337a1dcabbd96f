import ReckonEdge

/// The jobs the server runs. At most `maximumRunning` run at once (beyond: 429); a job nobody
/// listens to for `abandonAfter` is cancelled; a finished job stays readable for `keepFinished`.
public actor JobRegistry {
    public let maximumRunning: Int
    public let abandonAfter: Duration
    public let keepFinished: Duration
    private var jobs: [String: Job] = [:]

    public init(maximumRunning: Int = 4, abandonAfter: Duration = .seconds(10), keepFinished: Duration = .seconds(300)) {
        self.maximumRunning = maximumRunning
        self.abandonAfter = abandonAfter
        self.keepFinished = keepFinished
    }

    public func job(_ id: String) -> Job? { jobs[id] }

    /// Jobs whose worker has not ended yet (cancelling ones included: they still use a core).
    public var runningCount: Int { jobs.values.count { !$0.hasEnded } }

    /// Starts `work` as a new job, or refuses with 429 when `maximumRunning` are running.
    func start(tool: String, _ work: @escaping Job.Work) throws(APIError) -> Job {
        guard runningCount < maximumRunning else {
            throw APIError(
                .tooManyRequests, field: "jobs",
                "\(maximumRunning) jobs are running, the most this server runs at once; "
                    + "wait for one to finish or cancel one")
        }
        let job = Job(tool: tool)
        jobs[job.id] = job
        job.start(work)
        Task { await watch(job) }
        return job
    }

    /// Cancels `job` once abandoned, and forgets it `keepFinished` after it has ended.
    private func watch(_ job: Job) async {
        while !job.hasEnded {
            try? await Task.sleep(for: .milliseconds(250))
            if job.state == .running, job.isAbandoned(after: abandonAfter) { job.cancel() }
        }
        try? await Task.sleep(for: keepFinished)
        jobs[job.id] = nil
    }
}
