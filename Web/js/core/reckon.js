// The core as the page uses it: every tool answered in the browser by the Swift core compiled to
// WebAssembly, off the main thread. `call` and `answer` share one worker per module; `runJob`
// cuts long work into parts (the core's job/plan), runs them on a pool of workers of its own, and
// has the core put their answers together (job/merge). Answers are the JSON text
// `POST /api/<tool>` would give.
//
// Two modules: the full one (`reckon.wasm`, every tool) and the first screens' (`reckon-first.wasm`,
// a third of its size: Equation, Triangle, Tip, Decide and Faces — `Tool.firstScreens`), so that
// a first visit computes before the full module has come. Until the full module has answered
// once, a tool goes to the first module, and to the full one if the first answers 404 (not one of
// its tools); the calls only the full module answers go there at once, which loads it; from its
// first answer on, everything goes to the full module.

const workerURL = new URL('./worker.js', import.meta.url);

const FULL = 'reckon.wasm';
const FIRST = 'reckon-first.wasm';
// What only the full module answers: the calculator's and the ceiling catalog's sessions, the
// core's limits (every tool's), and a job's plan and merge.
const FULL_ONLY = new Set(['calc/press', 'ceiling/use-catalog', 'limits', 'job/plan', 'job/merge']);

/** A worker running `module` and its unanswered requests, matched to answers by id. */
class Channel {
  constructor(module = FULL) {
    this.worker = new Worker(workerURL, { type: 'module', name: module });
    this.pending = new Map();
    this.nextId = 0;
    this.worker.addEventListener('message', ({ data }) => {
      const request = this.pending.get(data.id);
      if (!request) return;
      if (data.progress !== undefined) { request.onProgress?.(data.progress); return; }
      this.pending.delete(data.id);
      if (data.error !== undefined) request.reject(new Error(`reckon core: ${data.error}`));
      else request.resolve({ status: data.status, json: data.json });
    });
    // Only a worker that failed to start gets here (a module that failed to load answers an error).
    this.worker.addEventListener('error', (event) => {
      event.preventDefault?.();
      this.fail(new Error(`reckon core: the worker failed (${event.message ?? 'no message'})`));
    });
  }

  /** `onProgress(fraction)` follows a job part as the worker reports it. */
  send(tool, body, onProgress) {
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject, onProgress });
      this.worker.postMessage({ id, tool, body });
    });
  }

  fail(error) {
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }

  terminate(error) {
    this.worker.terminate();
    this.fail(error);
  }
}

const shared = new Map(); // module → its Channel
let fullAnswered = false;

function sendOn(module, tool, body, retried = false) {
  if (!shared.has(module)) shared.set(module, new Channel(module));
  const channel = shared.get(module);
  return channel.send(tool, body).catch((error) => {
    // A worker that failed stays failed; the next call gets a new one. This call tries one more,
    // once, a moment later: WebKit fails a new worker's fetch of the module ("Load failed") when
    // the page was loaded while the previous page of the app still loaded it.
    if (shared.get(module) === channel) { channel.terminate(error); shared.delete(module); }
    if (!retried) return new Promise((resolve) => { setTimeout(resolve, 250); }).then(() => sendOn(module, tool, body, true));
    throw error;
  });
}

async function sendFull(tool, body) {
  const answer = await sendOn(FULL, tool, body);
  if (!fullAnswered) {
    fullAnswered = true;
    // Every later call goes to the full module: the first one's memory is given back.
    shared.get(FIRST)?.terminate(abortError());
    shared.delete(FIRST);
  }
  return answer;
}

/** The first module's answer while the full one has not answered, unless the tool is not its. */
async function sendShared(tool, body) {
  if (fullAnswered || FULL_ONLY.has(tool)) return sendFull(tool, body);
  let answer;
  try {
    // Not retried: a first module that cannot load (or was let go meanwhile) is no reason to
    // fail, the full one answers instead.
    answer = await sendOn(FIRST, tool, body, true);
  } catch {
    return sendFull(tool, body);
  }
  return answer.status === 404 ? sendFull(tool, body) : answer;
}

let announced = false;

/** Tells the page, once, that the core has answered: the service worker waits for it (offline.js). */
function announce(answer) {
  if (!announced) {
    announced = true;
    globalThis.dispatchEvent?.(new Event('reckon:answered'));
  }
  return answer;
}

