import Foundation
import ReckonEdge
import ReckonParallel
import Synchronization

/// One long computation the API runs on its own thread: its progress, its outcome, who listens.
public final class Job: Sendable {
    public enum State: Equatable, Sendable {
        case running
        /// Cancel was asked; the worker has not yet reached its next check of the stop flag.
        case cancelling
        case cancelled
        /// The result's JSON, the tool's CLI `--json`.
        case done(String)

        /// `running`, `cancelling`, `cancelled`, `done`.
        public var name: String {
            switch self {
            case .running: "running"
            case .cancelling: "cancelling"
            case .cancelled: "cancelled"
            case .done: "done"
            }
        }
    }

    /// Blocking work: answers its JSON, or `nil` once `Cancellation` is set (checked between
    /// chunks of a few milliseconds), reporting the fraction done as it goes.
    typealias Work = @Sendable (Cancellation, (Double) -> Void) -> String?

    private struct Status {
        var state = State.running
        var fraction = 0.0
        var listeners = 0
        var lastHeard = ContinuousClock.now
        var cancelReason: APIError?
        var endedAt: ContinuousClock.Instant?
    }

    public let id: String
    /// What the job runs: its status names it by the tool's name.
    public let kind: JobKind
    private let cancellation = Cancellation()
    private let status = Mutex(Status())

    init(kind: JobKind) {
        id = UUID().uuidString.lowercased()
        self.kind = kind
    }

    public var state: State { status.withLock { $0.state } }
    public var fraction: Double { status.withLock { $0.fraction } }
    /// Whether the worker thread has ended (done or cancelled).
    public var hasEnded: Bool {
        switch state {
        case .running, .cancelling: false
        default: true
        }
    }

    /// Starts `work` on a thread of its own (never the server's event loops or the concurrency pool).
    func start(_ work: @escaping Work) {
        let thread = Thread { [self] in
            // Inputs were checked before the job started, so the work ends with an answer or
            // stops when cancelled.
            let json = work(cancellation, { fraction in self.status.withLock { $0.fraction = fraction } })
            let outcome: State = json.map { .done($0) } ?? .cancelled
            status.withLock { status in
                status.state = cancellation.isCancelled ? .cancelled : outcome
                if case .done = status.state { status.fraction = 1 }
                status.endedAt = .now
            }
        }
        thread.start()
    }

    /// When the worker ended (nil while it runs).
    var endedAt: ContinuousClock.Instant? { status.withLock { $0.endedAt } }

    /// Asks the worker to stop at its next check of the stop flag (milliseconds away); `reason`
    /// is what its events stream ends with (by default: the job "was cancelled").
    public func cancel(because reason: APIError? = nil) {
        cancellation.cancel()
        status.withLock {
            if $0.state == .running { $0.state = .cancelling }
            if $0.cancelReason == nil { $0.cancelReason = reason }
        }
    }

    /// Why the job was cancelled, as its events stream's last `error` event says it.
    public var cancelReason: APIError {
        status.withLock { $0.cancelReason } ?? APIError(.conflict, .cancelled, field: "job", "was cancelled")
    }

    /// An events stream opens (`+1`) or closes (`-1`).
    func listening(_ change: Int) {
        status.withLock {
            $0.listeners += change
            $0.lastHeard = .now
        }
    }

    /// Nobody has listened for `interval`: the events stream was closed (or never opened).
    func isAbandoned(after interval: Duration) -> Bool {
        status.withLock { $0.listeners == 0 && ContinuousClock.now - $0.lastHeard > interval }
    }
}
