import ReckonEdge

/// The jobs the server runs. At most `maximumRunning` run at once (beyond: 429); a job nobody
/// listens to for `abandonAfter` is cancelled; a finished job stays readable for `keepFinished`,
/// but of the finished ones only the newest `maximumFinished`, holding at most
/// `maximumFinishedBytes` of results together, are kept: the oldest go first. So what finished
/// jobs hold is bounded whatever clients do (1,000 big pages once took 2.8 GB).
public actor JobRegistry {
    public let maximumRunning: Int
    public let abandonAfter: Duration
    public let keepFinished: Duration
    public let maximumFinished: Int
    public let maximumFinishedBytes: Int
    private var jobs: [String: Job] = [:]
    /// Set once the server shuts down: no job starts after that.
    private var closed = false
    /// Finished jobs still kept, in the order they ended, with their results' sizes.
    private var finished: [(id: String, endedAt: ContinuousClock.Instant, bytes: Int)] = []
    private var finishedBytes = 0

    public init(
        maximumRunning: Int = 4, abandonAfter: Duration = .seconds(10), keepFinished: Duration = .seconds(300),
        maximumFinished: Int = 100, maximumFinishedBytes: Int = 32 << 20
    ) {
        self.maximumRunning = maximumRunning
        self.abandonAfter = abandonAfter
        self.keepFinished = keepFinished
        self.maximumFinished = maximumFinished
        self.maximumFinishedBytes = maximumFinishedBytes
    }

    /// How many finished jobs are kept, and the bytes of their results.
    public var finishedHeld: (count: Int, bytes: Int) { (finished.count, finishedBytes) }

    public func job(_ id: String) -> Job? { jobs[id] }

    /// Jobs whose worker has not ended yet (cancelling ones included: they still use a core).
    public var runningCount: Int { jobs.values.count { !$0.hasEnded } }

    /// Starts `work` as a new job, or refuses with 429 when `maximumRunning` are running.
    func start(_ kind: JobKind, _ work: @escaping Job.Work) throws(APIError) -> Job {
        guard !closed else { throw Self.shuttingDown }
        guard runningCount < maximumRunning else {
            throw APIError(
                .tooManyRequests, .busy, field: "jobs",
                "\(maximumRunning) jobs are running, the most this server runs at once; "
                    + "wait for one to finish or cancel one")
        }
        let job = Job(kind: kind)
        jobs[job.id] = job
        job.start(work)
        Task { await watch(job) }
        return job
    }

    static let shuttingDown = APIError(.serviceUnavailable, .unavailable, field: "server", "is shutting down")

    /// The server is shutting down: no new job starts, and every running one is cancelled, its
    /// events stream ending with `{"error":{"field":"server","message":"is shutting down"}}`.
    public func close() {
        closed = true
        for job in jobs.values where !job.hasEnded { job.cancel(because: Self.shuttingDown) }
    }

    /// Cancels `job` once abandoned, and forgets it `keepFinished` after it has ended (or sooner,
    /// when newer finished jobs push it out). The wait to forget holds only the id: a task that
    /// held the job would keep its result alive after eviction (1,000 pages took 600 MB).
    private func watch(_ job: Job) async {
        while !job.hasEnded {
            try? await Task.sleep(for: .milliseconds(250))
            if job.state == .running, job.isAbandoned(after: abandonAfter) { job.cancel() }
        }
        keep(job)
        Task { [id = job.id, keepFinished] in
            try? await Task.sleep(for: keepFinished)
            self.forget(id)
        }
    }

    /// Counts a finished job in, then drops the oldest finished ones beyond the caps.
    private func keep(_ job: Job) {
        let bytes = if case .done(let json) = job.state { json.utf8.count } else { 0 }
        // Jobs are seen to end up to a watch's tick late, not always in the order they ended.
        let endedAt = job.endedAt ?? .now
        let place = finished.lastIndex { $0.endedAt <= endedAt }.map { $0 + 1 } ?? 0
        finished.insert((job.id, endedAt, bytes), at: place)
        finishedBytes += bytes
        while finished.count > maximumFinished || (finishedBytes > maximumFinishedBytes && finished.count > 1) {
            forget(finished[0].id)
        }
    }

    private func forget(_ id: String) {
        jobs[id] = nil
        guard let index = finished.firstIndex(where: { $0.id == id }) else { return }
        finishedBytes -= finished[index].bytes
        finished.remove(at: index)
        FreedMemory.giveBack()
    }
}
