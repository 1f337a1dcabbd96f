import Hummingbird
import ReckonEdge

/// Long work with progress and cancellation, the routes under `/api/jobs`, one named handler each:
/// - `POST /api/jobs {"tool":"primes"|"dice"|"factor","input":{…}}` → 202 `{"id":"…"}` (`start`);
/// - `GET /api/jobs/{id}` → `{"id","tool","state","fraction"}` (`status`);
/// - `GET /api/jobs/{id}/events` → Server-Sent Events (`events`, written by `JobEvents`);
/// - `DELETE /api/jobs/{id}` → cancels; the worker stops within milliseconds (`cancel`).
///
/// An `{id}` that names no job — never started, or finished and since forgotten (`JobRegistry`
/// keeps finished jobs for a while only) — is a 404 whose field is `id`.
struct JobController<Context: RequestContext>: Sendable {
    let jobs: JobRegistry

    /// Adds the job routes to `group`, the group of `/api/jobs`.
    func addRoutes(to group: RouterGroup<Context>) {
        group
            .post(use: start)
            .get(":id", use: status)
            .delete(":id", use: cancel)
            .get(":id/events", use: events)
    }

    /// Starts a job: the input is the tool's request as for `/api/primes`, `/api/dice` (dice:
    /// simulations only) or `/api/factor`, checked before the job starts (400/422 as there); 429 when
    /// `JobRegistry.maximumRunning` jobs are running.
    @Sendable func start(_ request: Request, context: Context) async throws -> Response {
        let body = try await request.bodyBytes()
        let input: ToolJob
        do throws(ToolError) {
            input = try ToolJob(body: body)
        } catch {
            throw APIError(error)
        }
        let job = try await jobs.start(input.kind, input.work)
        var out = JSONWriter()
        out.beginObject()
        out.field("id", job.id)
        out.endObject()
        return .json(out.text, status: .accepted)
    }

    /// The job's state and how far it has got, for clients that poll instead of listening.
    @Sendable func status(_ request: Request, context: Context) async throws -> Response {
        let job = try await job(context)
        var out = JSONWriter()
        out.beginObject()
        out.field("id", job.id)
        out.field("tool", job.kind.tool)
        out.field("state", job.state.name)
        out.field("fraction", job.fraction)
        out.endObject()
        return .json(out.text)
    }

    /// Asks the job to stop and answers its state then: `cancelling` while the worker has yet to
    /// stop, `done` or `cancelled` when it had already ended.
    @Sendable func cancel(_ request: Request, context: Context) async throws -> Response {
        let job = try await job(context)
        job.cancel()
        var out = JSONWriter()
        out.beginObject()
        out.field("id", job.id)
        out.field("state", job.state.name)
        out.endObject()
        return .json(out.text)
    }

    /// The job's progress and then its outcome, as a stream (`JobEvents`); while the stream is
    /// open the job counts as listened to, so it is not cancelled as abandoned.
    @Sendable func events(_ request: Request, context: Context) async throws -> Response {
        let job = try await job(context)
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
            body: ResponseBody { writer in
                job.listening(+1)
                defer { job.listening(-1) }
                try await JobEvents.stream(job, to: &writer)
                try await writer.finish(nil)
            })
    }

    /// The job the path's `{id}` names. Every route that calls this has `:id` in its path, so the
    /// parameter is always there; an id that names no job is this API's 404, not the router's.
    private func job(_ context: Context) async throws -> Job {
        let id = try context.parameters.require("id")
        guard let job = await jobs.job(id) else {
            throw APIError(.notFound, .notFound, field: "id", "no such job (finished jobs are kept for a while only)")
        }
        return job
    }
}
