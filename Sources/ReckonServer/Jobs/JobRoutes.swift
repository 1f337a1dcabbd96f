import Hummingbird
import ReckonCore
import ReckonEdge

/// Long work with progress and cancellation:
/// - `POST /api/jobs {"tool":"primes"|"dice","input":{…}}` → 202 `{"id":"…"}`; the input is the
///   tool's request as for `/api/primes` or `/api/dice` (dice: simulations only), checked before the
///   job starts (400/422 as there); 429 when `JobRegistry.maximumRunning` jobs are running.
/// - `GET /api/jobs/{id}` → `{"id","tool","state","fraction"}`.
/// - `GET /api/jobs/{id}/events` → Server-Sent Events: `progress` (`{"fraction":0.42}`) while it
///   runs, then one `result` (the tool's JSON) or `error` (`{"error":{"field","message"}}`).
/// - `DELETE /api/jobs/{id}` → cancels; the worker stops within milliseconds.
enum JobRoutes {
    static func add(to router: Router<some RequestContext>, jobs: JobRegistry) {
        router.post("/api/jobs") { request, _ -> Response in
            let body = try await request.bodyBytes()
            let kind: ToolJob
            do throws(ToolError) {
                kind = try ToolJob(body: body)
            } catch {
                throw APIError(error)
            }
            let job = try await jobs.start(tool: kind.tool, kind.work)
            var out = JSONWriter()
            out.beginObject()
            out.field("id", job.id)
            out.endObject()
            return .json(out.text, status: .accepted)
        }

        router.get("/api/jobs/:id") { _, context -> Response in
            let job = try await find(context, in: jobs)
            var out = JSONWriter()
            out.beginObject()
            out.field("id", job.id)
            out.field("tool", job.tool)
            out.field("state", job.state.name)
            out.field("fraction", job.fraction)
            out.endObject()
            return .json(out.text)
        }

        router.delete("/api/jobs/:id") { _, context -> Response in
            let job = try await find(context, in: jobs)
            job.cancel()
            var out = JSONWriter()
            out.beginObject()
            out.field("id", job.id)
            out.field("state", job.state.name)
            out.endObject()
            return .json(out.text)
        }

        router.get("/api/jobs/:id/events") { _, context -> Response in
            let job = try await find(context, in: jobs)
            return Response(
                status: .ok,
                headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                body: ResponseBody { writer in
                    job.listening(+1)
                    defer { job.listening(-1) }
                    try await stream(job, to: &writer)
                    try await writer.finish(nil)
                })
        }
    }

    private static func find(_ context: some RequestContext, in jobs: JobRegistry) async throws -> Job {
        let id = context.parameters.get("id") ?? ""
        guard let job = await jobs.job(id) else {
            throw APIError(.notFound, field: "id", "no such job (finished jobs are kept for a while only)")
        }
        return job
    }

    /// Polls the job every 0.1 s: a `progress` event whenever the fraction moved, a comment line
    /// after a quiet second (a closed connection then fails the write, so the job is soon known
    /// to be abandoned), and at the end `progress` 1 and `result`, or one `error`.
    private static func stream(_ job: Job, to writer: inout any ResponseBodyWriter) async throws {
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
