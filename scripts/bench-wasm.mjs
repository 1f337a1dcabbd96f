// The wasm path for scripts/bench: one tool's long work done by Web/core/reckon.wasm as the page's
// workers do it (job/plan, each part in turn, job/merge), on one thread of Node's V8, the engine
// of Chromium. Does the work twice and prints the seconds each took (not Node's start-up), then
// the answer's JSON. The first includes compiling what the work runs: V8 starts wasm on a quick
// baseline compiler and swaps in optimised code at a function's next call, as it does once in a
// page's worker; the second is the steady speed a page has from then on.
//   node scripts/bench-wasm.mjs primes '{"lo":"0","hi":"1e10","count":true}'
import { readFile } from 'node:fs/promises';
import { webcrypto } from 'node:crypto';
import { instantiate } from '../Web/js/core/module.js';

globalThis.crypto ??= webcrypto; // Debian's Node 18
const [tool, input] = process.argv.slice(2);
const core = await instantiate(await readFile(new URL('../Web/core/reckon.wasm', import.meta.url)));
const ask = (call, body) => {
  const { status, json } = core.call(call, JSON.stringify(body));
  if (status !== 200) throw new Error(`${call}: ${status} ${json}`);
  return json;
};

function work() {
  const start = performance.now();
  const plan = JSON.parse(ask('job/plan', { tool, input: JSON.parse(input), workers: 1 }));
  const answers = plan.parts.map((part) => JSON.parse(ask('job/part', { tool, input: plan.input, part })));
  const json = ask('job/merge', { tool, input: plan.input, answers });
  return [(performance.now() - start) / 1000, json];
}

const [first] = work();
const [warm, json] = work();
console.log(`${first.toFixed(4)} ${warm.toFixed(4)}`);
console.log(json);
