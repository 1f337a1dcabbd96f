// The WebAssembly core (Web/core/reckon.wasm) as the page runs it, under Node's own test runner:
//   node --test Tests/node/
// Expected values are worked out independently of the core (by hand or by a plain sieve), not
// copied from its output.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { webcrypto } from 'node:crypto';
import { instantiate } from '../../Web/js/core/module.js';

// Debian's Node 18 has no global crypto (Node 20 and browsers do).
globalThis.crypto ??= webcrypto;
const bytes = await readFile(new URL('../../Web/core/reckon.wasm', import.meta.url));
const core = await instantiate(bytes);
const ask = (tool, input) => {
  const { status, json } = core.call(tool, JSON.stringify(input));
  return { status, json, body: JSON.parse(json) };
};

test('tip: 20% of 81.79 split two ways', () => {
  const { status, body } = ask('tip', { bill: '81.79', tip: 20, party: 2 });
  assert.equal(status, 200);
  // 81.79 × 0.2 = 16.358 → 16.36; 98.15 / 2 = 49.075, the odd cent to the first share.
  assert.equal(body.tip, '16.36');
  assert.equal(body.total, '98.15');
  assert.deepEqual(body.shares, ['49.08', '49.07']);
});

test('quadratic: x² − 3x + 2 = (x − 1)(x − 2)', () => {
  const { status, body } = ask('quadratic', { a: 1, b: -3, c: 2 });
  assert.equal(status, 200);
  assert.equal(body.kind, 'two-real');
  assert.deepEqual(body.roots.map((root) => [root.re, root.im]), [[1, 0], [2, 0]]);
  assert.equal(body.discriminant, 1);
});

test('primes: π(10⁹) = 50847534', () => {
  const { status, body } = ask('primes', { lo: '0', hi: '1000000000', count: true });
  assert.equal(status, 200);
  assert.equal(body.count, '50847534');
});

test('errors come back as the API answers them', () => {
  const bad = core.call('quadratic', JSON.stringify({ a: 1, b: 'x', c: 2 }));
  assert.equal(bad.status, 422);
  assert.equal(bad.json, '{"error":{"code":"not-a-number","field":"b","message":"must be a number, not \'x\'"}}');

  const unknown = core.call('no-such-tool', '{}');
  assert.equal(unknown.status, 404);
  assert.equal(JSON.parse(unknown.json).error.field, 'path');

  assert.equal(core.call('tip', '{not json').status, 400);
});

test('non-ASCII text crosses the boundary intact', () => {
  const { status, body } = ask('decide', { options: ['café', '🎲 dice'], seed: '1' });
  if (status !== 200) assert.fail(`decide answered ${status}`);
  assert.ok(['café', '🎲 dice'].includes(body.answer),
    JSON.stringify(body));
});

test('body-less calls: emotions and the ceiling catalog', () => {
  assert.equal(ask('emotions', {}).status, 200);
  assert.equal(ask('ceiling/catalog', {}).status, 200);
});

/** A job run part by part in this process, as the page's workers would run it. */
function runJobHere(tool, input, workers) {
  const plan = ask('job/plan', { tool, input, workers });
  if (plan.status !== 200) return plan;
  const { input: planned, parts } = plan.body;
  const answers = parts.map((part) => {
    const answer = ask('job/part', { tool, input: planned, part });
    assert.equal(answer.status, 200, answer.json);
    return answer.body;
  });
  return { ...ask('job/merge', { tool, input: planned, answers }), parts: parts.length };
}

test('job: primes in [10¹², 10¹² + 10⁴] (335 by a plain segmented sieve)', () => {
  const job = runJobHere('primes', { lo: '1000000000000', hi: '1000000010000', count: true }, 4);
  assert.equal(job.status, 200);
  assert.equal(job.body.count, '335');
  assert.equal(job.json, ask('primes', { lo: '1000000000000', hi: '1000000010000', count: true }).json);
});

test('job: 9305737 primes in [10¹⁴, 10¹⁴ + 3·10⁸] (primesieve) over several parts', () => {
  // Sieved: near 10^12 a range this wide is now cheaper by π (0.05 s against 0.14).
  const job = runJobHere('primes', { lo: '100000000000000', hi: '100000300000000', count: true }, 2);
  assert.ok(job.parts > 1, `${job.parts} part(s)`);
  assert.equal(job.body.count, '9305737');
});

