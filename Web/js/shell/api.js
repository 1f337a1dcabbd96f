// The JSON API as the screens use it: a request either answers the tool's JSON or fails with an
// InputProblem naming the field, which the screen turns into an alert.

/** A rule broken by an input (a 4xx from the API), or a failure to reach the server. */
export class InputProblem extends Error {
  constructor(field, message) {
    super(`${field}: ${message}`);
    this.field = field;
    this.rule = message;
  }
}

async function problemFrom(response) {
  try {
    const body = await response.json();
    if (body?.error?.field) return new InputProblem(body.error.field, body.error.message);
  } catch { /* not JSON: fall through */ }
  return new InputProblem('server', `answered ${response.status} ${response.statusText}`.trim());
}

/**
 * JSON.parse that keeps the text of numbers a double cannot hold (5e+616 would become Infinity,
 * 1e-400 would become 0), so nothing out of range is shown silently wrong.
 */
export function parseJSON(text) {
  return JSON.parse(text, (key, value, context) => {
    if (typeof value !== 'number' || !context?.source) return value;
    const outOfRange = !Number.isFinite(value) || (value === 0 && /[1-9]/.test(context.source.split(/e/i)[0]));
    return outOfRange ? context.source : value;
  });
}

async function send(path, options) {
  let response;
  try {
    response = await fetch(path, options);
  } catch (error) {
    if (error.name === 'AbortError') throw error;
    throw new InputProblem('server', 'cannot be reached; check that reckon serve is running');
  }
  if (!response.ok) throw await problemFrom(response);
  return parseJSON(await response.text());
}

/** POST /api/<tool> with `input`; resolves to the tool's JSON. */
export function solve(tool, input, { signal } = {}) {
  return send(`/api/${tool}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
    signal,
  });
}

/**
 * Runs long work as a server job: POST /api/jobs, then its Server-Sent Events. `onProgress`
 * gets the fraction done (0…1); `onStart` the job's id once the server has accepted it. Aborting
 * `signal` cancels the job on the server (DELETE) and rejects with an AbortError.
 */
export async function runJob(tool, input, { onProgress, onStart, signal } = {}) {
  const { id } = await send('/api/jobs', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tool, input }),
    signal,
  });
  onStart?.(id);
  return new Promise((resolve, reject) => {
    const events = new EventSource(`/api/jobs/${encodeURIComponent(id)}/events`);
    const finish = () => {
      events.close();
      signal?.removeEventListener('abort', cancel);
    };
    const cancel = () => {
      finish();
      fetch(`/api/jobs/${encodeURIComponent(id)}`, { method: 'DELETE' }).catch(() => {});
      reject(new DOMException('The job was cancelled', 'AbortError'));
    };
    if (signal?.aborted) { cancel(); return; }
    signal?.addEventListener('abort', cancel);
    events.addEventListener('progress', (event) => onProgress?.(JSON.parse(event.data).fraction));
    events.addEventListener('result', (event) => { finish(); resolve(parseJSON(event.data)); });
    events.addEventListener('error', (event) => {
      finish();
      if (event.data) {
        const { error } = JSON.parse(event.data);
        reject(new InputProblem(error.field, error.message));
      } else {
        reject(new InputProblem('server', 'stopped answering while the work ran'));
      }
    });
  });
}
