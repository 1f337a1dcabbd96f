// A module worker that owns one instance of the core: `{ id, tool, body }` in, `{ id, status,
// json }` out (or `{ id, error }` if the module could not load or trapped). The page keeps work
// here so a long computation never blocks its main thread, and a pool of these runs a job's parts
// in parallel; terminating the worker is what stops a computation, since wasm cannot be
// interrupted from outside.
//
// The worker's name (`new Worker(url, { name })`) is the module it runs: `reckon.wasm`, every
// tool, unless named `reckon-first.wasm`, the first screens' tools (reckon.js). A name rather
// than a query string, so the worker's script stays the one file the service worker keeps.
import { instantiate } from './module.js';

const MODULES = ['reckon.wasm', 'reckon-first.wasm'];
const moduleName = MODULES.includes(self.name) ? self.name : MODULES[0];
// Relative to this file rather than the page, so the worker works from any page path.
const wasmURL = new URL(`../../core/${moduleName}`, import.meta.url);

let core = null;

function load() {
  core ??= fetch(wasmURL).then(instantiate);
  return core;
}
load().catch(() => {}); // Start compiling before the first message; errors are answered per message.

self.addEventListener('message', async (event) => {
  const { id, tool, body } = event.data;
  try {
    const module = await load();
    const { status, json } = tool === 'job/part' ? runPart(module, id, body) : module.call(tool, body);
    self.postMessage({ id, status, json });
  } catch (error) {
    // A failed load or a trap (which leaves the Swift stack and heap in an unknown state): start
    // from a fresh instance on the next message.
    core = null;
    self.postMessage({ id, error: String(error?.message ?? error) });
  }
});

/**
 * A job's part a step at a time (`job/start`, then `job/step` while the core answers 202
 * `{"fraction"}`), posting `{ id, progress }` to the page at most every 100 ms: a π(x) of
 * minutes is one part, and its bar moves with it. The page's messages wait meanwhile; Cancel
 * terminates the worker as before.
 */
function runPart(module, id, body) {
  let answer = module.call('job/start', body);
  let posted = performance.now();
  while (answer.status === 202) {
    const now = performance.now();
    if (now - posted >= 100) {
      posted = now;
      self.postMessage({ id, progress: JSON.parse(answer.json).fraction });
    }
    answer = module.call('job/step', '');
  }
  return answer;
}
