import Hummingbird
import ReckonEdge

/// A job's Server-Sent Events (`GET /api/jobs/{id}/events`): `progress` (`{"fraction":0.42}`)
/// while it runs, then one `result` (the tool's JSON) or one `error`
/// (`{"error":{"field","message"}}`, why it was cancelled).
enum JobEvents {
    /// Polls the job every 0.1 s: a `progress` event whenever the fraction moved, a comment line
    /// after a quiet second (a closed connection then fails the write, so the job is soon known
    /// to be abandoned), and at the end `progress` 1 and `result`, or one `error`.
    static func stream(_ job: Job, to writer: inout any ResponseBodyWriter) async throws {
        var sent = -1.0
        var quietTicks = 0
        while true {
            let state = job.state
            let fraction = job.fraction
            switch state {
            case .running, .cancelling:
                if fraction != sent {
                    try await writer.write(progressEvent(fraction))
                    sent = fraction
                    quietTicks = 0
                } else if quietTicks >= 10 {
                    try await writer.write(ByteBuffer(string: ": working\n\n"))
                    quietTicks = 0
                } else {
                    quietTicks += 1
                }
                try await Task.sleep(for: .milliseconds(100))
            case .done(let json):
                if sent != 1 { try await writer.write(progressEvent(1)) }
                try await writer.write(event("result", json))
                return
            case .cancelled:
                try await writer.write(event("error", job.cancelReason.json))
                return
            }
        }
    }

    private static func progressEvent(_ fraction: Double) -> ByteBuffer {
        var out = JSONWriter()
        out.beginObject()
        out.field("fraction", fraction)
        out.endObject()
        return event("progress", out.text)
    }

    /// One SSE event; `data` is single-line JSON (JSONWriter escapes line breaks inside strings).
    private static func event(_ name: String, _ data: String) -> ByteBuffer {
        ByteBuffer(string: "event: \(name)\ndata: \(data)\n\n")
    }
}
