// reckon.js and worker.js as the page runs them, with Node's worker threads standing in for module
// Web Workers: a real thread per worker, so terminating one really stops its computation.
//   node --test Tests/node/
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { Worker as ThreadWorker } from 'node:worker_threads';

// What a module worker has that a thread lacks: `self` as the message port with the worker's
// name, and fetch for the wasm file (Node's fetch takes no file: URLs), served as
// application/wasm so module.js takes its streaming path.
const bootstrap = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFile } = require('node:fs/promises');
globalThis.crypto ??= require('node:crypto').webcrypto;
const self = globalThis.self = new EventTarget();
self.name = workerData.name;
self.postMessage = (data) => parentPort.postMessage(data);
globalThis.fetch = async (url) => new Response(await readFile(new URL(url)),
  { headers: { 'Content-Type': 'application/wasm' } });
// A browser holds messages until the worker's script has run; so must this.
import(workerData.script).then(() =>
  parentPort.on('message', (data) => self.dispatchEvent(new MessageEvent('message', { data }))));
`;

class Worker extends EventTarget {
  static made = [];
  constructor(url, options) {
    super();
    assert.equal(options?.type, 'module');
    this.terminated = false;
    this.name = options.name;
    this.tools = []; // the tools posted to it, in order
    this.thread = new ThreadWorker(bootstrap, { eval: true, workerData: { script: url.href, name: options.name } });
    this.thread.on('message', (data) => this.dispatchEvent(new MessageEvent('message', { data })));
    this.thread.on('error', (error) => {
      const event = new Event('error');
      event.message = error.message;
      this.dispatchEvent(event);
    });
    Worker.made.push(this);
  }
  postMessage(data) { this.tools.push(data.tool); this.thread.postMessage(data); }
  terminate() { this.terminated = true; this.thread.terminate(); }
}
globalThis.Worker = Worker;
const reckon = await import('../../Web/js/core/reckon.js');
after(() => { for (const worker of Worker.made) worker.terminate(); });

// First, while no worker runs: which module a call goes to depends on what ran before.
test('the first screens go to the small module until the full one has answered', async () => {
  const tools = (name) => Worker.made.filter((worker) => worker.name === name).flatMap((worker) => worker.tools);
  // x² − 3x + 2 = (x − 1)(x − 2), without loading the full module.
  assert.equal(JSON.parse(await reckon.call('quadratic', { a: 1, b: -3, c: 2 })).exact, 'x = 1 or x = 2');
  assert.deepEqual(Worker.made.map((worker) => worker.name), ['reckon-first.wasm']);
  // Not a tool of the first module: its 404, then the full module's answer (25 primes to 100).
  const primes = await reckon.answer('primes', { lo: 1, hi: 100, count: true });
  assert.equal(primes.status, 200);
  assert.equal(JSON.parse(primes.json).count, '25');
  assert.deepEqual(tools('reckon-first.wasm'), ['quadratic', 'primes']);
  assert.deepEqual(tools('reckon.wasm'), ['primes']);
  // The full module has answered: everything goes there now, the first screens' tools too.
  await reckon.call('quadratic', { a: 1, b: 0, c: -4 });
  assert.deepEqual(tools('reckon-first.wasm'), ['quadratic', 'primes']);
  assert.deepEqual(tools('reckon.wasm'), ['primes', 'quadratic']);
});

test('call answers the JSON text exactly, errors included', async () => {
  assert.equal(await reckon.call('quadratic', { a: 1, b: 'x', c: 2 }),
    '{"error":{"code":"not-a-number","field":"b","message":"must be a number, not \'x\'"}}');
  const tip = await reckon.answer('tip', { bill: '81.79', tip: 20, party: 2 });
  assert.equal(tip.status, 200);
  assert.equal(JSON.parse(tip.json).total, '98.15');
  assert.equal((await reckon.answer('no-such-tool', {})).status, 404);
});

test('call and answer share one worker', async () => {
  const before = Worker.made.length;
  await Promise.all([reckon.call('tip', { bill: '10', tip: 10, party: 1 }), reckon.call('emotions', {})]);
  assert.equal(Worker.made.length, before);
});

test('runJob: 9305737 primes in [10¹⁴, 10¹⁴ + 3·10⁸] (primesieve) on a pool of workers, with progress', async () => {
  const before = Worker.made.length;
  const progress = [];
  const result = await reckon.runJob('primes', { lo: '100000000000000', hi: '100000300000000', count: true },
    { workers: 2, onProgress: (fraction, done, total) => progress.push([fraction, done, total]) });
  assert.equal(result.status, 200);
  assert.equal(JSON.parse(result.json).count, '9305737');
  assert.deepEqual(progress.at(-1).slice(0, 2), [1, progress.at(-1)[2]]);
  assert.ok(progress.length > 2, JSON.stringify(progress));
  const pool = Worker.made.slice(before);
  assert.equal(pool.length, 2);
  assert.ok(pool.every((worker) => worker.terminated), 'the pool is let go');
});

test('runJob: a seeded dice simulation answers as the direct call does', async () => {
  const input = { pool: '3d6', trials: 4000000, seed: 7 };
  const job = await reckon.runJob('dice', input, { workers: 2 });
  assert.equal(job.status, 200);
  assert.equal(job.json, await reckon.call('dice', input));
});

test('runJob resolves a non-200 answer as it is', async () => {
  const result = await reckon.runJob('dice', { pool: '3d6', exact: true }, { workers: 2 });
  assert.equal(result.status, 422);
  assert.equal(JSON.parse(result.json).error.field, 'exact');
});

test('aborting a job terminates its workers at once', async () => {
  const before = Worker.made.length;
  const controller = new AbortController();
  const started = performance.now();
  // Seconds of sieving, in parts (2·10^9 numbers at 10^15, where two π would cost more; far
  // higher up, in a worker's 64 MiB, π in one part is priced lower): only terminating the
  // threads ends it this soon.
  const job = reckon.runJob('primes', { lo: '1000000000000000', hi: '1000002000000000', count: true },
    { workers: 2, signal: controller.signal });
  setTimeout(() => controller.abort(), 300);
  await assert.rejects(job, (error) => error instanceof DOMException && error.name === 'AbortError');
  assert.ok(performance.now() - started < 2000);
  const pool = Worker.made.slice(before);
  assert.equal(pool.length, 2);
  assert.ok(pool.every((worker) => worker.terminated));
  // The shared worker is untouched and still answers.
  assert.equal((await reckon.answer('tip', { bill: '81.79', tip: 20, party: 2 })).status, 200);
});

test('an already aborted signal rejects before any work', async () => {
  await assert.rejects(reckon.runJob('primes', { lo: '0', hi: '10', count: true }, { signal: AbortSignal.abort() }),
    { name: 'AbortError' });
});
