// The primes tool in the page's core (Web/core/reckon.wasm), where Int is 32 bits, on the inputs
// where 32-bit indexes and 64-bit numbers and counts meet — run as the page's workers run a job:
// job/plan, then each part by job/start and job/step, then job/merge.
//   node --test Tests/node/
// Expected counts are primesieve 11.0's and primecount 7.6's (Debian's primesieve-bin and
// primecount), not the core's output.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { webcrypto } from 'node:crypto';
import { instantiate } from '../../Web/js/core/module.js';
import { timeLeftEstimator } from '../../Web/js/tools/primes/time-left.js';

globalThis.crypto ??= webcrypto;
const core = await instantiate(await readFile(new URL('../../Web/core/reckon.wasm', import.meta.url)));
const ask = (tool, body) => {
  const { status, json } = core.call(tool, typeof body === 'string' ? body : JSON.stringify(body));
  return { status, json, body: JSON.parse(json) };
};

/** Seconds of this process's CPU time: the work done, whatever else the machine is doing. */
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * A job run as the page runs it, its parts one after another here. `onStep(seconds, fraction)`
 * follows each part's steps as its worker would report them, in seconds of CPU time.
 */
function runJobByStepping(tool, input, workers, onStep = () => {}) {
  const plan = ask('job/plan', { tool, input, workers });
  assert.equal(plan.status, 200, plan.json);
  const answers = plan.body.parts.map((part) => {
    const started = cpuSeconds();
    let answer = ask('job/start', { tool, input: plan.body.input, part });
    while (answer.status === 202) {
      onStep(cpuSeconds() - started, answer.body.fraction);
      answer = ask('job/step', '{}');
    }
    assert.equal(answer.status, 200, answer.json);
    return answer.body;
  });
  return { parts: plan.body.parts, ...ask('job/merge', { tool, input: plan.body.input, answers }) };
}

test('π(10¹⁶) = 279238341033925 (primecount): the hard leaves no longer trap', () => {
  // Their first segments ask for the m above x/(17·61440), beyond 8·10⁹ from x ≈ 8.4·10¹⁵,
  // whose index once overflowed a 32-bit Int: "RuntimeError: unreachable" at 25 %.
  const seen = [];
  const job = runJobByStepping('primes', { lo: '0', hi: '10000000000000000', count: true }, 2,
    (seconds, fraction) => seen.push([seconds, fraction]));
  assert.deepEqual(job.parts, [{ upTo: '10000000000000000' }]);
  assert.equal(job.body.count, '279238341033925');

  // The progress grows about evenly with the work (LeafCost weighs the leaves' phases by where
  // their time goes): at every step after the first two seconds of CPU, the fraction reported is
  // within 10 points of the share of the CPU time spent (counting windows and segments done was
  // up to 45 points off, and the time left grew from 88 s to 35 min in the browser). A machine
  // busy with other work slows the memory-bound phases more than the others, hence 10 points,
  // not the 5 measured.
  const total = seen.at(-1)[0];
  for (const [seconds, fraction] of seen.filter(([seconds]) => seconds >= 2)) {
    assert.ok(Math.abs(fraction - seconds / total) <= 0.1,
      `at ${seconds.toFixed(1)} s of ${total.toFixed(1)} s the progress read ${(100 * fraction).toFixed(1)} %`);
  }
  // And what the page shows from it, the time left, only falls.
  const left = timeLeftEstimator();
  let last = Infinity;
  for (const [seconds, fraction] of seen) {
    const shown = left(seconds, fraction);
    if (shown === null) continue;
    assert.ok(shown <= last, `the time left rose from ${last.toFixed(1)} s to ${shown.toFixed(1)} s at ${seconds.toFixed(1)} s`);
    last = shown;
  }
});

test('a count across 2³²: [2³² − 10⁶, 2³² + 10⁶] holds 89910 primes (primesieve)', () => {
  const job = runJobByStepping('primes', { lo: '4293967296', hi: '4295967296', count: true }, 2);
  assert.equal(job.body.count, '89910');
});