/** `{ status, json }`: the tool's HTTP-like status and its JSON text, errors included. */
export function answer(tool, input, { signal } = {}) {
  if (signal?.aborted) return Promise.reject(abortError());
  return abortable(sendShared(tool, JSON.stringify(input)).then(announce), signal);
}

/** The tool's JSON text, exactly as the core answered it (errors too: `{"error":{…}}`). */
export async function call(tool, input) {
  return (await answer(tool, input)).json;
}

function abortError() {
  return new DOMException('The work was cancelled', 'AbortError');
}

/**
 * `promise`, or an AbortError as soon as `signal` aborts. The shared worker's calls are short
 * (direct answers, which the core refuses beyond about 2 s; a job's plan and merge), so the
 * worker is left to finish one rather than restarted; its answer is dropped.
 */
function abortable(promise, signal) {
  if (!signal) return promise;
  return new Promise((resolve, reject) => {
    const cancel = () => reject(abortError());
    if (signal.aborted) { cancel(); return; }
    signal.addEventListener('abort', cancel, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancel));
  });
}

/**
 * Long work (`tool` "primes", "dice" or "factor", `input` as for the tool) on a pool of workers;
 * resolves to `{ status, json }` like `answer`. `onProgress(fraction, done, total)` follows the
 * parts, and within a part the steps its worker reports (a count by π(x) is one part).
 * Aborting `signal` terminates the pool's workers, which is what stops the CPU, and rejects
 * with an AbortError.
 */
export async function runJob(tool, input, { onProgress, signal, workers } = {}) {
  if (signal?.aborted) throw abortError();
  const count = workers ?? Math.min(globalThis.navigator?.hardwareConcurrency || 2, 8);

  const plan = await answer('job/plan', { tool, input, workers: count }, { signal });
  if (plan.status !== 200) return plan;
  // The plan's input (a drawn dice seed written in) is what every later call must pass.
  const { input: planned, parts } = JSON.parse(plan.json);
  const prefix = `{"tool":${JSON.stringify(tool)},"input":${JSON.stringify(planned)}`;

  // Answers are kept as text and never parsed: a tally can exceed what a double holds exactly.
  const answers = await runParts(parts.map((part) => `${prefix},"part":${JSON.stringify(part)}}`),
    Math.min(count, parts.length), { onProgress, signal });
  if (!Array.isArray(answers)) return answers; // a part's error

  return abortable(sendShared('job/merge', `${prefix},"answers":[${answers.join(',')}]}`), signal);
}

/** The parts' answers in part order, or the first non-200 `{ status, json }`. */
function runParts(bodies, size, { onProgress, signal }) {
  return new Promise((resolve, reject) => {
    const pool = Array.from({ length: size }, () => new Channel());
    const answers = new Array(bodies.length);
    const running = new Map(); // part index → the fraction its worker reported
    let next = 0, done = 0, over = false;
    const report = () => {
      let partial = 0;
      for (const fraction of running.values()) partial += fraction;
      onProgress?.((done + partial) / bodies.length, done, bodies.length);
    };

    const finish = (settle, value) => {
      if (over) return;
      over = true;
      signal?.removeEventListener('abort', cancel);
      for (const channel of pool) channel.terminate(abortError());
      settle(value);
    };
    const cancel = () => finish(reject, abortError());
    signal?.addEventListener('abort', cancel);

    // Each worker takes the next part as soon as it is free, so uneven parts still keep every
    // worker busy; more parts than workers is also what makes progress visible.
    const work = async (channel) => {
      while (!over && next < bodies.length) {
        const index = next++;
        const { status, json } = await channel.send('job/part', bodies[index], (fraction) => {
          if (over) return;
          running.set(index, fraction);
          report();
        });
        if (over) return;
        if (status !== 200) { finish(resolve, { status, json }); return; }
        answers[index] = json;
        running.delete(index);
        done += 1;
        report();
      }
      if (done === bodies.length) finish(resolve, answers);
    };
    onProgress?.(0, 0, bodies.length);
    if (bodies.length === 0) finish(resolve, answers);
    for (const channel of pool) work(channel).catch((error) => finish(reject, error));
  });
}
