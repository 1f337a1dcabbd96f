// The tools as the screens use them. Every request is answered in this browser by the Swift core
// compiled to WebAssembly (../core/reckon.js), which gives byte for byte what `POST /api/<tool>`
// would: the app needs no server round trip per key or gesture and keeps working offline, so the
// screens never call `/api/` (that JSON API is for people and programs using `reckon serve`). A
// request either answers the tool's JSON or fails with an InputProblem naming the field, which
// the screen turns into an alert. Long work runs on the core's pool of Web Workers; cancelling it
// terminates them, which is what stops the computation.
import * as core from '../core/reckon.js';

/**
 * A rule broken by an input (a 4xx answer), or a core that cannot run in this browser. `code` is
 * the API's stable kind of rule (docs/api.md#errors), what screens branch on; `rule` is its words;
 * `item` the wrong item of a list's field (from 1), if any.
 */
export class InputProblem extends Error {
  constructor(field, message, code = null, item = null) {
    super(`${field}: ${message}`);
    this.field = field;
    this.rule = message;
    this.code = code;
    this.item = item;
  }
}

/** The tool's JSON from the core's `{status, json}`; a non-200 is the InputProblem it names. */
function settle({ status, json }) {
  if (status === 200) return JSON.parse(json);
  let error = null;
  try {
    ({ error } = JSON.parse(json));
  } catch { /* not JSON: fall through */ }
  if (error?.field) throw new InputProblem(error.field, error.message, error.code, error.item ?? null);
  throw new InputProblem('core', `answered ${status}`, 'internal-error');
}

/** A core that failed (its worker or module did not load, or trapped) as an InputProblem. */
function unavailable(error) {
  if (error?.name === 'AbortError') return error;
  return new InputProblem('core', `could not run in this browser (${error?.message ?? error}); reload to try again`, 'unavailable');
}

/** The tool's answer to `input` (what POST /api/<tool> answers), computed by the core. */
export async function solve(tool, input, { signal } = {}) {
  let answer;
  try {
    answer = await core.answer(tool, input, { signal });
  } catch (error) {
    throw unavailable(error);
  }
  return settle(answer);
}

/** What a GET of the API answers (`emotions`, `ceiling/catalog`): the tool asked with no input. */
export function read(tool, options) {
  return solve(tool, {}, options);
}

/**
 * Long work (`tool` "primes", "dice" or "factor") on a pool of workers, one per core. `onProgress` gets
 * the fraction done (0…1). Aborting `signal` terminates the workers and rejects with an
 * AbortError.
 */
export async function runJob(tool, input, { onProgress, signal } = {}) {
  let answer;
  try {
    answer = await core.runJob(tool, input, { signal, onProgress: (fraction) => onProgress?.(fraction) });
  } catch (error) {
    throw unavailable(error);
  }
  return settle(answer);
}