test('a count beyond 2³²: π(10¹²) = 37607912018 (primecount)', () => {
  const job = runJobByStepping('primes', { lo: '0', hi: '1000000000000', count: true }, 2);
  assert.equal(job.body.count, '37607912018');
});

test('the 3·10⁹-th prime, n beyond 2³¹: 71856445751 (primecount -n)', () => {
  const job = runJobByStepping('primes', { nth: '3000000000' }, 2);
  assert.equal(job.body.prime, '71856445751');
});

test('the top of the range: [2⁶⁴ − 10⁶, 2⁶⁴ − 1] holds 22475 primes (primesieve)', () => {
  const job = runJobByStepping('primes', { lo: '18446744073708551615', hi: '18446744073709551615', count: true }, 2);
  assert.equal(job.body.count, '22475');
});

test('π(hi) − π(lo − 1) as two parts that two workers count side by side', () => {
  // [10¹⁵, 10¹⁵ + 10¹²]: π(10¹⁵ + 10¹²) − π(10¹⁵ − 1) = 29873522873148 − 29844570422669 (primecount).
  const input = { lo: '1000000000000000', hi: '1001000000000000', count: true };
  const plan = ask('job/plan', { tool: 'primes', input, workers: 2 });
  assert.deepEqual(plan.body.parts, [{ upTo: '1001000000000000' }, { upTo: '999999999999999', subtract: true }]);
  const job = runJobByStepping('primes', input, 2);
  assert.equal(job.body.count, '28952450479');
});

test('a π part must be π(hi) or π(lo − 1) of the job, nothing else', () => {
  const input = { lo: '1000', hi: '2000', count: true };
  const part = (fields) => ask('job/part', { tool: 'primes', input, part: fields });
  assert.equal(part({ upTo: '2000' }).json, '{"count":"303"}');
  assert.equal(part({ upTo: '999', subtract: true }).json, '{"count":"168","subtract":true}');
  assert.equal(part({ upTo: '5000' }).json, '{"error":{"code":"conflict","field":"upTo","message":"must be hi (2000)"}}');
  assert.equal(part({ upTo: '1000', subtract: true }).json, '{"error":{"code":"conflict","field":"upTo","message":"must be lo − 1 (999)"}}');
  assert.equal(part({ upTo: '2000', lo: '1000' }).status, 400);
  // 303 − 168 = 135 primes in [1000, 2000].
  const merged = ask('job/merge', { tool: 'primes', input, answers: [{ count: '303' }, { count: '168', subtract: true }] });
  assert.equal(merged.body.count, '135');
  assert.equal(ask('job/merge', { tool: 'primes', input, answers: [{ count: '1' }, { count: '2', subtract: true }] }).status, 400);
});

test('twins and sextuplets in the page’s core: a count cut into parts, a page (primesieve)', () => {
  // primesieve 0 1e9 -c2 = 3424506; the parts (14, of at least 2^26 numbers) each take the
  // twins that start in them.
  const job = runJobByStepping('primes', { lo: '0', hi: '1000000000', count: true, tuplets: 2 }, 2);
  assert.equal(job.parts.length, 14, JSON.stringify(job.parts));
  assert.equal(job.json, '{"lo":"0","hi":"1000000000","tuplets":2,"count":"3424506"}');
  // primesieve 0 1e7 -p6, the first three, and where the fourth starts.
  const page = ask('primes', { lo: '0', hi: '10000000', tuplets: 6, pageSize: 3 });
  assert.equal(page.json, '{"lo":"0","hi":"10000000","tuplets":6,"primes":[["7","11","13","17","19","23"],'
    + '["97","101","103","107","109","113"],["16057","16061","16063","16067","16069","16073"]],"next":"19417"}');
  // The last 10^6 numbers below 2^64, tested one by one: 682 twins (primesieve).
  const top = ask('primes', { lo: '18446744073708551615', hi: '18446744073709551615', tuplets: 2, count: true });
  assert.equal(top.body.count, '682');
});