test('dice: separate dice kept or dropped, exactly, in the module as natively', () => {
  // icepool 2.1.3: 4d6!pkh3 (four kinds of die) 3 at 1/1296, 13 at 173/1458; 4d6!=3kh3 13 at
  // 914683194667322793531642303185/6683747269421867033919422988288; 4d6!pdl1 12 at 0.08616255144032922;
  // {d6,d8,d10}kh2 11 at 11/96. Each key and count must hold in the module's 32-bit Int.
  const chance = (pool, sum) => {
    const { status, body } = ask('dice', { pool, exact: true });
    assert.equal(status, 200);
    return body.distribution.find((d) => d.sum === sum).probability;
  };
  const close = (a, b) => assert.ok(Math.abs(a / b - 1) < 1e-13, `${a} is not ${b}`);
  close(chance('4d6!pkh3', 3), 1 / 1296);
  close(chance('4d6!pkh3', 13), 173 / 1458);
  close(chance('4d6!=3kh3', 13), 914683194667322793531642303185 / 6683747269421867033919422988288);
  close(chance('4d6!pdl1', 12), 0.08616255144032922);
  close(chance('{d6,d8,d10}kh2', 11), 11 / 96);
});

test('job: a seeded dice simulation answers as the direct call does', () => {
  for (const trials of [100000, 4000000]) { // one part, then several
    const input = { pool: '3d6', trials, seed: 7 };
    const job = runJobHere('dice', input, 2);
    assert.equal(job.status, 200);
    assert.equal(job.json, ask('dice', input).json);
  }
});

test('job: errors are the tool\'s own', () => {
  const exact = ask('job/plan', { tool: 'dice', input: { pool: '3d6', exact: true }, workers: 2 });
  assert.equal(exact.status, 422);
  assert.equal(exact.body.error.field, 'exact');
  const bad = ask('job/plan', { tool: 'primes', input: { lo: 'x', hi: '10', count: true }, workers: 2 });
  assert.equal(bad.status, 422);
  assert.equal(bad.body.error.field, 'lo');
});

test('each instance is seeded from crypto.getRandomValues', async () => {
  const other = await instantiate(bytes);
  const seed = (module) => JSON.parse(module.call('job/plan',
    '{"tool":"dice","input":{"pool":"3d6","trials":"1000"},"workers":1}').json).input.seed;
  assert.notEqual(seed(core), seed(other));
});

test('job: a count from 0 is one part, by prime counting (π(3·10⁸) = 16252325, primesieve)', () => {
  const plan = ask('job/plan', { tool: 'primes', input: { lo: '0', hi: '300000000', count: true }, workers: 4 });
  assert.equal(plan.status, 200);
  assert.equal(plan.body.parts.length, 1);
  assert.equal(runJobHere('primes', { lo: '0', hi: '300000000', count: true }, 4).body.count, '16252325');
});

test('calc/press: the instance keeps the calculator between keys (123 + 4 = 127)', () => {
  const press = (body) => JSON.parse(core.call('calc/press', JSON.stringify(body)).json);
  press({ reset: true });
  for (const key of ['1', '2', '3', '+', '4']) press({ keys: key });
  const done = press({ keys: '=' });
  assert.equal(done.display, '127');
  assert.equal(done.description, '123 + 4 =');
  assert.equal(done.restore, '123 + 4 =');
  assert.deepEqual(done.completed, { expression: '123 + 4', result: '127', value: '127' });
  // AC: nothing before it matters any more, but what AC keeps (the memory register).
  assert.equal(press({ keys: 'm+' }).restore, '123 + 4 = m+');
  assert.equal(press({ keys: 'C' }).restore, '123 + 4 = m+ C');
  assert.equal(press({ keys: 'C' }).restore, 'num:127 m+ C C');
  // A restore after a reload: its keys again, in one call.
  assert.equal(press({ reset: true, keys: '9 + M = √ 7 →M' }).display, '4');
  // Degrees unless rad: sin 30° is 0.5 exactly.
  assert.equal(press({ reset: true, keys: '30 sin' }).display, '0.5');
  assert.equal(press({ reset: true, keys: 'rad 30 sin' }).angle, 'rad');
});

test('limits: the core\'s constants', () => {
  const limits = JSON.parse(core.call('limits', '').json);
  assert.equal(limits.ceiling.maximumRooms, 100);
  assert.equal(limits.dice.maximumDice, 1000);
  assert.equal(limits.primes.maximum, '18446744073709551615');
});
