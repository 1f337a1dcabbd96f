// A module worker that owns one instance of the core: `{ id, tool, body }` in, `{ id, status,
// json }` out (or `{ id, error }` if the module could not load or trapped). The page keeps work
// here so a long computation never blocks its main thread, and a pool of these runs a job's parts
// in parallel; terminating the worker is what stops a computation, since wasm cannot be
// interrupted from outside.
import { instantiate } from './module.js';

// Relative to this file rather than the page, so the worker works from any page path.
const wasmURL = new URL('../../core/reckon.wasm', import.meta.url);

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
    const { status, json } = module.call(tool, body);
    self.postMessage({ id, status, json });
  } catch (error) {
    // A failed load or a trap (which leaves the Swift stack and heap in an unknown state): start
    // from a fresh instance on the next message.
    core = null;
    self.postMessage({ id, error: String(error?.message ?? error) });
  }
});
